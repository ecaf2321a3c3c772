/**
 * First-party page views (docs/product.md#analytics, docs/decisions/0010-analytics.md): a path and a query, nothing about the
 * person. Values of parameters that can carry secrets or personal data
 * (sign-in codes, checkout session ids, emails, tokens) are replaced.
 */
import * as v from "valibot";
import type { ServerContext } from "./context";
import { parseInput } from "./validation.server";

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

const SENSITIVE = /^(code|state|token|session_id|email|name|phone|dob|member_id|access_token|id_token|key)$/i;

function sanitizeQuery(query: string): string {
  const raw = query.startsWith("?") ? query.slice(1) : query;
  if (!raw) return "";
  const params = new URLSearchParams(raw);
  const out = new URLSearchParams();
  for (const [key, value] of params) out.append(key, SENSITIVE.test(key) ? "redacted" : value);
  const text = out.toString();
  return text ? `?${text}` : "";
}

/** One navigation, as the page-view queue carries it: the cleaned location and when it was seen. */
export type PageViewMessage = { path: string; query: string; at: number };

export async function recordPageView(server: ServerContext, input: unknown): Promise<void> {
  const data = parseInput(pageViewSchema, input);
  const view: PageViewMessage = { path: data.path, query: sanitizeQuery(data.query), at: Date.now() };
  // No D1 write per navigation: the queue's consumer counts views a batch at a time (countPageViews).
  await server.env.PAGE_VIEWS.send(view, { contentType: "json" });
}
