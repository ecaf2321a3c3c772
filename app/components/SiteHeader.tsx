import { Link, NavLink, useLocation } from "@remix-run/react";
import { Menu, X } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { SignOutButton as ServerSignOutButton } from "~/components/SignOutButton";
import { LANGS, LANGUAGES } from "~/i18n";
import { useMessages } from "~/utils/lang";
import { landingPathFor, type SessionUser } from "~/utils/user";
import styles from "./SiteHeader.module.css";

/** Where "Sign In" leads a visitor. */
const SIGN_IN_HREF = "/sign-in";

/**
 * One row at every width: on narrow screens the links sit behind a menu
 * button (a disclosure: aria-expanded + aria-controls). Without JavaScript the
 * button is hidden and the links wrap under the brand instead.
 */
/**
 * Only a signed-in person sees Sign out: the server draws it in place (a plain form that works before
 * JavaScript), and the browser loads its code only then, so a visitor's first visit does not download it.
 */
const SignOutButton = import.meta.env.SSR
  ? ServerSignOutButton
  : lazy(() => import("~/components/SignOutButton").then((m) => ({ default: m.SignOutButton })));

export function SiteHeader({ user }: { user: SessionUser | null }) {
  const { lang, header: t } = useMessages();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const links = (
    <>
      <ul className={styles.links}>
        <li>
          <NavLink to="/" end className={styles.link}>
            {t.home}
          </NavLink>
        </li>
        <li>
          <NavLink to="/pricing" className={styles.link}>
            {t.concierge}
          </NavLink>
        </li>
        <li>
          <NavLink to={t.coverageHref} className={styles.link}>
            {t.coverage}
          </NavLink>
        </li>
        <li>
          <NavLink to={t.checkBillHref} className={styles.link}>
            {t.checkBill}
          </NavLink>
        </li>
        {user ? (
          <>
            <li>
              {/* Admins have their own dashboard; members never see the admin's. */}
              <Link className="btn btn-primary btn-sm" to={landingPathFor(user)}>
                {user.role === "admin" ? t.adminDashboard : t.memberDashboard}
              </Link>
            </li>
            <li className={styles.signOut}>
              <Suspense fallback={null}>
                <SignOutButton />
              </Suspense>
            </li>
          </>
        ) : (
          <li>
            <Link className="btn btn-primary btn-sm" to={SIGN_IN_HREF}>
              {t.signIn}
            </Link>
          </li>
        )}
      </ul>
      <ul className={styles.languages} aria-label={t.languages}>
        {LANGS.filter((other) => other !== lang).map((other) => (
          <li key={other}>
            <Link to={LANGUAGES[other].home} lang={other} hrefLang={other} className={styles.link}>
              {LANGUAGES[other].name}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );

  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link to="/" className={styles.brand} aria-label={t.brandHome}>
          <span className={styles.mark} aria-hidden="true">
            +
          </span>
          Care Finder
        </Link>
        <nav
          ref={nav}
          aria-label={t.nav}
          className={styles.nav}
          onKeyDown={(event) => {
            if (event.key === "Escape" && open) {
              setOpen(false);
              button.current?.focus();
            }
          }}
        >
          <button
            ref={button}
            type="button"
            className={`btn btn-secondary btn-sm ${styles.menuButton}`}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden="true" size={18} /> : <Menu aria-hidden="true" size={18} />} {t.menu}
          </button>
          <div id={menuId} className={styles.menu} data-open={open}>
            {links}
          </div>
        </nav>
      </div>
    </header>
  );
}
