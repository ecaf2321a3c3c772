import { lazy, Suspense, useCallback, type ReactNode } from "react";
import { PriceResults as ServerPriceResults, type PriceResultsData } from "~/components/PriceResults";
import type { PriceCardWords } from "~/i18n/prices/en";
import { YourPlanForm as ServerYourPlanForm } from "~/components/YourPlanForm";

/**
 * The answer under the price search (the landing page's, and the Spanish page's with its `words`). In the browser its code loads
 * only when there is an answer to show (`loadPriceResults` starts it as soon
 * as a search is sent), so a first visit does not download it. The server
 * renders it in place, so the page's HTML (and the no-JavaScript answer) has
 * the figures; the browser keeps that HTML until the code arrives.
 */
/** "Your plan" under an answer: the same, its code loaded with the answer's (`loadPriceResults`). */
const loadYourPlanForm = () => import("~/components/YourPlanForm").then((m) => ({ default: m.YourPlanForm }));
export const loadPriceResults = () =>
  Promise.all([import("~/components/PriceResults"), loadYourPlanForm()]).then(([m]) => ({ default: m.PriceResults }));
const PriceResults = import.meta.env.SSR ? ServerPriceResults : lazy(loadPriceResults);
export const YourPlanForm = import.meta.env.SSR ? ServerYourPlanForm : lazy(loadYourPlanForm);

const SCROLL_DELAY_MS = 100; // the results scroll into view after this pause

export function PricePreviewResults({
  data,
  plan,
  words,
  medicaid,
}: {
  data: PriceResultsData;
  plan?: ReactNode;
  words?: PriceCardWords;
  /** "No insurance? Could Medicaid pay for this?", under the card. */
  medicaid?: ReactNode;
}) {
  // Each new answer scrolls into view and takes focus, once its element exists (the code may still be loading),
  // unless the person moved on in the pause (a key pressed, or focus put elsewhere): their focus stays theirs.
  const attach = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const focused = document.activeElement;
      const timer = window.setTimeout(() => {
        if (document.activeElement !== focused) return;
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        element.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
        element.focus({ preventScroll: true });
      }, SCROLL_DELAY_MS);
      document.addEventListener("keydown", () => window.clearTimeout(timer), { once: true, capture: true });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data],
  );
  return (
    <div className="container page">
      <Suspense fallback={null}>
        <PriceResults ref={attach} data={data} plan={plan} words={words} />
      </Suspense>
      {medicaid}
    </div>
  );
}
