import { useEffect, useRef } from "react";

/**
 * Moves focus to an answer when it appears (give the element `tabIndex={-1}`): a screen reader then reads it,
 * and a keyboard user carries on from it. `shown` changes with each new answer; null or undefined: nothing shown.
 */
export function useFocusWhenShown<T extends HTMLElement>(shown: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown !== null && shown !== undefined) ref.current?.focus();
  }, [shown]);
  return ref;
}
