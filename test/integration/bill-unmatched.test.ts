// A read bill line we could not match to a code travels with the bill form, is kept on the case (in the check's one
// write batch), shows as "Not matched" on the result page and is named in the letter (docs/product.md#reading-a-bill).
import { env } from "cloudflare:test";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FORM_LIMIT_MESSAGES } from "../../app/.server/forms/form-limits.server";
import { addDays, todayUtc } from "../../app/domain/bill-rules";
import { billCases } from "../../db/schema";
import { call, db, signedInAdmin, signedInMember } from "../support/auth-helpers";
import { d1FailingBatches } from "../support/faults";
import { callWorker } from "../support/worker-call";

/** Bellevue Hospital (Bellevue, OH): posts $778 for a head CT (70450). */
const BELLEVUE = "360107";
const SERVICE_DATE = addDays(todayUtc(), -10);
const MRI = "MRI KNEE W/O CONTRAST";
const NAMED = `the lines described as \u201c${MRI}\u201d ($1,800) and \u201cPHARMACY\u201d ($120.50)`;

const form = (unmatched: { description: string; amount: string }[]) =>
  new URLSearchParams({
    ccn: BELLEVUE,
    service_date: SERVICE_DATE,
    bill_date: "",
    coverage: "self_pay",
    document_id: "",
    paste: "",
    "lines[0].code": "70450",
    "lines[0].description": "CT HEAD",
    "lines[0].units": "1",
    "lines[0].billed_amount": "2500",
    ...Object.fromEntries(
      unmatched.flatMap((l, i) => [
        [`unmatched[${i}].description`, l.description],
        [`unmatched[${i}].amount`, l.amount],
      ]),
    ),
  });

const TWO = [
  { description: MRI, amount: "1800.00" },
  { description: "PHARMACY", amount: "120.50" },
];

const postForm = (cookie: string, body: URLSearchParams) =>
  call("/dashboard/bills/new", {
    method: "POST",
    cookie,
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });

const casesOf = async (userId: string) =>
  (await db().select({ n: count() }).from(billCases).where(eq(billCases.userId, userId)))[0].n;

describe("a bill line we could not match", () => {
  it("is kept on the case from the member's form, shown as not matched, and named in the letter", async () => {
    const { member, cookie } = await signedInMember();
    const res = await postForm(cookie, form(TWO));
    expect(res.status).toBe(302);
    const id = (res.headers.get("Location") ?? "").split("/").at(-1)!;
    const [row] = await db().select().from(billCases).where(eq(billCases.id, id));
    expect(row.userId).toBe(member.id);
    expect(row.unmatchedLines).toEqual([
      { description: MRI, amountCents: 180000 },
      { description: "PHARMACY", amountCents: 12050 },
    ]);
    // Not priced: the totals are the coded line's alone.
    expect(row.billedCents).toBe(250000);

    const page = await (await call(`/dashboard/bills/${id}`, { cookie })).text();
    expect(page).toContain(MRI);
    expect(page).toContain("$1,800");
    expect(page.match(/Not matched: we could not price this line/g)).toHaveLength(2);

    const letter = await (await call(`/dashboard/bills/${id}/letter`, { cookie })).text();
    expect(letter).toContain(`please give the code for ${NAMED}: the bill I have shows no code for them.`);
    // The PDF (plain quotes in its Helvetica) names them too.
    const pdf = new TextDecoder().decode(
      await (await call(`/dashboard/bills/${id}/letter.pdf`, { cookie })).arrayBuffer(),
    );
    expect(pdf).toContain("PHARMACY");
    const spanish = await (await call(`/dashboard/bills/${id}/letter?lang=es`, { cookie })).text();
    expect(spanish).toContain(`Los códigos de las líneas que no pudimos emparejar: \u201c${MRI}\u201d ($1,800)`);
    const esResult = await (await call(`/dashboard/bills/${id}?lang=es`, { cookie })).text();
    expect(esResult).toContain("Sin emparejar: no pudimos poner precio a esta línea");
  });

  it("/api/bills takes them as an optional field and answers them; another member gets a 404, an admin sees them", async () => {
    const { cookie } = await signedInMember();
    const json = {
      ccn: BELLEVUE,
      service_date: SERVICE_DATE,
      coverage: "self_pay",
      lines: [{ code: "70450", billed_amount: "2500" }],
      unmatched: TWO,
    };
    const created = await call("/api/bills", { method: "POST", cookie, json });
    expect(created.status).toBe(201);
    const { id, unmatched } = (await created.json()) as { id: string; unmatched: unknown };
    const shown = [
      { description: MRI, amount_cents: 180000 },
      { description: "PHARMACY", amount_cents: 12050 },
    ];
    expect(unmatched).toEqual(shown);
    expect(((await (await call(`/api/bills/${id}`, { cookie })).json()) as { unmatched: unknown }).unmatched).toEqual(
      shown,
    );

    const other = await signedInMember();
    for (const path of [
      `/api/bills/${id}`,
      `/dashboard/bills/${id}`,
      `/dashboard/bills/${id}/letter`,
      `/dashboard/bills/${id}/letter.pdf`,
    ]) {
      const res = await call(path, { cookie: other.cookie });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain(MRI);
    }
    const admin = await signedInAdmin();
    expect(await (await call(`/admin-dashboard/bills/${id}`, { cookie: admin.cookie })).text()).toContain(MRI);

    // A bill without them still answers the field, empty.
    const plain = await call("/api/bills", { method: "POST", cookie, json: { ...json, unmatched: undefined } });
    expect(((await plain.json()) as { unmatched: unknown }).unmatched).toEqual([]);
  });

  it("writes nothing when the check's batch fails, and keeps them on the retry", async () => {
    const { member, cookie } = await signedInMember();
    const { db: failing, injected } = d1FailingBatches(env.DB, "bill_cases", { times: 1 });
    const withDb = { ...env, DB: failing } as Env;
    const init = { method: "POST", headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" } };
    const refused = await callWorker("https://app.test/dashboard/bills/new", { ...init, body: form(TWO) }, withDb);
    expect(injected.count).toBe(1);
    expect(refused.status).toBeGreaterThanOrEqual(500);
    expect(await casesOf(member.id)).toBe(0);

    const retried = await callWorker("https://app.test/dashboard/bills/new", { ...init, body: form(TWO) }, withDb);
    expect(retried.status).toBe(302);
    const [row] = await db().select().from(billCases).where(eq(billCases.userId, member.id));
    expect(row.unmatchedLines).toHaveLength(2);
  });

  it("the form refuses 101 of them at the door, and /api/bills too; nothing is written", async () => {
    const { member, cookie } = await signedInMember();
    const many = Array.from({ length: 101 }, (_, i) => ({ description: `SUPPLY ${i}`, amount: "1.00" }));
    const res = await postForm(cookie, form(many));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(FORM_LIMIT_MESSAGES.tooManyRows);
    const api = await call("/api/bills", {
      method: "POST",
      cookie,
      json: {
        ccn: BELLEVUE,
        service_date: SERVICE_DATE,
        coverage: "self_pay",
        lines: [{ code: "70450", billed_amount: "1" }],
        unmatched: many,
      },
    });
    expect(api.status).toBe(400);
    // A hundred is a bill's most, and is taken.
    expect((await postForm(cookie, form(many.slice(0, 100)))).status).toBe(302);
    expect(await casesOf(member.id)).toBe(1);
  });

  it("a visitor's check shows them, and 'Save this check' carries them on to the member's form", async () => {
    const body = form(TWO);
    body.delete("document_id");
    const res = await call("/check-a-bill", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.match(/Not matched: we could not price this line/g)).toHaveLength(2);
    expect(html).toMatch(/type="hidden" name="unmatched\[1\]\.amount" value="120.50"/);

    body.set("intent", "save");
    const saved = await call("/check-a-bill", {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(saved.status).toBe(302);
    const back = /cf_back=([^;]*)/.exec(saved.headers.getSetCookie().join("\n"))![1];
    const { cookie } = await signedInMember();
    const page = await (await call(decodeURIComponent(back), { cookie })).text();
    expect(page).toMatch(/type="hidden" name="unmatched\[0\]\.description" value="MRI KNEE W\/O CONTRAST"/);
  });

  it("refuses an amount that is not one", async () => {
    const { member, cookie } = await signedInMember();
    const res = await postForm(cookie, form([{ description: MRI, amount: "lots" }]));
    expect(res.status).toBe(400);
    expect(await casesOf(member.id)).toBe(0);
  });
});
