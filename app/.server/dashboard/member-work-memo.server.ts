/**
 * The member dashboard's eight reads, kept per isolate at the member's version (docs/decisions/0085): the
 * database sets a member's version to a fresh random value whenever a row those reads read changes
 * (migrations/0039_member_versions.sql), and the guard's session lookup carries it (`memberVersion`), so when
 * this isolate holds a session's rows at that version the trip is the lookup alone.
 * The rows kept are the reads' raw rows (as drizzle maps them): the views are built from them on every
 * answer, so anything that depends on the day (a bill's next deadline) is worked out again each time.
 */
import { LeastRecentlyUsed } from "../least-recently-used.server";

/** A holder's version as the session lookup answers it: none yet is a version too (nothing changed since 0039). */
type HolderVersion = { userId: string; version: string | null };

type Kept<Rows> = HolderVersion & { rows: Rows };

/**
 * How many sessions' rows one isolate keeps: the least recently viewed is dropped first. A member's rows are a
 * few kilobytes (their lists are what the dashboard shows anyway), so this is well under a megabyte.
 */
export const SESSIONS_KEPT = 64;

/** Rows kept per session token's hash, the least recently used dropped past `bound`. */
export class KeptMemberRows<Rows> extends LeastRecentlyUsed<Kept<Rows>> {
  constructor(bound = SESSIONS_KEPT) {
    super(bound);
  }

  keep(tokenHash: string, kept: Kept<Rows>): void {
    this.set(tokenHash, kept);
  }
}

/** Whether kept rows still stand: the same holder, at the same version. */
export const stillStands = (kept: HolderVersion, now: HolderVersion) =>
  kept.userId === now.userId && kept.version === now.version;
