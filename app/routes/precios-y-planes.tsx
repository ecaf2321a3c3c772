import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Search } from "lucide-react";
import { useId } from "react";
import { listProcedures } from "~/.server/prices/prices.server";
import { getOptionalSessionUser } from "~/.server/auth/session.server";
import { memberCharges } from "~/.server/payments/offers.server";
import publicStyles from "~/components/public-site.css?url";
import { rootAppUrl, seoMeta } from "~/components/seo";
import { CONCIERGE_PLANS, NEW_MEMBER_OFFER } from "~/data/plans";
import { formatUsd } from "~/format/money";
import { es } from "~/i18n/es";
import { planCardEs, plansPageEs as t } from "~/i18n/pages/plans-page.es";
import { priceCardEs } from "~/i18n/pages/price-card.es";
import { PlanCard } from "~/components/PlanCard";
import { PriceResults } from "~/components/PriceResults";
import type { PriceInsight } from "~/domain/prices";
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
          <PriceResults
            data={result.ok ? { kind: "ok", insight: result.insight } : { kind: "fallback", reason: "unavailable" }}
            words={priceCardEs}
          />
        </div>
      ) : null}

      <section className="container page" aria-labelledby="es-plans-title">
        <h2 id="es-plans-title">{t.plansTitle}</h2>
        <p className="lead">{t.plansLead}</p>
        <p className="pricing-offer">{t.offer(formatUsd(CONCIERGE_PLANS[0].amount), formatUsd(NEW_MEMBER_OFFER))}</p>
        <div className="grid grid-3 mt-6">
          {CONCIERGE_PLANS.map((plan) => (
            <PlanCard
              key={plan.name}
              plan={plan}
              charge={charges.find((c) => c.planName === plan.name)}
              words={planCardEs}
              heading="h3"
            />
          ))}
        </div>
        <p className="muted mt-6">{t.moneyBack}</p>
        <p className="muted">{t.englishOnly}</p>
      </section>
    </>
  );
}
