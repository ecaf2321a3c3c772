/**
 * Outside pages we send people to: real public pages only, opened in a new tab.
 * Booking, quote and chat services of our own do not exist yet, so those
 * actions go to our contact dialog, our registration form or an email instead.
 */
export const PUBLIC_RESOURCES = {
  /** HealthCare.gov: compare Marketplace health plans and their prices by ZIP code. */
  marketplacePlans: "https://www.healthcare.gov/see-plans/",
  /** CMS: what hospitals must publish about their prices. */
  hospitalPriceTransparency: "https://www.cms.gov/priorities/key-initiatives/hospital-price-transparency",
  /** NAIC: every state's insurance department (check a broker's licence, file a complaint). */
  stateInsuranceDepartments: "https://content.naic.org/state-insurance-departments",
} as const;

export const SUPPORT_PHONE = "(800) 555-0199";

/** An email to support with its subject filled in (the 30-minute call, help after a failed payment). */
export function supportMailto(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/** Props for a link that opens in a new tab safely. */
export const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;
