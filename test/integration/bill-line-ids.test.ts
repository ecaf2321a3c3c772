import { describe, expect, it } from "vitest";
import { orderedLineIds } from "../../app/.server/bills/line-ids.server";
import { addDays, todayUtc } from "../../app/domain/bill-rules";
import { signedInMember } from "../support/auth-helpers";
import { storedLines } from "../support/bill-lines";
import { callWorker } from "../support/worker-call";

// A bill's lines are keyed in order (docs/decisions/0078-bill-lines-keyed-in-order.md). The index those keys kept
// compact went with bill_lines (migration 0038, ADR 0081: a case's lines are one row); what still holds is checked
// here: UUIDv7's layout, the ids in the lines' order and unique within their case, and kept as answered.

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const bill = (count: number) =>
  JSON.stringify({
    ccn: "360107",
    service_date: addDays(todayUtc(), -10),
    coverage: "self_pay",
    lines: Array.from({ length: count }, (_, i) => ({
      code: ["70450", "85025", "99284"][i % 3],
      billed_amount: String(100 + i),
    })),
  });

async function check(cookie: string, count: number): Promise<string[]> {
  const answer = await callWorker("https://app.test/api/bills", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: bill(count),
  });
  expect(answer.status).toBe(201);
  const view = JSON.parse(answer.body) as { id: string; lines: { id: string }[] };
  const stored = await storedLines(view.id);
  expect(stored.map((l) => l.id)).toEqual(view.lines.map((l) => l.id));
  expect(stored.map((l) => l.position)).toEqual(stored.map((_, i) => i));
  return view.lines.map((l) => l.id);
}

const ascending = (ids: string[]) => ids.every((id, i) => i === 0 || ids[i - 1] < id);

describe("a bill check's line ids", () => {
  it("are UUIDs in the order of the lines, one prefix per check, and a later check's sort after", async () => {
    const { cookie } = await signedInMember();
    const before = Date.now();
    const first = await check(cookie, 50);
    const second = await check(cookie, 50);
    for (const ids of [first, second]) {
      expect(ids.every((id) => UUID_V7.test(id))).toBe(true);
      expect(ascending(ids)).toBe(true);
      expect(new Set(ids.map((id) => id.slice(0, 33))).size).toBe(1);
      // The first 48 bits are the check's time in milliseconds.
      const at = parseInt(ids[0].slice(0, 8) + ids[0].slice(9, 13), 16);
      expect(at).toBeGreaterThanOrEqual(before);
      expect(at).toBeLessThanOrEqual(Date.now());
    }
    expect(first.at(-1)! < second[0] || first[0].slice(0, 13) === second[0].slice(0, 13)).toBe(true);
    expect(new Set([...first, ...second]).size).toBe(100);
  });

  it("differ between runs made in the same millisecond, and stay in order up to the largest bill", () => {
    const now = Date.now();
    const runs = Array.from({ length: 200 }, () => orderedLineIds(100, now));
    expect(new Set(runs.flat()).size).toBe(200 * 100);
    expect(runs.every(ascending)).toBe(true);
    expect(orderedLineIds(0)).toEqual([]);
  });
});
