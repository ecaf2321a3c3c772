import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays, todayUtc } from "../../app/domain/bill-rules";
import type { BillCaseView } from "../../app/domain/bills";
import { signedInMember } from "../support/auth-helpers";
import { storedLines } from "../support/bill-lines";
import { callWorker } from "../support/worker-call";

// A case's checked lines are one row (docs/decisions/0081-bill-lines-as-one-row.md, migration 0038).

const bill = (count: number) =>
  JSON.stringify({
    ccn: "360107",
    service_date: addDays(todayUtc(), -10),
    coverage: "self_pay",
    lines: Array.from({ length: count }, (_, i) => ({
      code: ["70450", "85025", "99284", "99999"][i % 4],
      description: i % 5 ? `Line ${i}` : "",
      units: String((i % 3) + 1),
      billed_amount: String(100 + i * 37),
    })),
  });

async function checked(cookie: string, count: number): Promise<BillCaseView> {
  const answer = await callWorker("https://app.test/api/bills", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: bill(count),
  });
  expect(answer.status).toBe(201);
  return JSON.parse(answer.body) as BillCaseView;
}

const read = async (cookie: string, id: string) =>
  JSON.parse((await callWorker(`https://app.test/api/bills/${id}`, { headers: { Cookie: cookie } })).body) as unknown;

const tableCount = async (name: string) =>
  (await env.DB.prepare("select count(*) n from sqlite_master where type = 'table' and name = ?")
    .bind(name)
    .first<{ n: number }>())!.n;

/** `bill_lines` as it was before migration 0038 (migrations 0008 and 0024). */
const OLD_LINES_TABLE = `CREATE TABLE bill_lines (
  id text PRIMARY KEY NOT NULL, case_id text NOT NULL, position integer NOT NULL, code text NOT NULL,
  description text DEFAULT '' NOT NULL, units integer DEFAULT 1 NOT NULL, billed_cents integer NOT NULL,
  procedure_slug text, posted_cents integer, fair_low_cents integer, fair_high_cents integer, medicare_cents integer,
  above_posted_cents integer DEFAULT 0 NOT NULL, above_fair integer DEFAULT false NOT NULL,
  duplicate integer DEFAULT false NOT NULL, possible_saving_cents integer DEFAULT 0 NOT NULL,
  price_status text DEFAULT 'not_in_data' NOT NULL,
  FOREIGN KEY (case_id) REFERENCES bill_cases(id) ON UPDATE no action ON DELETE cascade)`;

/** A case's lines written as `bill_lines` rows were (booleans as 0/1), last line first. */
const oldRows = (view: BillCaseView) =>
  view.lines
    .map((l, position) =>
      env.DB.prepare("insert into bill_lines values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)").bind(
        l.id,
        view.id,
        position,
        l.code,
        l.description,
        l.units,
        l.billed_cents,
        l.procedure_slug,
        l.posted_cents,
        l.fair_low_cents,
        l.fair_high_cents,
        l.medicare_cents,
        l.above_posted_cents,
        l.above_fair ? 1 : 0,
        l.duplicate ? 1 : 0,
        l.possible_saving_cents,
        l.price_status,
      ),
    )
    .reverse();

describe("a case's lines as one row", () => {
  it("a check writes one row for all its lines, in their order, and there is no table of single lines", async () => {
    const { cookie } = await signedInMember();
    const view = await checked(cookie, 50);
    const rows = await env.DB.prepare(
      "select count(*) n, json_array_length(lines) lines from bill_case_lines where case_id = ?",
    )
      .bind(view.id)
      .first<{ n: number; lines: number }>();
    expect(rows).toEqual({ n: 1, lines: 50 });
    expect((await storedLines(view.id)).map((l) => l.id)).toEqual(view.lines.map((l) => l.id));
    expect(await tableCount("bill_lines")).toBe(0);
    expect(await read(cookie, view.id)).toEqual(view);
  });

  it("migration 0038 moves lines written the old way into one row per case, every field and the order the same", async () => {
    const { cookie } = await signedInMember();
    const views = [await checked(cookie, 50), await checked(cookie, 7)];
    const withoutRows = await checked(cookie, 1);
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0038_"))!;
    const create = migration.queries.find((q) => q.includes("CREATE TABLE `bill_case_lines`"))!;
    expect(create).toBeDefined();
    try {
      // The database as it was before 0038: the cases' lines as rows of bill_lines, and no bill_case_lines.
      await env.DB.batch([
        env.DB.prepare("drop table bill_case_lines"),
        env.DB.prepare(OLD_LINES_TABLE),
        ...views.flatMap(oldRows),
      ]);
      await env.DB.batch(migration.queries.map((q) => env.DB.prepare(q)));
    } finally {
      if (!(await tableCount("bill_case_lines"))) await env.DB.prepare(create).run();
    }
    expect(await tableCount("bill_lines")).toBe(0);
    for (const view of views) expect(await read(cookie, view.id)).toEqual(view);
    // A case that had no rows in bill_lines has no lines after it.
    expect(await storedLines(withoutRows.id)).toEqual([]);
    const kept = await env.DB.prepare("select count(*) n from bill_case_lines").first<{ n: number }>();
    expect(kept!.n).toBe(views.length);
  });
});
