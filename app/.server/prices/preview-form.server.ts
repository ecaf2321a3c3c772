import { ServiceError } from "../errors";
import type { ServerContext } from "../context";
import { procedureMatches } from "../../domain/price-rules";
import { priceSearchSchema, type PriceInsight } from "../../domain/prices";
import { parseInput } from "../validation.server";
import { matchProcedure } from "./lookup";
import { searchPrices } from "./prices.server";
import { priceReference } from "./reference-data.server";
import { log } from "../../utils/log";

/** `find` is the picker's search box: without JavaScript it is how a person names a procedure by words or code. */
export type PreviewValues = { procedure: string; zipCode: string; find?: string };

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

/**
 * The procedure the form names: the one chosen in the list, else the one the search box names
 * (a name, slug or code, or words only one procedure matches); null with a message when the box
 * matches several or none, so the page comes back with the list narrowed to them.
 */
async function pickedProcedure(
  server: ServerContext,
  values: PreviewValues,
): Promise<{ procedure: string } | { message: string }> {
  const find = values.find?.trim() ?? "";
  if (values.procedure.trim() || !find) return { procedure: values.procedure };
  const { procedures } = await priceReference(server);
  const exact = matchProcedure(procedures, find);
  const found = exact
    ? [exact]
    : procedures.filter((p) =>
        procedureMatches({ name: p.name, category: p.category, codes: p.codes.split("|") }, find),
      );
  if (found.length === 1) return { procedure: found[0].slug };
  return {
    message: found.length
      ? `${found.length} procedures match “${find}”. Please choose one from the list.`
      : `No procedure matches “${find}”. Try other words or a CPT code, or choose from the list.`,
  };
}

export async function previewPricesFromForm(server: ServerContext, form: FormData): Promise<PreviewOutcome> {
  const find = form.get("find");
  const values: PreviewValues = {
    procedure: String(form.get("procedure") ?? ""),
    zipCode: String(form.get("zipCode") ?? ""),
    ...(typeof find === "string" && find.trim() ? { find: find.slice(0, 120) } : {}),
  };
  try {
    const picked = await pickedProcedure(server, values);
    if ("message" in picked)
      return {
        ok: false,
        unavailable: false,
        error: picked.message,
        fieldErrors: { procedure: picked.message },
        values,
      };
    return {
      ok: true,
      insight: await searchPrices(server, parseInput(priceSearchSchema, { ...values, procedure: picked.procedure })),
      values,
    };
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
