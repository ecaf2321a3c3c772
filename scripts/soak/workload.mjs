// What the members, the admin and the cron do during the soak, and the
// ledger of what the client saw succeed (or could not tell: no answer or a
// 5xx), which the checks compare the data against.
import { Buffer } from "node:buffer";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0d5d9a20000000049454e44ae426082",
  "hex",
);
const CRON = "/__scheduled?cron=*%2F5+*+*+*+*";

const ok = (status) => status >= 200 && status < 300;
const unknown = (status) => status === 0 || status >= 500;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pickFrom = (list, random) => list[Math.floor(random() * list.length)];

export function createLedger() {
  return {
    /** document id → { userId, filename, deleted: boolean, deleteUnknown: boolean } */
    documents: new Map(),
    /** filenames whose upload outcome the client could not tell */
    uploadsUnknown: new Set(),
    requests: new Map(), // id → { userId, title }
    requestsUnknown: new Set(), // titles
    messages: new Map(), // id → { requestId, body }
    messagesUnknown: new Set(), // bodies
    emails: new Map(), // outbox id → { subject, to, attachments }
    emailsUnknown: new Set(), // subjects
    tasks: new Map(), // task id → { text }
    tasksUnknown: new Set(), // texts
    cronRuns: 0,
  };
}

/** One member's loop until `deadline`: upload, delete (sometimes twice at once), open a request, write on one. */
export async function memberLoop({ call, member, ledger, runId, deadline, random }) {
  const mine = { documents: [], requests: [] };
  let n = 0;
  while (Date.now() < deadline) {
    n += 1;
    const roll = random();
    if (roll < 0.35 || (roll < 0.55 && mine.documents.length === 0)) {
      const png = random() < 0.3;
      const filename = `soak-${runId}-${member.index}-${n}.${png ? "png" : "pdf"}`;
      const bytes = png ? PNG : PDF;
      const requestId = mine.requests.length && random() < 0.3 ? pickFrom(mine.requests, random) : null;
      const res = await call("upload document", "POST", "/api/upload-document", {
        cookie: member.cookie,
        json: {
          filename,
          file_type: png ? "image/png" : "application/pdf",
          file_size: bytes.length,
          file_data: bytes.toString("base64"),
          request_id: requestId,
        },
      });
      if (ok(res.status)) {
        ledger.documents.set(res.body.id, { userId: member.id, filename, deleted: false, deleteUnknown: false });
        mine.documents.push(res.body.id);
      } else if (unknown(res.status)) ledger.uploadsUnknown.add(filename);
    } else if (roll < 0.55) {
      const id = mine.documents.splice(Math.floor(random() * mine.documents.length), 1)[0];
      // Now and then the same delete twice at once (a double click): exactly one may win.
      const twice = random() < 0.2;
      const answers = await Promise.all(
        Array.from({ length: twice ? 2 : 1 }, () =>
          call("delete document", "DELETE", `/api/upload-document/${id}`, { cookie: member.cookie }),
        ),
      );
      const doc = ledger.documents.get(id);
      if (answers.some((a) => ok(a.status))) doc.deleted = true;
      else if (answers.some((a) => unknown(a.status))) doc.deleteUnknown = true;
      else mine.documents.push(id); // refused (e.g. 429): still there
    } else if (roll < 0.75 || mine.requests.length === 0) {
      const title = `soak ${runId} request ${member.index}-${n}`;
      const res = await call("open request", "POST", "/api/user-requests", {
        cookie: member.cookie,
        json: {
          title,
          description: "Opened by the concurrency soak.",
          request_type: "general",
          priority: random() < 0.5 ? "normal" : "high",
        },
      });
      if (ok(res.status)) {
        ledger.requests.set(res.body.id, { userId: member.id, title });
        mine.requests.push(res.body.id);
      } else if (unknown(res.status)) ledger.requestsUnknown.add(title);
    } else {
      const requestId = pickFrom(mine.requests, random);
      const body = `soak ${runId} message ${member.index}-${n}`;
      const res = await call("write message", "POST", `/api/user-requests/${requestId}/messages`, {
        cookie: member.cookie,
        json: { body },
      });
      if (ok(res.status)) ledger.messages.set(res.body.id, { requestId, body });
      else if (unknown(res.status)) ledger.messagesUnknown.add(body);
    }
    await sleep(50 + random() * 200);
  }
}

/** The admin, meanwhile: emails members (some with an attachment) and adds tasks already due, so reminders queue. */
export async function adminLoop({ call, cookie, members, ledger, runId, tab = 0, deadline, random }) {
  let n = 0;
  while (Date.now() < deadline) {
    n += 1;
    const member = pickFrom(members, random);
    if (n % 2) {
      const subject = `soak ${runId} email ${tab}-${n}`;
      const attachments =
        random() < 0.3
          ? [
              {
                filename: `note-${tab}-${n}.pdf`,
                type: "application/pdf",
                content: PDF.toString("base64"),
                size: PDF.length,
              },
            ]
          : [];
      const res = await call("admin email", "POST", `/api/admin/users/${member.id}/send-email`, {
        cookie,
        json: { subject, message: "Sent by the concurrency soak.", attachments },
      });
      if (ok(res.status))
        ledger.emails.set(res.body.id, { subject, to: member.email, attachments: attachments.length });
      else if (unknown(res.status)) ledger.emailsUnknown.add(subject);
    } else {
      const text = `soak ${runId} task ${tab}-${n}`;
      const res = await call("admin task", "POST", `/api/admin/users/${member.id}/tasks`, {
        cookie,
        json: { task_text: text, due_date: new Date(Date.now() - 1000).toISOString() },
      });
      if (ok(res.status)) ledger.tasks.set(res.body.task.id, { text });
      else if (unknown(res.status)) ledger.tasksUnknown.add(text);
    }
    await sleep(300 + random() * 600);
  }
}

/** Cron triggers that overlap: `overlap` at once, again and again, through wrangler dev's /__scheduled. */
export async function cronLoop({ call, ledger, deadline, overlap = 3, random }) {
  while (Date.now() < deadline) {
    await Promise.all(Array.from({ length: overlap }, () => call("cron run", "GET", CRON)));
    ledger.cronRuns += overlap;
    await sleep(500 + random() * 1500);
  }
}

/** After the load: cron runs one at a time until the outbox has nothing left to send. */
export async function drainOutbox(call, sentCount, { maxRuns = 40 } = {}) {
  let last = -1;
  let stable = 0;
  for (let run = 0; run < maxRuns && stable < 2; run++) {
    await call("cron run (drain)", "GET", CRON);
    const now = await sentCount();
    stable = now === last ? stable + 1 : 0;
    last = now;
  }
}
