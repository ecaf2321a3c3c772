import { Link } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";

/** The way back at the top of a page of its own (a dialog's page, a record's page): an arrow and where it leads. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <Link to={to}>
        <ArrowLeft aria-hidden="true" size={16} /> {children}
      </Link>
    </p>
  );
}
