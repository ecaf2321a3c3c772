/**
 * `/api/bills` validation refusals carry the refusal's `code` (and `values`) beside the English `error` and the
 * per-field `details` they always had (docs/decisions/0066-refusal-codes-at-the-throw.md): nothing renamed.
 */
import { describe, expect, it } from "vitest";
import { BILL_MESSAGES } from "../../app/domain/bills";
import { call, signedInMember } from "../support/auth-helpers";

const bill = (overrides: Record<string, unknown>) => ({
  ccn: "360107",
  service_date: "2026-03-01",
  coverage: "self_pay",
  lines: [{ code: "70450", billed_amount: "2500" }],
  ...overrides,
});

describe("POST /api/bills refusals by code", () => {
  it("answers a bad amount with its code beside its English words and the field's message", async () => {
    const { cookie } = await signedInMember();
    const res = await call("/api/bills", {
      method: "POST",
      cookie,
      json: bill({ lines: [{ code: "70450", billed_amount: "lots" }] }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.error).toBe(BILL_MESSAGES.amountInvalid);
    expect(body.code).toBe("billAmountInvalid");
    expect(Object.values(body.details as object)).toContain(BILL_MESSAGES.amountInvalid);
  });

  it("answers a service date in the future with its own code", async () => {
    const { cookie } = await signedInMember();
    const res = await call("/api/bills", { method: "POST", cookie, json: bill({ service_date: "2999-01-01" }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: BILL_MESSAGES.dateFuture, code: "billDateFuture" });
  });

  it("answers a list longer than the route takes with the door's code", async () => {
    const { cookie } = await signedInMember();
    const lines = Array.from({ length: 101 }, () => ({ code: "70450", billed_amount: "1" }));
    const res = await call("/api/bills", { method: "POST", cookie, json: bill({ lines }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "apiTooManyRows" });
  });
});
