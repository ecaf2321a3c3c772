/**
 * A caseload-sized data set for measuring the admin console (docs/admin-scale.md):
 * 10,000 members, 30,000 requests, 20,000 documents (rows only: no R2 objects),
 * 5,000 tasks, 50,000 page views and a few hundred outbox emails. A seeded PRNG
 * makes every run produce the same rows; times count back from today (UTC).
 * Inserts go in multi-row statements under D1's 100 bound parameters each.
 */

export const SCALE = {
  members: 10_000,
  requests: 30_000,
  documents: 20_000,
  tasks: 5_000,
  pageViews: 50_000,
  outbox: 300,
};
const MAX_PARAMS = 100;
const STATEMENTS_PER_BATCH = 20;
const DAY = 86_400_000;

/** mulberry32: small, fast, and the same sequence for the same seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  "Maria",
  "James",
  "Claire",
  "Ana",
  "Luis",
  "Grace",
  "Omar",
  "Priya",
  "Chen",
  "Fatima",
  "Noah",
  "Emma",
  "Diego",
  "Sofia",
  "Kwame",
  "Hana",
  "Ivan",
  "Leah",
  "Mateo",
  "Zoe",
];
const LAST = [
  "Lopez",
  "Carter",
  "Dubois",
  "Nguyen",
  "Smith",
  "Garcia",
  "Patel",
  "Kim",
  "Okafor",
  "Rossi",
  "Cohen",
  "Silva",
  "Novak",
  "Haddad",
  "Tanaka",
  "Brown",
  "Moreau",
  "Jensen",
  "Ali",
  "Murphy",
];
const TITLES = [
  "ER bill looks too high",
  "MRI price near me",
  "Cash price for a colonoscopy",
  "Which supplemental plan fits us?",
  "Denied claim appeal",
  "Dental crown estimate",
  "Physical therapy visits",
  "Ambulance charge question",
  "Lab work billed twice",
  "Find an in-network dermatologist",
];
const WORDS = [
  "bill",
  "insurance",
  "claim",
  "estimate",
  "hospital",
  "clinic",
  "invoice",
  "referral",
  "coverage",
  "deductible",
  "copay",
  "prescription",
];
const TYPES = ["general", "bill_review", "cost_estimate"] as const;
const PRIORITIES = ["low", "normal", "high"] as const;
const STATUSES = ["pending", "in_progress", "completed"] as const;
const PATHS = ["/", "/pricing", "/prices", "/contact", "/dashboard", "/form", "/about", "/faq"];

type Row = (string | number | null)[];
type Table = { name: string; columns: string[]; rows: Row[] };

export function buildScaleData(today = new Date()): Table[] {
  const rand = prng(20_261_123);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const before = (days: number) => end - Math.floor(rand() * days * DAY);
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16)).join("");
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
  };

  const members: Row[] = [];
  const memberIds: string[] = [];
  for (let i = 1; i <= SCALE.members; i++) {
    const id = uuid();
    memberIds.push(id);
    const given = pick(FIRST);
    const family = pick(LAST);
    const n = String(i).padStart(5, "0");
    members.push([
      id,
      `scale.${n}@example.com`,
      given,
      `${given} ${family}`,
      `(305) 555-${n.slice(1)}`,
      String(10000 + Math.floor(rand() * 89999)),
      pick(["insured", "uninsured"]),
      1,
      "member",
      rand() < 0.2 ? pick(["vip", "spanish-speaking", "french", "follow-up"]) : null,
      before(730),
    ]);
  }
  const requests: Row[] = [];
  const requestIds: string[] = [];
  for (let i = 0; i < SCALE.requests; i++) {
    const id = uuid();
    requestIds.push(id);
    const created = before(365);
    requests.push([
      id,
      pick(memberIds),
      pick(TYPES),
      `${pick(TITLES)} ${i + 1}`,
      `About my ${pick(WORDS)} and ${pick(WORDS)}.`,
      pick(PRIORITIES),
      pick(STATUSES),
      created,
      created,
    ]);
  }
  const docs: Row[] = [];
  for (let i = 0; i < SCALE.documents; i++) {
    const id = uuid();
    docs.push([
      id,
      pick(memberIds),
      rand() < 0.5 ? pick(requestIds) : null,
      `${pick(WORDS)}-${i + 1}.pdf`,
      "application/pdf",
      1024 + Math.floor(rand() * 500_000),
      `scale/${id}`,
      "completed",
      before(365),
    ]);
  }
  const taskRows: Row[] = [];
  for (let i = 0; i < SCALE.tasks; i++) {
    const created = before(120);
    taskRows.push([
      uuid(),
      pick(memberIds),
      `Call about the ${pick(WORDS)} ${i + 1}`,
      rand() < 0.7 ? created + Math.floor(rand() * 30 * DAY) : null,
      pick(STATUSES),
      created,
    ]);
  }
  // Page views arrive counted (the page-view queue's consumer): per day and location, and per day.
  const viewCounts = new Map<string, number>();
  for (let i = 0; i < SCALE.pageViews; i++) {
    const key = `${new Date(before(60)).toISOString().slice(0, 10)} ${pick(PATHS)}`;
    viewCounts.set(key, (viewCounts.get(key) ?? 0) + 1);
  }
  const views: Row[] = [];
  const dayTotals = new Map<string, number>();
  for (const [key, n] of viewCounts) {
    const [day, path] = key.split(" ");
    views.push([day, path, "", n]);
    dayTotals.set(day, (dayTotals.get(day) ?? 0) + n);
  }
  const viewDays: Row[] = [...dayTotals].map(([day, n]) => [day, n]);
  const outbox: Row[] = [];
  for (let i = 0; i < SCALE.outbox; i++) {
    const status = pick(["sent", "sent", "failed", "pending"] as const);
    const created = before(30);
    outbox.push([
      uuid(),
      "admin_email",
      `scale.${String(1 + Math.floor(rand() * SCALE.members)).padStart(5, "0")}@example.com`,
      "support@carefinder.example",
      `Update on your request ${i + 1}`,
      "Hello,\n\nAn update on your request.",
      status,
      status === "failed" ? 5 : status === "sent" ? 1 : 0,
      status === "failed" ? "Relay refused the message (550)" : null,
      created,
      created,
    ]);
  }
  return [
    {
      name: "profiles",
      columns: [
        "id",
        "email",
        "given_name",
        "full_name",
        "phone_number",
        "zip_code",
        "insurance_status",
        "onboarding_completed",
        "role",
        "user_tags",
        "created_at",
      ],
      rows: members,
    },
    {
      name: "help_requests",
      columns: [
        "id",
        "user_id",
        "request_type",
        "title",
        "description",
        "priority",
        "status",
        "created_at",
        "updated_at",
      ],
      rows: requests,
    },
    {
      name: "documents",
      columns: [
        "id",
        "user_id",
        "request_id",
        "filename",
        "file_type",
        "file_size",
        "r2_key",
        "upload_status",
        "created_at",
      ],
      rows: docs,
    },
    { name: "tasks", columns: ["id", "user_id", "task_text", "due_date", "status", "created_at"], rows: taskRows },
    { name: "page_view_counts", columns: ["day", "path", "query", "views"], rows: views },
    { name: "page_view_daily", columns: ["day", "views"], rows: viewDays },
    {
      name: "email_outbox",
      columns: [
        "id",
        "kind",
        "to_address",
        "from_address",
        "subject",
        "text_body",
        "status",
        "attempts",
        "last_error",
        "next_attempt_at",
        "created_at",
      ],
      rows: outbox,
    },
  ];
}

/**
 * Writes the data set. Ids are deterministic and inserts are `or ignore`, so a
 * run that stopped half-way is completed by running it again.
 */
export async function seedScale(d1: D1Database, log: (line: string) => void = console.log): Promise<void> {
  const tables = buildScaleData();
  const last = tables.at(-1)!;
  const done = await d1
    .prepare(`select 1 as present from ${last.name} where id = ?`)
    .bind(last.rows.at(-1)![0])
    .first();
  if (done) {
    log("Scaled data already present; skipped.");
    return;
  }
  for (const table of tables) {
    const started = Date.now();
    const perStatement = Math.floor(MAX_PARAMS / table.columns.length);
    const tuple = `(${table.columns.map(() => "?").join(", ")})`;
    const perBatch = perStatement * STATEMENTS_PER_BATCH;
    // Statements are prepared batch by batch: the local D1 proxy does not cope with thousands at once.
    for (let at = 0; at < table.rows.length; at += perBatch) {
      const statements: D1PreparedStatement[] = [];
      for (let i = at; i < Math.min(at + perBatch, table.rows.length); i += perStatement) {
        const chunk = table.rows.slice(i, Math.min(i + perStatement, at + perBatch));
        const sql = `insert or ignore into ${table.name} (${table.columns.join(", ")}) values ${chunk.map(() => tuple).join(", ")}`;
        statements.push(d1.prepare(sql).bind(...chunk.flat()));
      }
      await d1.batch(statements);
    }
    log(`  ${table.name}: ${table.rows.length} rows (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  log("Scaled data loaded.");
}
