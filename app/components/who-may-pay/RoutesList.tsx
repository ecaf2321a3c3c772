import type { LawView, RouteView } from "~/.server/coverage/who-may-pay.server";
import type { Route } from "~/domain/coverage-rules";
import { formatCalendarDate } from "~/format/dates";

function routeWords(route: Route, law: LawView): string {
  switch (route) {
    case "medicaid":
      return "Medicaid may pay the whole bill.";
    case "free_by_law":
      return `${law.stateName} law requires the hospital to give free care at your income (${law.name}).`;
    case "discount_by_law":
      return `${law.stateName} law requires the hospital to give a discount at your income (${law.name}).`;
    case "hospital_policy":
      return "The hospital's own financial assistance policy may lower or cancel the bill.";
    case "price_dispute":
      return "Question the prices: ask for an itemized bill and an adjustment to the hospital's posted cash prices.";
  }
}

const DEADLINE_WORDS: Record<Route, string> = {
  medicaid: "Apply for Medicaid by",
  free_by_law: "Apply by",
  discount_by_law: "Apply by",
  hospital_policy: "Apply by",
  price_dispute: "Dispute by",
};

/** Who may pay, largest first, each with its deadline. Help, never a promise (ADR 0043). */
export function RoutesList({ routes, law }: { routes: RouteView[]; law: LawView }) {
  return (
    <ol aria-label="Who may pay, largest first">
      {routes.map((r) => (
        <li key={r.route}>
          <strong>{r.label}</strong>: {routeWords(r.route, law)}
          {r.deadline ? ` ${DEADLINE_WORDS[r.route]} ${formatCalendarDate(r.deadline)}.` : null}
        </li>
      ))}
    </ol>
  );
}
