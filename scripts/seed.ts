/**
 * Loads demo data into local D1 and R2: `npm run db:seed` (or on first
 * `npm start`). Usage: tsx scripts/seed.ts [--if-empty] [--scale] [--persist-to DIR] [--stripe-port N]
 * `--scale` adds the large data set of scripts/seed-scale.ts after the demo data.
 * The demo members' payments are written to the Stripe stand-in's state file beside D1 as well
 * (scripts/seed-payments.ts), unless .dev.vars holds real Stripe keys.
 */
import { existsSync, readFileSync } from "node:fs";
import { count } from "drizzle-orm";
import { database } from "../db";
import {
  insertAdmin,
  insertBillCase,
  insertDocument,
  insertHelpRequest,
  insertProfile,
  insertTask,
} from "../test/support/factories";
import { adminInvitations, callHosts, emailOutbox, profiles } from "../db/schema";
import { newInvitation } from "../app/.server/auth/passkeys/invitations.server";
import {
  DEMO_ADMIN,
  DEMO_BILL_MEMBER,
  DEMO_CALL_HOURS,
  DEMO_FAILED_EMAIL,
  DEMO_MEMBERS,
  DEMO_NEW_MEMBER,
  DEMO_NEW_MEMBER_2,
  DEMO_RETURNING_MEMBER,
} from "../db/seed-data";
import { openLocalBindings } from "./local-bindings";
import { seedPaymentHistory } from "./seed-payments";
import { seedScale } from "./seed-scale";
import { servicesNeedingStandIns } from "./stand-ins/start.mjs";

const args = process.argv.slice(2);
const ifEmpty = args.includes("--if-empty");
const scale = args.includes("--scale");
const persistIndex = args.indexOf("--persist-to");
const persistTo = persistIndex >= 0 ? args[persistIndex + 1] : undefined;
// Where the Stripe stand-in will serve the seeded receipts: npm start's port unless told.
const stripePortIndex = args.indexOf("--stripe-port");
const stripeOrigin = `http://127.0.0.1:${stripePortIndex >= 0 ? args[stripePortIndex + 1] : "8790"}`;

/** Real Stripe keys in .dev.vars: `npm start` uses real Stripe, where the stand-in's history means nothing. */
function usesRealStripe(): boolean {
  if (persistTo || !existsSync(".dev.vars")) return false;
  const vars = Object.fromEntries(
    readFileSync(".dev.vars", "utf8")
      .split("\n")
      .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim()))
      .filter((match) => match !== null)
      .map(([, key, value]) => [key, value.replace(/^"(.*)"$/, "$1")]),
  );
  return !servicesNeedingStandIns(vars).stripe;
}

const bindings = await openLocalBindings(persistTo);
try {
  const db = database(bindings.DB);
  const [{ value: existing }] = await db.select({ value: count() }).from(profiles);
  if (existing > 0) {
    console.log(
      ifEmpty
        ? `Local data already present (${existing} profiles); seed skipped.`
        : `Local data already present (${existing} profiles). Delete .wrangler/state to start over.`,
    );
  } else {
    const admin = await insertAdmin(db, DEMO_ADMIN);
    await db.insert(callHosts).values({ adminId: admin.id, ...DEMO_CALL_HOURS });
    const members = new Map<string, { id: string; email: string; fullName: string | null }>();
    for (const member of DEMO_MEMBERS) {
      const profile = await insertProfile(db, member.profile);
      members.set(profile.email, profile);
      const requests = [];
      for (const request of member.requests) requests.push(await insertHelpRequest(db, profile.id, request));
      for (const doc of member.documents) {
        await insertDocument(db, bindings.DOCUMENTS, profile.id, { ...doc, requestId: requests[0]?.id });
      }
      for (const task of member.tasks) {
        await insertTask(db, profile.id, {
          taskText: task.taskText,
          createdBy: admin.id,
          dueDate: task.dueInHours === null ? null : new Date(Date.now() + task.dueInHours * 3_600_000),
        });
      }
    }
    // One email the relay refused, so the admin Outbox tab has something to retry.
    await db
      .insert(emailOutbox)
      .values({ ...DEMO_FAILED_EMAIL, toAddress: DEMO_MEMBERS[1].profile.email, relatedUserId: null });
    await insertProfile(db, DEMO_NEW_MEMBER);
    await insertProfile(db, DEMO_NEW_MEMBER_2);
    const billMember = await insertProfile(db, DEMO_BILL_MEMBER.profile);
    await insertBillCase(db, billMember.id, DEMO_BILL_MEMBER.billCase);
    const returning = await insertProfile(db, DEMO_RETURNING_MEMBER);
    members.set(returning.email, returning);
    console.log(`Seeded 1 admin and ${DEMO_MEMBERS.length} members with requests, documents and tasks.`);
    if (usesRealStripe()) console.log("Real Stripe keys in .dev.vars: no payment history seeded.");
    else {
      await seedPaymentHistory(db, persistTo, members, stripeOrigin);
      console.log("Seeded the demo payment history in D1 and in the Stripe stand-in (beside D1).");
    }
    // The demo admin's first passkey needs an enrollment code, as every admin's does (ADR 0049).
    const invitation = await newInvitation(admin.email);
    await db.insert(adminInvitations).values(invitation.row);
    console.log(
      `Enrollment code for ${admin.email}'s first passkey (once, 24 h): ${invitation.code}; later: npm run admin:invite -- ${admin.email}`,
    );
  }
  if (scale) await seedScale(bindings.DB);
} finally {
  await bindings.dispose();
}
