import type { ReactNode } from "react";
import { BackLink } from "~/components/BackLink";

/** A bill page beside the dashboard in the page's language: a way back, its title, then its content. */
export function BillSubpage({ title, back, children }: { title: string; back: string; children: ReactNode }) {
  return (
    <div className="container page">
      <BackLink to="/dashboard">{back}</BackLink>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
