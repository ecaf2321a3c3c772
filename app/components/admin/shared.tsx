import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { WORK_STATUS_VALUES } from "~/domain/admin";
import { en as requestWords } from "~/i18n/requests/en";
import type { AdminActionResult } from "~/domain/admin-forms";

export type Flash = { kind: "success" | "error"; text: string; id: number };

const FlashContext = createContext<(kind: Flash["kind"], text: string) => void>(() => {});

/** Page-level success/failure messages (docs/product.md#messages), announced to screen readers. */
export function FlashProvider({ children, initial }: { children: ReactNode; initial?: AdminActionResult }) {
  // After a post without JavaScript the page itself carries the answer.
  const [flash, setFlash] = useState<Flash | null>(() => (initial ? toFlash(initial) : null));
  const show = useCallback((kind: Flash["kind"], text: string) => setFlash({ kind, text, id: Date.now() }), []);
  return (
    <FlashContext.Provider value={show}>
      {/* Always in the DOM so screen readers announce what appears in them. */}
      <div role="status" aria-live="polite">
        {flash?.kind === "success" ? <FlashMessage flash={flash} onDismiss={() => setFlash(null)} /> : null}
      </div>
      <div role="alert" aria-live="assertive">
        {flash?.kind === "error" ? <FlashMessage flash={flash} onDismiss={() => setFlash(null)} /> : null}
      </div>
      {children}
    </FlashContext.Provider>
  );
}

function toFlash(answer: AdminActionResult): Flash {
  return answer.ok ? { kind: "success", text: answer.message, id: 0 } : { kind: "error", text: answer.error, id: 0 };
}

function FlashMessage({ flash, onDismiss }: { flash: Flash; onDismiss: () => void }) {
  return (
    <div className={`alert ${flash.kind === "success" ? "alert-success" : "alert-error"} admin-flash`}>
      <span>{flash.text}</span>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}

export const useFlash = () => useContext(FlashContext);

export type { AdminActionResult } from "~/domain/admin-forms";

/** Shows a fetcher's result once as a flash message. */
export function useActionFlash(data: AdminActionResult | undefined, onSuccess?: () => void) {
  const flash = useFlash();
  const [seen, setSeen] = useState<AdminActionResult | undefined>(undefined);
  useEffect(() => {
    if (!data || data === seen) return;
    setSeen(data);
    if (data.ok) {
      flash("success", data.message);
      onSuccess?.();
    } else flash("error", data.error);
  }, [data, seen, flash, onSuccess]);
}

/** The `<option>`s of every work-status select (filters, row forms, bulk changes), in one order with one set of words. */
export function WorkStatusOptions() {
  return (
    <>
      {WORK_STATUS_VALUES.map((s) => (
        <option key={s} value={s}>
          {requestWords.statuses[s]}
        </option>
      ))}
    </>
  );
}
