import type { ProcedureOption } from "./prices";

/**
 * The catalog's procedures as `/` sends them in its loader data (ADR 0086): one text per field joined by `|`
 * (the codes of one procedure by a space), the categories as a list (the page's data format writes a repeated
 * text once), and the common ones as a count, since they lead the list. The same procedures in about a third
 * of the bytes of one object per procedure; the browser reads them back with `unpackProcedures`.
 */
export type PackedProcedures = { slugs: string; names: string; categories: string[]; codes: string; common: number };

const SEPARATOR = "|";
const notACode = (code: string) => code === "" || code.includes(" ") || code.includes(SEPARATOR);

/** Packs `options`; throws if a name holds the separator or the common ones do not lead (the picker's order). */
export function packProcedures(options: readonly ProcedureOption[]): PackedProcedures {
  const common = options.filter((o) => o.common).length;
  if (options.some((o, i) => o.common !== i < common || o.local))
    throw new Error("packProcedures: the common procedures must lead, without local names");
  if (options.some((o) => o.codes.length === 0 || o.codes.some(notACode)))
    throw new Error("packProcedures: a procedure without codes, or a code with a space or the separator");
  const joined = (texts: string[]) => {
    if (texts.some((text) => text.includes(SEPARATOR) || text === ""))
      throw new Error("packProcedures: a field is empty or holds the separator");
    return texts.join(SEPARATOR);
  };
  return {
    slugs: joined(options.map((o) => o.slug)),
    names: joined(options.map((o) => o.name)),
    categories: options.map((o) => o.category),
    codes: joined(options.map((o) => o.codes.join(" "))),
    common,
  };
}

/** The procedures `packProcedures` packed, as they were. */
export function unpackProcedures(packed: PackedProcedures): ProcedureOption[] {
  const names = packed.names.split(SEPARATOR);
  const codes = packed.codes.split(SEPARATOR);
  return packed.slugs.split(SEPARATOR).map((slug, i) => ({
    slug,
    name: names[i],
    category: packed.categories[i],
    codes: codes[i].split(" "),
    common: i < packed.common,
  }));
}
