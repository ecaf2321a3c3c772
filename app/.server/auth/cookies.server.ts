/** Minimal cookie helpers: the attributes we set are fixed by docs/decisions/0004-sign-in.md. */

/** Each request's Cookie header, parsed once however many cookies its answer reads (five for a member's page). */
const parsed = new WeakMap<Request, { header: string; values: Map<string, string | null> }>();

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  let cookies = parsed.get(request);
  if (cookies?.header !== header) {
    cookies = { header, values: parseCookies(header) };
    parsed.set(request, cookies);
  }
  return cookies.values.get(name) ?? null;
}

/** Every cookie by name; the first of a name counts, and a malformed escape is no usable value (null). */
function parseCookies(header: string): Map<string, string | null> {
  const values = new Map<string, string | null>();
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (values.has(name)) continue;
    let value: string | null;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      value = null;
    }
    values.set(name, value);
  }
  return values;
}

export function serializeCookie(
  name: string,
  value: string,
  { maxAge, path = "/" }: { maxAge: number; path?: string },
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.max(0, Math.floor(maxAge))}`,
    `Path=${path}`,
    "HttpOnly",
    "Secure",
    "SameSite=Lax",
  ].join("; ");
}
