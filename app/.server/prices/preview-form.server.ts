import { ServiceError } from "../errors";
import type { ServerContext } from "../context";
import type { PriceInsight } from "../../domain/prices";
import { searchPrices } from "./prices.server";
import { log } from "../../utils/log";

type PreviewValues = { procedure: string; zipCode: string };

/**
 * The price preview posted as a form (the no-JavaScript path of every language's
 * page): the same service as POST /api/search-providers. A bad ZIP or procedure
 * comes back with the fields at fault; any other failure means the service is
 * unavailable and the page shows the fallback estimates. Pages choose the words.
 */
export type PreviewOutcome =
  | { ok: true; insight: PriceInsight; values: PreviewValues }
  | {
      ok: false;
      unavailable: false;
      error: string;
      fieldErrors: Record<string, string | undefined>;
      values: PreviewValues;
    }
  | { ok: false; unavailable: true; values: PreviewValues };

export async function previewPricesFromForm(server: ServerContext, form: FormData): Promise<PreviewOutcome> {
  const values = { procedure: String(form.get("procedure") ?? ""), zipCode: String(form.get("zipCode") ?? "") };
  try {
    return { ok: true, insight: await searchPrices(server, values), values };
  } catch (error) {
    if (error instanceof ServiceError && error.status === 400) {
      return {
        ok: false,
        unavailable: false,
        error: error.message,
        fieldErrors: (error.details ?? {}) as Record<string, string | undefined>,
        values,
      };
    }
    log.error("Price preview failed:", error instanceof Error ? error.name : "unknown");
    return { ok: false, unavailable: true, values };
  }
}
