import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Check, Search, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { listProcedures } from "~/.server/prices/prices.server";
import { getOptionalSessionUser } from "~/.server/auth/session.server";
import { memberCharges } from "~/.server/payments/offers.server";
import publicStyles from "~/components/public-site.css?url";
import { rootAppUrl, seoMeta } from "~/components/seo";
import { CONCIERGE_PLANS, NEW_MEMBER_OFFER, planPrice } from "~/data/plans";
import { formatUsd, formatUsdRange } from "~/format/money";
import { es } from "~/i18n/es";
import { plansPageEs as t } from "~/i18n/pages/plans-page.es";
import { FALLBACK_ESTIMATE } from "~/data/price-fallback";
import type { PriceInsight, PriceRange } from "~/domain/prices";
import { readFormData } from "~/.server/forms.server";
import { previewPricesFromForm } from "~/.server/prices/preview-form.server";

/** <html lang="es"> through app/utils/lang.ts; header and footer switch to Spanish. */
export const handle = { messages: es };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: publicStyles }];

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  seoMeta({
    appUrl: rootAppUrl(matches),
    path: "/precios-y-planes",
    locale: "es_US",
    title: t.title,
    description: t.description,
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getOptionalSessionUser(context.server, request);
  // The same figures as /pricing and Checkout (payments/offers.server.ts): a visitor sees a new member's.
  const [procedures, charges] = await Promise.all([
    listProcedures(context.server),
    memberCharges(context.server, user?.id ?? null),
  ]);
  return { procedures, charges };
}

type ActionData =
  | { ok: true; insight: PriceInsight; values: Values }
  | { ok: false; fallback: boolean; fieldErrors: { zipCode?: string; procedure?: string }; values: Values };
type Values = { procedure: string; zipCode: string };

/** The same price service as the English page and POST /api/search-providers; the words are Spanish. */
export async function action({ request, context }: ActionFunctionArgs): Promise<ActionData> {
  const outcome = await previewPricesFromForm(context.server, await readFormData(request));
  if (outcome.ok) return outcome;
  if (outcome.unavailable) return { ok: false, fallback: true, fieldErrors: {}, values: outcome.values };
  return {
    ok: false,
    fallback: false,
    fieldErrors: {
      zipCode: outcome.fieldErrors.zipCode ? t.form.zipInvalid : undefined,
      procedure: outcome.fieldErrors.procedure ? t.form.procedureMissing : undefined,
    },
    values: outcome.values,
  };
}

const range = (r: PriceRange) => (r.min === r.max ? formatUsd(r.min) : formatUsdRange(r.min, r.max));

export default function PreciosYPlanes() {
  const { procedures, charges } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const ids = { zip: useId(), zipError: useId(), procedure: useId(), procedureError: useId(), note: useId() };
  const errors = result && !result.ok ? result.fieldErrors : {};

  return (
    <>
      <section className="hero" aria-labelledby="es-title">
        <div className="container hero__grid">
          <div>
            <h1 id="es-title">{t.heroTitle}</h1>
            <p className="lead">{t.heroLead}</p>
          </div>
          {/* A plain form: it works before and without JavaScript. */}
          <Form method="post" className="card price-search" aria-label={t.form.label}>
            <div className="field">
              <label className="label" htmlFor={ids.zip}>
                {t.form.zip}
              </label>
              <input
                id={ids.zip}
                name="zipCode"
                className="input"
                inputMode="numeric"
                autoComplete="postal-code"
                placeholder={t.form.zipHint}
                maxLength={10}
                required
                defaultValue={result?.values.zipCode}
                aria-invalid={errors.zipCode ? true : undefined}
                aria-describedby={errors.zipCode ? ids.zipError : undefined}
              />
              {errors.zipCode ? (
                <p id={ids.zipError} className="field-error">
                  {errors.zipCode}
                </p>
              ) : null}
            </div>
            <div className="field">
              <label className="label" htmlFor={ids.procedure}>
                {t.form.procedure}
              </label>
              <select
                id={ids.procedure}
                name="procedure"
                className="select"
                required
                defaultValue={result?.values.procedure ?? ""}
                aria-invalid={errors.procedure ? true : undefined}
                aria-describedby={errors.procedure ? `${ids.note} ${ids.procedureError}` : ids.note}
              >
                <option value="">{t.form.choose}</option>
                {procedures.map((o) => (
                  <option key={o.slug} value={o.slug} lang="en">
                    {o.name}
                  </option>
                ))}
              </select>
              <p id={ids.note} className="hint m-0">
                {t.form.procedureNote}
              </p>
              {errors.procedure ? (
                <p id={ids.procedureError} className="field-error">
                  {errors.procedure}
                </p>
              ) : null}
            </div>
            <button type="submit" className="btn btn-accent price-search__submit">
              <Search aria-hidden="true" size={18} /> {t.form.submit}
            </button>
          </Form>
        </div>
      </section>

      {result && (result.ok || result.fallback) ? (
        <div className="container page">
          <Results insight={result.ok ? result.insight : null} />
        </div>
      ) : null}

      <section className="container page" aria-labelledby="es-plans-title">
        <h2 id="es-plans-title">{t.plansTitle}</h2>
        <p className="lead">{t.plansLead}</p>
        <p className="pricing-offer">{t.offer(formatUsd(CONCIERGE_PLANS[0].amount), formatUsd(NEW_MEMBER_OFFER))}</p>
        <div className="grid grid-3 mt-6">
          {CONCIERGE_PLANS.map((plan) => {
            const price = planPrice(plan);
            const words = t.plans[plan.name];
            const charge = charges.find((c) => c.planName === plan.name);
            const offerPrice =
              charge && charge.amountCents !== plan.amount * 100 ? formatUsd(charge.amountCents / 100) : null;
            const headingId = `es-plan-${plan.type}-${plan.amount}`;
            return (
              <article
                key={plan.name}
                className={`card plan-card${plan.highlight ? " plan-card--highlight" : ""}`}
                aria-labelledby={headingId}
              >
                {plan.highlight ? <span className="chip plan-card__badge">{t.mostPopular}</span> : null}
                <h3 id={headingId} className="h3-size">
                  {plan.label}
                </h3>
                <p className="plan-card__price tabular">
                  {offerPrice ?? price.amount}
                  <small> {plan.type === "subscription" ? t.perMonth : t.oneTime}</small>
                </p>
                {offerPrice ? (
                  <p className="plan-card__offer">
                    {charge?.freeWithEnrollment ? t.freeWithEnrollment(price.amount) : t.newMemberPrice(price.amount)}
                  </p>
                ) : null}
                {charge?.creditCents ? (
                  <p className="plan-card__offer">
                    {t.credited(formatUsd(charge.creditCents / 100), formatUsd(charge.dueTodayCents / 100))}
                  </p>
                ) : null}
                <p>{words.summary}</p>
                <ul className="check-list">
                  {words.benefits.map((benefit) => (
                    <li key={benefit}>
                      <Check aria-hidden="true" size={18} /> {benefit}
                    </li>
                  ))}
                </ul>
                {charge?.freeWithEnrollment ? (
                  <Link className="btn btn-secondary" to="/dashboard">
                    {t.included}
                  </Link>
                ) : (
                  // The checkout route signs a visitor in first, keeping the plan.
                  <Form method="post" action="/checkout">
                    <input type="hidden" name="plan_name" value={plan.name} />
                    <button type="submit" className={`btn ${plan.highlight ? "btn-accent" : "btn-primary"}`}>
                      {t.choose(plan.label)}
                    </button>
                  </Form>
                )}
              </article>
            );
          })}
        </div>
        <p className="muted mt-6">{t.moneyBack}</p>
        <p className="muted">{t.englishOnly}</p>
      </section>
    </>
  );
}

function Results({ insight }: { insight: PriceInsight | null }) {
  const figures = insight ?? { ...FALLBACK_ESTIMATE, zip: undefined, procedure: undefined, preventive: false };
  const zip = insight?.zip?.slice(0, 5);
  return (
    <section className="price-results card" aria-labelledby="es-results-title">
      {insight ? null : (
        <div className="alert alert-error" role="alert">
          <p className="price-results__alert-title">
            <TriangleAlert aria-hidden="true" size={18} /> {t.results.fallbackTitle}
          </p>
          <p className="m-0">{t.results.fallbackText}</p>
        </div>
      )}
      <h2 id="es-results-title">
        {insight?.procedure ? t.results.title(insight.procedure) : t.results.fallbackHeading}
      </h2>
      <dl className="price-figures">
        <div className="price-figure">
          <dt>{t.results.national}</dt>
          <dd className="price-figure__value tabular">{formatUsd(figures.nationalAverageCost)}</dd>
          <dd className="price-figure__meaning">{t.results.nationalMeaning}</dd>
        </div>
        <div className="price-figure">
          <dt>{t.results.insured}</dt>
          <dd className="price-figure__value tabular">{range(figures.insuredOutOfPocket)}</dd>
          <dd className="price-figure__meaning">{t.results.insuredMeaning}</dd>
        </div>
        <div className="price-figure">
          <dt>{t.results.selfPay}</dt>
          <dd className="price-figure__value tabular">{range(figures.localSelfPayRange)}</dd>
          <dd className="price-figure__meaning">{zip ? t.results.selfPayMeaning(zip) : t.results.selfPayNational}</dd>
        </div>
      </dl>
      <p className="price-results__estimate">
        <strong>{t.results.estimate}</strong> {t.results.estimateMore}{" "}
        <Link to="/methodology" hrefLang="en">
          {t.results.methodology}
        </Link>
      </p>
      <p className="price-results__cta">
        <Link className="btn btn-accent" to="/form">
          {t.results.help}
        </Link>
      </p>
    </section>
  );
}
