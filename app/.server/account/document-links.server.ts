/**
 * Expiring links to a member's own document files, for their data export: the
 * link names the document, its owner and an expiry, signed with SESSION_SECRET
 * (HMAC-SHA256, a key of its own purpose). A link answers only while the
 * document still belongs to that owner: after the account or the document is
 * deleted it answers 404.
 */
import { and, eq } from "drizzle-orm";
import { documents } from "../../../db/schema";
import type { ServerContext } from "../context.server";

/** How long an exported document link works. */
const DOCUMENT_LINK_TTL_MS = 7 * 24 * 60 * 60_000;

const encoder = new TextEncoder();

async function linkKey(env: Pick<Env, "SESSION_SECRET">): Promise<CryptoKey> {
  if (!env.SESSION_SECRET) throw new Error("SESSION_SECRET is not configured");
  return crypto.subtle.importKey(
    "raw",
    encoder.encode(`document-link:${env.SESSION_SECRET}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
}

const signedText = (documentId: string, ownerId: string, expires: number) => `${documentId}\n${ownerId}\n${expires}`;
const toHex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** `/documents/:id/file?owner=…&expires=…&signature=…` (absolute, on APP_URL), good until `expiresAt`. */
export async function signedDocumentLink(
  env: Pick<Env, "SESSION_SECRET" | "APP_URL">,
  documentId: string,
  ownerId: string,
  now: Date,
): Promise<{ url: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + DOCUMENT_LINK_TTL_MS);
  const expires = expiresAt.getTime();
  const signature = toHex(
    await crypto.subtle.sign("HMAC", await linkKey(env), encoder.encode(signedText(documentId, ownerId, expires))),
  );
  const query = new URLSearchParams({ disposition: "attachment", owner: ownerId, expires: String(expires), signature });
  return {
    url: `${env.APP_URL.replace(/\/$/, "")}/documents/${encodeURIComponent(documentId)}/file?${query}`,
    expiresAt,
  };
}

/** Whether a request carries a signed link at all (then it is judged by the link alone). */
export function hasDocumentLinkSignature(url: URL): boolean {
  return url.searchParams.has("signature");
}

/**
 * The owner a signed link vouches for, or null when the signature is wrong, the
 * link has expired or the document no longer belongs to that owner.
 */
export async function documentLinkOwner(server: ServerContext, documentId: string, url: URL, now = new Date()) {
  const owner = url.searchParams.get("owner") ?? "";
  const expires = Number(url.searchParams.get("expires"));
  const signature = url.searchParams.get("signature") ?? "";
  if (!owner || !Number.isSafeInteger(expires) || expires <= now.getTime() || !/^[0-9a-f]{64}$/.test(signature)) {
    return null;
  }
  const bytes = new Uint8Array(signature.match(/../g)!.map((pair) => parseInt(pair, 16)));
  const valid = await crypto.subtle.verify(
    "HMAC",
    await linkKey(server.env),
    bytes,
    encoder.encode(signedText(documentId, owner, expires)),
  );
  if (!valid) return null;
  const row = await server.db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.userId, owner)))
    .get();
  return row ? owner : null;
}
