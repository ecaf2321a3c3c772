import type { getFormProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";

/** A page of the member's own beside the dashboard: a way back, its title, then its content. */
export function DashboardSubpage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container page">
      <p>
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" size={16} /> Back to your dashboard
        </Link>
      </p>
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
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="card" {...formProps}>
      {children}
      <div className="row-inline">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? submitting : submit}
        </button>
        <Link to="/dashboard" className="btn btn-secondary">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
