/**
 * A bill's line ids in key order (docs/decisions/0078-bill-lines-keyed-in-order.md): UUIDs of version 7's layout,
 * the time first (48 bits of milliseconds), then 12 random bits, the variant, 50 random bits and the line's
 * position (12 bits). The lines of one check share everything but their position, and a later check sorts after.
 * They were made so for `bill_lines`' primary-key index, gone since a case's lines are one row (migration 0038,
 * ADR 0081); the ids stay in the lines' order and unique within their case. Still 62 random bits per check and ms.
 */
const hex = (value: number, digits: number) => value.toString(16).padStart(digits, "0");

/** `count` ids, ascending, for the lines of one bill written at `now` (at most 4,096: MAX_BILL_LINES is 100). */
export function orderedLineIds(count: number, now = Date.now()): string[] {
  if (count > 0x1000) throw new Error("too many lines for one id run");
  const random = crypto.getRandomValues(new Uint16Array(5));
  const time = hex(now, 12);
  // 12 random bits after the version; then the variant (10) and 14 random bits; then 36 random bits.
  const head = `${time.slice(0, 8)}-${time.slice(8)}-7${hex(random[0] & 0xfff, 3)}-${hex(0x8000 | (random[1] & 0x3fff), 4)}-`;
  const tail = hex(random[2], 4) + hex(random[3], 4) + hex(random[4] & 0xf, 1);
  return Array.from({ length: count }, (_, i) => head + tail + hex(i, 3));
}
