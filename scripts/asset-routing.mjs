// The Worker runs first for every address but the built files (wrangler.toml [assets] run_worker_first,
// docs/decisions/0086-worker-first-but-built-files.md): the asset router then never asks the asset
// manifest whether a page's address is a file. The price is a list to keep: a built entry left out of it
// would reach the Worker and answer 404, and a rule for an entry that is not built would hide the
// Worker's answer there. check:deploy refuses both.
import { readdirSync } from "node:fs";

/** Names the asset router never serves (its own configuration files) and so needs no rule for. */
const NOT_SERVED = /^(_headers|_redirects|\.assetsignore)$/;

/**
 * What is wrong with `assets.run_worker_first` for the built client in `clientDir`: it must be a list that
 * starts with "/*" and leaves each top-level built entry to the assets, a directory as "!/name/*" and a
 * file as "!/name", with no "!" rule for anything else.
 */
export function assetRoutingProblems(assets, clientDir) {
  const rules = assets?.run_worker_first;
  if (!Array.isArray(rules) || rules[0] !== "/*") {
    return ['assets.run_worker_first must be a list starting with "/*" (ADR 0086)'];
  }
  const built = readdirSync(clientDir, { withFileTypes: true })
    .filter((entry) => !NOT_SERVED.test(entry.name))
    .map((entry) => (entry.isDirectory() ? `!/${entry.name}/*` : `!/${entry.name}`));
  const problems = built
    .filter((rule) => !rules.includes(rule))
    .map((rule) => `assets.run_worker_first has no "${rule}": that built entry would reach the Worker and 404`);
  for (const rule of rules.slice(1)) {
    if (!built.includes(rule)) problems.push(`assets.run_worker_first has "${rule}", which names no built entry`);
  }
  return problems;
}
