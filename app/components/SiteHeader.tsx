import { Link, NavLink } from "@remix-run/react";
import { SignOutButton } from "~/components/SignOutButton";
import type { Lang } from "~/utils/lang";
import type { SessionUser } from "~/utils/user";

const LABELS = {
  en: {
    home: "Care Finder",
    concierge: "Care Concierge",
    coverage: "Care Coverage",
    signIn: "Sign In",
    dashboard: "My Care Dashboard",
    nav: "Main",
  },
  fr: {
    home: "Care Finder",
    concierge: "Care Concierge",
    coverage: "Assurance santé",
    signIn: "Se connecter",
    dashboard: "Mon Dashboard",
    nav: "Navigation principale",
  },
} as const;

export function SiteHeader({ user, lang = "en" }: { user: SessionUser | null; lang?: Lang }) {
  const t = LABELS[lang];
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand" aria-label="Care Finder home">
          <span className="brand__mark" aria-hidden="true">
            +
          </span>
          Care Finder
        </Link>
        <nav aria-label={t.nav} className="site-nav">
          <NavLink to="/" end>
            {t.home}
          </NavLink>
          <NavLink to="/pricing">{t.concierge}</NavLink>
          <NavLink to={lang === "fr" ? "/assurance-sante" : "/insurance-guidance"}>{t.coverage}</NavLink>
          {user ? (
            <>
              {/* Admins have their own dashboard (spec §6); skip the redirect. */}
              <Link className="btn btn-primary btn-sm" to={user.role === "admin" ? "/admin-dashboard" : "/dashboard"}>
                {t.dashboard}
              </Link>
              <SignOutButton lang={lang} />
            </>
          ) : (
            <Link className="btn btn-primary btn-sm" to="/sign-in">
              {t.signIn}
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
