// The soak's summary: requests by kind with every non-2xx by status, then
// each invariant's count (0 = held) with a few examples of what broke.

const pad = (value, width) => String(value).padStart(width);

/** Prints the report; answers whether every invariant held (no 5xx either). */
export function printReport(results, { persistTo, log }) {
  console.log(`\nRequests sent, by kind (${results.members} members, ${results.seconds} s, seed ${results.seed}):`);
  console.log(`  ${"kind".padEnd(22)} ${pad("sent", 6)} ${pad("ok", 6)}  other answers by status`);
  let total = 0;
  for (const row of results.requests) {
    total += row.sent;
    const non2xx = Object.entries(row.byStatus)
      .map(([status, n]) => `${status === "0" ? "no answer" : status}: ${n}`)
      .join(", ");
    console.log(`  ${row.kind.padEnd(22)} ${pad(row.sent, 6)} ${pad(row.ok, 6)}  ${non2xx || "-"}`);
  }
  console.log(`  ${"total".padEnd(22)} ${pad(total, 6)}`);
  console.log(
    `  (stripe webhook: ${results.events} events delivered ${results.deliveries} times in shuffled order, then retried until acknowledged; cron: ${results.cronRuns} overlapping runs during the load)`,
  );

  const lines = [
    [
      "server errors (5xx or no answer)",
      {
        count: results.serverErrors.length,
        examples: results.serverErrors.slice(0, 3).map((e) => `${e.method} ${e.path} → ${e.status}`),
      },
    ],
    ["documents lost", results.documents.lost],
    ["documents duplicated", results.documents.duplicated],
    ["R2 objects without a record (orphaned)", results.documents.orphanedObjects],
    ["document records without an R2 object", results.documents.recordsWithoutObject],
    ["requests/messages lost", results.requestsAndMessages.lost],
    ["requests/messages duplicated", results.requestsAndMessages.duplicated],
    ["outbox rows lost (or marked sent, never sent)", results.outbox.lost],
    ["outbox rows duplicated", results.outbox.duplicated],
    ["outbox rows sent more than once", results.outbox.sentTwice],
    ["outbox rows stuck or failed", results.outbox.stuck],
    ["email attachments orphaned in R2", results.outbox.orphanedObjects],
    ["email attachments missing from R2", results.outbox.recordsWithoutObject],
    ["members whose plan is not Stripe's latest", results.payments.wrongPlan],
    ["webhook events / payment rows lost", results.payments.lost],
    ["payment rows duplicated", results.payments.duplicated],
    ["webhook events never acknowledged", results.payments.unacknowledged],
    ["page views lost (accepted, not counted)", results.pageViews.lost],
    ["page views counted twice", results.pageViews.duplicated],
  ];
  console.log(
    `\nData read back: ${Object.entries(results.checked)
      .map(([name, n]) => `${n} ${name}`)
      .join(", ")}.`,
  );
  console.log(`Checks (outbox rows sent: ${results.outbox.sent}):`);
  for (const [name, { count, examples }] of lines) {
    console.log(`  ${name.padEnd(46)} ${pad(count, 5)}${count ? "  ✗" : ""}`);
    for (const example of examples) console.log(`      e.g. ${example}`);
  }
  const { rates } = results.pageViews;
  console.log(
    `\nPage views at ${rates.target.perSecond}/s asked (${rates.target.timesToday}× today's peak): ${rates.acceptedPerSecond}/s accepted, ${results.pageViews.counted} counted by the consumer${results.pageViews.drained ? "" : " (the consumer had not caught up after 3 minutes)"}.`,
  );
  console.log(
    `D1 writes per second for page views: without the queue ${rates.withoutQueue.d1WritesPerSecond} (one insert per view); with it ${rates.withQueue.d1BatchesPerSecond} batches (${rates.withQueue.d1StatementsPerSecond} statements) from ${rates.withQueue.consumerBatches} consumer batches.`,
  );
  const passed = lines.every(([, { count }]) => count === 0);
  console.log(
    passed
      ? `\nPASS: every invariant held. Details: .cache/soak.json; server log: ${log}.`
      : `\nFAIL: an invariant broke (above). Details: .cache/soak.json; server log: ${log}; the data is kept in ${persistTo}.`,
  );
  return passed;
}
