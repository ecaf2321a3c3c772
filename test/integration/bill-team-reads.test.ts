/**
 * "We'll read it for you" (docs/product.md#reading-a-bill): a photo of a bill, sent from the member's bill form (a
 * plain multipart post, the same with or without JavaScript), becomes a case without lines and a task for the team,
 * written together with the document link and an audit entry; the team's lines complete the task and tell the member.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayUtc } from "../../app/domain/bill-rules";
import { adminAuditLog, billCases, documents, emailOutbox, tasks } from "../../db/schema";
import { insertDocument } from "../support/factories";
import { call, db, signedInAdmin, signedInMember } from "../support/auth-helpers";

/** Bellevue Hospital (Bellevue, OH), CMS number 360107: posts $778 for a head CT (70450). */
const BELLEVUE = "360107";
const SERVICE_DATE = addDays(todayUtc(), -10);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]);

/** The bill form as the member's page sends it with "We'll read it for you" pressed. */
function billForm(fields: Record<string, string>, file?: [string, Uint8Array<ArrayBuffer>]) {
  const body = new FormData();
  const all = { ccn: BELLEVUE, service_date: SERVICE_DATE, coverage: "self_pay", ...fields };
  for (const [name, value] of Object.entries(all)) body.append(name, value);
  // The browser sends every field of the form, the empty line rows and the file input included.
  body.append("lines[0].code", "");
  body.append("lines[0].billed_amount", "");
  body.append("bill_file", file ? new File([file[1]], file[0]) : new File([], ""));
  body.append("read_for_me", "1");
  return body;
}

const send = (cookie: string, body: FormData) =>
  call("/dashboard/bills/new", { method: "POST", cookie, body, redirect: "manual" });

const casesOf = (userId: string) => db().select().from(billCases).where(eq(billCases.userId, userId));

describe("We'll read it for you", () => {
  it("stores the photo as the member's document and writes the case, its task and the audit entry together", async () => {
    const { member, cookie } = await signedInMember();
    const res = await send(cookie, billForm({}, ["bill-photo.png", PNG]));
    expect(res.status).toBe(302);
    const [bill] = await casesOf(member.id);
    expect(res.headers.get("Location")).toBe(`/dashboard/bills/${bill.id}`);
    const document = await db().select().from(documents).where(eq(documents.id, bill.documentId!)).get();
    expect(document).toMatchObject({ userId: member.id, filename: "bill-photo.png", fileType: "image/png" });
    expect(await env.DOCUMENTS.head(document!.r2Key)).not.toBeNull();
    const task = await db().select().from(tasks).where(eq(tasks.id, bill.readTaskId!)).get();
    expect(task).toMatchObject({ userId: member.id, status: "pending" });
    expect(task!.taskText).toContain("enter its lines");
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "bill.reading_asked"), eq(adminAuditLog.targetId, bill.id)));
    expect(audit).toHaveLength(1);
    const page = await (await call(`/dashboard/bills/${bill.id}`, { cookie })).text();
    expect(page).toContain("our team is reading the bill you sent");
  });

  it("takes one of the member's own uploaded files, and refuses another member's, writing nothing", async () => {
    const owner = await signedInMember();
    const theirs = await insertDocument(db(), env.DOCUMENTS, owner.member.id, {
      filename: "bill.png",
      fileType: "image/png",
      body: PNG,
    });
    const other = await signedInMember();
    const refused = await send(other.cookie, billForm({ document_id: theirs.id }));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("We could not find that document among yours");
    expect(await casesOf(other.member.id)).toHaveLength(0);
    expect(await casesOf(owner.member.id)).toHaveLength(0);
    const taken = await send(owner.cookie, billForm({ document_id: theirs.id }));
    expect(taken.status).toBe(302);
    const [bill] = await casesOf(owner.member.id);
    expect(bill.documentId).toBe(theirs.id);
  });

  it("refuses a file the documents do not take, and a form with no file at all, writing nothing", async () => {
    const { member, cookie } = await signedInMember();
    const exe = await send(cookie, billForm({}, ["bill.exe", EXE]));
    expect(exe.status).toBe(400);
    expect(await exe.text()).toContain("File type not supported");
    const none = await send(cookie, billForm({}));
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Please add the bill&#x27;s file");
    expect(await casesOf(member.id)).toHaveLength(0);
    expect(await db().select().from(documents).where(eq(documents.userId, member.id))).toHaveLength(0);
  });

  it("is in the team's task list with a link to the lines form; saving the lines completes it and tells the member", async () => {
    const { member, cookie } = await signedInMember();
    await send(cookie, billForm({}, ["bill-photo.png", PNG]));
    const [bill] = await casesOf(member.id);
    const { cookie: admin } = await signedInAdmin();
    const list = await (
      await call(`/admin-dashboard?tab=tasks&q=${encodeURIComponent(member.email)}`, { cookie: admin })
    ).text();
    expect(list).toContain(`href="/admin-dashboard/bills/${bill.id}"`);
    const casePage = await (await call(`/admin-dashboard/bills/${bill.id}`, { cookie: admin })).text();
    expect(casePage).toContain(`src="/documents/${bill.documentId}/file?disposition=inline"`);
    const saved = await call(`/admin-dashboard/bills/${bill.id}`, {
      method: "POST",
      cookie: admin,
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "lines", "lines[0].code": "70450", "lines[0].billed_amount": "2500" }),
    });
    expect(saved.status).toBe(302);
    const task = await db().select().from(tasks).where(eq(tasks.id, bill.readTaskId!)).get();
    expect(task!.status).toBe("completed");
    const mail = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `bill-read:${task!.id}`));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: "bill_read", toAddress: member.email });
    expect(mail[0].textBody).toContain(`/dashboard/bills/${bill.id}`);
    // Nothing about the bill itself: not the hospital, not a code, not an amount.
    expect(`${mail[0].subject}\n${mail[0].textBody}`).not.toMatch(/Bellevue|70450|2,?500/);
    const page = await (await call(`/dashboard/bills/${bill.id}`, { cookie })).text();
    expect(page).not.toContain("our team is reading the bill you sent");
    expect(page).toContain("70450");
    // The letter asks for the itemized bill with both kinds of code, whatever the team could read.
    const letter = await (await call(`/dashboard/bills/${bill.id}/letter`, { cookie })).text();
    expect(letter).toContain("with its CPT or HCPCS code and its revenue code");
    // Saving again sends nothing more.
    await call(`/admin-dashboard/bills/${bill.id}`, {
      method: "POST",
      cookie: admin,
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "lines", "lines[0].code": "70450", "lines[0].billed_amount": "2400" }),
    });
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.relatedUserId, member.id))).toHaveLength(1);
  });
});
