import { useFetcher } from "@remix-run/react";
import { ClipboardList, Mail, Pencil, Tags } from "lucide-react";
import { useCallback, useId, useState } from "react";
import type { AdminUser } from "~/.server/admin/users.server";
import { normalizeTags } from "~/schemas/admin";
import { AddTaskModal } from "./AddTaskModal";
import { SendEmailModal } from "./SendEmailModal";
import { LocalTime } from "~/components/LocalTime";
import { useActionFlash, type AdminActionResult } from "./shared";

export type UserRow = AdminUser;

/** One user's detail panel: summary, edit, tags, Send Email and Add Task (docs/product.md#admin). */
export function UserDetail({ user }: { user: UserRow }) {
  const [editing, setEditing] = useState<"profile" | "tags" | null>(null);
  const [dialog, setDialog] = useState<"email" | "task" | null>(null);
  const close = useCallback(() => setEditing(null), []);
  const name = user.full_name ?? user.email;
  const who = { id: user.user_id, name: user.full_name, email: user.email };
  return (
    <div className="admin-item">
      {editing === "profile" ? (
        <>
          <h3 className="admin-item__title">{name}</h3>
          <UserEditForm user={user} onDone={close} />
        </>
      ) : (
        <UserSummary user={user} />
      )}
      {editing === "tags" ? <TagsForm user={user} onDone={close} /> : null}
      {editing === null ? (
        <div className="admin-actions">
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setEditing("profile")}>
            <Pencil aria-hidden="true" size={16} /> Edit <span className="visually-hidden">{name}</span>
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setEditing("tags")}>
            <Tags aria-hidden="true" size={16} /> {user.user_tags ? "Edit tags" : "Add tags"} <span className="visually-hidden">for {name}</span>
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setDialog("email")}>
            <Mail aria-hidden="true" size={16} /> Send Email <span className="visually-hidden">to {name}</span>
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setDialog("task")}>
            <ClipboardList aria-hidden="true" size={16} /> Add Task <span className="visually-hidden">for {name}</span>
          </button>
        </div>
      ) : null}
      {dialog === "email" ? <SendEmailModal recipient={who} onClose={() => setDialog(null)} /> : null}
      {dialog === "task" ? <AddTaskModal assignee={who} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}

function UserSummary({ user }: { user: UserRow }) {
  const tags = normalizeTags(user.user_tags);
  return (
    <>
      <h3 className="admin-item__title">{user.full_name ?? user.email}</h3>
      <dl className="admin-fields">
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{user.phone_number || "—"}</dd>
        </div>
        <div>
          <dt>ZIP</dt>
          <dd className="tabular">{user.zip_code || "—"}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{user.role}</dd>
        </div>
        <div>
          <dt>Joined</dt>
          <dd>
            <LocalTime iso={user.created_at} withTime={false} />
          </dd>
        </div>
        <div className="admin-fields__wide">
          <dt>Admin notes</dt>
          <dd>{user.admin_notes || "—"}</dd>
        </div>
        <div className="admin-fields__wide">
          <dt>Tags</dt>
          <dd>
            {tags.length ? (
              <ul className="admin-chips" aria-label={`Tags for ${user.full_name ?? user.email}`}>
                {tags.map((tag) => (
                  <li key={tag} className="chip">
                    {tag}
                  </li>
                ))}
              </ul>
            ) : (
              "—"
            )}
          </dd>
        </div>
      </dl>
    </>
  );
}

function Field({
  name,
  label,
  defaultValue,
  type = "text",
  error,
  multiline,
  hint,
}: {
  name: string;
  label: string;
  defaultValue: string | null;
  type?: string;
  error?: string;
  multiline?: boolean;
  hint?: string;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    defaultValue: defaultValue ?? "",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  };
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {multiline ? <textarea className="textarea" {...common} /> : <input className="input" type={type} {...common} />}
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function UserEditForm({ user, onDone }: { user: UserRow; onDone: () => void }) {
  const fetcher = useFetcher<AdminActionResult>();
  useActionFlash(fetcher.data, onDone);
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors ?? {} : {};
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="admin-edit" aria-label={`Edit ${user.full_name ?? user.email}`}>
      <input type="hidden" name="intent" value="update-user" />
      <input type="hidden" name="userId" value={user.user_id} />
      <div className="grid grid-2 admin-edit__grid">
        <Field name="full_name" label="Full name" defaultValue={user.full_name} error={errors.full_name} />
        <Field name="email" label="Email" type="email" defaultValue={user.email} error={errors.email} />
        <Field name="phone_number" label="Phone" type="tel" defaultValue={user.phone_number} error={errors.phone_number} />
        <Field name="zip_code" label="ZIP code" defaultValue={user.zip_code} error={errors.zip_code} />
      </div>
      <Field name="admin_notes" label="Admin notes" defaultValue={user.admin_notes} multiline error={errors.admin_notes} />
      <Field name="user_tags" label="Tags" defaultValue={user.user_tags} hint="Separate tags with commas." error={errors.user_tags} />
      <div className="admin-actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          {busy ? "Saving..." : "Save"}
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onDone}>
          Cancel
        </button>
      </div>
    </fetcher.Form>
  );
}

function TagsForm({ user, onDone }: { user: UserRow; onDone: () => void }) {
  const fetcher = useFetcher<AdminActionResult>();
  useActionFlash(fetcher.data, onDone);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="admin-edit" aria-label={`Tags for ${user.full_name ?? user.email}`}>
      <input type="hidden" name="intent" value="update-tags" />
      <input type="hidden" name="userId" value={user.user_id} />
      <Field name="user_tags" label="Tags" defaultValue={user.user_tags} hint="Separate tags with commas." />
      <div className="admin-actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          {busy ? "Saving..." : "Save tags"}
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onDone}>
          Cancel
        </button>
      </div>
    </fetcher.Form>
  );
}
