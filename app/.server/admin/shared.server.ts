import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, MAX_LIST_PAGE } from "../../schemas/admin";
import type { SessionUser } from "../../utils/user";

/** Who acts, for the audit log. */
export type AdminActor = Pick<SessionUser, "id" | "email">;

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

export type ListOptions = { q?: string; status?: string; page?: number; pageSize?: number };

/**
 * Case-insensitive "contains" over several columns. instr() rather than LIKE:
 * no wildcards to escape, and D1 refuses LIKE patterns over 50 characters.
 */
export function searchAny(q: string | undefined, columns: SQLWrapper[]): SQL | undefined {
  const term = (q ?? "").trim().toLowerCase();
  if (!term) return undefined;
  return sql`(${sql.join(
    columns.map((column) => sql`instr(lower(coalesce(${column}, '')), ${term}) > 0`),
    sql` or `,
  )})`;
}

export function paging({ page = 1, pageSize = ADMIN_PAGE_SIZE }: ListOptions) {
  const size = Math.max(1, Math.min(100, pageSize));
  // Callers parse with parseListPage; the cap here keeps any other caller's offset in range.
  const current = Number.isFinite(page) ? Math.max(1, Math.min(MAX_LIST_PAGE, Math.trunc(page))) : 1;
  return { limit: size, offset: (current - 1) * size, page: current, pageSize: size };
}

export const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);
