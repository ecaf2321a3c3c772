/** US dollars as people read them: "$149", "$1,100", "$49.50". Show them in `.tabular` so figures line up. */
const whole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? whole.format(amount) : cents.format(amount);
}

/** "$100–$200": a range with an en dash. */
export function formatUsdRange(min: number, max: number): string {
  return `${formatUsd(min)}–${formatUsd(max)}`;
}
