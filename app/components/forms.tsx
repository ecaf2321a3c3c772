import { useMatches } from "@remix-run/react";
import type { ReactNode } from "react";
import type { SayMessage } from "~/utils/say-refusal";

const asIs: SayMessage = (message) => message;

/**
 * How the page says a refusal: a page in another language declares `handle.sayFor(data)` (member pages do, through
 * app/utils/member-lang.ts), which reads each message back into its code and says it in the page's words
 * (docs/decisions/0063-refusal-codes-everywhere.md). English pages, and a part drawn outside a Remix page (a
 * component test without a router), show the message as it is.
 */
export function useSayMessage(): SayMessage {
  let matches: ReturnType<typeof useMatches>;
  try {
    // Called on every render, in the same place: outside a router it throws every time, inside never.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    matches = useMatches();
  } catch {
    return asIs;
  }
  for (const match of [...matches].reverse()) {
    const handle = match.handle as { sayFor?: (data: unknown) => SayMessage | undefined } | undefined;
    const say = handle?.sayFor?.(match.data);
    if (say) return say;
  }
  return asIs;
}

/**
 * A field's first problem, under it, in the page's language (`useSayMessage`). Its id is the one the control names in
 * `aria-describedby` (Conform's `errorId`); `alert` announces a message that
 * appears while someone types.
 */
export function ErrorList({
  id,
  errors,
  alert = false,
}: {
  id?: string;
  errors?: readonly string[] | string | null;
  alert?: boolean;
}) {
  const say = useSayMessage();
  const first = typeof errors === "string" ? errors : errors?.[0];
  if (!first) return null;
  return (
    <p className="field-error" id={id} role={alert ? "alert" : undefined}>
      {say(first)}
    </p>
  );
}

/** The form's own problem (not one field's), above its fields: Conform's `form.errorId` and `form.errors`. */
export function FormError({ id, errors }: { id: string; errors?: readonly string[] }) {
  const say = useSayMessage();
  if (!errors?.length) return null;
  return (
    <div className="alert alert-error" role="alert" id={id}>
      {say(errors[0])}
    </div>
  );
}

/** What a field needs to be labelled and described: Conform's field metadata has it, a plain form spells it. */
type FieldIds = { id: string; errorId: string; errors?: readonly string[] | string | null };

/**
 * Label above, an optional hint, the control, then the field's first problem
 * (docs/architecture.md, Accessibility). The control itself carries `id`,
 * `aria-invalid` and `aria-describedby` (Conform's `getInputProps` does).
 */
export function Field({
  field,
  label,
  hint,
  hintId,
  alert,
  className,
  children,
}: {
  field: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  hintId?: string;
  alert?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label className="label" htmlFor={field.id}>
        {label}
      </label>
      {hint ? (
        <p className="hint m-0" id={hintId ?? `${field.id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      <ErrorList id={field.errorId} errors={field.errors} alert={alert} />
    </div>
  );
}

/**
 * Why a button is disabled, in words beside it: the button names this line in
 * `aria-describedby`, so a screen reader hears the reason with the button.
 * Nothing is drawn while the button can be used.
 */
export function DisabledReason({ id, reason, className }: { id: string; reason: string | null; className?: string }) {
  if (!reason) return null;
  return (
    <p id={id} className={className ? `hint ${className}` : "hint"}>
      {reason}
    </p>
  );
}
