import { Link } from "@remix-run/react";
import type { Lang } from "~/utils/lang";
import { ContactButton } from "./ContactModal";

const COPY = {
  en: {
    contact: "Contact Us",
    privacy: "Privacy & Terms",
    otherLanguage: "En français",
    otherLanguageHref: "/assurance-sante",
    coverage:
      "Concierge care is available in all 50 states. Licensed insurance brokerage in FL, NC, OH, TN and VA.",
    disclaimer:
      "Care Finder provides pricing and advisory tools, not medical care. Prices shown are estimates, not quotes. Supplemental fixed-indemnity insurance is not comprehensive health coverage.",
  },
  fr: {
    contact: "Nous contacter",
    privacy: "Confidentialité et conditions",
    otherLanguage: "In English",
    otherLanguageHref: "/",
    coverage:
      "Service de conciergerie disponible dans les 50 États. Courtage d'assurance agréé en FL, NC, OH, TN et VA.",
    disclaimer:
      "Care Finder propose des outils de prix et de conseil, pas de soins médicaux. Les prix affichés sont des estimations, pas des devis. L'assurance complémentaire à indemnité fixe n'est pas une couverture santé complète.",
  },
} as const;

export function SiteFooter({ lang = "en", contactSlot }: { lang?: Lang; contactSlot?: React.ReactNode }) {
  const t = COPY[lang];
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <p className="brand">Care Finder</p>
          <p className="muted">{t.coverage}</p>
        </div>
        <ul className="site-footer__links" aria-label="Footer">
          <li>{contactSlot ?? <ContactButton lang={lang} label={t.contact} />}</li>
          <li>
            <Link to="/privacy-terms">{t.privacy}</Link>
          </li>
          <li>
            <Link to={t.otherLanguageHref} lang={lang === "en" ? "fr" : "en"}>
              {t.otherLanguage}
            </Link>
          </li>
        </ul>
        <p className="site-footer__disclaimer muted">{t.disclaimer}</p>
        <p className="muted">© {new Date().getUTCFullYear()} Care Finder</p>
      </div>
    </footer>
  );
}
