// The uploaded bill the browser reads ("Read my bill") and the team reads beside its lines form: the file answers
// its owner and an admin only (docs/decisions/0053-reading-bills-in-the-browser.md, docs/product.md#reading-a-bill).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { insertBillCase, insertDocument } from "../support/factories";
import { call, db, signedInAdmin, signedInMember } from "../support/auth-helpers";

const PDF = new TextEncoder().encode("%PDF-1.4\n% a member's statement\n");

async function memberWithBill() {
  const owner = await signedInMember();
  const document = await insertDocument(db(), env.DOCUMENTS, owner.member.id, {
    filename: "statement.pdf",
    fileType: "application/pdf",
    body: PDF,
  });
  const bill = await insertBillCase(db(), owner.member.id, { documentId: document.id });
  return { owner, document, bill };
}

const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe("the uploaded bill that is read", () => {
  it("answers the member who uploaded it, and an admin, with the file itself", async () => {
    const { owner, document } = await memberWithBill();
    const { cookie: adminCookie } = await signedInAdmin();
    for (const cookie of [owner.cookie, adminCookie]) {
      const res = await call(`/documents/${document.id}/file`, { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("application/pdf");
      expect(await bytesOf(res)).toEqual(PDF);
    }
  });

  it("never answers another member or a visitor with it", async () => {
    const { document } = await memberWithBill();
    const other = await signedInMember();
    const theirs = await call(`/documents/${document.id}/file`, { cookie: other.cookie, redirect: "manual" });
    expect(theirs.status).toBe(302);
    expect(theirs.headers.get("Location")).toContain(`/documents/${document.id}/unavailable`);
    const visitor = await call(`/documents/${document.id}/file`, { redirect: "manual" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toContain("/sign-in");
  });

  it("is beside the team's lines form on the case page, opened by its link without JavaScript", async () => {
    const { document, bill } = await memberWithBill();
    const { cookie } = await signedInAdmin();
    const page = await (await call(`/admin-dashboard/bills/${bill.id}`, { cookie })).text();
    const lines = page.slice(page.indexOf('id="edit-lines-title"'));
    expect(lines).toContain(`href="/documents/${document.id}/file?disposition=inline"`);
    expect(lines).toContain("Open the uploaded bill: statement.pdf");
    expect(lines.indexOf("Open the uploaded bill")).toBeLessThan(lines.indexOf('name="lines[0].code"'));
  });
});
