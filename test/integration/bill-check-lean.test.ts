import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { ServerContext } from "../../app/.server/context.server";
import { checkBill } from "../../app/.server/bills/cases.server";
import { findHospital } from "../../app/.server/bills/hospital.server";
import { medicareUnitCents, priceCodes } from "../../app/.server/bills/pricing.server";
import { priceReference } from "../../app/.server/prices/reference-data.server";
import { loadHospitals } from "../../app/.server/hospitals/provider-data.server";
import { addDays, todayUtc, unitsInBundle } from "../../app/domain/bill-rules";
import { checkBillSchema } from "../../app/domain/bills";
import { server, signedInMember } from "../support/auth-helpers";
import { callWorker } from "../support/worker-call";

// What a bill check leaves out of its request (docs/scaling.md, "The bill check (2026-11-28)"): work that is
// the same for every request is done once per isolate, and nothing is built that the write does not use.

/** A 50-line bill at Bellevue Hospital, as the bench sends it: six codes in turn, one of them not in any data. */
const BILL = {
  ccn: "360107",
  service_date: addDays(todayUtc(), -10),
  coverage: "self_pay",
  lines: Array.from({ length: 50 }, (_, i) => ({
    code: ["70450", "85025", "99284", "80053", "71046", "99999"][i % 6],
    billed_amount: String(100 + (i % 7) * 25),
  })),
};

/** The request's context with no database client to be had: touching `db` fails the check. */
function withoutClient(): ServerContext {
  const { env: bindings, waitUntil } = server();
  return {
    env: bindings,
    waitUntil,
    get db(): never {
      throw new Error("the bill check built a drizzle client");
    },
  };
}

describe("a bill check's request does only its own work", () => {
  it("writes through the request's D1 binding without building a drizzle client, and the case reads back the same", async () => {
    const { cookie } = await signedInMember();
    const request = new Request("https://app.test/api/bills", { method: "POST", headers: { Cookie: cookie } });
    const data = v.parse(checkBillSchema, BILL);
    // The reference tables are read from D1 once per isolate (reference-data.server.ts): a first check reads them.
    await checkBill(server(), { request, need: "user" }, data);
    const view = await checkBill(withoutClient(), { request, need: "user" }, data);
    expect(view.lines).toHaveLength(50);
    const read = await callWorker(`https://app.test/api/bills/${view.id}`, { headers: { Cookie: cookie } });
    expect(read.status).toBe(200);
    expect(JSON.parse(read.body)).toEqual(JSON.parse(JSON.stringify(view)));
  });

  it("finds each hospital by its CCN as a scan of the list from the top finds it, and no other", async () => {
    const rows = await loadHospitals(server());
    expect(rows.length).toBeGreaterThan(100);
    const picked = [rows[0], rows[Math.floor(rows.length / 2)], rows.at(-1)!];
    for (const row of picked) {
      const first = rows.find((r) => r[0] === row[0])!;
      const found = await findHospital(server(), row[0]);
      expect(found).toMatchObject({ ccn: first[0], name: first[1], address: first[2], city: first[3] });
    }
    // Two hospitals in one isolate never answer for each other.
    const [a, b] = await Promise.all([findHospital(server(), rows[0][0]), findHospital(server(), rows[1][0])]);
    expect(a?.ccn).toBe(rows[0][0]);
    expect(b?.ccn).toBe(rows[1][0]);
    expect(await findHospital(server(), "000000")).toBeNull();
  });

  it("prices each code from the catalog as a scan finds it, each hospital with its own region, however they alternate", async () => {
    const reference = await priceReference(server());
    const codes = [
      ...new Set(reference.procedures.map((p) => /^([0-9A-Z]{5})/i.exec(p.bundle.trim())?.[1]).filter(Boolean)),
    ] as string[];
    codes.push("99999");
    /** What looking at every procedure finds: the first with the fewest units of the code alone. */
    const scan = (code: string) => {
      let best: { row: (typeof reference.procedures)[number]; units: number } | null = null;
      for (const row of reference.procedures) {
        const units = unitsInBundle(row.bundle, code);
        if (units > 0 && (!best || units < best.units)) best = { row, units };
      }
      return best;
    };
    const expected = (zip: string | null) =>
      codes.map((code) => {
        const match = scan(code);
        const gaf = zip ? (reference.regionsByZip3.get(zip.slice(0, 3))?.gafMilli ?? null) : null;
        return match ? { slug: match.row.slug, cents: medicareUnitCents(match.row, match.units, gaf) } : null;
      });
    const medicare = async (ccn: string) =>
      (await priceCodes(server(), (await findHospital(server(), ccn))!, codes)).map((p) =>
        p.procedureSlug === null ? null : { slug: p.procedureSlug, cents: p.medicareUnitCents },
      );
    const ohio = (await findHospital(server(), "360107"))!;
    const newYork = (await findHospital(server(), "330204"))!;
    const first = await medicare(ohio.ccn);
    const other = await medicare(newYork.ccn);
    expect(first).toEqual(expected(ohio.zip));
    expect(other).toEqual(expected(newYork.zip));
    expect(other).not.toEqual(first);
    expect(await medicare(ohio.ccn)).toEqual(first);
  });
});
