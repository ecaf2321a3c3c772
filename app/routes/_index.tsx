import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { listProcedures } from "~/.server/prices/prices.server";
import { FaqGroups } from "~/components/Faq";
import { LANDING_FAQ } from "~/components/landing/landing-faq";
import { loadPriceResults, PricePreviewResults } from "~/components/landing/PricePreviewResults";
import { PriceSearchForm, type PriceSearchErrors, type PriceSearchValues } from "~/components/landing/PriceSearchForm";
import { WhyCareFinder } from "~/components/landing/WhyCareFinder";
import type { PriceResultsData } from "~/components/PriceResults";
import publicStyles from "~/components/public-site.css?url";
import { rootAppUrl, seoMeta } from "~/components/seo";
import type { PriceInsight } from "~/domain/prices";
import { readFormData } from "~/.server/forms.server";
import { previewPricesFromForm, type PreviewValues } from "~/.server/prices/preview-form.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: publicStyles }];

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  seoMeta({
    appUrl: rootAppUrl(matches),
    path: "/",
    title: "Care Finder: know what care costs before you go",
    description:
      "Preview what an MRI, CT scan, colonoscopy or 110 other procedures cost near your ZIP code, with or without insurance, from public CMS and hospital price data.",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const procedures = await listProcedures(context.server);
  // /?procedure=<slug> (the sitemap's entries, /methodology's links) opens the search on that procedure.
  const wanted = new URL(request.url).searchParams.get("procedure");
  return { procedures, selected: procedures.find((p) => p.slug === wanted)?.slug ?? null };
}

type ActionData =
  | { ok: true; insight: PriceInsight; values: PreviewValues }
  | {
      ok: false;
      error: string;
      fieldErrors?: Record<string, string | undefined>;
      fallback?: boolean;
      values: PreviewValues;
    };

/** The no-JavaScript path: the same service as POST /api/search-providers. */
export async function action({ request, context }: ActionFunctionArgs): Promise<ActionData> {
  const outcome = await previewPricesFromForm(context.server, await readFormData(request));
  if (outcome.ok) return outcome;
  if (outcome.unavailable)
    return { ok: false, error: "The price service is unavailable", fallback: true, values: outcome.values };
  return { ok: false, error: outcome.error, fieldErrors: outcome.fieldErrors, values: outcome.values };
}

export default function CareFinder() {
  const { procedures, selected } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [busy, setBusy] = useState(false);
  const [clientResult, setClientResult] = useState<PriceResultsData | null>(null);
  const [clientError, setClientError] = useState<PriceSearchErrors | null>(null);

  // Server (no-JS) answer, unless the client has a newer one.
  const serverResult: PriceResultsData | null = actionData
    ? actionData.ok
      ? { kind: "ok", insight: actionData.insight }
      : actionData.fallback
        ? { kind: "fallback", reason: "unavailable" }
        : null
    : null;
  const result = clientResult ?? serverResult;
  const errors: PriceSearchErrors =
    clientError ?? (actionData && !actionData.ok && !clientResult ? (actionData.fieldErrors ?? {}) : {});

  async function preview({ procedure, zip }: PriceSearchValues) {
    setBusy(true);
    setClientError(null);
    void loadPriceResults(); // the answer's code downloads while the API answers
    try {
      // Loaded on the first search, so a visit that never searches downloads no API client.
      const { api, refusalOf } = await import("~/utils/api-client");
      const res = await api["search-providers"].$post({ json: { procedure, zipCode: zip.trim() } });
      const refused = res.ok ? null : await refusalOf(res);
      if (res.ok) {
        setClientResult({ kind: "ok", insight: await res.json() });
      } else if (res.status === 400 && (refused?.details?.zipCode || refused?.details?.procedure)) {
        setClientError(
          refused.details.zipCode ? { zipCode: refused.details.zipCode } : { procedure: refused.details.procedure },
        );
      } else {
        setClientResult({ kind: "fallback", reason: "unavailable" });
      }
    } catch {
      // fetch itself failed (or the client's code could not load): the request never reached us.
      setClientResult({ kind: "fallback", reason: "offline" });
    } finally {
      setBusy(false);
    }
  }

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
          </div>
          <PriceSearchForm
            procedures={procedures}
            initial={actionData?.values ?? (selected ? { procedure: selected, zipCode: "" } : undefined)}
            errors={errors}
            busy={busy || navigation.state === "submitting"}
            onPreview={preview}
            onEdit={(field) => setClientError((current) => (current?.[field] ? null : current))}
          />
        </div>
      </section>

      {result ? <PricePreviewResults data={result} /> : null}

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
