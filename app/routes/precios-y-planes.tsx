import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { listProcedures } from "~/.server/prices/prices.server";
import { getOptionalSessionUser } from "~/.server/auth/session.server";
import { memberCharges } from "~/.server/payments/offers.server";
import publicStyles from "~/components/public-site.css?url";
import { rootAppUrl, seoMeta } from "~/components/seo";
import { CONCIERGE_PLANS, NEW_MEMBER_OFFER } from "~/data/plans";
import { formatUsd } from "~/format/money";
import { es } from "~/i18n/site/es";
import { es as planCardEs } from "~/i18n/plan-card/es";
import { es as t } from "~/i18n/plans-page/es";
import { es as priceCardEs } from "~/i18n/prices/es";
import { priceSearchErrorsEs, es as priceSearchEs } from "~/i18n/price-search/es";
import { checkoutCancelledEs, checkoutFailuresEs } from "~/i18n/checkout/es";
import { checkoutFailureMessage } from "~/domain/payments";
import { spanishOf, withSpanishNames } from "~/i18n/procedures/es";
import { PlanCard } from "~/components/PlanCard";
import { PricePreviewResults } from "~/components/landing/PricePreviewResults";
import { PriceSearchForm, type PriceSearchErrors } from "~/components/landing/PriceSearchForm";
import { previewPricesFromUrl, type PreviewOutcome } from "~/.server/prices/preview-form.server";
import { previewAddress } from "~/utils/price-preview-url";
import { LazyMedicaidCheck } from "~/components/prices/LazyMedicaidCheck";
import { medicaidPreview } from "~/.server/coverage/medicaid.server";

const PAGE = "/precios-y-planes";

/** <html lang="es"> through app/utils/lang.ts; header and footer switch to Spanish. */
export const handle = { messages: es };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: publicStyles }];

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  seoMeta({
    appUrl: rootAppUrl(matches),
    path: PAGE,
    locale: "es_US",
    title: t.title,
    description: t.description,
  });

/** The server's refusal in Spanish: the page's own words for each field at fault. */
function errorsInSpanish(outcome: Extract<PreviewOutcome, { unavailable: false }>): PriceSearchErrors {
  const { fieldErrors, findMatches, values } = outcome;
  return {
    zipCode: fieldErrors.zipCode ? priceSearchEs.zipInvalid : undefined,
    procedure: fieldErrors.procedure
      ? findMatches !== undefined
        ? priceSearchErrorsEs.findMatches(findMatches, values.find ?? "")
        : priceSearchErrorsEs.procedureMissing
      : undefined,
  };
}

/**
 * The page, and the preview its address names (`/precios-y-planes?zip=10001&procedure=mri`): the same
 * service as the English page's loader and POST /api/search-providers, searched in Spanish and English
 * (`find`), rendered here, so Back, reload, bookmarks and shared links show it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const user = await getOptionalSessionUser(context.server, request);
  // The same figures as /pricing and Checkout (payments/offers.server.ts): a visitor sees a new member's.
  const [procedures, charges, outcome] = await Promise.all([
    listProcedures(context.server),
    memberCharges(context.server, user?.id ?? null),
    previewPricesFromUrl(context.server, url, spanishOf),
  ]);
  const wanted = url.searchParams.get("procedure");
  const selected = procedures.find((p) => p.slug === wanted)?.slug ?? "";
  return {
    procedures: withSpanishNames(procedures),
    charges,
    values: outcome?.values ?? (selected ? { procedure: selected, zipCode: "" } : undefined),
    result: !outcome
      ? null
      : outcome.ok
        ? ({ kind: "ok", insight: outcome.insight } as const)
        : outcome.unavailable
          ? ({ kind: "fallback", reason: "unavailable" } as const)
          : null,
    errors: outcome && !outcome.ok && !outcome.unavailable ? errorsInSpanish(outcome) : {},
    checkout: checkoutReturn(url),
    medicaid: outcome?.ok ? await medicaidPreview(context.server, url, outcome.insight.zip) : null,
  };
}

/** Back from Checkout (/checkout, Stripe's Cancel): cancelled, or why it could not open. */
function checkoutReturn(url: URL) {
  if (url.searchParams.get("payment") === "cancelled") return { cancelled: true, reason: null };
  if (url.searchParams.get("error") === "checkout") return { cancelled: false, reason: url.searchParams.get("reason") };
  return null;
}

export default function PreciosYPlanes() {
  const { procedures, charges, values, result, errors, checkout, medicaid } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const location = useLocation();
  const searching = navigation.state === "loading" && navigation.location.pathname === PAGE;

  return (
    <>
      {checkout ? (
        <div className="container mt-6">
          {checkout.cancelled ? (
            <p className="alert alert-info" role="status">
              {checkoutCancelledEs}
            </p>
          ) : (
            <p className="alert alert-error" role="alert">
              {checkoutFailureMessage(checkout.reason, "pricing", checkoutFailuresEs)}
            </p>
          )}
        </div>
      ) : null}
      <section className="hero" aria-labelledby="es-title">
        <div className="container hero__grid">
          <div>
            <h1 id="es-title">{t.heroTitle}</h1>
            <p className="lead">{t.heroLead}</p>
          </div>
          <PriceSearchForm
            // Back and Forward between two previews show each one's own fields.
            key={location.search}
            action={PAGE}
            words={priceSearchEs}
            procedures={procedures}
            initial={values}
            errors={errors}
            busy={searching}
            // With JavaScript the page goes to the preview's address; its loader answers as it does without.
            onPreview={(search) =>
              navigate(previewAddress({ zip: search.zip.trim(), procedure: search.procedure }, PAGE))
            }
          />
        </div>
      </section>

      {result ? (
        <PricePreviewResults
          data={result}
          words={priceCardEs}
          medicaid={
            result.kind === "ok" ? (
              <LazyMedicaidCheck check={medicaid} insight={result.insight} page={PAGE} lang="es" />
            ) : null
          }
        />
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
