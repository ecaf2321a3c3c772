import type { MetaFunction } from "@remix-run/cloudflare";
import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { exchangeCodeForSession, fetchCurrentUser, landingPathForUser } from "~/utils/auth-requests";
import { log } from "~/utils/log";
import { landingWithLang, takeCarriedLang } from "~/utils/carried-lang";

export const meta: MetaFunction = () => [
  { title: "Completing sign in | Care Finder" },
  { name: "robots", content: "noindex" },
];

/**
 * Sign-in completion (docs/product.md#accounts): exchanges the provider's code for a session,
 * re-fetches the user, then routes on. Any failure goes to /.
 */
export default function AuthCallback() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    (async () => {
      try {
        await exchangeCodeForSession(window.location.search);
        const user = await fetchCurrentUser();
        // The language chosen before Google's page (sign-in with `?lang=es`) goes on to the registration form.
        if (active)
          navigate(user ? landingWithLang(landingPathForUser(user), takeCarriedLang()) : "/", { replace: true });
      } catch (error) {
        log.error(error instanceof Error ? error.message : "Sign-in failed");
        if (active) navigate("/", { replace: true });
      }
    })();
    return () => {
      active = false;
    };
  }, [navigate]);

  return (
    <section className="container page" aria-labelledby="callback-title">
      <h1 id="callback-title" className="visually-hidden">
        Signing in
      </h1>
      <p role="status" aria-live="polite" className="lead">
        Completing Sign In...
      </p>
    </section>
  );
}
