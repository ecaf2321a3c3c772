/**
 * Loads demo data into local D1 and R2: `npm run db:seed` (or on first
 * `npm start`). Usage: tsx scripts/seed.ts [--if-empty] [--scale] [--persist-to DIR]
 * `--scale` adds the large data set of scripts/seed-scale.ts after the demo data.
 */
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
import { callHosts, emailOutbox, profiles } from "../db/schema";
import {
  DEMO_ADMIN,
  DEMO_BILL_MEMBER,
  DEMO_CALL_HOURS,
  DEMO_FAILED_EMAIL,
  DEMO_MEMBERS,
  DEMO_NEW_MEMBER,
  DEMO_NEW_MEMBER_2,
} from "../db/seed-data";
import { openLocalBindings } from "./local-bindings";
import { seedScale } from "./seed-scale";

const args = process.argv.slice(2);
const ifEmpty = args.includes("--if-empty");
const scale = args.includes("--scale");
const persistIndex = args.indexOf("--persist-to");
const persistTo = persistIndex >= 0 ? args[persistIndex + 1] : undefined;

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
    for (const member of DEMO_MEMBERS) {
      const profile = await insertProfile(db, member.profile);
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
    console.log(`Seeded 1 admin and ${DEMO_MEMBERS.length} members with requests, documents and tasks.`);
  }
  if (scale) await seedScale(bindings.DB);
} finally {
  await bindings.dispose();
}
