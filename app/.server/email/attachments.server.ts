import type { OutboxAttachment } from "../../../db/schema";
import type { ServerContext } from "../context.server";
import { ServiceError } from "../errors.server";
import { FILE_RESPONSE_HEADERS } from "../file-headers.server";

/** R2 prefix of email attachment copies (the bytes never go into D1). */
export const EMAIL_ATTACHMENT_PREFIX = "email-attachments/";
/** How long an emailed download link works. */
export const ATTACHMENT_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type AttachmentBytes = { filename: string; type: string; bytes: Uint8Array };

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.replace(/[\r\n\s]/g, ""));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** Writes each attachment to R2 under a generated key; returns what the outbox row keeps. */
export async function storeEmailAttachments(
  server: ServerContext,
  files: AttachmentBytes[],
): Promise<OutboxAttachment[]> {
  const stored: OutboxAttachment[] = [];
  try {
    for (const file of files) {
      const r2Key = `${EMAIL_ATTACHMENT_PREFIX}${crypto.randomUUID()}`;
      const type = file.type || "application/octet-stream";
      await server.env.DOCUMENTS.put(r2Key, file.bytes, { httpMetadata: { contentType: type } });
      stored.push({ filename: file.filename, type, size: file.bytes.byteLength, r2Key });
    }
  } catch (error) {
    await deleteEmailAttachments(server, stored);
    throw error;
  }
  return stored;
}

export async function deleteEmailAttachments(server: ServerContext, attachments: OutboxAttachment[]) {
  if (attachments.length === 0) return;
  await server.env.DOCUMENTS.delete(attachments.map((a) => a.r2Key)).catch(() => {});
}

/* ---- Expiring signed download links (HMAC-SHA256 with SESSION_SECRET) ---- */

type LinkPayload = { k: string; e: number; n: string; t: string };

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64url(value: string): Uint8Array<ArrayBuffer> {
  const padded = value.replaceAll("-", "+").replaceAll("_", "/");
  return base64ToBytes(padded + "=".repeat((4 - (padded.length % 4)) % 4));
}

async function hmacKey(env: Pick<Env, "SESSION_SECRET">): Promise<CryptoKey> {
  if (!env.SESSION_SECRET) throw new Error("SESSION_SECRET is not configured");
  return crypto.subtle.importKey(
    "raw",
    encoder.encode(`email-attachment:${env.SESSION_SECRET}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
}

/** A token naming an R2 key and an expiry, signed over both (and the name and type it is served with). */
export async function signAttachmentToken(
  env: Pick<Env, "SESSION_SECRET">,
  attachment: Pick<OutboxAttachment, "r2Key" | "filename" | "type">,
  expiresAt: Date,
): Promise<string> {
  const payload: LinkPayload = {
    k: attachment.r2Key,
    e: expiresAt.getTime(),
    n: attachment.filename,
    t: attachment.type,
  };
  const body = base64url(encoder.encode(JSON.stringify(payload)));
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(env), encoder.encode(body));
  return `${body}.${base64url(new Uint8Array(signature))}`;
}

export async function attachmentLink(
  env: Pick<Env, "SESSION_SECRET" | "APP_URL">,
  attachment: OutboxAttachment,
  now: Date,
): Promise<{ url: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + ATTACHMENT_LINK_TTL_MS);
  const token = await signAttachmentToken(env, attachment, expiresAt);
  return { url: `${env.APP_URL.replace(/\/$/, "")}/api/email-attachments/${token}`, expiresAt };
}

/** Checks signature (constant time) and expiry; 404 for anything wrong so tokens cannot be probed. */
export async function verifyAttachmentToken(
  env: Pick<Env, "SESSION_SECRET">,
  token: string,
  now = new Date(),
): Promise<{ r2Key: string; filename: string; type: string }> {
  const invalid = ServiceError.refusing(404, { code: "downloadLinkInvalid" });
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) throw invalid;
  let payload: LinkPayload;
  try {
    const ok = await crypto.subtle.verify("HMAC", await hmacKey(env), fromBase64url(signature), encoder.encode(body));
    if (!ok) throw invalid;
    payload = JSON.parse(new TextDecoder().decode(fromBase64url(body))) as LinkPayload;
  } catch {
    throw invalid;
  }
  if (typeof payload.k !== "string" || !payload.k.startsWith(EMAIL_ATTACHMENT_PREFIX)) throw invalid;
  if (typeof payload.e !== "number" || payload.e <= now.getTime()) throw invalid;
  return { r2Key: payload.k, filename: String(payload.n ?? "attachment"), type: String(payload.t ?? "") };
}

/** The file behind a valid link, served as a download. */
export async function openAttachmentLink(server: ServerContext, token: string, now = new Date()): Promise<Response> {
  const link = await verifyAttachmentToken(server.env, token, now);
  const object = await server.env.DOCUMENTS.get(link.r2Key);
  if (!object) throw ServiceError.refusing(404, { code: "downloadLinkInvalid" });
  const safeName = link.filename.replace(/[^\w.\- ]+/g, "_");
  return new Response(object.body, {
    headers: {
      "Content-Type": "application/octet-stream",
      "Content-Disposition": `attachment; filename="${safeName}"; filename*=UTF-8''${encodeURIComponent(link.filename)}`,
      "Content-Length": String(object.size),
      ...FILE_RESPONSE_HEADERS,
    },
  });
}
