import { Form, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { LocalTime } from "~/components/LocalTime";
import { ErrorList } from "~/components/forms";
import { MESSAGE_POLL_MS } from "~/domain/messages";

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
  return (
    <>
      <ol className="conversation" aria-live="polite" aria-label="Messages so far">
        {messages.length === 0 ? <li className="muted">No messages yet.</li> : null}
        {messages.map((message) => (
          <li key={message.id} className={`card conversation__message conversation__message--${message.from}`}>
            <p className="muted text-sm">
              {message.from === reader ? "You" : message.from === "team" ? "Care Finder team" : "Member"} ·{" "}
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
          {busy ? "Sending..." : "Send"}
        </button>
      </Form>
    </>
  );
}
