/** CSV export of the admin views: rows of the filtered view, its columns only, injection-safe, audited, admin only. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog } from "../../db/schema";
import { insertHelpRequest, insertProfile } from "../support/factories";
import { REQUEST_COLUMNS, USER_COLUMNS } from "../../app/utils/admin-columns";
import { call, db, signedInAdmin, signedInMember } from "../support/auth-helpers";

/** Minimal reader for the quoted CSV the export writes. */
function parseCsv(text: string): string[][] {
  return text
    .trim()
    .split("\r\n")
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replace(/""/g, '"')));
}

describe("GET /api/admin/export.csv", () => {
  it("streams the filtered requests view with the table's columns and records the export", async () => {
    const { admin, cookie } = await signedInAdmin();
    const tag = `exp${crypto.randomUUID().slice(0, 6)}`;
    const owner = await insertProfile(db(), {
      fullName: `=HYPERLINK("x") ${tag}`,
      email: `${tag}@example.com`,
      dateOfBirth: "1970-01-02",
    });
    for (let i = 0; i < 130; i++)
      await insertHelpRequest(db(), owner.id, {
        title: `${tag} request ${i}`,
        status: i % 2 ? "completed" : "pending",
      });
    await insertHelpRequest(db(), owner.id, { title: `@SUM(1) ${tag}`, status: "completed" });

    const res = await call(`/api/admin/export.csv?tab=requests&q=${tag}&status=completed&sort=title&dir=asc`, {
      cookie,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/csv");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /attachment; filename="care-finder-requests-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...rows] = parseCsv(await res.text());
    expect(header).toEqual(REQUEST_COLUMNS.map((c) => c.header));
    // 65 completed of the 130, plus the @SUM one: more than one page of the stream.
    expect(rows).toHaveLength(66);
    expect(rows.every((r) => r[5] === "Completed")).toBe(true);
    // Injection-safe: the formula-looking title and member name start with an apostrophe.
    expect(rows[0][0]).toBe(`'@SUM(1) ${tag}`);
    expect(rows[0][1]).toBe(`'=HYPERLINK("x") ${tag}`);
    // Only what the view shows: no date of birth, no description.
    expect(JSON.stringify(rows)).not.toContain("1970-01-02");
    expect(JSON.stringify(rows)).not.toContain("charged twice");

    const audit = await db().select().from(adminAuditLog).where(eq(adminAuditLog.actorId, admin.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "admin.export", targetType: "requests" });
    expect(audit[0].details).toMatchObject({ rows: 66, searched: true, status: "completed" });
  });

  it("exports the users view with its columns", async () => {
    const { cookie } = await signedInAdmin();
    const tag = `expu${crypto.randomUUID().slice(0, 6)}`;
    await insertProfile(db(), { fullName: `Ada ${tag}`, userTags: "vip", zipCode: "02139" });
    const [header, ...rows] = parseCsv(
      await (await call(`/api/admin/export.csv?tab=users&q=${tag}`, { cookie })).text(),
    );
    expect(header).toEqual(USER_COLUMNS.map((c) => c.header));
    expect(rows).toEqual([
      [
        `Ada ${tag}`,
        expect.stringContaining("@example.com"),
        "(305) 555-0100",
        "02139",
        // The plan column says where the member stands (plan-standing.ts), never an empty cell.
        "Never paid",
        "vip",
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      ],
    ]);
  });

  it("is refused to members (403) and visitors (401), and refuses other lists", async () => {
    const { member, cookie } = await signedInMember();
    expect((await call("/api/admin/export.csv?tab=users", { cookie })).status).toBe(403);
    expect((await call("/api/admin/export.csv?tab=users")).status).toBe(401);
    expect(
      await db()
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.actorId, member.id))
        .then((r) => r.filter((a) => a.action === "admin.export")),
    ).toHaveLength(0);
    const admin = await signedInAdmin();
    expect((await call("/api/admin/export.csv?tab=audit", { cookie: admin.cookie })).status).toBe(400);
  });
});
