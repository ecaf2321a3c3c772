import { Form } from "@remix-run/react";
import { LogOut } from "lucide-react";
import { useMessages } from "~/utils/lang";
import styles from "./SignOutButton.module.css";

/**
 * Sign Out, usable anywhere: posts to /logout (works before hydration too),
 * which ends the session and returns to the signed-out home page.
 */
export function SignOutButton({ className = "btn btn-secondary btn-sm" }: { className?: string }) {
  const t = useMessages().header;
  return (
    <Form method="post" action="/logout" className={styles.form}>
      <button type="submit" className={className}>
        <LogOut aria-hidden="true" size={16} /> {t.signOut}
      </button>
    </Form>
  );
}
