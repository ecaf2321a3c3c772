/**
 * Test-data factories shared by the demo seed (scripts/seed.ts) and the tests.
 * Each `insert*` writes one row through drizzle and returns it.
 */
import type { Database } from "../../db";
import {
  billCases,
  billDeadlines,
  documents,
  helpRequests,
  profiles,
  tasks,
  type DocumentRecord,
  type HelpRequest,
  type NewProfile,
  type Profile,
  type Task,
} from "../../db/schema";

let sequence = 0;
const next = () => ++sequence;

export function buildMember(overrides: Partial<NewProfile> = {}): NewProfile {
  const n = next();
  const email = overrides.email ?? `member${n}.${crypto.randomUUID().slice(0, 8)}@example.com`;
  return {
    email,
    givenName: "Alex",
    fullName: `Alex Member ${n}`,
    phoneNumber: "(305) 555-0100",
    zipCode: "33101",
    dateOfBirth: "1987-04-12",
    insuranceStatus: "insured",
    insuranceProvider: "Blue Cross",
    memberId: `XJH${100000 + n}`,
    serviceNeeded: "Cost estimate for an MRI",
    onboardingCompleted: true,
    role: "member",
    ...overrides,
  };
}

export async function insertProfile(db: Database, overrides: Partial<NewProfile> = {}): Promise<Profile> {
  const [row] = await db.insert(profiles).values(buildMember(overrides)).returning();
  return row;
}

export async function insertAdmin(db: Database, overrides: Partial<NewProfile> = {}): Promise<Profile> {
  return insertProfile(db, { role: "admin", givenName: "Sam", fullName: "Sam Admin", ...overrides });
}

export async function insertHelpRequest(
  db: Database,
  userId: string,
  overrides: Partial<typeof helpRequests.$inferInsert> = {},
): Promise<HelpRequest> {
  const [row] = await db
    .insert(helpRequests)
    .values({
      userId,
      title: "Question about my bill",
      description: "I was charged twice for the same visit.",
      ...overrides,
    })
    .returning();
  return row;
}

export async function insertTask(
  db: Database,
  userId: string,
  overrides: Partial<typeof tasks.$inferInsert> = {},
): Promise<Task> {
  const [row] = await db
    .insert(tasks)
    .values({ userId, taskText: "Call the member back about their bill", ...overrides })
    .returning();
  return row;
}

/** A document row and its R2 object, written together like an upload. */
export async function insertDocument(
  db: Database,
  bucket: R2Bucket,
  userId: string,
  {
    filename = "bill.txt",
    fileType = "text/plain",
    body = "Itemized bill\nMRI knee: $2,012.00\n",
    ...overrides
  }: Partial<typeof documents.$inferInsert> & { body?: string | Uint8Array } = {},
): Promise<DocumentRecord> {
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  const r2Key = overrides.r2Key ?? `documents/${userId}/${crypto.randomUUID()}`;
  await bucket.put(r2Key, bytes, { httpMetadata: { contentType: fileType } });
  const [row] = await db
    .insert(documents)
    .values({ userId, filename, fileType, fileSize: bytes.byteLength, r2Key, ...overrides })
    .returning();
  return row;
}

/** A checked bill case (Bellevue Hospital, OH, by default) with the deadlines given, written together. */
export async function insertBillCase(
  db: Database,
  userId: string,
  {
    deadlines = [],
    ...overrides
  }: Partial<typeof billCases.$inferInsert> & {
    deadlines?: Pick<typeof billDeadlines.$inferInsert, "kind" | "dueDate">[];
  } = {},
) {
  const id = overrides.id ?? crypto.randomUUID();
  const [[row]] = await db.batch([
    db
      .insert(billCases)
      .values({
        id,
        userId,
        ccn: "360107",
        hospitalName: "Bellevue Hospital",
        hospitalCity: "Bellevue",
        hospitalState: "OH",
        serviceDate: "2026-10-01",
        coverage: "self_pay",
        billedCents: 266_000,
        postedTotalCents: 87_700,
        postedLines: 2,
        countedLines: 2,
        possibleSavingCents: 180_200,
        ...overrides,
      })
      .returning(),
    ...deadlines.map((d) => db.insert(billDeadlines).values({ caseId: id, remindAt: new Date(), ...d })),
  ]);
  return row;
}
