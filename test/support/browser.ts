import { SELF } from "cloudflare:test";

/** A way to send a request to the app: `appFetch`, or another front door (`oneLimitWindow().fetch`). */
export type SendRequest = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * `SELF.fetch` as one of our own pages would send it: `Sec-Fetch-Site:
 * same-origin` and `Host` on every request, plus `Origin` on writes (what
 * browsers add; Remix compares `Origin` with `Host`). Headers a test sets
 * itself win, so cross-site cases stay expressible; use `SELF.fetch` directly
 * for a request with no browser headers at all.
 */
export function appFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  if (input instanceof Request)
    return SELF.fetch(new Request(input, { headers: browserHeaders(input.url, input.method, input.headers) }));
  const url = String(input);
  return SELF.fetch(url, { ...init, headers: browserHeaders(url, init.method ?? "GET", new Headers(init.headers)) });
}

/** The headers our own pages would add to a request (what the cross-site guard and Remix check). */
export function browserHeaders(url: string, method: string, given: Headers): Headers {
  const headers = new Headers(given);
  if (headers.has("Sec-Fetch-Site") || headers.has("Origin")) return headers;
  const { origin, host } = new URL(url);
  headers.set("Sec-Fetch-Site", "same-origin");
  if (!headers.has("Host")) headers.set("Host", host);
  if (!["GET", "HEAD"].includes(method.toUpperCase())) headers.set("Origin", origin);
  return headers;
}
