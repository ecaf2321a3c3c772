/** Shared by admin*, outbox*, reminders* and cron* tests. */
import { env } from "cloudflare:test";
import { appFetch } from "./browser";
import { createSession } from "../../app/.server/auth/session.server";
import { createServerContext } from "../../app/.server/context.server";
import { database } from "../../db";
import { insertAdmin, insertProfile } from "./factories";

export const db = () => database(env.DB);
export const server = () => createServerContext(env);

/** A signed-in session's Cookie header for the given user (an admin's has shown its passkey). */
export async function cookieFor(userId: string): Promise<string> {
  const now = new Date();
  const { cookie } = await createSession(createServerContext(env), userId, now, { secondFactorAt: now });
  return cookie.split(";")[0];
}

export async function signedInAdmin() {
  const admin = await insertAdmin(db(), { email: `admin.${crypto.randomUUID().slice(0, 8)}@example.com` });
  return { admin, cookie: await cookieFor(admin.id) };
}

export async function signedInMember() {
  const member = await insertProfile(db());
  return { member, cookie: await cookieFor(member.id) };
}

export function call(path: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  }
  return appFetch(`https://app.test${path}`, { ...init, headers, body });
}

export const toBase64 = (text: string | Uint8Array) => {
  const bytes = typeof text === "string" ? new TextEncoder().encode(text) : text;
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};
