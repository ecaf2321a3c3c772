/**
 * The bare patterns behind the shared validation (re-exported by common.ts).
 * Kept free of valibot so a page that only checks a ZIP as you type (the
 * landing page) does not download the validation library.
 */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
