import type * as v from "valibot";
import { ServiceError } from "../errors.server";
import { fieldsAtMost, nameProblem, shapeOf, shapeOfAny, type FormShape } from "./form-shape.server";
import { MEMBER_REFUSAL_ENGLISH } from "../../domain/refusal-catalog";
import type { Refusal } from "../../domain/refusals";

/**
 * The door's limits for every form and /api body (docs/decisions/0048-bounded-forms.md),
 * checked before anything is parsed: a body over a stated size, a name the
 * form's schema does not have, a list position at or above the list's own
 * maximum, more fields than the form can have. Each is refused with plain
 * words that repeat nothing that was sent.
 */
export const FORM_LIMIT_MESSAGES = {
  tooLarge: MEMBER_REFUSAL_ENGLISH.formTooLarge,
  unknownField: MEMBER_REFUSAL_ENGLISH.formUnknownField,
  tooManyFields: MEMBER_REFUSAL_ENGLISH.formTooManyFields,
  tooManyRows: MEMBER_REFUSAL_ENGLISH.formTooManyRows,
} as const;

/** The door's refusals, by code: each is said in the page's language (app/.server/forms/form-refusal.server.ts). */
export const FORM_LIMIT_REFUSALS = {
  tooLarge: { code: "formTooLarge" },
  unknownField: { code: "formUnknownField" },
  tooManyFields: { code: "formTooManyFields" },
  tooManyRows: { code: "formTooManyRows" },
} as const satisfies Record<keyof typeof FORM_LIMIT_MESSAGES, Refusal>;
const refuse = (status: 400 | 413, limit: keyof typeof FORM_LIMIT_REFUSALS) =>
  ServiceError.refusing(status, FORM_LIMIT_REFUSALS[limit]);

/** A page's form (text only; the longest field is a 50,000-character message, percent-encoded). */
export const FORM_BODY_BYTES = 1024 * 1024;

/** Which schemas a post may be, and names read beside them (an intent, a target id). */
export type FormAccepts = { schemas: v.GenericSchema | readonly v.GenericSchema[]; also?: readonly string[] };

export function formShape(accepts: FormAccepts["schemas"]): FormShape {
  return Array.isArray(accepts) ? shapeOfAny(accepts) : shapeOf(accepts as v.GenericSchema);
}

/**
 * The body, refused (413) when its Content-Length says it is over `limit`,
 * and counted while it is read, so a body that lies about its length or has
 * none (chunked) stops at the limit too.
 */
export async function readBoundedBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length") ?? NaN);
  if (declared > limit) throw tooLarge();
  if (!request.body) return new Uint8Array();
  // A declared length within the limit is read in one native call (the runtime's HTTP layer reads no more than it
  // says), and still checked after; a body without one (chunked) is counted as it is read.
  if (declared >= 0) {
    const body = new Uint8Array(await request.arrayBuffer());
    if (body.byteLength > limit) throw tooLarge();
    return body;
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

const tooLarge = () => refuse(413, "tooLarge");

/** Conform's own control field: which list button was pressed ("Add line"). */
const INTENT = "__intent__";

/**
 * Every name of a post checked against the form's shape before Conform reads
 * it (Conform builds a list as long as the highest position named, and the
 * reply sends back whatever was sent).
 */
export function checkFormNames(entries: Iterable<[string, unknown]>, shape: FormShape, also: readonly string[] = []) {
  const check = nameChecker(shape, also);
  for (const [name, value] of entries) check(name, value);
}

/** One name at a time, as a streamed form's parts arrive; throws at the first that does not belong. */
export function nameChecker(shape: FormShape, also: readonly string[] = []): (name: string, value: unknown) => void {
  const most = fieldsAtMost(shape) + also.length + 1;
  let count = 0;
  return (name, value) => {
    count += 1;
    if (count > most) throw refuse(400, "tooManyFields");
    if (also.includes(name)) return;
    if (name === INTENT) return checkIntent(value, shape);
    refuseProblem(nameProblem(shape, name));
  };
}

function refuseProblem(problem: "unknown" | "position" | null) {
  if (problem === "position") throw refuse(400, "tooManyRows");
  if (problem) throw refuse(400, "unknownField");
}

/** A list button's intent names one of the form's lists and positions inside it; nothing else. */
function checkIntent(value: unknown, shape: FormShape) {
  let intent: { type?: unknown; payload?: Record<string, unknown> } = {};
  try {
    intent = typeof value === "string" ? (JSON.parse(value) as typeof intent) : {};
  } catch {
    // refused below
  }
  const payload = intent.payload ?? {};
  if (!["insert", "remove", "reorder"].includes(String(intent.type)) || typeof payload.name !== "string")
    throw refuse(400, "unknownField");
  refuseProblem(nameProblem(shape, payload.name));
  const list = listAt(shape, payload.name);
  if (!list) throw refuse(400, "unknownField");
  for (const key of ["index", "from", "to"])
    if (
      payload[key] !== undefined &&
      !(Number.isInteger(payload[key]) && Number(payload[key]) >= 0 && Number(payload[key]) < list.max)
    )
      throw refuse(400, "tooManyRows");
  const row = payload.defaultValue;
  if (row === undefined) return;
  if (typeof row !== "object" || row === null || Array.isArray(row)) throw refuse(400, "unknownField");
  for (const [key, cell] of Object.entries(row)) {
    if (typeof cell !== "string") throw refuse(400, "unknownField");
    refuseProblem(nameProblem(list.item, key));
  }
}

function listAt(shape: FormShape, name: string) {
  let node: FormShape | undefined = shape;
  for (const key of name.split(".")) node = node?.fields?.get(key);
  return node?.list;
}

/** The /api door's words for the same limits (docs/product.md#api). */
export const API_LIMIT_MESSAGES = {
  tooLarge: MEMBER_REFUSAL_ENGLISH.apiTooLarge,
  unknownField: MEMBER_REFUSAL_ENGLISH.apiUnknownField,
  tooManyRows: MEMBER_REFUSAL_ENGLISH.apiTooManyRows,
} as const;

/**
 * A JSON body checked against the route's shape before its schema reads it:
 * every key one the schema names, every list at most its maximum.
 */
export function checkJsonShape(value: unknown, shape: FormShape): void {
  if (shape.leaf || shape.open || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    if (!shape.list) return; // not a list here: the schema refuses its type
    if (value.length > shape.list.max) throw ServiceError.refusing(400, { code: "apiTooManyRows" });
    for (const item of value) checkJsonShape(item, shape.list.item);
    return;
  }
  if (!shape.fields && !shape.record) return;
  for (const [key, item] of Object.entries(value)) {
    const next = shape.fields?.has(key) ? shape.fields.get(key) : shape.record;
    if (!next) throw ServiceError.refusing(400, { code: "apiUnknownField" });
    checkJsonShape(item, next);
  }
}
