import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { ClientLoaderFunctionArgs, ShouldRevalidateFunction } from "@remix-run/react";
import { useActionData, useLoaderData, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { listProcedures } from "~/.server/prices/prices.server";
import { FaqGroups } from "~/components/Faq";
import { LANDING_FAQ } from "~/components/landing/landing-faq";
import { PricePreviewResults, YourPlanForm } from "~/components/landing/PricePreviewResults";
import { PriceSearchForm } from "~/components/landing/PriceSearchForm";
import { answeredIn, usePreviewInBrowser } from "~/components/landing/preview-in-browser";
import { WhyCareFinder } from "~/components/landing/WhyCareFinder";
import { LazyMedicaidCheck } from "~/components/prices/LazyMedicaidCheck";
import { medicaidPreview } from "~/.server/coverage/medicaid.server";
import type { PriceResultsData } from "~/components/PriceResults";
import publicStyles from "~/components/public-site.css?url";
import { rootAppUrl, seoMeta } from "~/components/seo";
import { readFormData } from "~/.server/forms.server";
import { PREVIEW_FORM, previewPricesFromForm, previewPricesFromUrl } from "~/.server/prices/preview-form.server";
import type { PreviewOutcome, PreviewValues } from "~/.server/prices/preview-form.server";
import type { PriceInsight } from "~/domain/prices";
import type { FallbackReason } from "~/data/price-fallback";
import { previewAddress } from "~/utils/price-preview-url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: publicStyles }];

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  seoMeta({
    appUrl: rootAppUrl(matches),
    path: "/",
    title: "Care Finder: know what care costs before you go",
    description:
      "Preview what an MRI, CT scan, colonoscopy or 110 other procedures cost near your ZIP code, with or without insurance, from public CMS and hospital price data.",
  });

type PreviewPageData =
  | { ok: true; insight: PriceInsight; values: PreviewValues }
  | {
      ok: false;
      fallback?: undefined;
      fieldErrors: Record<string, string | undefined>;
      values: PreviewValues;
      /** Only the plan's fields were refused: the search itself stands. */
      planOnly: boolean;
    }
  | { ok: false; fallback: FallbackReason; values: PreviewValues };

const PLAN_FIELDS = new Set(["deductibleRemaining", "coinsurancePercent"]);

function previewPageData(outcome: PreviewOutcome): PreviewPageData {
  if (outcome.ok) return outcome;
  if (outcome.unavailable) return { ok: false, fallback: "unavailable", values: outcome.values };
  const fields = Object.keys(outcome.fieldErrors);
  return {
    ok: false,
    fieldErrors: outcome.fieldErrors,
    values: outcome.values,
    planOnly: fields.length > 0 && fields.every((field) => PLAN_FIELDS.has(field)),
  };
}

/**
 * The page, and the preview its address names (`/?zip=10001&procedure=mri`): rendered here, so Back,
 * reload, bookmarks and shared links show it. `/?procedure=<slug>` alone (the sitemap's entries,
 * /methodology's links) opens the search on that procedure.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const [procedures, outcome] = await Promise.all([
    listProcedures(context.server),
    previewPricesFromUrl(context.server, url),
  ]);
  const wanted = url.searchParams.get("procedure");
  return {
    procedures,
    selected: procedures.find((p) => p.slug === wanted)?.slug ?? null,
    search: outcome ? previewPageData(outcome) : null,
    // "No insurance? Could Medicaid pay for this?" under the answer (a GET form in the same address).
    medicaid: outcome?.ok ? await medicaidPreview(context.server, url, outcome.insight.zip) : null,
  };
}

/** With JavaScript: an address the browser has just asked the API about is shown from that answer. */
export async function clientLoader({ serverLoader, request }: ClientLoaderFunctionArgs) {
  const answered = answeredIn(new URL(request.url));
  if (!answered) return serverLoader<typeof loader>();
  const { insight, procedures } = answered;
  const values = { procedure: insight.procedureSlug ?? "", zipCode: insight.zip };
  const search: PreviewPageData = { ok: true, insight, values };
  return { procedures, selected: null, search, medicaid: null };
}

/** The card's plan form posts to this page: its answer needs no new page data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? false : defaultShouldRevalidate;

/** The plan form (and an older form post naming the search in its body): the same service as the API. */
export async function action({ request, context }: ActionFunctionArgs): Promise<PreviewPageData> {
  return previewPageData(
    await previewPricesFromForm(context.server, await readFormData(request, PREVIEW_FORM.schema, PREVIEW_FORM)),
  );
}

export default function CareFinder() {
  const loaded = useLoaderData<typeof clientLoader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const location = useLocation();
  const { procedures } = loaded;
  const inBrowser = usePreviewInBrowser({ at: location.key, procedures, go: navigate });

  // A form post that named the search in its body answers it in full; otherwise the address does.
  const search =
    actionData && (actionData.ok || actionData.fallback || !actionData.planOnly) ? actionData : loaded.search;
  const shown: PriceResultsData | null = search
    ? search.ok
      ? { kind: "ok", insight: search.insight }
      : search.fallback
        ? { kind: "fallback", reason: search.fallback }
        : null
    : null;
  // A search in the browser that went nowhere speaks over what the address shows.
  const result = inBrowser.refusal ? inBrowser.refusal.result : shown;
  const errors = inBrowser.refusal?.errors ?? (search && !search.ok && !search.fallback ? search.fieldErrors : {});
  const searching = inBrowser.busy || (navigation.state === "loading" && navigation.location.pathname === "/");

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__grid">
          <div>
            <h1 id="hero-title">Know what care costs before you go</h1>
            <p className="lead">
              Preview real prices for a procedure near you, with or without insurance. Built from public Medicare and
              hospital price data, free.
            </p>
            <p>
              Already have a bill? <a href="/check-a-bill">Check a bill</a> line by line against the hospital&apos;s own
              prices, free and without an account.
            </p>
          </div>
          <PriceSearchForm
            // Back and Forward between two previews show each one's own fields.
            key={location.search}
            procedures={procedures}
            initial={search?.values ?? (loaded.selected ? { procedure: loaded.selected, zipCode: "" } : undefined)}
            errors={errors}
            busy={searching}
            onPreview={inBrowser.preview}
          />
        </div>
      </section>

      {result ? (
        <PricePreviewResults
          data={result}
          plan={
            result.kind === "ok" && result.insight.procedureSlug ? (
              <YourPlanForm
                action={`/?index&${previewAddress({ zip: result.insight.zip, procedure: result.insight.procedureSlug }).slice(2)}`}
                search={{ zipCode: result.insight.zip, procedure: result.insight.procedureSlug }}
                answered={actionData}
              />
            ) : null
          }
          medicaid={
            result.kind === "ok" && result.insight.procedureSlug ? (
              <LazyMedicaidCheck check={loaded.medicaid} insight={result.insight} page="/" lang="en" />
            ) : null
          }
        />
      ) : null}

      <WhyCareFinder />

      <section className="page" aria-labelledby="faq-title">
        <div className="container">
          <h2 id="faq-title">Frequently asked questions</h2>
          <FaqGroups groups={LANDING_FAQ} />
        </div>
      </section>
    </>
  );
}
