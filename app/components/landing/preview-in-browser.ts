/**
 * The landing page's search with JavaScript: it asks POST /api/search-providers (the same service as the
 * page's loader) and, once answered, goes to the preview's own address, whose page then shows that
 * answer without asking again. A refusal or a failure stays on the page as it is, with its message or
 * the fallback estimates, so a device that lost its connection never lands on an error page.
 */
import { useState } from "react";
import type { PriceResultsData } from "~/components/PriceResults";
import type { PriceInsight, ProcedureOption } from "~/domain/prices";
import { previewAddress } from "~/utils/price-preview-url";
import { loadPriceResults } from "./PricePreviewResults";
import type { PriceSearchErrors, PriceSearchValues } from "./PriceSearchForm";

/** This tab's answers by address (Back and Forward show them at once); a few, in memory only. */
const answers = new Map<string, { insight: PriceInsight; procedures: ProcedureOption[] }>();
const ANSWERS_KEPT = 20;

/** The answer the browser already has for this address, with the procedure list it was asked from. */
export function answeredIn(url: URL) {
  return answers.get(`${url.pathname}${url.search}`) ?? null;
}

/** What the last search on this page said when it went nowhere: the address it was asked from, then the outcome. */
type Refusal = { at: string; result: PriceResultsData | null; errors: PriceSearchErrors };

export function usePreviewInBrowser({
  at,
  procedures,
  go,
}: {
  /** The page's location key: a refusal only stands on the page it was given on. */
  at: string;
  procedures: ProcedureOption[];
  go: (address: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  async function preview({ procedure, zip }: PriceSearchValues) {
    setBusy(true);
    setRefusal(null);
    void loadPriceResults(); // the answer's code downloads while the API answers
    const refuse = (result: PriceResultsData | null, errors: PriceSearchErrors = {}) =>
      setRefusal({ at, result, errors });
    try {
      // Loaded on the first search, so a visit that never searches downloads no API client.
      const { api, refusalOf } = await import("~/utils/api-client");
      const res = await api["search-providers"].$post({ json: { procedure, zipCode: zip.trim() } });
      if (res.ok) {
        const insight = await res.json();
        const address = previewAddress({ zip: zip.trim(), procedure: insight.procedureSlug ?? procedure });
        if (answers.size >= ANSWERS_KEPT) answers.delete(answers.keys().next().value as string);
        answers.set(address, { insight, procedures });
        go(address);
        return;
      }
      const refused = await refusalOf(res);
      if (res.status === 400 && (refused.details?.zipCode || refused.details?.procedure)) {
        refuse(
          null,
          refused.details.zipCode ? { zipCode: refused.details.zipCode } : { procedure: refused.details.procedure },
        );
      } else {
        refuse({ kind: "fallback", reason: "unavailable" });
      }
    } catch {
      // fetch itself failed (or the client's code could not load): the request never reached us.
      refuse({ kind: "fallback", reason: "offline" });
    } finally {
      setBusy(false);
    }
  }

  return { preview, busy, refusal: refusal?.at === at ? refusal : null };
}
