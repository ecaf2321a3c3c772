import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { database } from "../../db";
import { DOCUMENT_MESSAGES, NOT_READ_MESSAGE } from "../../app/domain/documents";
import { PROFILE_MESSAGES } from "../../app/domain/profile";
import { REQUEST_MESSAGES } from "../../app/domain/requests";
import { es } from "../../app/i18n/refusals/es";
import { call, cookieFor } from "../support/auth-helpers";
import { insertProfile } from "../support/factories";

/** What a reader sees of a page: no scripts (Remix's data carries the English messages as they came), no tags. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

async function member(language: "es" | null) {
  const profile = await insertProfile(database(env.DB), { language });
  return cookieFor(profile.id);
}

function postForm(path: string, cookie: string, fields: Record<string, string>) {
  return call(path, {
    method: "POST",
    cookie,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

const profileForm = { intent: "update-profile", full_name: "", email: "", phone_number: "", zip_code: "" };
const requestForm = { intent: "create-request", request_type: "general", title: "", description: "" };

describe("a form's refusals in the page's language (docs/decisions/0063-refusal-codes-everywhere.md)", () => {
  it("a refused profile form answers in Spanish on a Spanish page, in English on an English one", async () => {
    const cookie = await member(null);
    const spanish = await postForm("/dashboard/profile/edit?lang=es", cookie, profileForm);
    expect(spanish.status).toBe(400);
    const said = visibleText(await spanish.text());
    expect(said).toContain(es.fullNameRequired());
    expect(said).not.toContain(PROFILE_MESSAGES.fullNameRequired);

    const english = visibleText(await (await postForm("/dashboard/profile/edit", cookie, profileForm)).text());
    expect(english).toContain(PROFILE_MESSAGES.fullNameRequired);
    expect(english).not.toContain(es.fullNameRequired());
  });

  it("a refused request form answers in the language saved on the profile", async () => {
    const cookie = await member("es");
    const res = await postForm("/dashboard/requests/new", cookie, requestForm);
    expect(res.status).toBe(400);
    const said = visibleText(await res.text());
    expect(said).toContain(es.requestRequired());
    expect(said).not.toContain(REQUEST_MESSAGES.required);
    const english = visibleText(await (await postForm("/dashboard/requests/new?lang=en", cookie, requestForm)).text());
    expect(english).toContain(REQUEST_MESSAGES.required);
  });

  it("/api answers keep `error` and `details` and add the refusal's code", async () => {
    const cookie = await member(null);
    const res = await call("/api/user-requests", { method: "POST", cookie, json: { title: "", description: "" } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; code?: string; details?: Record<string, string> };
    expect(body.error).toBe(REQUEST_MESSAGES.required);
    expect(body.code).toBe("requestRequired");
    expect(body.details?.title).toBe(REQUEST_MESSAGES.required);

    const signedOut = await call("/api/user-requests", { method: "POST", json: { title: "x", description: "y" } });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ error: "Please sign in to continue.", code: "signInToContinue" });
  });

  it("an upload refused in part is said in Spanish, file by file, without JavaScript", async () => {
    const cookie = await member("es");
    const body = new FormData();
    const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    body.append("files", new File([pdf], "first.pdf"));
    body.append("files", new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])], "renamed.pdf"));
    body.append("files", new File([pdf], "third.pdf"));
    const res = await call("/dashboard/documents", { method: "POST", cookie, body });
    expect(res.status).toBe(207);
    const said = visibleText(await res.text());
    expect(said).toContain(`renamed.pdf: ${es.fileUnsupported()}`);
    expect(said).toContain(`third.pdf: ${es.notRead()}`);
    expect(said).not.toContain(DOCUMENT_MESSAGES.unsupported);
    expect(said).not.toContain(NOT_READ_MESSAGE);
  });
});
