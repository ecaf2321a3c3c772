import * as valibot from "valibot";
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { checkBill } from "../../app/.server/bills/cases.server";
import { createServerContext } from "../../app/.server/context.server";
import { addDays, todayUtc } from "../../app/domain/bill-rules";
import { checkBillSchema } from "../../app/domain/bills";
import { server, signedInMember } from "../support/auth-helpers";

// A bill check's write costs the same whatever the member's or the service's history (docs/scaling.md, "The bill
// check (2026-11-28, third round)"): each of its statements, and each trigger they fire, finds its rows through an
// index (a primary key, the session's token) and never scans a table; only the lines' JSON array is walked.

const BILL = {
  ccn: "360107",
  service_date: addDays(todayUtc(), -10),
  coverage: "self_pay",
  lines: Array.from({ length: 50 }, (_, i) => ({ code: ["70450", "85025", "99284"][i % 3], billed_amount: "120" })),
};

/** The statements a bill check sends, with their values, as the request's D1 binding receives them. */
async function checkedBillStatements() {
  const { cookie } = await signedInMember();
  const request = new Request("https://app.test/api/bills", { method: "POST", headers: { Cookie: cookie } });
  const data = valibot.parse(checkBillSchema, BILL);
  // The reference tables are read from D1 once per isolate: a first check reads them, so the second sends its write alone.
  await checkBill(server(), { request, need: "user" }, data);
  const sent: { sql: string; params: unknown[] }[] = [];
  const recording = new Proxy(env.DB, {
    get(target, prop) {
      if (prop !== "prepare") return Reflect.get(target, prop, target).bind(target);
      return (sql: string) => ({
        bind: (...params: unknown[]) => {
          sent.push({ sql, params });
          return target.prepare(sql).bind(...params);
        },
      });
    },
  });
  const recorded = createServerContext({ ...env, DB: recording });
  await checkBill(recorded, { request, need: "user" }, data);
  return sent;
}

/**
 * The plan's steps that read a table row by row. Not counted: a virtual table's walk (json_each: the lines
 * themselves) and the rows of a VALUES list.
 */
async function scans(sql: string, params: unknown[] = []) {
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return plan.results
    .map((r) => r.detail)
    .filter((d) => /^SCAN /.test(d) && !/VIRTUAL TABLE|CONSTANT ROW|VALUES CLAUSE/.test(d));
}

describe("a bill check's write", () => {
  it("sends statements that each reach their rows through an index, never a scan of a table", async () => {
    const sent = await checkedBillStatements();
    expect(sent.map((s) => s.sql.match(/^insert into "(\w+)"/)?.[1])).toEqual([
      "bill_cases",
      "bill_case_lines",
      "bill_deadlines",
      "admin_audit_log",
    ]);
    for (const { sql, params } of sent) expect(await scans(sql, params), sql).toEqual([]);
  });

  it("fires only triggers that touch a row by its key or add one index entry", async () => {
    const tables = ["bill_cases", "bill_case_lines", "tasks", "bill_deadlines", "admin_audit_log"];
    const triggers = await env.DB.prepare(
      `select name, sql from sqlite_master where type = 'trigger' and tbl_name in (select value from json_each(?))`,
    )
      .bind(JSON.stringify(tables))
      .all<{ name: string; sql: string }>();
    const onInsert = triggers.results.filter((t) => /\bAFTER INSERT ON\b/i.test(t.sql));
    expect(onInsert.length).toBeGreaterThan(0);
    for (const trigger of onInsert) {
      const body = trigger.sql.slice(trigger.sql.search(/\bBEGIN\b/i) + 5, trigger.sql.search(/\bEND;?\s*$/i));
      const statements = body
        .split(";")
        .map((s) => s.trim())
        .filter(Boolean);
      for (const statement of statements) {
        // A trigger's `new.column` is a value: any stands in for it when planning.
        const planned = statement.replace(/\bnew\.`?\w+`?/gi, "NULL");
        expect(await scans(planned), `${trigger.name}: ${statement}`).toEqual([]);
      }
    }
  });
});
