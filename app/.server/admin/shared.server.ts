import type { SessionUser } from "../../utils/user";

/** Who acts, for the audit log. */
export type AdminActor = Pick<SessionUser, "id" | "email">;

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

export { paging, type ListOptions } from "./queries.server";

export const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);
