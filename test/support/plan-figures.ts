/** The figures the plans pages show a member, read from the page's text, to compare with what Checkout charged. */
import { appFetch } from "./browser";
import { APP } from "./stripe-journeys";

type Figures = { price: number; firstMonth: number | null; credit: number | null };
const cents = (dollars: string) => Math.round(Number(dollars.replace(/[$,]/g, "")) * 100);

/** The plans pages: the English one and the Spanish one, which must show the same figures. */
export const PLAN_PAGES = ["/pricing", "/precios-y-planes"] as const;

/** The figures each plan card on a plans page shows this member, in cents, read from the page's text. */
export async function pageFigures(
  cookie?: string,
  path: (typeof PLAN_PAGES)[number] = "/pricing",
): Promise<Record<string, Figures>> {
  const html = await (await appFetch(`${APP}${path}`, { headers: cookie ? { Cookie: cookie } : {} })).text();
  const figures: Record<string, Figures> = {};
  for (const card of html.split("<article").slice(1)) {
    const text = (pattern: RegExp) => pattern.exec(card)?.[1].replace(/<[^>]*>/g, "") ?? "";
    // Keyed by the English name: the Spanish card shows it beside its own.
    const label = text(/class="plan-card__english[^"]*"[^>]*>([^<]*)</) || text(/<h[23][^>]*>([\s\S]*?)<\/h[23]>/);
    const price = /^\$[\d,.]+/.exec(text(/class="plan-card__price tabular">([\s\S]*?)<\/p>/))?.[0];
    if (!price) continue; // the Insurance Bundle: a quote, no figure
    const credited =
      /(?:Your|Su pago de Care Access de) (\$[\d,.]+) (?:Care Access payment is credited|se abona): (?:first month|primer mes) (\$[\d,.]+)/.exec(
        card.replace(/<[^>]*>/g, ""),
      );
    figures[label] = {
      price: cents(price),
      credit: credited ? cents(credited[1]) : null,
      firstMonth: credited ? cents(credited[2]) : null,
    };
  }
  return figures;
}
