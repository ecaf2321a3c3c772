import { useForm, type DefaultValue } from "@conform-to/react";
import { getValibotConstraint } from "@conform-to/valibot";
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import {
  ADMIN_FORMS,
  parseAdminForm,
  type AdminActionResult,
  type AdminFormIntent,
  type AdminFormValue,
} from "~/domain/admin-forms";
import { useActionFlash, useFlash } from "./shared";

type AdminFetcher = ReturnType<typeof useFetcher<AdminActionResult>>;

/**
 * A form's answer: its fetcher's, or, after a post without JavaScript (a
 * plain page post), the page's answer when it was this form's.
 */
export function useAdminAnswer(
  fetcher: AdminFetcher,
  intent: AdminFormIntent,
  targetId?: string,
): AdminActionResult | undefined {
  const posted = useActionData<AdminActionResult>() as AdminActionResult | undefined;
  if (fetcher.data) return fetcher.data;
  return posted?.intent === intent && (targetId === undefined || posted.targetId === targetId) ? posted : undefined;
}

/**
 * One admin form through Conform (the house pattern: app/routes/sign-in.tsx):
 * validated before sending with the schema the service uses, answered by the
 * dashboard action with field errors and the values sent, focus on the first
 * problem. Its one message (success or refusal) goes to the page's flash.
 */
export function useAdminForm<I extends AdminFormIntent>({
  intent,
  targetId,
  defaultValue,
  onSuccess,
  validateFirst = true,
}: {
  intent: I;
  targetId: string;
  defaultValue?: DefaultValue<AdminFormValue<I>>;
  onSuccess?: () => void;
  /** One-click forms (a status select) leave checking to the server. */
  validateFirst?: boolean;
}) {
  const fetcher = useFetcher<AdminActionResult>();
  const answer = useAdminAnswer(fetcher, intent, targetId);
  const [form, fields] = useForm({
    id: `${intent}-${targetId}`,
    lastResult: answer?.result,
    defaultValue,
    constraint: getValibotConstraint(ADMIN_FORMS[intent].schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validateFirst ? ({ formData }) => parseAdminForm(intent, formData) : undefined,
  });
  useActionFlash(answer?.ok ? answer : undefined, onSuccess);
  useFlashFormError(form.errors);
  return { fetcher, form, fields, busy: fetcher.state !== "idle" };
}

/** A refusal, found before sending or by the server, is announced once in the page's flash. */
function useFlashFormError(errors: string[] | undefined) {
  const flash = useFlash();
  useEffect(() => {
    if (errors?.[0]) flash("error", errors[0]);
  }, [errors, flash]);
}

/**
 * The refusal again, inside the form where the admin is looking (the flash
 * has already announced it, so this copy is not a live region).
 */
export function FormProblem({ form }: { form: { errorId: string; errors?: string[] } }) {
  return form.errors?.[0] ? (
    <p id={form.errorId} className="alert alert-error">
      {form.errors[0]}
    </p>
  ) : null;
}

/**
 * After a refused post without JavaScript, which form it was: that row and
 * form are shown open again, with the field errors and what was typed.
 */
export function useRefusedPost(): { intent: string; targetId?: string } | undefined {
  const posted = useActionData<AdminActionResult>() as AdminActionResult | undefined;
  return posted && !posted.ok ? posted : undefined;
}
