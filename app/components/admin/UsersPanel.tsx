import { languageForTeam } from "~/domain/member-language";
import { getFormProps, getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { ClipboardList, Mail, Pencil, Tags } from "lucide-react";
import { useCallback, useState } from "react";
import type { AdminUser } from "~/domain/admin-rows";
import { normalizeTags } from "~/domain/admin";
import { planSummaryText } from "~/domain/plan-standing";
import { DialogLink } from "~/components/DialogLink";
import { adminEmailUrl } from "~/domain/admin-email";
import { AddTaskModal } from "./AddTaskModal";
import { addTaskUrl } from "./dashboard-url";
import { SendEmailModal } from "./SendEmailModal";
import { LocalTime } from "~/components/LocalTime";
import { FormProblem, useAdminForm, useRefusedPost } from "./use-admin-form";
import { ErrorList } from "~/components/forms";

export type UserRow = AdminUser;

/** One user's detail panel: summary, edit, tags, Send Email and Add Task (docs/product.md#admin). */
export function UserDetail({ user }: { user: UserRow }) {
  const refused = useRefusedPost();
  const [editing, setEditing] = useState<"profile" | "tags" | null>(() =>
    refused?.targetId !== user.user_id
      ? null
      : refused.intent === "update-user"
        ? "profile"
        : refused.intent === "update-tags"
          ? "tags"
          : null,
  );
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
            <Tags aria-hidden="true" size={16} /> {user.user_tags ? "Edit tags" : "Add tags"}{" "}
            <span className="visually-hidden">for {name}</span>
          </button>
          <DialogLink
            to={adminEmailUrl(user.user_id)}
            className="btn btn-secondary btn-sm"
            onOpen={() => setDialog("email")}
          >
            <Mail aria-hidden="true" size={16} /> Send Email <span className="visually-hidden">to {name}</span>
          </DialogLink>
          <DialogLink
            to={addTaskUrl(user.user_id)}
            className="btn btn-secondary btn-sm"
            onOpen={() => setDialog("task")}
          >
            <ClipboardList aria-hidden="true" size={16} /> Add Task <span className="visually-hidden">for {name}</span>
          </DialogLink>
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
          <dt>Plan</dt>
          <dd>{planSummaryText(user.plan)}</dd>
        </div>
        <div>
          <dt>Language</dt>
          <dd>{languageForTeam(user.language)}</dd>
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

/** One labelled text field of a Conform form: its error under it, tied by aria-describedby. */
function Field({
  field,
  label,
  type = "text",
  multiline,
  hint,
}: {
  field: FieldMetadata<string | null | undefined>;
  label: string;
  type?: "text" | "email" | "tel";
  multiline?: boolean;
  hint?: string;
}) {
  const hintId = `${field.id}-hint`;
  // Conform adds the error's id to aria-describedby while the field is invalid.
  const describedBy = hint ? hintId : undefined;
  return (
    <div className="field">
      <label className="label" htmlFor={field.id}>
        {label}
      </label>
      {multiline ? (
        <textarea className="textarea" {...getTextareaProps(field, { ariaDescribedBy: describedBy })} key={field.key} />
      ) : (
        <input className="input" {...getInputProps(field, { type, ariaDescribedBy: describedBy })} key={field.key} />
      )}
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

const TAGS_HINT = "Separate tags with commas.";

function UserEditForm({ user, onDone }: { user: UserRow; onDone: () => void }) {
  const { fetcher, form, fields, busy } = useAdminForm({
    intent: "update-user",
    targetId: user.user_id,
    onSuccess: onDone,
    defaultValue: {
      full_name: user.full_name ?? "",
      email: user.email,
      phone_number: user.phone_number ?? "",
      zip_code: user.zip_code ?? "",
      admin_notes: user.admin_notes ?? "",
      user_tags: user.user_tags ?? "",
    },
  });
  return (
    <fetcher.Form
      method="post"
      className="admin-edit"
      aria-label={`Edit ${user.full_name ?? user.email}`}
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value="update-user" />
      <input type="hidden" name="userId" value={user.user_id} />
      <div className="grid grid-2 admin-edit__grid">
        <Field field={fields.full_name} label="Full name" />
        <Field field={fields.email} label="Email" type="email" />
        <Field field={fields.phone_number} label="Phone" type="tel" />
        <Field field={fields.zip_code} label="ZIP code" />
      </div>
      <Field field={fields.admin_notes} label="Admin notes" multiline />
      <Field field={fields.user_tags} label="Tags" hint={TAGS_HINT} />
      <FormProblem form={form} />
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
  const { fetcher, form, fields, busy } = useAdminForm({
    intent: "update-tags",
    targetId: user.user_id,
    onSuccess: onDone,
    defaultValue: { user_tags: user.user_tags ?? "" },
  });
  return (
    <fetcher.Form
      method="post"
      className="admin-edit"
      aria-label={`Tags for ${user.full_name ?? user.email}`}
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value="update-tags" />
      <input type="hidden" name="userId" value={user.user_id} />
      <Field field={fields.user_tags} label="Tags" hint={TAGS_HINT} />
      <FormProblem form={form} />
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
