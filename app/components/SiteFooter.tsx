import { Link } from "@remix-run/react";
import { CATALOGS, LANGS, LANGUAGE_HOME, messages } from "~/i18n";
import type { Lang } from "~/utils/lang";
import { ContactButton } from "./ContactButton";
import styles from "./SiteFooter.module.css";

export function SiteFooter({ lang = "en", contactSlot }: { lang?: Lang; contactSlot?: React.ReactNode }) {
  const t = messages(lang).footer;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div>
          <p className={styles.brand}>Care Finder</p>
          <p className="muted">{t.coverage}</p>
        </div>
        <ul className={styles.links} aria-label={t.label}>
          <li>{contactSlot ?? <ContactButton lang={lang} label={t.contact} className={styles.linkButton} />}</li>
          <li>
            <Link to="/privacy-terms">{t.privacy}</Link>
          </li>
          {LANGS.filter((other) => other !== lang).map((other) => (
            <li key={other}>
              <Link to={LANGUAGE_HOME[other]} lang={other} hrefLang={other}>
                {CATALOGS[other].inLanguage}
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
