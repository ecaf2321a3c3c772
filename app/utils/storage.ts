/**
 * Browser-stored items (docs/product.md#data): the sign-up draft and the selected plan.
 * Safe to call during SSR (no-ops without window).
 */
export const SIGNUP_DRAFT_KEY = "carefinder:signup-draft";
export const SELECTED_PLAN_KEY = "carefinder:selected-plan";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // private mode or storage disabled
  }
}

export function readStored<T>(key: string): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  storage()?.setItem(key, JSON.stringify(value));
}

export function clearStored(key: string): void {
  storage()?.removeItem(key);
}
