import { ServiceError } from "../errors.server";
import { parseInput } from "../validation.server";
import type { ServerContext } from "../context.server";
import { procedureMatches, procedureNamedBy } from "../../domain/price-rules";
import type { PriceInsight, ProcedureInLanguage } from "../../domain/prices";
import { matchProcedure } from "./lookup.server";
import { priceReference } from "./reference-data.server";
import { searchPricesForPlan } from "./your-plan.server";
import { log } from "../../utils/log";
import { priceSearchWithPlanSchema } from "../../domain/your-plan";

/**
 * `find` is the picker's search box: without JavaScript it is how a person names a procedure by words or code.
 * The plan fields come only from the card's plan form (a post, so they never reach a URL).
 */
export type PreviewValues = {
  procedure: string;
  zipCode: string;
  find?: string;
  deductibleRemaining?: string;
  coinsurancePercent?: string;
};

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
      /** How many procedures the search box's words matched, when they named none (the page words its message). */
      findMatches?: number;
    }
  | { ok: false; unavailable: true; values: PreviewValues };

/** A page in another language: each procedure's name and category in it, searched beside the English. */
export type ProcedureNames = (procedure: { slug: string; name: string; category: string }) => ProcedureInLanguage;

/**
 * The procedure the form names: the one chosen in the list, else the one the search box names
 * (a name, slug or code, or words only one procedure matches); null with a message when the box
 * matches several or none, so the page comes back with the list narrowed to them.
 */
async function pickedProcedure(
  server: ServerContext,
  values: PreviewValues,
  names?: ProcedureNames,
): Promise<{ procedure: string } | { message: string; matches: number }> {
  const find = values.find?.trim() ?? "";
  if (values.procedure.trim() || !find) return { procedure: values.procedure };
  const { procedures } = await priceReference(server);
  const exact = matchProcedure(procedures, find);
  const options = procedures.map((p) => ({
    slug: p.slug,
    name: p.name,
    category: p.category,
    codes: p.codes.split("|"),
    local: names?.(p),
  }));
  const found = exact ? [exact] : options.filter((o) => procedureMatches(o, find));
  const named = found.length === 1 ? found[0] : procedureNamedBy(options, find);
  if (named) return { procedure: named.slug };
  return {
    matches: found.length,
    message: found.length
      ? `${found.length} procedures match “${find}”. Please choose one from the list.`
      : `No procedure matches “${find}”. Try other words or a CPT code, or choose from the list.`,
  };
}

type Fields = { get(name: string): FormDataEntryValue | null };

/** A field's text, when it was sent and is not blank. */
function given(fields: Fields, name: string, max: number): string | undefined {
  const value = fields.get(name);
  return typeof value === "string" && value.trim() ? value.slice(0, max) : undefined;
}

function readValues(fields: Fields, zipField: string): PreviewValues {
  const optional = {
    find: given(fields, "find", 120),
    deductibleRemaining: given(fields, "deductibleRemaining", 20),
    coinsurancePercent: given(fields, "coinsurancePercent", 20),
  };
  return {
    procedure: String(fields.get("procedure") ?? ""),
    zipCode: String(fields.get(zipField) ?? ""),
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}

/** What the price preview's form may send: the search with the plan, and the picker's search box. */
export const PREVIEW_FORM = { schema: priceSearchWithPlanSchema, also: ["find"] } as const;

/** The price preview posted as a form: the search's fields and, from the card's plan form, the plan's. */
export function previewPricesFromForm(server: ServerContext, form: FormData): Promise<PreviewOutcome> {
  return previewPrices(server, readValues(form, "zipCode"));
}

/**
 * The price preview a page's URL names (`?zip=10001&procedure=mri`, the GET search form), so Back,
 * reload, bookmarks and shared links show it again; null when the URL names no search. Plan fields
 * are never read from a URL.
 */
export function previewPricesFromUrl(
  server: ServerContext,
  url: URL,
  names?: ProcedureNames,
): Promise<PreviewOutcome> | null {
  const query = url.searchParams;
  if (!given(query, "zip", 20) && !given(query, "find", 120)) return null;
  const { deductibleRemaining: _d, coinsurancePercent: _c, ...values } = readValues(query, "zip");
  return previewPrices(server, values, names);
}

async function previewPrices(
  server: ServerContext,
  values: PreviewValues,
  names?: ProcedureNames,
): Promise<PreviewOutcome> {
  try {
    const picked = await pickedProcedure(server, values, names);
    if ("message" in picked)
      return {
        ok: false,
        unavailable: false,
        error: picked.message,
        fieldErrors: { procedure: picked.message },
        values,
        findMatches: picked.matches,
      };
    return {
      ok: true,
      // The preview's own door: its values, with the procedure it picked, checked by the search's schema once.
      insight: await searchPricesForPlan(
        server,
        parseInput(priceSearchWithPlanSchema, { ...values, procedure: picked.procedure }),
      ),
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
