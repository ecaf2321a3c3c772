import { useRevalidator } from "@remix-run/react";
import { useRef, useState } from "react";
import { countOf } from "~/format/plural";
import { wordsIn } from "~/i18n/pick";
import { localeOf } from "~/format/locale";
import { en } from "~/i18n/documents/en";
import { es } from "~/i18n/documents/es";
import { usePageLang } from "~/utils/member-lang";
import { firstInvalidFile, sendBatch } from "./upload-request";

/** A file of the batch on its way, or one that was not uploaded; a stored file leaves this list for the documents list. */
export type FileProgress = { name: string; percent: number; state: "waiting" | "sending" | "refused" };

/** "2 documents uploaded." in the page's language. */
export function uploadedNotice(count: number, lang: string): string {
  return countOf(count, wordsIn(lang, { en, es }).uploaded, localeOf(lang));
}

/**
 * One batch at a time, the way a person reads the rule (docs/product.md#documents):
 * the first invalid file stops the batch; the files before it are uploaded,
 * it and the files after it are not, and the message names it.
 */
export function useDocumentUpload(initial: { notice?: string | null; error?: string | null } = {}) {
  const revalidator = useRevalidator();
  const lang = usePageLang();
  const w = wordsIn(lang, { en, es });

  const [progress, setProgress] = useState<FileProgress[]>([]);
  const [error, setError] = useState<string | null>(initial.error ?? null);
  const [notice, setNotice] = useState<string | null>(initial.notice ?? null);
  const [busy, setBusy] = useState(false);
  // A ref, because state lags behind two quick drops.
  const working = useRef(false);

  async function upload(list: FileList | File[] | null, requestId: string): Promise<void> {
    const files = Array.from(list ?? []);
    if (!files.length) return;
    if (working.current) {
      setNotice(w.waitForUpload);
      return;
    }
    working.current = true;
    setError(null);
    setNotice(null);
    let uploaded = 0;
    try {
      const invalid = await firstInvalidFile(files);
      const toSend = invalid ? files.slice(0, invalid.index) : files;
      setProgress(
        files.map((file, i) => ({ name: file.name, percent: 0, state: i < toSend.length ? "waiting" : "refused" })),
      );
      if (toSend.length) {
        setBusy(true);
        const ends = toSend.reduce<number[]>((acc, file) => [...acc, (acc.at(-1) ?? 0) + file.size], []);
        const outcome = await sendBatch(toSend, requestId, (loaded, total) => {
          // Bytes sent, shared out over the files in the order they travel.
          const sent = (loaded / total) * (ends.at(-1) ?? 0);
          setProgress((items) =>
            items.map((item, i) => {
              if (i >= toSend.length) return item;
              const start = i === 0 ? 0 : ends[i - 1];
              const size = ends[i] - start;
              const percent = size === 0 ? 100 : Math.max(0, Math.min(100, Math.round(((sent - start) / size) * 100)));
              return { ...item, percent, state: percent > 0 ? "sending" : item.state };
            }),
          );
        });
        uploaded = outcome.result?.uploaded.length ?? 0;
        // Stored files are named once, in the documents list the page refreshes; only the ones not uploaded stay here.
        setProgress((items) =>
          items.flatMap((item, i) =>
            i < uploaded ? [] : i < toSend.length ? [{ ...item, state: "refused" as const }] : [item],
          ),
        );
        if (!outcome.ok) return setError(outcome.message);
      }
      if (invalid) setError(invalid.message);
    } finally {
      working.current = false;
      setBusy(false);
      if (uploaded) {
        setNotice(uploadedNotice(uploaded, lang));
        revalidator.revalidate();
      }
    }
  }

  return { progress, error, notice, busy, upload };
}
