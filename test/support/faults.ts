/**
 * Faults for the faults-*.test.ts files, injected at the platform's edges so
 * the app's own code runs unchanged on its real path: bindings (D1, R2,
 * send_email) wrapped to fail the way the service fails, handed to the Worker
 * through its env (test/support/worker-call.ts `callWorker`), and the
 * Stripe stand-in's fault switch (scripts/stand-ins/stripe.mjs).
 * Each fault fails `times` times, then the binding answers normally: the retry.
 */
import { sessionThrough } from "./d1-sessions";

/** Fails while SQLite executes it (not when it is prepared): integer overflow. */
const FAILING_STATEMENT = "SELECT abs(-9223372036854775808)";

export type Injected = { count: number };

type Statement = D1PreparedStatement & { bind(...values: unknown[]): D1PreparedStatement };

/**
 * D1 whose batches that write `table` fail inside D1: the app's statements
 * run, then an appended statement fails, so D1 rolls the whole batch back, as
 * it does on any failure mid-batch. Writes made outside a batch are untouched,
 * so a rule that split its writes would leave them behind, and the test sees it.
 */
export function d1FailingBatches(
  d1: D1Database,
  table: string,
  { times = Infinity } = {},
): { db: D1Database; injected: Injected } {
  const injected = { count: 0 };
  const sqlOf = new WeakMap<D1PreparedStatement, string>();
  const writes = new RegExp(`^\\s*(insert\\s+into|update|delete\\s+from)\\s+"?${table}"?[\\s(]`, "i");
  const db: D1Database = new Proxy(d1, {
    get(target, prop) {
      if (prop === "withSession") return () => sessionThrough(db);
      if (prop === "prepare") return (sql: string) => tagged(target.prepare(sql), sql, sqlOf);
      if (prop === "batch") {
        return (statements: D1PreparedStatement[]) => {
          const hit = injected.count < times && statements.some((s) => writes.test(sqlOf.get(s) ?? ""));
          if (!hit) return target.batch(statements);
          injected.count++;
          return target.batch([...statements, target.prepare(FAILING_STATEMENT)]);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, injected };
}

/** D1 whose single statements (outside a batch) matching `pattern` fail when run. */
export function d1FailingStatements(
  d1: D1Database,
  pattern: RegExp,
  { times = Infinity } = {},
): { db: D1Database; injected: Injected } {
  const injected = { count: 0 };
  const sqlOf = new WeakMap<D1PreparedStatement, string>();
  const failIfMatching = (statement: D1PreparedStatement) => {
    for (const method of ["run", "all", "raw", "first"] as const) {
      const real = statement[method].bind(statement) as (...args: unknown[]) => Promise<unknown>;
      Object.defineProperty(statement, method, {
        value: (...args: unknown[]) => {
          if (injected.count < times && pattern.test(sqlOf.get(statement) ?? "")) {
            injected.count++;
            return Promise.reject(new Error("D1_ERROR: injected fault"));
          }
          return real(...args);
        },
      });
    }
    return statement;
  };
  const db: D1Database = new Proxy(d1, {
    get(target, prop) {
      if (prop === "withSession") return () => sessionThrough(db);
      if (prop === "prepare")
        return (sql: string) => failIfMatching(tagged(target.prepare(sql), sql, sqlOf, failIfMatching));
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, injected };
}

/** Remembers each statement's SQL, also for the statements its bind() makes. */
function tagged(
  statement: D1PreparedStatement,
  sql: string,
  sqlOf: WeakMap<D1PreparedStatement, string>,
  onBound: (bound: D1PreparedStatement) => D1PreparedStatement = (bound) => bound,
): D1PreparedStatement {
  sqlOf.set(statement, sql);
  const bind = (statement as Statement).bind.bind(statement);
  Object.defineProperty(statement, "bind", {
    value: (...values: unknown[]) => onBound(tagged(bind(...values), sql, sqlOf, onBound)),
  });
  return statement;
}

type BucketOperation = "put" | "get" | "head" | "delete";

/** An R2 bucket whose named operations reject (`times` each), as R2 does when it is unavailable. */
export function r2Failing(
  bucket: R2Bucket,
  operations: Partial<Record<BucketOperation, number>>,
): { bucket: R2Bucket; injected: Record<BucketOperation, number> } {
  const injected: Record<BucketOperation, number> = { put: 0, get: 0, head: 0, delete: 0 };
  const proxy = new Proxy(bucket, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      const operation = prop as BucketOperation;
      const times = operations[operation];
      if (times === undefined) return value.bind(target);
      return (...args: unknown[]) => {
        if (injected[operation] < times) {
          injected[operation]++;
          return Promise.reject(new Error(`R2 ${operation} failed: we encountered an internal error (injected fault)`));
        }
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { bucket: proxy, injected };
}

/** A send_email binding that throws as the email service does during an outage (no code: worth a retry). */
export function emailBindingThrowing(): { binding: SendEmail; attempts: Injected } {
  const attempts = { count: 0 };
  const binding = {
    send: async () => {
      attempts.count++;
      throw new Error("Email service unavailable (injected fault)");
    },
  } as unknown as SendEmail;
  return { binding, attempts };
}

/**
 * The Stripe stand-in's fault switch. `match` is a string unique to the test
 * (a member's id, a session id), so files running side by side never meet.
 */
export function stripeFaults(standInBase: string) {
  return {
    /**
     * Stripe answers `status` (api_error, or the `error` fields given: a refusal's type, code and
     * param) to matching API calls, or never answers ("hang").
     */
    async add(
      match: string,
      fault: "error" | "hang",
      {
        status = 500,
        times,
        error,
      }: { status?: number; times?: number; error?: { type: string; code?: string; param?: string } } = {},
    ) {
      const res = await fetch(`${standInBase}/__standin/faults`, {
        method: "POST",
        body: JSON.stringify({ match, fault, status, error, ...(times === undefined ? {} : { times }) }),
      });
      if (!res.ok) throw new Error(`Stripe stand-in fault: ${res.status}`);
    },
    async clear(match: string) {
      const res = await fetch(`${standInBase}/__standin/faults?match=${encodeURIComponent(match)}`, {
        method: "DELETE",
      });
      if (!res.ok) throw new Error(`Stripe stand-in fault: ${res.status}`);
    },
  };
}
