/**
 * What every answer of the Worker carries, whatever made it (a page, a cached
 * page, Remix data, /api JSON, a file, a refusal): browsers keep to HTTPS for
 * two years, and never read a body as another type than it says it is.
 * Pages add their own CSP and framing rules (app/.server/security-headers.server.ts),
 * files theirs (app/.server/file-headers.server.ts).
 */
import { editHeaders } from "../app/.server/edit-headers.server";
import { refusalPage } from "./refusal-page";

const BASELINE_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
];

/** The methods the app serves; any other is refused by us, not by the runtime. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** On the answer itself; one whose headers are immutable (read from a binding or a cache) is copied once. */
export function withBaselineHeaders(response: Response): Response {
  return editHeaders(response, setBaseline);
}

function setBaseline(headers: Headers): void {
  for (const [name, value] of BASELINE_HEADERS) headers.set(name, value);
}

export function isAllowedMethod(method: string): boolean {
  return (ALLOWED_METHODS as readonly string[]).includes(method);
}

/** 405 with the methods we serve: JSON for /api, our small page for everything else. */
export function methodNotAllowed(api: boolean): Response {
  const allow = ALLOWED_METHODS.join(", ");
  if (api) {
    return Response.json(
      { error: "Method not allowed" },
      { status: 405, headers: { Allow: allow, "Cache-Control": "no-store" } },
    );
  }
  const page = refusalPage(405, "Method not allowed", "This address does not accept that kind of request.");
  page.headers.set("Allow", allow);
  return page;
}
