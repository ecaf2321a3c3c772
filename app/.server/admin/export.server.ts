/**
 * CSV export of the users or requests view (docs/admin-scale.md): the same
 * filters, sort and columns as the table, streamed page by page from D1 so a
 * 10,000-row export never sits in memory, and recorded in the audit log.
 */
import { TAB_SORTS } from "../../domain/admin";
import { REQUEST_COLUMNS, USER_COLUMNS, type Column } from "../../utils/admin-columns";
import { recordAudit } from "../audit.server";
import type { ServerContext } from "../context.server";
import { ServiceError } from "../errors.server";
import { requestsCountQuery, usersCountQuery, type ListOptions } from "./queries.server";
import type { AdminActor } from "./shared.server";
import type { AdminRequest, AdminUser } from "~/domain/admin-rows";
import { listUsers } from "./users.server";
import { listRequests } from "./work.server";

const EXPORT_TABS = ["users", "requests"] as const;
type ExportTab = (typeof EXPORT_TABS)[number];
const EXPORT_PAGE = 100;

/**
 * A cell a spreadsheet will not run: text starting with = + - @ (or tab/CR)
 * gets a leading apostrophe; every cell is quoted.
 */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const csvLine = (cells: string[]) => `${cells.map(csvCell).join(",")}\r\n`;

type Source<Row> = {
  columns: Column<Row>[];
  page: (server: ServerContext, options: ListOptions) => Promise<{ items: Row[] }>;
  count: (server: ServerContext, options: ListOptions) => Promise<number>;
};

const usersSource: Source<AdminUser> = {
  columns: USER_COLUMNS,
  page: listUsers,
  count: async (server, o) => (await usersCountQuery(server.db, o))[0].total,
};
const requestsSource: Source<AdminRequest> = {
  columns: REQUEST_COLUMNS,
  page: listRequests,
  count: async (server, o) => (await requestsCountQuery(server.db, o))[0].total,
};
const SOURCES = { users: usersSource, requests: requestsSource } as unknown as Record<ExportTab, Source<unknown>>;

function isExportTab(tab: string | undefined): tab is ExportTab {
  return (EXPORT_TABS as readonly string[]).includes(tab ?? "");
}

/** Records the export, then streams header + rows. */
export async function exportCsv(
  server: ServerContext,
  actor: AdminActor,
  tab: string | undefined,
  options: ListOptions,
): Promise<{ filename: string; rows: number; body: ReadableStream<Uint8Array> }> {
  if (!isExportTab(tab))
    throw ServiceError.plain(400, "exportTabInvalid", "Only the users and requests lists can be exported");
  const sorts: readonly string[] = TAB_SORTS[tab];
  // A file is a record the admin keeps: one sorted some other way than asked is refused, not silently changed.
  if (options.sort !== undefined && !sorts.includes(options.sort))
    throw ServiceError.plain(400, "exportSortInvalid", `Sort the export by ${sorts.join(", ")}`);
  const source = SOURCES[tab];
  const filters = { ...options, status: tab === "users" ? undefined : options.status };
  const rows = await source.count(server, filters);
  await recordAudit(server, {
    action: "admin.export",
    actorId: actor.id,
    actorEmail: actor.email,
    targetType: tab,
    details: {
      rows,
      searched: Boolean(filters.q),
      status: filters.status ?? null,
      sort: filters.sort ?? null,
      dir: filters.dir ?? null,
    },
  });
  const encoder = new TextEncoder();
  const readPage = (page: number) => source.page(server, { ...filters, page, pageSize: EXPORT_PAGE });
  // The first page is read before the answer starts: a read that fails is an error, never a header-only file.
  let firstPage: { items: unknown[] } | null = await readPage(1);
  let page = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvLine(source.columns.map((c) => c.header))));
    },
    async pull(controller) {
      page += 1;
      const { items } = firstPage ?? (await readPage(page));
      firstPage = null;
      if (items.length)
        controller.enqueue(
          encoder.encode(items.map((row) => csvLine(source.columns.map((c) => c.value(row)))).join("")),
        );
      if (items.length < EXPORT_PAGE) controller.close();
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return { filename: `care-finder-${tab}-${day}.csv`, rows, body };
}
