import type { getFormProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { BackLink } from "~/components/BackLink";

/** A page of the member's own beside the dashboard: a way back, its title, then its content. */
export function DashboardSubpage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container page">
      <BackLink to="/dashboard">Back to your dashboard</BackLink>
      <h1>{title}</h1>
      {children}
    </div>
  );
}

/**
 * A dashboard dialog's form as a page (for a browser without JavaScript): the same
 * fields, posting to the page's own action, with Submit and Cancel.
 */
export function DashboardSubpageForm({
  formProps,
  submit,
  submitting,
  children,
}: {
  /** Conform's `getFormProps(form)`: id, noValidate and the submit check. */
  formProps: ReturnType<typeof getFormProps>;
  submit: string;
  submitting: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="card" {...formProps}>
      {children}
      <SubpageActions submit={submit} submitting={submitting} />
    </Form>
  );
}

/** A subpage form's buttons: the action (its busy words while the post runs), then a way back to the dashboard. */
export function SubpageActions({
  submit,
  submitting,
  cancel = "Cancel",
  danger = false,
}: {
  submit: string;
  submitting: string;
  cancel?: string;
  /** The action deletes something for good. */
  danger?: boolean;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="row-inline">
      <button type="submit" className={`btn ${danger ? "btn-danger" : "btn-primary"}`} disabled={busy}>
        {busy ? submitting : submit}
      </button>
      <Link to="/dashboard" className="btn btn-secondary">
        {cancel}
      </Link>
    </div>
  );
}
