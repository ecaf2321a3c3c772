import type { getFormProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { BackLink } from "~/components/BackLink";
import { wordsIn } from "~/i18n/pick";
import { en } from "~/i18n/member-nav/en";
import { es } from "~/i18n/member-nav/es";
import { usePageLang } from "~/utils/member-lang";
import { LanguageSwitch } from "./LanguageSwitch";

/** The member-nav words in the page's language (a member page's `handle` is `memberPageHandle`). */
export function useMemberNavWords() {
  return wordsIn(usePageLang(), { en, es });
}

/** The top of every member page: the way back to the dashboard (not on the dashboard itself) and the language switch. */
export function MemberPageTop({ back = true }: { back?: boolean }) {
  const w = useMemberNavWords();
  return (
    <div className="row-between">
      {back ? <BackLink to="/dashboard">{w.backToDashboard}</BackLink> : <span />}
      <LanguageSwitch />
    </div>
  );
}

/** A page of the member's own beside the dashboard: a way back, its title, then its content. */
export function DashboardSubpage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container page">
      <MemberPageTop />
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
  cancel,
  danger = false,
}: {
  submit: string;
  submitting: string;
  cancel?: string;
  /** The action deletes something for good. */
  danger?: boolean;
}) {
  const busy = useNavigation().state === "submitting";
  const w = useMemberNavWords();
  return (
    <div className="row-inline">
      <button type="submit" className={`btn ${danger ? "btn-danger" : "btn-primary"}`} disabled={busy}>
        {busy ? submitting : submit}
      </button>
      <Link to="/dashboard" className="btn btn-secondary">
        {cancel ?? w.cancel}
      </Link>
    </div>
  );
}
