import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readVisitorCheck, VISITOR_CHECK_KEEP_MS } from "../../app/.server/bills/visitor-check.server";
import { wayBackPath } from "../../app/.server/auth/way-back.server";
import { addDays, todayUtc } from "../../app/domain/bill-rules";
import { billCases, visitorBillChecks } from "../../db/schema";
import { call, db, server, signedInMember } from "../support/auth-helpers";

/** Bellevue Hospital (Bellevue, OH): posts $778 for a head CT (70450). */
const BELLEVUE = "360107";
const SERVICE_DATE = addDays(todayUtc(), -10);

const typed = (extra: Record<string, string> = {}) =>
  new URLSearchParams({
    ccn: BELLEVUE,
    service_date: SERVICE_DATE,
    bill_date: "",
    coverage: "self_pay",
    "lines[0].code": "70450",
    "lines[0].description": "CT head",
    "lines[0].units": "1",
    "lines[0].billed_amount": "$2,500.00",
    paste: "",
    ...extra,
  });

const post = (path: string, body: URLSearchParams, cookie?: string) =>
  call(path, {
    method: "POST",
    cookie,
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });

const countRows = async () => ({
  cases: (await db().select().from(billCases)).length,
  kept: (await db().select().from(visitorBillChecks)).length,
});

const cookieValue = (res: Response, name: string) =>
  /^([^=]+)=([^;]*)/.exec(res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? "")?.[2] ?? null;

describe("Check a bill, for a visitor", () => {
  it("answers the check with the member's pricing, writes nothing, and is never cached", async () => {
    const before = await countRows();
    const res = await post("/check-a-bill", typed());
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain("Your bill from Bellevue Hospital, Bellevue");
    expect(html).toContain("$1,722 above this hospital&#x27;s own posted cash price");
    expect(html).toContain("Save this check");
    // The fields travel on unseen, as the check read them.
    expect(html).toMatch(/type="hidden" name="lines\[0\]\.billed_amount" value="2500.00"/);
    expect(await countRows()).toEqual(before);
  });

  it("answers a bad line under its field, keeping what was typed", async () => {
    const res = await post("/check-a-bill", typed({ "lines[0].code": "7045" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("A code is 5 characters, like 99284 or J1885");
    expect(html).toContain('value="7045"');
  });

  it("Save this check keeps the fields for an hour and sends the visitor to join; their dashboard opens it", async () => {
    const res = await post("/check-a-bill", typed({ intent: "save" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/sign-in?then=save-bill");
    const back = cookieValue(res, "cf_back")!;
    const path = decodeURIComponent(back);
    const id = /^\/dashboard\/bills\/new\?check=([0-9a-f-]{36})$/.exec(path)![1];
    const kept = await db().select().from(visitorBillChecks).where(eq(visitorBillChecks.id, id)).get();
    expect(kept?.fields).toMatchObject({
      ccn: BELLEVUE,
      lines: [{ code: "70450", description: "CT head", units: "1", billed_amount: "2500.00" }],
    });
    expect(kept!.expiresAt.getTime() - kept!.createdAt.getTime()).toBe(VISITOR_CHECK_KEEP_MS);
    expect(await (await call("/sign-in?then=save-bill")).text()).toContain("Join to save your bill check");

    // Joined and registered: the dashboard opens the check once, the form started with what was typed.
    const { member, cookie } = await signedInMember();
    const dashboard = await call("/dashboard", { cookie: `${cookie}; cf_back=${back}`, redirect: "manual" });
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.get("Location")).toBe(path);
    expect(cookieValue(dashboard, "cf_back")).toBe("");
    const form = await (await call(path, { cookie })).text();
    expect(form).toContain("Here is the bill you checked before joining");
    expect(form).toMatch(/<option value="360107" selected="">Bellevue Hospital/);
    expect(form).toContain('value="2500.00"');

    const saved = await post("/dashboard/bills/new", typed({ kept_check: id }), cookie);
    expect(saved.status).toBe(302);
    const [own] = await db().select().from(billCases).where(eq(billCases.userId, member.id));
    expect(own).toMatchObject({ ccn: BELLEVUE, billedCents: 250_000 });
    expect(await readVisitorCheck(server(), id)).toBeNull();
  });

  it("an hour later the kept check is gone", async () => {
    const res = await post("/check-a-bill", typed({ intent: "save" }));
    const id = /check=([0-9a-f-]{36})/.exec(decodeURIComponent(cookieValue(res, "cf_back")!))![1];
    expect(await readVisitorCheck(server(), id)).not.toBeNull();
    expect(await readVisitorCheck(server(), id, new Date(Date.now() + VISITOR_CHECK_KEEP_MS + 1000))).toBeNull();
    expect(await readVisitorCheck(server(), "not-an-id")).toBeNull();
  });

  it("a signed-in member's 'Check a bill' is their own form", async () => {
    const { cookie } = await signedInMember();
    const res = await call("/check-a-bill?q=bellevue", { cookie, redirect: "manual" });
    expect(res.headers.get("Location")).toBe("/dashboard/bills/new?q=bellevue");
  });
});

describe("sign in and come back", () => {
  it("a signed-out visit to a member's page goes to sign-in, the page kept to come back to", async () => {
    const res = await call("/dashboard/bills/new?q=bellevue", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/sign-in");
    expect(decodeURIComponent(cookieValue(res, "cf_back")!)).toBe("/dashboard/bills/new?q=bellevue");
    const dashboard = await call("/dashboard", { redirect: "manual" });
    expect(dashboard.headers.get("Location")).toBe("/sign-in");
    expect(cookieValue(dashboard, "cf_back")).toBeNull();
  });

  it("keeps only our own member pages", () => {
    expect(wayBackPath("/dashboard/bills/new?check=1")).toBe("/dashboard/bills/new?check=1");
    expect(wayBackPath("/account/passkeys")).toBe("/account/passkeys");
    for (const bad of ["//evil.example/dashboard/", "https://evil.example/", "/dashboard", "/admin-dashboard", "/x"])
      expect(wayBackPath(bad)).toBeNull();
  });
});
