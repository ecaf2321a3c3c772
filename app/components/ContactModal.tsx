import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getValibotConstraint } from "@conform-to/valibot";
import { useEffect, useId, useRef, useState } from "react";
import { CONTACT_MESSAGES, contactReady, contactSchema } from "~/domain/contact";
import { parseForm } from "~/utils/forms";
import { useMessages } from "~/utils/lang";
import { api, refusalOf } from "~/utils/api-client";
import { useTurnstileScriptUrl, useTurnstileSiteKey } from "~/utils/user";
import { HumanCheck } from "./HumanCheck";
import { Modal } from "./Modal";
import { DialogFooter } from "./DialogFooter";
import { Field } from "./forms";

/** The modal closes itself 3 s after success and resets 300 ms after closing (docs/product.md#figures). */
const CONTACT_AUTO_CLOSE_MS = 3000;
const CONTACT_RESET_MS = 300;

/**
 * The contact modal (docs/product.md#pages): Name, Email, Message → POST /api/contact.
 * Loaded only when someone opens it (`ContactButton`), so no page pays for it up front.
 */
export function ContactModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMessages().contact;
  const [status, setStatus] = useState<"idle" | "sending" | "sent">("idle");
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | null>(null);
  // A new form id starts Conform's state afresh (the reset after closing).
  const [generation, setGeneration] = useState(0);
  // Turnstile's token when bot protection is on (the widget stays hidden unless Cloudflare needs a challenge).
  const siteKey = useTurnstileSiteKey();
  const scriptUrl = useTurnstileScriptUrl();
  const [humanCheck, setHumanCheck] = useState("");
  const formId = `${useId()}-${generation}`;
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  function later(fn: () => void, ms: number) {
    timers.current.push(window.setTimeout(fn, ms));
  }

  function reset() {
    setGeneration((n) => n + 1);
    setLastResult(null);
    setStatus("idle");
  }

  function close() {
    onClose();
    later(reset, CONTACT_RESET_MS);
  }

  const [form, fields] = useForm({
    id: formId,
    lastResult,
    constraint: getValibotConstraint(contactSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, contactSchema),
    async onSubmit(event, { submission, formData }) {
      event.preventDefault();
      if (!submission || status === "sending") return;
      const values = {
        name: textOf(formData.get("name")),
        email: textOf(formData.get("email")),
        message: textOf(formData.get("message")),
      };
      setStatus("sending");
      setLastResult(null);
      try {
        const res = await api.contact.$post({
          json: humanCheck ? { ...values, "cf-turnstile-response": humanCheck } : values,
        });
        if (!res.ok) {
          setLastResult(submission.reply({ formErrors: [(await refusalOf(res)).error || CONTACT_MESSAGES.failed] }));
          setStatus("idle");
          return;
        }
        setStatus("sent");
        later(close, CONTACT_AUTO_CLOSE_MS);
      } catch {
        setLastResult(submission.reply({ formErrors: [CONTACT_MESSAGES.unexpected] }));
        setStatus("idle");
      }
    },
  });

  // Send stays disabled until all three are filled in (docs/product.md#validation).
  const ready = contactReady({
    name: textOf(form.value?.name),
    email: textOf(form.value?.email),
    message: textOf(form.value?.message),
  });
  const error = form.errors?.[0];
  const control = { disabled: status !== "idle", ariaDescribedBy: error ? form.errorId : undefined };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t.title}
      closeLabel={t.close}
      footer={
        status === "sent" ? undefined : (
          <DialogFooter
            onCancel={close}
            cancelLabel={t.cancel}
            form={form.id}
            label={t.send}
            busyLabel={t.sending}
            busy={status === "sending"}
            disabled={!ready || status !== "idle"}
            reason={ready ? null : t.needAll}
          />
        )
      }
    >
      {status === "sent" ? (
        <p className="alert alert-success" role="status">
          {CONTACT_MESSAGES.sent}
        </p>
      ) : (
        <form {...getFormProps(form)}>
          <p className="muted">{t.intro}</p>
          {error ? (
            <p id={form.errorId} className="alert alert-error" role="alert">
              {error}
            </p>
          ) : null}
          <Field field={fields.name} label={t.name}>
            <input
              {...getInputProps(fields.name, { type: "text", ...control })}
              key={fields.name.key}
              className="input"
              autoComplete="name"
            />
          </Field>
          <Field field={fields.email} label={t.email}>
            <input
              {...getInputProps(fields.email, { type: "email", ...control })}
              key={fields.email.key}
              className="input"
              autoComplete="email"
            />
          </Field>
          <Field field={fields.message} label={t.message}>
            <textarea {...getTextareaProps(fields.message, control)} key={fields.message.key} className="textarea" />
          </Field>
          <HumanCheck siteKey={siteKey} scriptUrl={scriptUrl} onToken={setHumanCheck} />
        </form>
      )}
    </Modal>
  );
}

const textOf = (value: unknown) => (typeof value === "string" ? value : "");
