/**
 * First-party page views (docs/product.md#analytics, docs/decisions/0010-analytics.md): a path and a query, nothing about the
 * person. Only values we chose ourselves are kept (a tab, a sort, a plan's name):
 * every other parameter's value (a search, an opened row's id, a sign-in code)
 * is replaced, and an id in the path is kept as `:id`.
 */
import * as v from "valibot";
import type { ServerContext } from "./context.server";

const PAGE_VIEW_MESSAGES = { invalid: "Please send a path that starts with /" } as const;

export const pageViewSchema = v.object({
  path: v.pipe(
    v.string(PAGE_VIEW_MESSAGES.invalid),
    v.trim(),
    v.regex(/^\/(?!\/)[^\s?#]*$/, PAGE_VIEW_MESSAGES.invalid),
    v.maxLength(512, "Please keep the path under 512 characters"),
  ),
  query: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1024, "Please keep the query under 1024 characters")), ""),
});

/** Parameters whose values are our own words (a tab, a sort, a status, a plan): nothing a person typed or an id. */
const OWN_VALUES = new Set([
  "tab",
  "status",
  "sort",
  "dir",
  "page",
  "size",
  "page_size",
  "plan",
  "payment",
  "billing",
  "saved",
  "reason",
  "error",
  "format",
  "disposition",
]);

function cleanQuery(query: string): string {
  const raw = query.startsWith("?") ? query.slice(1) : query;
  if (!raw) return "";
  const params = new URLSearchParams(raw);
  const out = new URLSearchParams();
  for (const [key, value] of params) out.append(key, OWN_VALUES.has(key) ? value.slice(0, 40) : "redacted");
  const text = out.toString();
  return text ? `?${text}` : "";
}

/** A path segment that is an id or a token (a UUID, an address, a long run with digits), never a page's name. */
const ID_SEGMENT =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[^/]*@[^/]*|(?=[^/]*\d)[A-Za-z0-9_-]{20,})$/i;

const cleanPath = (path: string) =>
  path
    .split("/")
    .map((segment) => (ID_SEGMENT.test(segment) ? ":id" : segment))
    .join("/");

/**
 * The location a page view keeps: the input checked, then cleaned of free text and
 * ids. Every way a view is recorded goes through here, whatever carries it.
 */
function pageViewRow(data: v.InferOutput<typeof pageViewSchema>): { path: string; query: string } {
  return { path: cleanPath(data.path), query: cleanQuery(data.query) };
}

/** One navigation, as the page-view queue carries it: the cleaned location and when it was seen. */
export type PageViewMessage = { path: string; query: string; at: number };

export async function recordPageView(
  server: ServerContext,
  input: v.InferOutput<typeof pageViewSchema>,
): Promise<void> {
  const view: PageViewMessage = { ...pageViewRow(input), at: Date.now() };
  // No D1 write per navigation: the queue's consumer counts views a batch at a time (countPageViews).
  await server.env.PAGE_VIEWS.send(view, { contentType: "json" });
}
