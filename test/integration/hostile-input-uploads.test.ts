/**
 * Hostile uploads, one finding each: a multipart body cut off mid-file is the
 * sender's broken request (400, our page or JSON, our security headers), on
 * every route that reads one, and leaves no document behind.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { insertProfile } from "../support/factories";
import { db, signedInAdmin, signedInMember } from "../support/admin-helpers";
import { appFetch } from "../support/browser";

const BOUNDARY = "----hostile-boundary";

/** A real multipart body with one PDF file part, cut off `keep` bytes into the file. */
function truncatedBody(fields: Record<string, string>, fileField: string, keep = 40): string {
  const head = Object.entries(fields)
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("");
  const file = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="bill.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n${"a".repeat(5000)}`;
  return head + file.slice(0, file.indexOf("%PDF") + keep);
}

const post = (path: string, cookie: string, body: string) =>
  appFetch(`https://app.test${path}`, {
    method: "POST",
    headers: { cookie, "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
    body,
  });

const documentCount = async (userId: string) =>
  (await env.DB.prepare("select count(*) n from documents where user_id = ?").bind(userId).first<{ n: number }>())!.n;

function expectOurHeaders(res: Response) {
  expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(res.headers.get("Strict-Transport-Security")).toBeTruthy();
}

describe("a multipart body cut off mid-file", () => {
  it("/dashboard/documents/upload (with JavaScript): a JSON 400, nothing stored", async () => {
    const { member, cookie } = await signedInMember();
    const res = await post("/dashboard/documents/upload", cookie, truncatedBody({}, "files"));
    expect(res.status).toBe(400);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ error: expect.stringMatching(/form/i), uploaded: [] });
    expectOurHeaders(res);
    expect(await documentCount(member.id)).toBe(0);
  });

  it("/dashboard/documents (without JavaScript): our page with its message, a 400, nothing stored", async () => {
    const { member, cookie } = await signedInMember();
    const res = await post("/dashboard/documents", cookie, truncatedBody({ intent: "upload" }, "files"));
    expect(res.status).toBe(400);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expectOurHeaders(res);
    expect(await res.text()).not.toContain("We hit a problem on our side");
    expect(await documentCount(member.id)).toBe(0);
  });

  it("/admin-dashboard/users/:id/email (attachments): our page, a 400, no email queued", async () => {
    const { cookie } = await signedInAdmin();
    const target = await insertProfile(db());
    const before = await env.DB.prepare("select count(*) n from email_outbox").first<{ n: number }>();
    const res = await post(
      `/admin-dashboard/users/${target.id}/email`,
      cookie,
      truncatedBody({ subject: "Your bill", message: "See attached." }, "attachments"),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expectOurHeaders(res);
    const after = await env.DB.prepare("select count(*) n from email_outbox").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });
});
