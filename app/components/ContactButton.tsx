import { lazy, Suspense, useState } from "react";
import { useMessages } from "~/utils/lang";
import { useHydrated } from "./useHydrated";

// The dialog (its form library included) is fetched when someone is about to open it, never on a first visit.
const loadContactModal = () => import("./ContactModal").then((module) => ({ default: module.ContactModal }));
const ContactModal = lazy(loadContactModal);

/** A "Contact Us" control that owns its modal. Before hydration it is a mail link. */
export function ContactButton({ className = "", label }: { className?: string; label?: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const hydrated = useHydrated();
  const messages = useMessages();
  const text = label ?? messages.contact.title;
  if (!hydrated) {
    return (
      <a className={className} href="mailto:support@carefinder.example">
        {text}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        // Start the download on the way to a click, so the dialog opens at once.
        onPointerEnter={loadContactModal}
        onFocus={loadContactModal}
        aria-haspopup="dialog"
      >
        {text}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <ContactModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
