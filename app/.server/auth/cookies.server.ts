/** Minimal cookie helpers: the attributes we set are fixed by docs/decisions/0004-sign-in.md. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null; // malformed escape: no usable value
    }
  }
  return null;
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
