import { Hono } from "hono";
import * as v from "valibot";
import { listBillCasesForAdmin, replaceBillLines, updateBillCase } from "../../app/.server/bills/admin.server";
import { checkBill, getBillCase, listMemberBillCases } from "../../app/.server/bills/cases.server";
import { charityHospital, screenHousehold } from "../../app/.server/bills/charity.server";
import { getEstimates, saveEstimates } from "../../app/.server/bills/estimates.server";
import { searchHospitals } from "../../app/.server/bills/hospital.server";
import { saveCoverageAnswers } from "../../app/.server/coverage/saved-answers.server";
import { whoMayPay } from "../../app/.server/coverage/who-may-pay.server";
import { coverageScreenSchema } from "../../app/domain/coverage";
import { billCaseUpdateSchema, billLinesSchema, checkBillSchema, estimatesSchema } from "../../app/domain/bills";
import { charityScreenSchema } from "../../app/domain/charity-screen";
import { requireApiAdmin, requireApiInWrite, requireApiUser, type AuthedApiEnv } from "./auth";
import { valid } from "./validate";

const hospitalQuery = v.object({ q: v.pipe(v.optional(v.string(), ""), v.maxLength(100)) });

/**
 * /api/bills (docs/product.md#bill-check): the same services as the pages. A member reaches only
 * their own cases (someone else's id is a 404); an admin reads any, and alone edits lines and outcomes.
 */
export const billRoutes = new Hono<AuthedApiEnv>()
  // Checking a bill checks the session inside its one write batch (checkBill): no lookup before it.
  // Registered before the guard below, which it therefore never reaches.
  .post("/", requireApiInWrite("user"), valid("json", checkBillSchema), async (c) =>
    c.json(await checkBill(c.var.server, { request: c.req.raw, need: "user" }, c.req.valid("json")), 201),
  )
  .use("*", requireApiUser)
  .get("/", async (c) =>
    c.json(
      c.var.user.role === "admin"
        ? await listBillCasesForAdmin(c.var.server)
        : await listMemberBillCases(c.var.server, c.var.user.id),
    ),
  )
  .get("/hospitals", valid("query", hospitalQuery), async (c) => {
    const found = await searchHospitals(c.var.server, c.req.valid("query").q);
    return c.json(found.map(({ ccn, name, city, state }) => ({ ccn, name, city, state })));
  })
  .get("/:id", async (c) => c.json(await getBillCase(c.var.server, c.var.user, c.req.param("id"))))
  .get("/:id/estimates", async (c) => c.json(await getEstimates(c.var.server, c.var.user, c.req.param("id"))))
  .put("/:id/estimates", valid("json", estimatesSchema), async (c) =>
    c.json(await saveEstimates(c.var.server, c.var.user, c.req.param("id"), c.req.valid("json"))),
  )
  .get("/:id/charity", valid("query", charityScreenSchema), async (c) => {
    const hospital = await charityHospital(c.var.server, c.var.user, c.req.param("id"));
    return c.json({ hospital, screen: screenHousehold(c.req.valid("query")) });
  })
  // Who else may pay (docs/product.md#who-else-may-pay): the answers come as a query or, kept out of addresses and
  // logs, as a JSON body; either way nothing is stored.
  .get("/:id/coverage", valid("query", coverageScreenSchema), async (c) =>
    c.json(await whoMayPay(c.var.server, c.var.user, c.req.param("id"), c.req.valid("query"))),
  )
  .post("/:id/coverage", valid("json", coverageScreenSchema), async (c) =>
    c.json(await whoMayPay(c.var.server, c.var.user, c.req.param("id"), c.req.valid("json"))),
  )
  // Keeps the member's answers and sets the Medicaid and state-law reminders (the case page's "Remind me").
  .put("/:id/coverage", valid("json", coverageScreenSchema), async (c) =>
    c.json(await saveCoverageAnswers(c.var.server, c.var.user, c.req.param("id"), c.req.valid("json"))),
  )
  .patch("/:id", requireApiAdmin, valid("json", billCaseUpdateSchema), async (c) => {
    await updateBillCase(c.var.server, c.var.user, c.req.param("id"), c.req.valid("json"));
    return c.json(await getBillCase(c.var.server, c.var.user, c.req.param("id")));
  })
  .put("/:id/lines", requireApiAdmin, valid("json", billLinesSchema), async (c) => {
    await replaceBillLines(c.var.server, c.var.user, c.req.param("id"), c.req.valid("json"));
    return c.json(await getBillCase(c.var.server, c.var.user, c.req.param("id")));
  });
