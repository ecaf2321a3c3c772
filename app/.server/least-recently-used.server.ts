/**
 * A bounded map per isolate that drops the least recently used entry first: what the dashboards' kept reads
 * (dashboard/member-work-memo.server.ts, admin/first-view-memo.server.ts) hold their data in. A Map keeps
 * insertion order, so "used" is "taken out and put back at the end", and the oldest is the first key.
 */
export class LeastRecentlyUsed<Value> {
  private readonly held = new Map<string, Value>();
  constructor(private readonly bound: number) {}

  get size() {
    return this.held.size;
  }

  /** The value kept for `key`, if any (it counts as used). */
  get(key: string): Value | undefined {
    const value = this.held.get(key);
    if (value !== undefined) {
      this.held.delete(key);
      this.held.set(key, value);
    }
    return value;
  }

  /** Keeps `value` for `key` as the most recently used, dropping the oldest past the bound. */
  set(key: string, value: Value): void {
    this.held.delete(key);
    this.held.set(key, value);
    for (const oldest of this.held.keys()) {
      if (this.held.size <= this.bound) break;
      this.held.delete(oldest);
    }
  }

  delete(key: string): void {
    this.held.delete(key);
  }
}
