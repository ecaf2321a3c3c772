import { useEffect, useId, useRef, useState } from "react";
import { CONTACT_MESSAGES, contactReady } from "~/schemas/contact";
import { messages } from "~/i18n";
import type { Lang } from "~/utils/lang";
import { api, refusalOf } from "~/utils/api-client";
import { useTurnstileSiteKey } from "~/utils/user";
import { HumanCheck } from "./HumanCheck";
import { Modal } from "./Modal";
import { useHydrated } from "./useHydrated";

/** The modal closes itself 3 s after success and resets 300 ms after closing (docs/product.md#figures). */
export const CONTACT_AUTO_CLOSE_MS = 3000;
export const CONTACT_RESET_MS = 300;


const EMPTY = { name: "", email: "", message: "" };

/** The contact modal (docs/product.md#pages): Name, Email, Message → POST /api/contact. */
export function ContactModal({ open, onClose, lang = "en" }: { open: boolean; onClose: () => void; lang?: Lang }) {
  const t = messages(lang).contact;
  const [values, setValues] = useState(EMPTY);
  const [status, setStatus] = useState<"idle" | "sending" | "sent">("idle");
  const [error, setError] = useState<string | null>(null);
  // Turnstile's token when bot protection is on (the widget stays hidden unless Cloudflare needs a challenge).
  const siteKey = useTurnstileSiteKey();
  const [humanCheck, setHumanCheck] = useState("");
  const ids = { form: useId(), name: useId(), email: useId(), message: useId(), error: useId() };
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  function later(fn: () => void, ms: number) {
    timers.current.push(window.setTimeout(fn, ms));
  }

  function reset() {
    setValues(EMPTY);
    setStatus("idle");
    setError(null);
  }

  function close() {
    onClose();
    later(reset, CONTACT_RESET_MS);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!contactReady(values) || status === "sending") return;
    setStatus("sending");
    setError(null);
    try {
      const res = await api.contact.$post({ json: humanCheck ? { ...values, "cf-turnstile-response": humanCheck } : values });
      if (!res.ok) {
        setError((await refusalOf(res)).error || CONTACT_MESSAGES.failed);
        setStatus("idle");
        return;
      }
      setStatus("sent");
      later(close, CONTACT_AUTO_CLOSE_MS);
    } catch {
      setError(CONTACT_MESSAGES.unexpected);
      setStatus("idle");
    }
  }

  const field = (key: keyof typeof EMPTY) => ({
    id: ids[key],
    name: key,
    value: values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((prev) => ({ ...prev, [key]: e.target.value })),
    required: true,
    disabled: status !== "idle",
    "aria-describedby": error ? ids.error : undefined,
  });

  return (
    <Modal
      open={open}
      onClose={close}
      title={t.title}
      closeLabel={t.close}
      footer={
        status === "sent" ? undefined : (
          <>
            <button type="button" className="btn btn-secondary" onClick={close}>
              {t.cancel}
            </button>
            <button type="submit" form={ids.form} className="btn btn-primary" disabled={!contactReady(values) || status !== "idle"}>
              {status === "sending" ? t.sending : t.send}
            </button>
          </>
        )
      }
    >
      {status === "sent" ? (
        <p className="alert alert-success" role="status">
          {CONTACT_MESSAGES.sent}
        </p>
      ) : (
        <form id={ids.form} onSubmit={submit} noValidate>
          <p className="muted">{t.intro}</p>
          {error ? (
            <p id={ids.error} className="alert alert-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="field">
            <label className="label" htmlFor={ids.name}>
              {t.name}
            </label>
            <input className="input" autoComplete="name" maxLength={200} {...field("name")} />
          </div>
          <div className="field">
            <label className="label" htmlFor={ids.email}>
              {t.email}
            </label>
            <input className="input" type="email" autoComplete="email" {...field("email")} />
          </div>
          <div className="field">
            <label className="label" htmlFor={ids.message}>
              {t.message}
            </label>
            <textarea className="textarea" maxLength={5000} {...field("message")} />
          </div>
          <HumanCheck siteKey={siteKey} onToken={setHumanCheck} />
        </form>
      )}
    </Modal>
  );
}

/** A "Contact Us" control that owns its modal. Before hydration it is a mail link. */
export function ContactButton({
  lang = "en",
  className = "",
  label,
}: {
  lang?: Lang;
  className?: string;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const text = label ?? messages(lang).contact.title;
  if (!hydrated) {
    return (
      <a className={className} href="mailto:support@carefinder.example">
        {text}
      </a>
    );
  }
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {text}
      </button>
      <ContactModal open={open} onClose={() => setOpen(false)} lang={lang} />
    </>
  );
}
