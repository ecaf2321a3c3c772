// `npm run soak [-- --seconds 60 --members 50 --seed N]`: the concurrency soak
// (docs/soak.md). A fresh `wrangler dev` of the production build; members
// signed up through the real Google sign-in path upload and delete documents,
// open requests and write on them, while the admin emails them and adds due
// tasks, the Stripe stand-in's events are replayed out of order through the
// signed webhook, and cron runs overlap. Then the data is checked: nothing
// lost or duplicated, R2 and D1 agree, each outbox row sent once, each plan
// what Stripe's order says. Visitors send page views at 100× today's peak through the
// page-view queue (--page-views-per-second); each is counted once, and the D1 writes per
// second with the queue are set against one insert per view without it.
// Prints the counts; exits 1 if an invariant broke.
import { rmSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { createClient, createTally } from "./soak/client.mjs";
import { signInAdmin, signUpMembers } from "./soak/members.mjs";
import { deliveryOrder, loadPrices, registerSubscriptions, replayWebhooks, storyFor } from "./soak/stripe-replay.mjs";
import { adminLoop, createLedger, cronLoop, drainOutbox, memberLoop } from "./soak/workload.mjs";
import { listR2Keys, listSentEmails, queryD1, readD1 } from "./soak/read-state.mjs";
import {
  checkPageViews,
  drainPageViews,
  pageViewCountsQuery,
  pageViewLoop,
  pageViewWriteRates,
  TODAY_PEAK_VIEWS_PER_SECOND,
} from "./soak/page-views.mjs";
import { checkDocuments, checkOutbox, checkPayments, checkRequests } from "./soak/checks.mjs";
import { printReport } from "./soak/report.mjs";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    members: { type: "string", default: "50" },
    seed: { type: "string" },
    "page-views-per-second": { type: "string", default: String(100 * TODAY_PEAK_VIEWS_PER_SECOND) },
  },
});
const seconds = Number(values.seconds);
const memberCount = Number(values.members);
const viewsPerSecond = Number(values["page-views-per-second"]);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
if (!(seconds > 0) || !(memberCount >= 3) || !Number.isInteger(seed) || !(viewsPerSecond >= 0)) {
  console.error(
    "Usage: npm run soak -- [--seconds 60] [--members 50 (at least 3)] [--seed N] [--page-views-per-second 600]",
  );
  process.exit(2);
}
const ADMIN_EMAIL = "support@carefinder.example";

/** mulberry32: the same seed replays the same choices (not the same timing). */
function seeded(s) {
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(seed);
const runId = Date.now().toString(36);

console.log(
  `Soak: ${memberCount} members for ${seconds} s (seed ${seed}). Starting wrangler dev with fresh local state...`,
);
const server = await import("./soak/server.mjs").then((m) => m.startServer());
const tally = createTally();
const serverErrors = [];
const call = createClient(server.base, tally, { onServerError: (error) => serverErrors.push(error) });

let results;
try {
  const members = await signUpMembers(call, server.urls.google, runId, memberCount);
  members.forEach((member, index) => Object.assign(member, { index }));
  const adminCookie = await signInAdmin(call, ADMIN_EMAIL);
  console.log(
    `Signed up ${members.length} members through the Google stand-in; the seeded admin signed in. Running for ${seconds} s...`,
  );

  const t0 = Math.floor(Date.now() / 1000);
  const prices = await loadPrices(server.urls.stripe);
  const stories = members.map((member, index) => ({ member, ...storyFor(member, index, t0, random, prices) }));
  await registerSubscriptions(server.urls.stripe, stories);
  const deliveries = deliveryOrder(stories, random);
  const ledger = createLedger();
  const deadline = Date.now() + seconds * 1000;
  const [acknowledged, views] = await Promise.all([
    replayWebhooks(call, deliveries, { workers: 4, deadline }),
    pageViewLoop({ call, runId, deadline, perSecond: viewsPerSecond }),
    ...members.map((member) => memberLoop({ call, member, ledger, runId, deadline, random })),
    // The admin in several tabs at once: enough outbox rows for overlapping cron runs to fight over.
    ...Array.from({ length: Math.max(1, Math.round(members.length / 10)) }, (_, tab) =>
      adminLoop({ call, cookie: adminCookie, members, ledger, runId, tab, deadline, random }),
    ),
    cronLoop({ call, ledger, deadline, random }),
  ]);
  console.log(
    `Load over (${views.ok} page views accepted); waiting for the page-view consumer, running the cron until the outbox is empty, then reading R2, the sent mail and D1...`,
  );
  const viewsDrained = await drainPageViews(server.log, views.ok);
  const viewRates = pageViewWriteRates(server.log, views, viewsPerSecond);
  await drainOutbox(call, async () => (await listSentEmails(server.base)).length);
  const [sentEmails, r2Keys] = [await listSentEmails(server.base), await listR2Keys(server.base)];
  await server.stop();
  const d1 = readD1(server.persistTo, runId);
  const [viewCounts] = queryD1(server.persistTo, [pageViewCountsQuery(runId)]);
  const memberIds = new Set(members.map((member) => member.id));
  results = {
    seconds,
    members: members.length,
    seed,
    events: stories.reduce((n, story) => n + story.events.length, 0),
    deliveries: deliveries.length,
    cronRuns: ledger.cronRuns,
    requests: tally.rows(),
    serverErrors: serverErrors.map(({ kind, method, path, status }) => ({
      kind,
      method,
      path: path.replace(/[0-9a-f-]{36}/g, ":id"),
      status,
    })),
    checked: {
      "document records": d1.documents.length,
      "R2 objects": r2Keys.length,
      requests: d1.requests.length,
      messages: d1.messages.length,
      "outbox rows": d1.outbox.length,
      "emails handed to send_email": sentEmails.length,
      "members' plans": d1.profiles.length,
      "page views accepted": views.ok,
    },
    documents: checkDocuments(ledger, d1.documents, r2Keys, memberIds),
    requestsAndMessages: checkRequests(ledger, d1),
    outbox: checkOutbox(ledger, d1, sentEmails, r2Keys),
    payments: checkPayments(stories, acknowledged, d1),
    pageViews: { ...checkPageViews(views, viewCounts), drained: viewsDrained, rates: viewRates },
  };
} finally {
  await server.stop();
}

writeFileSync(".cache/soak.json", `${JSON.stringify(results, null, 2)}\n`);
const passed = printReport(results, { persistTo: server.persistTo, log: server.log });
// A failed run's data stays for a look (wrangler d1 execute DB --local --persist-to <folder>).
if (passed) rmSync(server.persistTo, { recursive: true, force: true });
process.exit(passed ? 0 : 1);
