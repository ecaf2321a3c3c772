import { Form, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { LocalTime } from "~/components/LocalTime";
import { ErrorList } from "~/components/forms";
import { MESSAGE_POLL_MS } from "~/domain/messages";
import { wordsIn } from "~/i18n/pick";
import { en } from "~/i18n/messages/en";
import { es } from "~/i18n/messages/es";
import { usePageLang } from "~/utils/member-lang";

export type ConversationMessage = { id: string; body: string; at: string; from: "member" | "team" };

/**
 * Asks the page's loader again while the page is open and visible, so a new message appears without a
 * reload (docs/decisions/0054-calls-and-one-inbox.md: polling the same loader, not a socket).
 */
function usePolling() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") revalidator.revalidate();
    }, MESSAGE_POLL_MS);
    return () => clearInterval(timer);
  }, [revalidator]);
}

/** One conversation, oldest first, and the form to write in it (a plain post: works without JavaScript). */
export function Conversation({
  messages,
  reader,
  errors,
  label,
}: {
  messages: ConversationMessage[];
  reader: "member" | "team";
  errors?: string[] | null;
  label: string;
}) {
  usePolling();
  const busy = useNavigation().state === "submitting";
  const w = wordsIn(usePageLang(), { en, es });
  return (
    <>
      <ol className="conversation" aria-live="polite" aria-label={w.soFar}>
        {messages.length === 0 ? <li className="muted">{w.none}</li> : null}
        {messages.map((message) => (
          <li key={message.id} className={`card conversation__message conversation__message--${message.from}`}>
            <p className="muted text-sm">
              {message.from === reader ? w.you : message.from === "team" ? w.team : w.member} ·{" "}
              <LocalTime iso={message.at} />
            </p>
            <p className="conversation__body">{message.body}</p>
          </li>
        ))}
      </ol>
      <Form method="post" className="card" key={messages.length}>
        <div className="field">
          <label className="label" htmlFor="message-body">
            {label}
          </label>
          <textarea
            id="message-body"
            name="body"
            className="textarea"
            required
            aria-invalid={errors?.length ? true : undefined}
            aria-describedby={errors?.length ? "message-body-error" : undefined}
          />
          <ErrorList id="message-body-error" errors={errors} />
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? w.sending : w.send}
        </button>
      </Form>
    </>
  );
}
