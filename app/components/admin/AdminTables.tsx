import { Link } from "@remix-run/react";
import { Download, Eye, MessagesSquare } from "lucide-react";
import { useCallback, useState } from "react";
import type { AdminDocument, AdminRequest, AdminTask, AdminUser } from "~/domain/admin-rows";
import type { AdminSortKey, SortDirection } from "~/domain/admin";
import { en as requestWords } from "~/i18n/requests/en";
import { WorkStatusOptions } from "./shared";
import { REQUEST_COLUMNS, USER_COLUMNS } from "~/utils/admin-columns";
import { documentFileUrl } from "~/domain/documents";
import { BulkBar } from "./BulkBar";
import { DataTable, type TableColumn } from "./DataTable";
import { UserDetail } from "./UsersPanel";
import { RequestStatusForm, TaskStatusForm } from "./WorkPanels";
import { LocalTime } from "~/components/LocalTime";
import { StatusBadge } from "~/components/StatusBadge";
import { formatBytes } from "~/format/bytes";
import { countOf } from "~/format/plural";

type Sorting = {
  sort: { key: AdminSortKey; dir: SortDirection };
  sortHref: (key: AdminSortKey, dir: SortDirection) => string;
};

const plural = (n: number, noun: "user" | "request" | "task") => countOf(n, { one: noun, other: `${noun}s` });

function useSelection() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, setSelected, clear };
}

/** The shared columns (also the CSV's) with richer cells where the screen can do better. */
function fromShared<Row>(
  columns: { key: string; header: string; value: (r: Row) => string; sort?: AdminSortKey }[],
  cells: Partial<Record<string, TableColumn<Row>["cell"]>>,
  whole: string[] = [],
): TableColumn<Row>[] {
  return columns.map((c) => ({
    key: c.key,
    header: c.header,
    sort: c.sort,
    whole: whole.includes(c.key),
    cell: cells[c.key] ?? ((r: Row) => c.value(r) || "—"),
  }));
}

const userColumns = fromShared<AdminUser>(
  USER_COLUMNS,
  { joined: (u) => <LocalTime iso={u.created_at} withTime={false} /> },
  // A phone number or a ZIP read across two lines is misread; long emails and names wrap instead.
  ["phone", "zip"],
);

export function UsersTable({ users, ...sorting }: { users: AdminUser[] } & Sorting) {
  const { selected, setSelected, clear } = useSelection();
  return (
    <>
      <BulkBar
        formId="bulk-users"
        intent="bulk-user-tags"
        count={selected.size}
        onDone={clear}
        describe={(form, n) => {
          const add = String(form.get("add") ?? "").trim();
          const remove = String(form.get("remove") ?? "").trim();
          const change =
            [add ? `add “${add}”` : "", remove ? `remove “${remove}”` : ""].filter(Boolean).join(" and ") ||
            "change no tags";
          return `${change[0].toUpperCase()}${change.slice(1)} for ${plural(n, "user")}?`;
        }}
      >
        <div className="field">
          <label className="label" htmlFor="bulk-tags-add">
            Add tags
          </label>
          <input id="bulk-tags-add" name="add" className="input" />
        </div>
        <div className="field">
          <label className="label" htmlFor="bulk-tags-remove">
            Remove tags
          </label>
          <input id="bulk-tags-remove" name="remove" className="input" />
        </div>
      </BulkBar>
      <DataTable
        caption="Users"
        columns={userColumns}
        rows={users}
        rowId={(u) => u.user_id}
        rowLabel={(u) => u.full_name ?? u.email}
        selection={{ form: "bulk-users", selected, onChange: setSelected }}
        detail={(u) => <UserDetail user={u} />}
        {...sorting}
      />
    </>
  );
}

const requestColumns = fromShared<AdminRequest>(REQUEST_COLUMNS, {
  title: (r) => (
    <>
      <Link to={`/admin-dashboard/requests/${r.id}`}>{r.title}</Link>
      {r.unread > 0 ? <span className="chip admin-unread">{`${r.unread} unread`}</span> : null}
    </>
  ),
  status: (r) => <StatusBadge status={r.status} />,
  created: (r) => <LocalTime iso={r.created_at} withTime={false} />,
});

export function RequestsTable({ requests, ...sorting }: { requests: AdminRequest[] } & Sorting) {
  const { selected, setSelected, clear } = useSelection();
  return (
    <>
      <BulkBar
        formId="bulk-requests"
        intent="bulk-request-status"
        count={selected.size}
        onDone={clear}
        describe={(form, n) =>
          `Set status to ${requestWords.statuses[form.get("status") as keyof typeof requestWords.statuses] ?? "?"} for ${plural(n, "request")}?`
        }
      >
        <div className="field">
          <label className="label" htmlFor="bulk-request-status">
            New status
          </label>
          <select id="bulk-request-status" name="status" className="select" defaultValue="in_progress">
            <WorkStatusOptions />
          </select>
        </div>
      </BulkBar>
      <DataTable
        caption="Requests"
        columns={requestColumns}
        rows={requests}
        rowId={(r) => r.id}
        rowLabel={(r) => r.title}
        selection={{ form: "bulk-requests", selected, onChange: setSelected }}
        detail={(r) => (
          <div className="admin-item">
            <p>{r.description}</p>
            <p>
              <Link to={`/admin-dashboard/requests/${r.id}`}>
                <MessagesSquare aria-hidden="true" size={16} /> Open the conversation
                <span className="visually-hidden"> on {r.title}</span>
              </Link>
            </p>
            <RequestStatusForm request={r} />
          </div>
        )}
        {...sorting}
      />
    </>
  );
}

const documentColumns: TableColumn<AdminDocument>[] = [
  { key: "filename", header: "File", sort: "filename", cell: (d) => d.filename },
  { key: "member", header: "Member", cell: (d) => d.full_name ?? d.email },
  { key: "size", header: "Size", cell: (d) => <span className="tabular">{formatBytes(d.file_size)}</span> },
  { key: "status", header: "Status", cell: (d) => <StatusBadge status={d.upload_status} /> },
  {
    key: "created",
    header: "Uploaded",
    sort: "created",
    cell: (d) => <LocalTime iso={d.created_at} withTime={false} />,
  },
];

export function DocumentsTable({ documents, ...sorting }: { documents: AdminDocument[] } & Sorting) {
  return (
    <DataTable
      caption="Documents"
      columns={documentColumns}
      rows={documents}
      rowId={(d) => d.id}
      rowLabel={(d) => d.filename}
      detail={(d) => (
        <div className="admin-item">
          <p>
            {d.file_type} · {d.email} {d.admin_notes ? `· ${d.admin_notes}` : ""}
          </p>
          <div className="admin-actions">
            <a className="btn btn-secondary btn-sm" href={d.file_url} target="_blank" rel="noopener noreferrer">
              <Eye aria-hidden="true" size={16} /> View{" "}
              <span className="visually-hidden">{d.filename} (opens in a new tab)</span>
            </a>
            <a className="btn btn-secondary btn-sm" href={documentFileUrl(d.id, "attachment")} download={d.filename}>
              <Download aria-hidden="true" size={16} /> Download <span className="visually-hidden">{d.filename}</span>
            </a>
          </div>
        </div>
      )}
      {...sorting}
    />
  );
}

const taskColumns: TableColumn<AdminTask>[] = [
  {
    key: "task",
    header: "Task",
    cell: (t) =>
      t.bill_case_id ? (
        <>
          {t.task_text} <Link to={`/admin-dashboard/bills/${t.bill_case_id}`}>Enter the lines beside the bill</Link>
        </>
      ) : (
        t.task_text
      ),
  },
  { key: "member", header: "Member", cell: (t) => t.full_name ?? t.email },
  {
    key: "due",
    header: "Due",
    sort: "due",
    cell: (t) => (t.due_date ? <LocalTime iso={t.due_date} /> : "No due date"),
  },
  { key: "status", header: "Status", cell: (t) => <StatusBadge status={t.status} /> },
  {
    key: "created",
    header: "Created",
    sort: "created",
    cell: (t) => <LocalTime iso={t.created_at} withTime={false} />,
  },
];

export function TasksTable({ tasks, ...sorting }: { tasks: AdminTask[] } & Sorting) {
  const { selected, setSelected, clear } = useSelection();
  return (
    <>
      <BulkBar
        formId="bulk-tasks"
        intent="bulk-task-done"
        count={selected.size}
        onDone={clear}
        describe={(_f, n) => `Mark ${plural(n, "task")} done?`}
      >
        {null}
      </BulkBar>
      <DataTable
        caption="Tasks"
        columns={taskColumns}
        rows={tasks}
        rowId={(t) => t.id}
        rowLabel={(t) => t.task_text}
        selection={{ form: "bulk-tasks", selected, onChange: setSelected }}
        detail={(t) => <TaskStatusForm task={t} />}
        {...sorting}
      />
    </>
  );
}
