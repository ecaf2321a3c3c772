/**
 * The admin dashboard's first view, kept per isolate at the version it was read at (docs/decisions/0087): the
 * database sets that version to a fresh random value whenever a row the view's SQL reads changes
 * (migrations/0040_admin_version.sql), so a view whose version is still the kept one answers the kept data.
 */
import { deepFreeze } from "../deep-freeze.server";
import { LeastRecentlyUsed } from "../least-recently-used.server";

/** A first view's data, and the version read in the same statement as its totals. */
type Kept<Data> = { version: string; data: Data };

/**
 * How many views one isolate keeps, the least recently used dropped first: each is the totals, 30 days and one
 * page of the Users tab (at most a hundred rows), so a few tens of kilobytes at most.
 */
export const FIRST_VIEWS_KEPT = 16;

/** Kept data by key, the least recently used dropped past `bound`. */
export class KeptFirstViews<Data> extends LeastRecentlyUsed<Kept<Data>> {
  constructor(bound = FIRST_VIEWS_KEPT) {
    super(bound);
  }

  /** Keeps `data` for `key`, frozen all the way down: later answers hand out the same objects. */
  keep(key: string, version: string, data: Data): Data {
    const frozen = deepFreeze(data);
    this.set(key, { version, data: frozen });
    return frozen;
  }
}
