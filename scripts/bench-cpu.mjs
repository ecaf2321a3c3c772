// `node scripts/bench-cpu.mjs --base http://127.0.0.1:PORT [words…]`: CPU per answer, per process, of a running
// `wrangler dev` (start one as the bench does: `NODE_ENV=production node scripts/e2e-server.mjs --port PORT`).
// For each of the bench's load targets (scripts/bench-load.mjs; words pick some, the static asset always runs)
// it sends 8 connections for a few seconds and divides each process's CPU time (/proc) by the answers.
// The Worker's workerd runs our code, the local D1 and the queues on one thread, so its ms per answer is
// what bounds a signed-in page's throughput; unlike req/s, it barely moves with the machine's other load.
import { readdirSync, readFileSync } from "node:fs";
import autocannon from "autocannon";
import { loadTargets, signIn } from "./bench-load.mjs";

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const base = arg("base", "http://127.0.0.1:8799");
const seconds = Number(arg("seconds", "4"));
const words = process.argv.slice(2).filter((a, i, all) => !a.startsWith("--") && !all[i - 1]?.startsWith("--"));
const TICKS_PER_SECOND = 100;

const port = new URL(base).port;
const stat = (pid) => readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
const commandOf = (pid) => readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
const pids = readdirSync("/proc").filter((p) => /^\d+$/.test(p));
// This server's wrangler: the parent of the workerd that listens on its port (other servers may run beside it).
const entryPid = pids.find((pid) => {
  try {
    return commandOf(pid).includes(`--socket-addr=entry=127.0.0.1:${port} `);
  } catch {
    return false;
  }
});
if (!entryPid) throw new Error(`bench-cpu: no workerd listens on port ${port}`);
const wranglerPid = stat(entryPid)[1];
const parentOf = (pid) => {
  try {
    return stat(pid)[1];
  } catch {
    return undefined;
  }
};
const serverPids = [wranglerPid, ...pids.filter((pid) => pid !== wranglerPid && parentOf(pid) === wranglerPid)];

/** The server's processes with their CPU so far (ms): wrangler, the entry proxy's workerd, the Worker's workerd. */
function processCpu() {
  const found = {};
  for (const pid of serverPids) {
    try {
      const cmd = commandOf(pid);
      const fields = stat(pid);
      // The Worker's own workerd is the one wrangler opens an inspector on; the other is the entry proxy.
      const role = !cmd.includes("workerd") ? "wrangler" : cmd.includes("--inspector-addr") ? "worker" : "entry";
      found[pid] = { role, cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND };
    } catch {
      // A process that has ended.
    }
  }
  return found;
}

const [memberCookie, adminCookie] = [
  await signIn(base, "maria.lopez@example.com"),
  await signIn(base, "support@carefinder.example"),
];
const users = await (await fetch(`${base}/api/admin/users`, { headers: { cookie: adminCookie } })).json();
const html = await (await fetch(`${base}/`)).text();
const staticAsset = html.match(/\/assets\/global-[^"]+\.css/)?.[0] ?? html.match(/\/assets\/[^"]+\.js/)[0];
const targets = loadTargets({ staticAsset, memberCookie, adminCookie, memberId: users.users[0].id }).filter(
  (t, i) => i === 0 || !words.length || words.some((w) => t.name.includes(w)),
);

function run(target, duration) {
  return autocannon({
    url: base + target.path,
    connections: 8,
    duration,
    requests: [
      {
        method: target.method ?? "GET",
        headers: { ...(target.headers ?? {}), ...(target.method && target.method !== "GET" ? { origin: base } : {}) },
        setupRequest: (req) => ({
          ...req,
          ...(target.nextBody ? { body: target.nextBody() } : {}),
          ...(target.nextHeaders ? { headers: { ...req.headers, ...target.nextHeaders() } } : {}),
        }),
      },
    ],
  });
}

console.log(`CPU per answer at 8 connections, ${seconds} s per target (ms; worker = the Worker's workerd thread):`);
for (const target of targets) {
  await run(target, 1);
  const before = processCpu();
  const result = await run(target, seconds);
  const after = processCpu();
  const byRole = {};
  for (const [pid, p] of Object.entries(after)) {
    byRole[p.role] = (byRole[p.role] ?? 0) + (p.cpuMs - (before[pid]?.cpuMs ?? p.cpuMs)) / result.requests.total;
  }
  console.log(
    `  ${target.name.padEnd(40)} ${String(Math.round(result.requests.total / seconds)).padStart(5)} req/s` +
      `  worker ${(byRole.worker ?? 0).toFixed(2)}  entry ${(byRole.entry ?? 0).toFixed(2)}  wrangler ${(byRole.wrangler ?? 0).toFixed(2)}` +
      (result.non2xx ? `  non-2xx ${result.non2xx}` : ""),
  );
}
