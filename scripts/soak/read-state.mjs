// Reading what the soak left behind, through the same tools a developer
// would use: R2 and the sent mail through wrangler dev's local explorer API
// (while the server runs), D1 through `wrangler d1 execute --local --json`
// on the soak's own state folder (after it stops).
import { spawnSync } from "node:child_process";
import { URLSearchParams } from "node:url";

const EXPLORER = "/cdn-cgi/local/explorer/api";

async function explorerPages(base, path, params = {}) {
  const items = [];
  let cursor;
  do {
    const query = new URLSearchParams({ ...params, ...(cursor ? { cursor } : {}) });
    const res = await fetch(`${base}${EXPLORER}${path}?${query}`);
    if (!res.ok) throw new Error(`soak: the local explorer answered HTTP ${res.status} for ${path}`);
    const page = await res.json();
    items.push(...page.result);
    cursor = page.result_info?.cursor;
  } while (cursor);
  return items;
}

/** Every object key in the documents bucket. */
export async function listR2Keys(base, bucket = "care-finder-documents") {
  return (await explorerPages(base, `/r2/buckets/${bucket}/objects`, { per_page: "1000" })).map((object) => object.key);
}

/** Every message the send_email binding was handed: { to: [..], subject }. */
export async function listSentEmails(base) {
  return explorerPages(base, "/local/email/sending", { per_page: "100" });
}

/** Runs read-only statements against the local D1 in `persistTo`; answers one row list per statement. */
export function queryD1(persistTo, statements) {
  const result = spawnSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      persistTo,
      "--json",
      "--command",
      statements.join(";\n"),
    ],
    { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`soak: wrangler d1 execute failed:\n${result.stderr || result.stdout}`);
  const answers = JSON.parse(result.stdout);
  if (answers.length !== statements.length)
    throw new Error(`soak: expected ${statements.length} results from D1, got ${answers.length}`);
  return answers.map((answer) => answer.results);
}

/** The rows the checks need, in one wrangler call. `runId` marks the soak's own members. */
export function readD1(persistTo, runId) {
  const members = `(SELECT id FROM profiles WHERE email LIKE 'soak-${runId}-%')`;
  const [documents, requests, statusEvents, messages, outbox, reminders, profiles, payments, webhookEvents] = queryD1(
    persistTo,
    [
      "SELECT id, user_id, filename, r2_key FROM documents",
      `SELECT id, user_id, title FROM help_requests WHERE user_id IN ${members}`,
      `SELECT request_id, status FROM request_status_events WHERE request_id IN (SELECT id FROM help_requests WHERE user_id IN ${members})`,
      `SELECT id, request_id, body FROM request_messages WHERE request_id IN (SELECT id FROM help_requests WHERE user_id IN ${members})`,
      "SELECT id, kind, to_address, subject, status, attempts, dedupe_key, attachments FROM email_outbox",
      "SELECT task_id, outbox_id FROM task_reminders",
      `SELECT id, email, current_plan, plan_status FROM profiles WHERE id IN ${members}`,
      `SELECT stripe_session_id, user_id, status FROM payments WHERE user_id IN ${members}`,
      "SELECT id FROM processed_webhook_events",
    ],
  );
  return { documents, requests, statusEvents, messages, outbox, reminders, profiles, payments, webhookEvents };
}
