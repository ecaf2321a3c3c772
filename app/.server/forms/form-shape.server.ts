import type * as v from "valibot";

/**
 * What a form (or an /api JSON body) can hold, read from its valibot schema
 * once, so the limits are never written twice (docs/decisions/0048-bounded-forms.md):
 * the names it has, how long each list may be (the list's own `v.maxLength`),
 * and so how many fields it can have at most.
 */
export type FormShape = {
  /** A value: text, a choice, a file, a token. */
  leaf?: true;
  fields?: Map<string, FormShape>;
  list?: { max: number; item: FormShape };
  /** Keys the schema does not name (a `v.record`, an object's rest). */
  record?: FormShape;
  /** A `v.looseObject` or `v.lazy`: anything goes below (JSON only; a form name never goes deeper). */
  open?: true;
};

/** A list whose schema gives no `v.maxLength` holds at most this many items. */
const DEFAULT_LIST_MAX = 100;
/** Names a `v.record` may add to a form, at most. */
const RECORD_FIELDS_MAX = 100;

type AnySchema = v.GenericSchema & {
  type: string;
  pipe?: readonly { kind: string; type: string; requirement?: unknown }[];
  wrapped?: AnySchema;
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
  items?: readonly AnySchema[];
  options?: readonly AnySchema[];
  value?: AnySchema;
  rest?: AnySchema;
};

const WRAPPERS = new Set([
  "optional",
  "exact_optional",
  "nullable",
  "nullish",
  "undefinedable",
  "non_optional",
  "non_nullable",
  "non_nullish",
]);
const OBJECTS = new Set(["object", "strict_object", "loose_object", "object_with_rest"]);
const TUPLES = new Set(["tuple", "strict_tuple", "loose_tuple", "tuple_with_rest"]);

const shapes = new WeakMap<object, FormShape>();

/** The shape of one schema (kept, so each schema is read once). */
export function shapeOf(schema: v.GenericSchema): FormShape {
  let shape = shapes.get(schema);
  if (!shape) {
    shape = read(schema as AnySchema, undefined);
    shapes.set(schema, shape);
  }
  return shape;
}

/** The shape of whichever of these schemas a post may be (a page with several forms). */
export function shapeOfAny(schemas: readonly v.GenericSchema[]): FormShape {
  return schemas.map(shapeOf).reduce(merge, {});
}

function read(schema: AnySchema, outerMax: number | undefined): FormShape {
  const max = lowest(outerMax, maxLengthIn(schema));
  if (WRAPPERS.has(schema.type) && schema.wrapped) return read(schema.wrapped, max);
  if (OBJECTS.has(schema.type)) {
    const fields = new Map(Object.entries(schema.entries ?? {}).map(([key, entry]) => [key, read(entry, undefined)]));
    const shape: FormShape = { fields };
    if (schema.type === "loose_object") shape.open = true;
    if (schema.type === "object_with_rest" && schema.rest) shape.record = read(schema.rest, undefined);
    return shape;
  }
  if (schema.type === "array" && schema.item)
    return { list: { max: max ?? DEFAULT_LIST_MAX, item: read(schema.item, undefined) } };
  if (TUPLES.has(schema.type)) {
    const items = (schema.items ?? []).map((item) => read(item, undefined));
    return { list: { max: max ?? items.length, item: items.reduce(merge, {}) } };
  }
  if (schema.type === "record" && schema.value) return { record: read(schema.value, undefined) };
  if (["union", "variant", "intersect"].includes(schema.type))
    return (schema.options ?? []).map((option) => read(option, max)).reduce(merge, {});
  if (schema.type === "lazy") return { open: true };
  return { leaf: true };
}

function maxLengthIn(schema: AnySchema): number | undefined {
  const limits = (schema.pipe ?? [])
    .filter((action) => action.kind === "validation" && action.type === "max_length")
    .map((action) => Number(action.requirement))
    .filter(Number.isFinite);
  return limits.length ? Math.min(...limits) : undefined;
}

const lowest = (a: number | undefined, b: number | undefined) =>
  a === undefined ? b : b === undefined ? a : Math.min(a, b);

function merge(a: FormShape, b: FormShape): FormShape {
  const shape: FormShape = {};
  if (a.leaf || b.leaf) shape.leaf = true;
  if (a.open || b.open) shape.open = true;
  if (a.fields || b.fields) {
    const fields = new Map(a.fields);
    for (const [key, field] of b.fields ?? [])
      fields.set(key, fields.has(key) ? merge(fields.get(key)!, field) : field);
    shape.fields = fields;
  }
  if (a.list || b.list) {
    const lists = [a.list, b.list].filter((list) => list !== undefined);
    shape.list = { max: Math.max(...lists.map((l) => l.max)), item: lists.map((l) => l.item).reduce(merge, {}) };
  }
  if (a.record || b.record) shape.record = [a.record, b.record].filter((r) => r !== undefined).reduce(merge, {});
  return shape;
}

/** How many named values a form of this shape can send at most. */
export function fieldsAtMost(shape: FormShape): number {
  const counts = [shape.leaf || shape.open ? 1 : 0];
  if (shape.fields) counts.push([...shape.fields.values()].reduce((sum, field) => sum + fieldsAtMost(field), 0));
  if (shape.list) counts.push(shape.list.max * Math.max(1, fieldsAtMost(shape.list.item)));
  if (shape.record) counts.push(RECORD_FIELDS_MAX * Math.max(1, fieldsAtMost(shape.record)));
  return Math.max(...counts);
}

/**
 * Why a form field's name does not belong to the shape, or null when it does.
 * Names are read as Conform reads them (`lines[3].code`): a key, or a list
 * position below the list's maximum.
 */
export function nameProblem(shape: FormShape, name: string): "unknown" | "position" | null {
  const segments = pathOf(name);
  if (!segments) return "unknown";
  let node = shape;
  for (const segment of segments) {
    if (typeof segment === "number") {
      if (!node.list) return "unknown";
      if (segment >= node.list.max) return "position";
      node = node.list.item;
    } else {
      const next = node.fields?.has(segment) ? node.fields.get(segment) : node.record;
      if (!next || UNSAFE_KEYS.has(segment)) return "unknown";
      node = next;
    }
  }
  return node.leaf || node.list || node.open ? null : "unknown";
}

const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** `a.b[3].c` as ["a", "b", 3, "c"]; null for anything Conform would not read as a plain path. */
function pathOf(name: string): (string | number)[] | null {
  if (name === "" || name.length > 200) return null;
  const segments: (string | number)[] = [];
  const token = /([^.[\]]+)|\[(\d+)\]/g;
  let at = 0;
  for (let match = token.exec(name); match; match = token.exec(name)) {
    if (match.index !== at && !(match.index === at + 1 && name[at] === "." && segments.length > 0)) return null;
    segments.push(match[1] ?? Number(match[2]));
    at = token.lastIndex;
  }
  return at === name.length ? segments : null;
}
