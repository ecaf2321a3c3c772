/**
 * Some emails carry a secret in their body (a sign-in link). The outbox keeps
 * such bodies sealed with AES-GCM under a key derived from SESSION_SECRET, so
 * a database copy holds no usable token; delivery opens them, and once sent
 * the body is dropped altogether.
 */
/** How a sealed body starts (delivery drops sealed bodies in SQL by it: deliver-rows.server.ts). */
export const SEALED_BODY_PREFIX = "sealed:v1:";
const PREFIX = SEALED_BODY_PREFIX;
export const SEALED_BODY_REMOVED = "[sealed body removed after delivery]";

async function sealingKey(env: Pick<Env, "SESSION_SECRET">): Promise<CryptoKey> {
  if (!env.SESSION_SECRET) throw new Error("SESSION_SECRET is not configured");
  const material = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`email-body:${env.SESSION_SECRET}`));
  return crypto.subtle.importKey("raw", material, "AES-GCM", false, ["encrypt", "decrypt"]);
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function isSealedBody(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

export async function sealEmailBody(env: Pick<Env, "SESSION_SECRET">, text: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await sealingKey(env), new TextEncoder().encode(text)),
  );
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return PREFIX + toBase64(out);
}

/** The body to send: sealed bodies are opened, others pass through. */
export async function openEmailBody(env: Pick<Env, "SESSION_SECRET">, stored: string): Promise<string> {
  if (!isSealedBody(stored)) return stored;
  const bytes = Uint8Array.from(atob(stored.slice(PREFIX.length)), (c) => c.charCodeAt(0));
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: bytes.slice(0, 12) },
    await sealingKey(env),
    bytes.slice(12),
  );
  return new TextDecoder().decode(plain);
}
