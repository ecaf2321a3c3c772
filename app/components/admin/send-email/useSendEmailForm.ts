import { useForm, type SubmissionResult } from "@conform-to/react";
import { getValibotConstraint, parseWithValibot } from "@conform-to/valibot";
import type { FetcherWithComponents } from "@remix-run/react";
import { useRef, useState } from "react";
import { useHydrated } from "~/components/useHydrated";
import { ADMIN_MESSAGES, attachmentTooLargeMessage, MAX_ATTACHMENT_BYTES } from "~/domain/admin";
import { ADMIN_EMAIL_FIELDS, adminEmailFieldsSchema, adminEmailUrl } from "~/domain/admin-email";

export type Recipient = { id: string; name: string | null; email: string };
export type Draft = { key: string; file: File };

/**
 * The Send Email form's state (docs/product.md#admin): subject and message
 * through Conform with the server's own schema; attachments kept in a list the
 * admin can trim, each at most 10MB (bigger ones are refused by name,
 * docs/decisions/0008-email.md). With JavaScript the form goes through the
 * fetcher as multipart/form-data with the listed files; without it, as a plain
 * form post to the same action.
 */
export function useSendEmailForm({
  recipient,
  lastResult,
  fetcher,
}: {
  recipient: Recipient;
  lastResult: SubmissionResult<string[]> | null | undefined;
  fetcher?: Pick<FetcherWithComponents<unknown>, "state" | "submit">;
}) {
  const hydrated = useHydrated();
  const [files, setFiles] = useState<Draft[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const action = adminEmailUrl(recipient.id);

  const [form, fields] = useForm({
    id: `send-email-${recipient.id}`,
    lastResult,
    constraint: getValibotConstraint(adminEmailFieldsSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: adminEmailFieldsSchema }),
    onSubmit(event, { formData }) {
      if (!fetcher) return;
      event.preventDefault();
      // Subject and message first, then the listed files: the server reads the body in order.
      const body = new FormData();
      body.set(ADMIN_EMAIL_FIELDS.subject, String(formData.get(ADMIN_EMAIL_FIELDS.subject) ?? ""));
      body.set(ADMIN_EMAIL_FIELDS.message, String(formData.get(ADMIN_EMAIL_FIELDS.message) ?? ""));
      for (const { file } of files) body.append(ADMIN_EMAIL_FIELDS.attachments, file, file.name);
      fetcher.submit(body, { method: "post", encType: "multipart/form-data", action });
    },
  });

  function addFiles(list: FileList | null) {
    // Without JavaScript the input itself carries the files; with it, they move to the list.
    if (!list || !hydrated) return;
    const chosen = [...list];
    const tooBig = chosen.filter((f) => f.size > MAX_ATTACHMENT_BYTES);
    const ok = chosen.filter((f) => f.size <= MAX_ATTACHMENT_BYTES);
    setFiles((current) => [...current, ...ok.map((file) => ({ key: crypto.randomUUID(), file }))]);
    setFileError(tooBig.length ? tooBig.map((f) => attachmentTooLargeMessage(f.name)).join(" ") : null);
    if (fileInput.current) fileInput.current.value = "";
  }

  const removeFile = (key: string) => setFiles((current) => current.filter((f) => f.key !== key));
  const busy = fetcher ? fetcher.state !== "idle" : false;
  const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";
  // Before JavaScript runs the button must work: the server checks the same rules.
  const canSend = !hydrated || (filled(fields.subject.value) && filled(fields.message.value) && !busy);
  const whyNotSend =
    !hydrated || busy ? null : missingWords(filled(fields.subject.value), filled(fields.message.value));

  return {
    form,
    fields,
    files,
    fileError,
    fileInput,
    addFiles,
    removeFile,
    busy,
    canSend,
    whyNotSend,
    action,
    hydrated,
  };
}

export type SendEmailFormState = ReturnType<typeof useSendEmailForm>;

function missingWords(subject: boolean, message: boolean): string | null {
  if (!subject && !message) return ADMIN_MESSAGES.needSubjectAndMessage;
  if (!subject) return ADMIN_MESSAGES.needSubject;
  return message ? null : ADMIN_MESSAGES.needMessage;
}
