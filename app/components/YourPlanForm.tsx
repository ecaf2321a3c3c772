import { useFetcher } from "@remix-run/react";
import { useId } from "react";
import type { PriceInsight } from "~/domain/prices";
import { formatUsd, formatUsdRange } from "~/format/money";

type PlanValues = { deductibleRemaining?: string; coinsurancePercent?: string };

/** A price page's answer to this form (its action's data): the insight with the plan's figure, or the fields at fault. */
export type PlanAnswer =
  | { ok: true; insight: PriceInsight; values: PlanValues }
  | { ok: false; fieldErrors?: Record<string, string | undefined>; values: PlanValues };

/** The form's words, so each language's page shows its own (English by default). */
export const YOUR_PLAN_WORDS = {
  title: "Your own plan (optional)",
  intro:
    "Two figures from your plan show what you would pay. We use them for this answer only: they are never stored, logged or put in the page's address.",
  deductible: "Deductible left this year ($)",
  deductibleHint: "What you still pay in full before your plan shares the cost; 0 if you have met it.",
  coinsurance: "Your coinsurance (%)",
  coinsuranceHint: "The share you pay once the deductible is met, often 20.",
  submit: "Show my cost",
  figure: "With your plan",
  meaning:
    "What you would pay for what this card prices: the deductible you have left first, then your coinsurance share of the rest of the plan's price. Copays are not counted, and your plan's out-of-pocket maximum caps it.",
  preventive:
    "Done as an in-network preventive screening, it costs you $0 (the ACA's preventive-care rule). The higher figure is what it may cost when it turns diagnostic (for example, a polyp is removed or a result is followed up) or is done out of network.",
};

const range = (r: { min: number; max: number }) => (r.min === r.max ? formatUsd(r.max) : formatUsdRange(r.min, r.max));

/**
 * The card's optional plan fields. A plain post to the page's action (`action`, which keeps the preview's
 * address), answered by the same service as POST /api/search-providers; with JavaScript it posts in place.
 */
export function YourPlanForm({
  action,
  search,
  answered,
  words = YOUR_PLAN_WORDS,
}: {
  action: string;
  search: { procedure: string; zipCode: string };
  /** The page's own answer (a post without JavaScript). */
  answered?: PlanAnswer;
  words?: typeof YOUR_PLAN_WORDS;
}) {
  const fetcher = useFetcher();
  const answer = (fetcher.data as PlanAnswer | undefined) ?? answered;
  const ids = {
    title: useId(),
    deductible: useId(),
    deductibleHint: useId(),
    deductibleError: useId(),
    coinsurance: useId(),
    coinsuranceHint: useId(),
    coinsuranceError: useId(),
  };
  const mine = answer?.ok && answer.insight.procedureSlug === search.procedure && answer.insight.zip === search.zipCode;
  const figure = mine ? answer.insight.yourPlanOutOfPocket : undefined;
  const errors = answer && !answer.ok ? (answer.fieldErrors ?? {}) : {};
  const field = (
    name: "deductibleRemaining" | "coinsurancePercent",
    label: string,
    hint: string,
    id: string,
    hintId: string,
    errorId: string,
  ) => (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="input your-plan__input"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={answer?.values[name] ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${hintId} ${errorId}` : hintId}
      />
      <p id={hintId} className="hint">
        {hint}
      </p>
      {errors[name] ? (
        <p id={errorId} className="field-error">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <section className="your-plan" aria-labelledby={ids.title}>
      <h3 id={ids.title}>{words.title}</h3>
      <p className="hint">{words.intro}</p>
      <fetcher.Form method="post" action={action} noValidate className="your-plan__form">
        <input type="hidden" name="procedure" value={search.procedure} />
        <input type="hidden" name="zipCode" value={search.zipCode} />
        {field(
          "deductibleRemaining",
          words.deductible,
          words.deductibleHint,
          ids.deductible,
          ids.deductibleHint,
          ids.deductibleError,
        )}
        {field(
          "coinsurancePercent",
          words.coinsurance,
          words.coinsuranceHint,
          ids.coinsurance,
          ids.coinsuranceHint,
          ids.coinsuranceError,
        )}
        <button type="submit" className="btn btn-secondary" disabled={fetcher.state !== "idle"}>
          {words.submit}
        </button>
      </fetcher.Form>
      <div aria-live="polite">
        {figure ? (
          <div className="your-plan__answer">
            <p>
              <strong>
                {words.figure}: <span className="tabular">{range(figure)}</span>
              </strong>
            </p>
            <p className="muted">
              {words.meaning}
              {answer?.ok && answer.insight.preventive ? ` ${words.preventive}` : ""}
            </p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
