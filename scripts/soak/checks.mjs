// The invariants the soak holds the data to. Each answers a count (0 = held)
// and a few examples, so a failure says where to look.

const countBy = (items, key) =>
  items.reduce((map, item) => map.set(key(item), (map.get(key(item)) ?? 0) + 1), new Map());
const examples = (list) => list.slice(0, 3);
const finding = (list) => ({ count: list.length, examples: examples(list) });

/** Documents: nothing lost or duplicated; R2 objects and D1 records agree both ways. */
export function checkDocuments(ledger, rows, r2Keys, memberIds) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const seen = [...ledger.documents].filter(([, doc]) => !doc.deleted && !doc.deleteUnknown);
  const lost = seen.filter(([id]) => !byId.has(id)).map(([id]) => `upload ${id} answered 201, no record`);
  const undeleted = [...ledger.documents]
    .filter(([id, doc]) => doc.deleted && byId.has(id))
    .map(([id]) => `delete of ${id} answered 200, record still there`);
  const mine = rows.filter((row) => memberIds.has(row.user_id));
  const duplicated = [...countBy(mine, (row) => row.filename)]
    .filter(([, n]) => n > 1)
    .map(([name, n]) => `${n} records named ${name}`);
  const unexpected = mine
    .filter((row) => !ledger.documents.has(row.id) && !ledger.uploadsUnknown.has(row.filename))
    .map((row) => `record ${row.id} no upload answered for`);
  const docKeys = new Set(rows.map((row) => row.r2_key));
  const objects = new Set(r2Keys.filter((key) => key.startsWith("documents/")));
  return {
    lost: finding([...lost, ...undeleted]),
    duplicated: finding([...duplicated, ...unexpected]),
    orphanedObjects: finding(
      [...objects].filter((key) => !docKeys.has(key)).map((key) => `object ${key} has no record`),
    ),
    recordsWithoutObject: finding(
      rows.filter((row) => !objects.has(row.r2_key)).map((row) => `record ${row.id} has no object`),
    ),
  };
}

/** Help requests (each with its first timeline entry) and messages: every one seen exists once; none appeared unasked. */
export function checkRequests(ledger, { requests, statusEvents, messages }) {
  const requestIds = new Set(requests.map((row) => row.id));
  const pendingEvents = countBy(
    statusEvents.filter((e) => e.status === "pending"),
    (e) => e.request_id,
  );
  const messageIds = new Set(messages.map((row) => row.id));
  const lost = [
    ...[...ledger.requests.keys()]
      .filter((id) => !requestIds.has(id))
      .map((id) => `request ${id} answered 201, no row`),
    ...requests
      .filter((row) => pendingEvents.get(row.id) !== 1)
      .map((row) => `request ${row.id} has ${pendingEvents.get(row.id) ?? 0} first timeline entries`),
    ...[...ledger.messages.keys()]
      .filter((id) => !messageIds.has(id))
      .map((id) => `message ${id} answered 201, no row`),
  ];
  const duplicated = [
    ...[...countBy(requests, (row) => row.title)]
      .filter(([, n]) => n > 1)
      .map(([title, n]) => `${n} requests titled "${title}"`),
    ...requests
      .filter((row) => !ledger.requests.has(row.id) && !ledger.requestsUnknown.has(row.title))
      .map((row) => `request ${row.id} no call answered for`),
    ...[...countBy(messages, (row) => row.body)].filter(([, n]) => n > 1).map(([body, n]) => `${n} messages "${body}"`),
    ...messages
      .filter((row) => !ledger.messages.has(row.id) && !ledger.messagesUnknown.has(row.body))
      .map((row) => `message ${row.id} no call answered for`),
  ];
  return { lost: finding(lost), duplicated: finding(duplicated) };
}

/**
 * The outbox: every queued email and every due task's reminder is there once,
 * nothing is left pending or sending, each 'sent' row was handed to the
 * send_email binding exactly once, and email attachments in R2 match the rows.
 */
export function checkOutbox(ledger, { outbox, reminders }, sentEmails, r2Keys) {
  const byId = new Map(outbox.map((row) => [row.id, row]));
  const remindersByTask = countBy(reminders, (row) => row.task_id);
  const reminderRows = countBy(
    outbox.filter((row) => row.dedupe_key),
    (row) => row.dedupe_key,
  );
  const lost = [
    ...[...ledger.emails.keys()].filter((id) => !byId.has(id)).map((id) => `email ${id} answered 200, no outbox row`),
    ...[...ledger.tasks.keys()]
      .filter((id) => remindersByTask.get(id) !== 1 || reminderRows.get(`task-reminder:${id}`) !== 1)
      .map(
        (id) =>
          `task ${id}: ${remindersByTask.get(id) ?? 0} reminder records, ${reminderRows.get(`task-reminder:${id}`) ?? 0} reminder emails`,
      ),
  ];
  const duplicated = [
    ...countBy(
      outbox.filter((row) => row.kind === "admin_email"),
      (row) => `${row.to_address} ${row.subject}`,
    ),
  ]
    .filter(([, n]) => n > 1)
    .map(([key, n]) => `${n} outbox rows for ${key}`);
  const stuck = outbox
    .filter((row) => ["pending", "sending", "unconfirmed"].includes(row.status))
    .map((row) => `outbox ${row.id} is ${row.status}`);
  const ours = (row) =>
    ledger.emails.has(row.id) || [...ledger.tasks.keys()].some((id) => row.dedupe_key === `task-reminder:${id}`);
  const failed = outbox.filter((row) => row.status === "failed" && ours(row)).map((row) => `outbox ${row.id} failed`);

  const key = (to, subject) => `${to}\n${subject}`;
  const handed = countBy(
    sentEmails.flatMap((mail) => mail.to.map((to) => key(to, mail.subject))),
    (k) => k,
  );
  const recorded = countBy(
    outbox.filter((row) => row.status === "sent"),
    (row) => key(row.to_address, row.subject),
  );
  const sentTwice = [];
  const sentNever = [];
  for (const k of new Set([...handed.keys(), ...recorded.keys()])) {
    const [sends, rows] = [handed.get(k) ?? 0, recorded.get(k) ?? 0];
    if (sends > rows) sentTwice.push(`${sends} sends for ${rows} sent rows: "${k.split("\n")[1]}"`);
    if (sends < rows) sentNever.push(`${rows} sent rows, ${sends} sends: "${k.split("\n")[1]}"`);
  }
  const referenced = new Set(
    outbox.flatMap((row) => (row.attachments ? JSON.parse(row.attachments) : []).map((a) => a.r2Key)),
  );
  const objects = r2Keys.filter((k) => k.startsWith("email-attachments/"));
  return {
    lost: finding([...lost, ...sentNever]),
    duplicated: finding(duplicated),
    stuck: finding([...stuck, ...failed]),
    sent: [...recorded.values()].reduce((a, b) => a + b, 0),
    sentTwice: finding(sentTwice),
    orphanedObjects: finding(objects.filter((k) => !referenced.has(k)).map((k) => `attachment ${k} has no outbox row`)),
    recordsWithoutObject: finding(
      [...referenced].filter((k) => !objects.includes(k)).map((k) => `outbox attachment ${k} has no object`),
    ),
  };
}

/** Payments: each member's plan is their current subscription's latest event; every acknowledged event recorded; payment rows once each. */
export function checkPayments(stories, acknowledged, { profiles, payments, webhookEvents }) {
  const profileById = new Map(profiles.map((row) => [row.id, row]));
  const wrongPlan = [];
  for (const { member, story, expected } of stories) {
    const row = profileById.get(member.id);
    if (row?.current_plan !== expected.plan || row?.plan_status !== expected.status) {
      wrongPlan.push(
        `${story}: expected ${expected.plan} ${expected.status}, found ${row?.current_plan ?? "none"} ${row?.plan_status ?? "none"}`,
      );
    }
  }
  const recorded = new Set(webhookEvents.map((row) => row.id));
  const rowsBySession = countBy(payments, (row) => row.stripe_session_id);
  const expectedPayments = new Set(stories.flatMap((story) => story.payments));
  const lost = [
    ...[...acknowledged].filter((id) => !recorded.has(id)).map((id) => `event ${id} answered 2xx, not recorded`),
    ...[...expectedPayments].filter((id) => !rowsBySession.has(id)).map((id) => `payment ${id} has no row`),
  ];
  const duplicated = [
    ...[...rowsBySession]
      .filter(([id, n]) => n > 1 || !expectedPayments.has(id))
      .map(([id, n]) => `${n} payment rows for ${id}`),
  ];
  const unacknowledged = stories
    .flatMap((story) => story.events)
    .filter((event) => !acknowledged.has(event.id))
    .map((event) => `event ${event.type} never acknowledged`);
  return {
    wrongPlan: finding(wrongPlan),
    lost: finding(lost),
    duplicated: finding(duplicated),
    unacknowledged: finding(unacknowledged),
  };
}
