import type { LawView, RouteView } from "~/.server/coverage/who-may-pay.server";
import { formatCalendarDate } from "~/format/dates";
import { coverageWords } from "./coverage-words";

/** Who may pay, largest first, each with its deadline. Help, never a promise (ADR 0043). */
export function RoutesList({ routes, law, lang }: { routes: RouteView[]; law: LawView; lang?: string }) {
  const w = coverageWords(lang);
  return (
    <ol aria-label={w.routesLabel}>
      {routes.map((r) => (
        <li key={r.route}>
          <strong>{w.routes[r.route]}</strong>: {w.routeWords[r.route](law.stateName, law.name ?? "")}
          {r.deadline ? ` ${w.routeDeadline[r.route]} ${formatCalendarDate(r.deadline, lang)}.` : null}
        </li>
      ))}
    </ol>
  );
}
