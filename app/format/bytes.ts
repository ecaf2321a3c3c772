/** File sizes for people: "512 bytes", "1.5 KB", "10 MB" (1 KB = 1024 bytes, as the 10 MB cap counts). */
const UNITS = ["KB", "MB", "GB"] as const;
const oneDecimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "";
  if (bytes < 1024) return bytes === 1 ? "1 byte" : `${Math.round(bytes)} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  // Round first so 1023.96 KB reads "1 MB", never "1,024 KB".
  while (unit < UNITS.length - 1 && Number(value.toFixed(1)) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return `${oneDecimal.format(value)} ${UNITS[unit]}`;
}
