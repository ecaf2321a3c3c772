import { Form } from "@remix-run/react";
import { LogOut } from "lucide-react";
import type { Lang } from "~/utils/lang";

/**
 * Sign Out, usable anywhere: posts to /logout (works before hydration too),
 * which ends the session and returns to the signed-out home page.
 */
export function SignOutButton({ lang = "en", className = "btn btn-secondary btn-sm" }: { lang?: Lang; className?: string }) {
  return (
    <Form method="post" action="/logout" className="sign-out-form" style={{ display: "inline" }}>
      <button type="submit" className={className}>
        <LogOut aria-hidden="true" size={16} /> {lang === "fr" ? "Se déconnecter" : "Sign Out"}
      </button>
    </Form>
  );
}
