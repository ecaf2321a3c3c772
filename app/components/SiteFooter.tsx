import { Link } from "@remix-run/react";
import { LANGS, LANGUAGES } from "~/i18n";
import { useMessages } from "~/utils/lang";
import { ContactButton } from "./ContactButton";
import styles from "./SiteFooter.module.css";

export function SiteFooter({ contactSlot }: { contactSlot?: React.ReactNode }) {
  const { lang, footer: t } = useMessages();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div>
          <p className={styles.brand}>Care Finder</p>
          <p className="muted">{t.coverage}</p>
        </div>
        <ul className={styles.links} aria-label={t.label}>
          <li>{contactSlot ?? <ContactButton label={t.contact} className={styles.linkButton} />}</li>
          <li>
            <Link to="/privacy-terms">{t.privacy}</Link>
          </li>
          {LANGS.filter((other) => other !== lang).map((other) => (
            <li key={other}>
              <Link to={LANGUAGES[other].home} lang={other} hrefLang={other}>
                {LANGUAGES[other].inLanguage}
              </Link>
            </li>
          ))}
        </ul>
        <p className={`muted ${styles.disclaimer}`}>{t.disclaimer}</p>
        <p className="muted">© {new Date().getUTCFullYear()} Care Finder</p>
      </div>
    </footer>
  );
}
