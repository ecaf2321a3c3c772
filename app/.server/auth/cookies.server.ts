/** Minimal cookie helpers: the attributes we set are fixed by docs/decisions/0004-sign-in.md. */

/**
 * The value of cookie `name` in the request's Cookie header: the first of that name counts, spaces around
 * names and values do not, and a malformed escape is no usable value (null). Only the asked cookie is cut
 * out and decoded (a member's page asks for a few of them, and never needs the rest).
 */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header || !header.includes(name)) return null;
  for (let start = 0; start < header.length;) {
    let end = header.indexOf(";", start);
    if (end === -1) end = header.length;
    const eq = header.indexOf("=", start);
    if (eq !== -1 && eq < end && header.slice(start, eq).trim() === name)
      return decoded(header.slice(eq + 1, end).trim());
    start = end + 1;
  }
  return null;
}

function decoded(value: string): string | null {
  if (!value.includes("%")) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
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
