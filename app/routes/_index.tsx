import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Clock, PiggyBank, Search, Stethoscope } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { listProcedures } from "~/.server/prices/prices.server";
import { FaqGroups, type FaqGroup } from "~/components/Faq";
import { PriceResults, type PriceResultsData } from "~/components/PriceResults";
import { ProcedurePicker } from "~/components/ProcedurePicker";
import publicStyles from "~/components/public-site.css?url";
import { rootAppUrl, seoMeta } from "~/components/seo";
import { useHydrated } from "~/components/useHydrated";
import { api, refusalOf } from "~/utils/api-client";
import { ZIP_PATTERN } from "~/schemas/patterns";
import { FALLBACK_ESTIMATE, type PriceInsight } from "~/schemas/prices";
import { readFormData } from "~/.server/forms.server";
import { previewPricesFromForm } from "~/.server/prices/preview-form.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: publicStyles }];

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  seoMeta({
    appUrl: rootAppUrl(matches),
    path: "/",
    title: "Care Finder: know what care costs before you go",
    description:
      "Preview what an MRI, CT scan, colonoscopy or 60 other procedures cost near your ZIP code, with or without insurance, from public CMS and hospital price data.",
  });

export async function loader({ context }: LoaderFunctionArgs) {
  return { procedures: await listProcedures(context.server) };
}

type ActionData =
  | { ok: true; insight: PriceInsight; values: { procedure: string; zipCode: string } }
  | {
      ok: false;
      error: string;
      fieldErrors?: Record<string, string | undefined>;
      fallback?: boolean;
      values: { procedure: string; zipCode: string };
    };

/** The no-JavaScript path: the same service as POST /api/search-providers. */
export async function action({ request, context }: ActionFunctionArgs): Promise<ActionData> {
  const outcome = await previewPricesFromForm(context.server, await readFormData(request));
  if (outcome.ok) return outcome;
  if (outcome.unavailable) return { ok: false, error: "The price service is unavailable", fallback: true, values: outcome.values };
  return { ok: false, error: outcome.error, fieldErrors: outcome.fieldErrors, values: outcome.values };
}

const SCROLL_DELAY_MS = 100; // the results scroll into view after this pause

/** The fixed national estimates shown when the price service cannot answer. */
const fallbackInsight = () => ({ ...FALLBACK_ESTIMATE, dataSources: [...FALLBACK_ESTIMATE.dataSources] });

export default function CareFinder() {
  const { procedures } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const ids = { zip: useId(), zipError: useId() };

  const [zip, setZip] = useState(actionData?.values.zipCode ?? "");
  const [procedure, setProcedure] = useState(actionData?.values.procedure ?? "");
  const [zipTouched, setZipTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [clientResult, setClientResult] = useState<PriceResultsData | null>(null);
  const [clientError, setClientError] = useState<{ field: "zipCode" | "procedure"; message: string } | null>(null);
  const resultsRef = useRef<HTMLElement>(null);

  const zipValid = ZIP_PATTERN.test(zip.trim());
  const ready = zipValid && procedure !== "";

  // Server (no-JS) answer, unless the client has a newer one.
  const serverResult: PriceResultsData | null = actionData
    ? actionData.ok
      ? { kind: "ok", insight: actionData.insight }
      : actionData.fallback
        ? { kind: "fallback", reason: "unavailable", insight: fallbackInsight() }
        : null
    : null;
  const result = clientResult ?? serverResult;
  const fieldErrors = actionData && !actionData.ok && !clientResult ? actionData.fieldErrors ?? {} : {};
  const zipError =
    clientError?.field === "zipCode"
      ? clientError.message
      : zipTouched && zip.trim() !== "" && !zipValid
        ? "Please enter a valid ZIP code"
        : fieldErrors.zipCode;
  const procedureError = clientError?.field === "procedure" ? clientError.message : fieldErrors.procedure;

  useEffect(() => {
    if (!result) return;
    const timer = window.setTimeout(() => {
      const el = resultsRef.current;
      if (!el) return;
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      el.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
      el.focus({ preventScroll: true });
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [result]);

  async function preview(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault(); // with JavaScript, ask the JSON API (the same service)
    if (!ready || busy) return;
    setBusy(true);
    setClientError(null);
    try {
      const res = await api["search-providers"].$post({ json: { procedure, zipCode: zip.trim() } });
      const refused = res.ok ? null : await refusalOf(res);
      if (res.ok) {
        setClientResult({ kind: "ok", insight: await res.json() });
      } else if (res.status === 400 && (refused?.details?.zipCode || refused?.details?.procedure)) {
        setClientError(
          refused.details.zipCode
            ? { field: "zipCode", message: refused.details.zipCode }
            : { field: "procedure", message: refused.details.procedure! },
        );
      } else {
        setClientResult({ kind: "fallback", reason: "unavailable", insight: fallbackInsight() });
      }
    } catch {
      // fetch itself failed: the request never reached us.
      setClientResult({
        kind: "fallback",
        reason: "offline",
        insight: fallbackInsight(),
      });
    } finally {
      setBusy(false);
    }
  }

  const submitting = busy || navigation.state === "submitting";

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
          <Form method="post" className="card price-search" onSubmit={preview} noValidate aria-label="Price preview">
            <div className="field">
              <label className="label" htmlFor={ids.zip}>
                ZIP code
              </label>
              <input
                id={ids.zip}
                name="zipCode"
                className="input price-search__zip"
                inputMode="numeric"
                autoComplete="postal-code"
                placeholder="e.g. 10001"
                pattern="\d{5}(-\d{4})?"
                maxLength={10}
                required
                value={zip}
                onChange={(e) => {
                  setZip(e.target.value);
                  if (clientError?.field === "zipCode") setClientError(null);
                }}
                onBlur={() => setZipTouched(true)}
                aria-invalid={zipError ? true : undefined}
                aria-describedby={zipError ? ids.zipError : undefined}
              />
              {zipError ? (
                <p id={ids.zipError} className="field-error" role="alert">
                  {zipError}
                </p>
              ) : null}
            </div>
            <ProcedurePicker
              options={procedures}
              value={procedure}
              onChange={(slug) => {
                setProcedure(slug);
                if (clientError?.field === "procedure") setClientError(null);
              }}
              error={procedureError}
            />
            {/* Disabled until ZIP and procedure are valid (docs/product.md#pages); enabled without JavaScript so the form still posts. */}
            <button type="submit" className="btn btn-accent price-search__submit" disabled={hydrated && (!ready || submitting)}>
              <Search aria-hidden="true" size={18} />
              Preview Real Prices &amp; Quality – Free
            </button>
            {submitting ? (
              <p className="hint" role="status">
                Looking up prices…
              </p>
            ) : null}
          </Form>
        </div>
      </section>

      {result ? (
        <div className="container page">
          <PriceResults ref={resultsRef} data={result} />
        </div>
      ) : null}

      <section className="page" aria-labelledby="value-title">
        <div className="container">
          <h2 id="value-title">Why people use Care Finder</h2>
          <div className="grid grid-3 value-grid">
            <article className="card value-card">
              <PiggyBank aria-hidden="true" size={28} className="value-card__icon" />
              <h3>Save 30–80%</h3>
              <p>
                Our members typically save 30–80% off the national average price. If we can&apos;t find you a saving,
                you get your money back.
              </p>
            </article>
            <article className="card value-card">
              <Stethoscope aria-hidden="true" size={28} className="value-card__icon" />
              <h3>100+ providers compared</h3>
              <p>
                We compare prices and quality across 100+ providers near you, backed by 15+ years of experience with
                medical billing and insurance.
              </p>
            </article>
            <article className="card value-card">
              <Clock aria-hidden="true" size={28} className="value-card__icon" />
              <h3>Answers within 48 hours</h3>
              <p>
                Our concierge review is a $149 value, free for a limited time. New members can start for $39, or free
                with insurance enrollment, and the $39 rolls over into membership.
              </p>
            </article>
          </div>
          <p className="value-cta">
            <Link className="btn btn-primary" to="/pricing">
              See Care Concierge plans
            </Link>
          </p>
        </div>
      </section>

      <section className="page" aria-labelledby="faq-title">
        <div className="container">
          <h2 id="faq-title">Frequently asked questions</h2>
          <FaqGroups groups={FAQ} />
        </div>
      </section>
    </>
  );
}

const FAQ: FaqGroup[] = [
  {
    title: "About",
    items: [
      {
        question: "What is Care Finder?",
        answer: (
          <p>
            Care Finder is a healthcare cost and coverage concierge. We show what procedures typically cost and help you
            lower your bills. We give pricing and advice, not medical care.
          </p>
        ),
      },
      {
        question: "Where do your prices come from?",
        answer: (
          <p>
            From public data: Medicare&apos;s 2025 fee schedules, Medicare&apos;s regional cost indices and the cash
            prices hospitals publish under federal price-transparency rules. <Link to="/methodology">See how we estimate</Link>.
          </p>
        ),
      },
      {
        question: "Where is Care Finder available?",
        answer: (
          <p>
            Concierge care is available in all 50 states. Licensed insurance brokerage is available in FL, NC, OH, TN and
            VA.
          </p>
        ),
      },
    ],
  },
  {
    title: "Costs & Savings",
    items: [
      {
        question: "Is the price preview a quote?",
        answer: (
          <p>
            No. It is an estimate from public data. What you pay depends on the provider, your insurance plan and how
            much of your deductible you have met.
          </p>
        ),
      },
      {
        question: "How much can I save?",
        answer: (
          <p>
            Members typically save 30–80% off the national average. If we find no savings, we refund your concierge
            fee.
          </p>
        ),
      },
      {
        question: "Why is the self-pay price sometimes lower than with insurance?",
        answer: (
          <p>
            Until you meet your deductible you pay your plan&apos;s negotiated rate, which can be higher than a cash
            price. Paying cash is often allowed; we can help you decide.
          </p>
        ),
      },
    ],
  },
  {
    title: "Appointments & Care",
    items: [
      {
        question: "Do you book appointments for me?",
        answer: (
          <p>
            Yes. Once you choose a provider, your concierge can help schedule the visit and check the price in writing
            before you go.
          </p>
        ),
      },
      {
        question: "Do you provide medical advice?",
        answer: (
          <p>
            No. Care Finder does not give medical care or advice. Please talk to your doctor about which procedure you
            need.
          </p>
        ),
      },
      {
        question: "How fast will I hear back?",
        answer: <p>Answers come within 48 hours. Support responds within 48 hours on business days.</p>,
      },
    ],
  },
  {
    title: "Plans & Subscriptions",
    items: [
      {
        question: "What plans do you offer?",
        answer: (
          <p>
            Care Access is $149 one time, Essential Care is $49 per month and Premium Care is $99 per month.{" "}
            <Link to="/pricing">Compare plans</Link>.
          </p>
        ),
      },
      {
        question: "Can I cancel my subscription?",
        answer: <p>Yes. Monthly plans can be managed or cancelled from your member dashboard under Manage Plan.</p>,
      },
      {
        question: "Does the Care Access credit carry over?",
        answer: <p>Yes. The Care Access fee rolls over as a credit if you move to a monthly membership.</p>,
      },
    ],
  },
];
