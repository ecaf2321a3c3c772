// What every generator script starts with: the repository root, and `--name value` options with defaults.
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root folder (scripts/..). */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The value after `name` on the command line, or `fallback`. */
export function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
}
