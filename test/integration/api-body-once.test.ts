import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, todayUtc } from "../../app/domain/bill-rules";
import { FORM_BODY_BYTES } from "../../app/.server/forms/form-limits.server";
import { MEMBER_REFUSAL_ENGLISH } from "../../app/domain/refusal-catalog";
import { signedInMember } from "../support/auth-helpers";
import { callWorker } from "../support/worker-call";

// A JSON body on /api is read and parsed once (worker/api/validate.ts): the value the door's limits checked is
// the one the schema checks. The door's refusals are unchanged: too large, not JSON, a key the schema never names.

/** A 50-line bill, as the bench sends it. */
const bill = () =>
  JSON.stringify({
    ccn: "360107",
    service_date: addDays(todayUtc(), -10),
    coverage: "self_pay",
    lines: Array.from({ length: 50 }, (_, i) => ({
      code: ["70450", "85025", "99284", "80053", "71046"][i % 5],
      billed_amount: String(100 + (i % 7) * 25),
    })),
  });

const post = (cookie: string, body: string, headers: Record<string, string> = {}) =>
  callWorker("https://app.test/api/bills", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json", ...headers },
    body,
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a JSON body on /api", () => {
  it("is parsed once on its way to the bill check, which still answers the checked case", async () => {
    const { cookie } = await signedInMember();
    const body = bill();
    const parse = vi.spyOn(JSON, "parse");
    const res = await post(cookie, body);
    const parsedBody = parse.mock.calls.filter(([text]) => text === body).length;
    parse.mockRestore();
    expect(res.status).toBe(201);
    expect(parsedBody).toBe(1);
    const view = JSON.parse(res.body) as { lines: unknown[]; ccn: string };
    expect(view.ccn).toBe("360107");
    expect(view.lines).toHaveLength(50);
  });

  it("is still refused as too large, as not JSON, and for a key the schema never names, in the same words", async () => {
    const { cookie } = await signedInMember();
    const tooLarge = await post(cookie, bill(), { "Content-Length": String(FORM_BODY_BYTES + 1) });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toMatchObject({ code: "apiTooLarge" });
    const notJson = await post(cookie, "{ not json");
    expect(notJson.status).toBe(400);
    expect(JSON.parse(notJson.body)).toMatchObject({ error: MEMBER_REFUSAL_ENGLISH.notJson, code: "notJson" });
    const stranger = await post(cookie, JSON.stringify({ ...JSON.parse(bill()), stranger: 1 }));
    expect(stranger.status).toBe(400);
    const invalid = await post(cookie, JSON.stringify({ ...JSON.parse(bill()), ccn: "" }));
    expect(invalid.status).toBe(400);
    expect(JSON.parse(invalid.body)).toHaveProperty("details");
  });
});
