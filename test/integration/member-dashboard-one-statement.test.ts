/**
 * The dashboard's eight member reads travel as ONE statement returning JSON (reads-as-one.server.ts):
 * what it gives must be exactly what the eight statements give when read apart (the same rows, the same
 * order, timestamps as the same Dates, counts as numbers), for a member with nothing and one with much.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { insuranceEnrollments, memberMessages, payments } from "../../db/schema";
import { CONCIERGE_PLANS } from "../../app/data/plans";
import { liveSessionValuesOf } from "../../app/.server/auth/session.server";
import { createServerContext } from "../../app/.server/context.server";
import {
  readMemberWork,
  sessionHolderBillCases,
  sessionHolderBillDeadlines,
  sessionHolderBillTotals,
  sessionHolderDashboard,
  sessionHolderDocuments,
  sessionHolderEnrollment,
  sessionHolderPayments,
  sessionHolderRequests,
  sessionHolderUnreadMessages,
} from "../../app/.server/dashboard/member-dashboard.server";
import { readTogether } from "../../app/.server/read-together.server";
import { addDays, todayUtc } from "../../app/domain/bill-rules";
import { insertBillCase, insertDocument, insertHelpRequest, insertProfile } from "../support/factories";
import { cookieFor } from "../support/auth-helpers";
import { countingEnv } from "../support/worker-call";

const apart = [
  sessionHolderRequests,
  sessionHolderDocuments,
  sessionHolderPayments,
  sessionHolderEnrollment,
  sessionHolderBillCases,
  sessionHolderBillDeadlines,
  sessionHolderBillTotals,
  sessionHolderUnreadMessages,
];

async function bothWays(memberId: string) {
  const request = new Request("https://app.test/dashboard", { headers: { Cookie: await cookieFor(memberId) } });
  const server = createServerContext(env);
  const session = await liveSessionValuesOf(request, server);
  if (!session) throw new Error("no session");
  const separately = await Promise.all(apart.map((read) => readTogether(server, read(), session)));
  const counted = countingEnv();
  const asOne = await readTogether(createServerContext(counted.env), sessionHolderDashboard(), session);
  return { separately, asOne, trips: counted.roundTrips, request };
}

describe("the member dashboard's reads as one statement", () => {
  it("a member with nothing: the same empty lists, no totals row, zero unread", async () => {
    const member = await insertProfile(createServerContext(env).db);
    const { separately, asOne, trips } = await bothWays(member.id);
    expect(asOne).toEqual(separately);
    expect(asOne.slice(0, 6)).toEqual([[], [], [], [], [], []]);
    expect(asOne[7]).toEqual([{ n: 0 }]);
    // One statement, not a batch.
    expect(trips).toHaveLength(1);
    expect(trips[0]).not.toMatch(/^batch: /);
  });

  it("a member with much: every row in the same order, with the same Dates and numbers", async () => {
    const db = createServerContext(env).db;
    const member = await insertProfile(db);
    const other = await insertProfile(db);
    const soon = addDays(todayUtc(), 30);
    for (let i = 0; i < 7; i++) {
      const request = await insertHelpRequest(db, member.id, { title: `Request ${i}` });
      await insertDocument(db, env.DOCUMENTS, member.id, { filename: `bill-${i}.txt`, requestId: request.id });
      await insertBillCase(db, member.id, {
        hospitalName: `Case ${i} Hospital`,
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
        ...(i % 2 ? { status: "resolved", billedCents: 266_000, finalAmountCents: 150_000 + i } : {}),
        deadlines: [
          { kind: "itemized_bill", dueDate: addDays(todayUtc(), -3) },
          { kind: "assistance_window", dueDate: soon },
        ],
      });
    }
    await insertHelpRequest(db, other.id, { title: "Someone else's" });
    await db.insert(payments).values([
      {
        userId: member.id,
        stripeSessionId: `cs_test_a_${member.id}`,
        planName: CONCIERGE_PLANS[0].name,
        planType: "one_time",
        amountCents: 3900,
        status: "paid",
        refundedCents: 3900,
        refundedAt: new Date(Date.UTC(2026, 5, 2, 10, 30)),
      },
      {
        userId: member.id,
        stripeSessionId: `cs_test_b_${member.id}`,
        planName: CONCIERGE_PLANS[0].name,
        planType: "one_time",
        amountCents: 3900,
        status: "paid",
        receiptUrl: "https://pay.stripe.test/receipt",
      },
    ]);
    await db.insert(insuranceEnrollments).values({ userId: member.id, enrolledAt: new Date(Date.UTC(2026, 3, 1)) });
    await db.insert(memberMessages).values([
      { userId: member.id, authorId: null, body: "A reply" },
      { userId: member.id, authorId: null, body: "Another reply" },
      { userId: member.id, authorId: null, body: "Read already", readAt: new Date() },
      { userId: member.id, authorId: member.id, body: "The member's own" },
    ]);

    const { separately, asOne, request } = await bothWays(member.id);
    expect(asOne).toEqual(separately);
    const [requests, documents, paid, enrolled, cases, , [totals], [unread]] = asOne;
    expect(requests).toHaveLength(7);
    expect(requests[0].createdAt).toBeInstanceOf(Date);
    expect(documents).toHaveLength(7);
    expect(paid).toHaveLength(2);
    expect(paid.some((p) => p.refundedAt instanceof Date)).toBe(true);
    expect(enrolled[0].enrolledAt).toEqual(new Date(Date.UTC(2026, 3, 1)));
    expect(cases.length).toBeGreaterThan(0);
    expect(totals).toBeDefined();
    expect(unread).toEqual({ n: 2 });
    // And the page's rows from them: the views as the dashboard shows them.
    const work = await readMemberWork(createServerContext(env), request);
    expect(work.requests.map((r) => r.title)).not.toContain("Someone else's");
    expect(work.messagesUnread).toBe(2);
    expect(work.offer.enrolled).toBe(true);
  });
});
