/**
 * Opens the local D1 and R2 state that `wrangler dev` uses, through
 * Miniflare's own API, for scripts such as the seed.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";

function wranglerToml() {
  return readFileSync(resolve(import.meta.dirname, "../wrangler.toml"), "utf8");
}

/** Reads the D1 database id and R2 bucket name declared in wrangler.toml. */
export function declaredStorage() {
  const toml = wranglerToml();
  const databaseId = /database_id\s*=\s*"([^"]+)"/.exec(toml)?.[1];
  const bucketName = /bucket_name\s*=\s*"([^"]+)"/.exec(toml)?.[1];
  if (!databaseId || !bucketName) throw new Error("wrangler.toml must declare DB and DOCUMENTS");
  return { databaseId, bucketName };
}

/** `persistTo` is wrangler's `--persist-to` (default `.wrangler/state`). */
export async function openLocalBindings(persistTo = ".wrangler/state") {
  const { databaseId, bucketName } = declaredStorage();
  // Same layout wrangler uses for `--persist-to`: <dir>/v3/<plugin>.
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: "export default { fetch() { return new Response(null, { status: 204 }); } }",
      d1Databases: { DB: databaseId },
      r2Buckets: { DOCUMENTS: bucketName },
      resourcePersistencePath: resolve(persistTo, "v3"),
    }),
  );
  const DB = (await mf.getD1Database("DB")) as unknown as D1Database;
  const DOCUMENTS = (await mf.getR2Bucket("DOCUMENTS")) as unknown as R2Bucket;
  return { DB, DOCUMENTS, dispose: () => mf.dispose() };
}
