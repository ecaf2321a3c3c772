/**
 * The bare patterns behind the shared validation (re-exported by common.ts).
 * Kept free of valibot so a page that only checks a ZIP as you type (the
 * landing page) does not download the validation library.
 */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
/**
 * One plain address (name@domain), nothing else: no display name or angle
 * brackets (`x<evil@attacker.example>`), no lists, no quotes, spaces or control
 * characters. Addresses go into email headers, so this is the whole defence
 * against smuggling a second recipient or a header in through one.
 */
/**
 * Values that end up in email headers (a subject, a file name, a name written
 * into a subject): a line break would start a header of the sender's choosing,
 * and the email service refuses any control character, so none is allowed.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
export const HEADER_SAFE_PATTERN = /^[^\u0000-\u001f\u007f]*$/;
export const EMAIL_PATTERN = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~.-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+$/u;
