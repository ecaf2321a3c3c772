// `node scripts/bench-profile.mjs --inspector 9229 --base http://127.0.0.1:PORT --cookie "..." /dashboard`
// (or `--method POST --body '{"procedure":"MRI","zipCode":"10001"}' /api/search-providers`; a `{n}` in the body is
// replaced by each request's own number, e.g. an admin email's subject `"Bench {n}"`):
// a CPU profile of the Worker (workerd's inspector, as `wrangler dev` opens it) while autocannon sends the
// given page for a few seconds at 8 connections. Prints the functions with the most self time, grouped by
// source file, and writes the profile to .cache/profile-<page>.cpuprofile (Chrome DevTools opens it).
// A write is profiled with `--method POST --body '<json>'` (sent as JSON, with the server's own Origin), e.g. the
// bench's bill: `--body "$(node -e 'import("./scripts/bench-load.mjs").then(m=>console.log(m.fiftyLineBill()))')"`.
import { mkdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
};

/** Profiles `run()` on the Worker behind the inspector at `port`; answers the profile. */
export async function profileWhile(port, run) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
  // wrangler dev's inspector proxy wants an Origin it knows (its own DevTools, or a local one).
  const socket = new globalThis.WebSocket(targets[0].webSocketDebuggerUrl, { headers: { Origin: "http://localhost" } });
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const waiting = new Map();
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (!message.id) return;
    // wrangler's inspector proxy may renumber the ids it forwards: answers come in the order asked.
    const next = waiting.has(message.id) ? message.id : waiting.keys().next().value;
    if (next === undefined) return;
    waiting.get(next)(message.result);
    waiting.delete(next);
  };
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      waiting.set(++id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: 200 });
  await send("Profiler.start");
  await run();
  const { profile } = await send("Profiler.stop");
  socket.close();
  return profile;
}

/** Self time by function (name, file:line) and by file, the busiest first. */
export function topEntries(profile, count = 15) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  profile.samples.forEach((sample, i) => {
    const node = byId.get(sample);
    const frame = node.callFrame;
    const file = frame.url ? frame.url.split("/").slice(-2).join("/") : "";
    const key = `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([where, micros]) => ({
      where,
      ms: Math.round(micros / 1000),
      share: Math.round((micros / total) * 1000) / 10,
    }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = arg("base", "http://127.0.0.1:8787");
  const cookie = arg("cookie", "");
  const seconds = Number(arg("seconds", 8));
  const path = process.argv.at(-1);
  // `--method POST --body '{"…"}'`: a JSON write (with our own Origin, as a page of ours sends it).
  const method = arg("method", "GET");
  const body = arg("body", undefined);
  const headers = {
    ...(cookie ? { cookie } : {}),
    ...(method !== "GET" ? { origin: base, "content-type": "application/json" } : {}),
  };
  let n = 0;
  const numbered = body?.includes("{n}") ? (req) => ({ ...req, body: body.replaceAll("{n}", String((n += 1))) }) : null;
  const requests = [{ method, headers, ...(numbered ? { setupRequest: numbered } : { body }) }];
  let answers = 0;
  const profile = await profileWhile(Number(arg("inspector", 9229)), async () => {
    answers = (await autocannon({ url: base + path, connections: 8, duration: seconds, requests })).requests.total;
  });
  mkdirSync(".cache", { recursive: true });
  const file = `.cache/profile-${method === "GET" ? "" : `${method}-`}${path.replace(/\W+/g, "_")}.cpuprofile`;
  writeFileSync(file, JSON.stringify(profile));
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === "(idle)").map((node) => node.id));
  const busyMs =
    profile.samples.reduce((sum, id, i) => sum + (idle.has(id) ? 0 : (profile.timeDeltas[i + 1] ?? 0)), 0) / 1000;
  console.log(`${path}: ${profile.samples.length} samples → ${file}`);
  console.log(`  ${answers} answers; the isolate busy ${(busyMs / Math.max(answers, 1)).toFixed(2)} ms per answer`);
  for (const entry of topEntries(profile, Number(arg("top", 25)))) {
    console.log(`  ${String(entry.share).padStart(5)}%  ${String(entry.ms).padStart(6)} ms  ${entry.where}`);
  }
}
