import type { ReactNode } from "react";
import { BackLink } from "~/components/BackLink";
import { LanguageSwitch } from "~/components/dashboard/LanguageSwitch";

/**
 * A bill page beside the dashboard in the page's language: a way back and the language switch, its title, then its content. The content
 * says its language (`lang`), so a screen reader reads Spanish words with a Spanish voice whatever the layout says.
 */
export function BillSubpage({
  title,
  back,
  lang,
  children,
}: {
  title: string;
  back: string;
  lang?: string;
  children: ReactNode;
}) {
  return (
    <div className="container page" lang={lang}>
      <div className="row-between">
        <BackLink to="/dashboard">{back}</BackLink>
        <LanguageSwitch />
      </div>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
