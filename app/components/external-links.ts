/**
 * Outside pages the coverage pages link to (spec §2 "External links open in
 * new tabs"). The real addresses are "not shown" in the spec: these are
 * placeholders on reserved example domains until the business supplies them.
 */
export const EXTERNAL_LINKS = {
  insuranceQuote: "https://quotes.insurance-partner.example/care-finder",
  planRequestForm: "https://forms.carefinder.example/plan-request",
  discoveryCall: "https://booking.carefinder.example/discovery-call",
  supportChat: "https://chat.carefinder.example/support",
  /** The 30-minute consultation call members book (spec §9). */
  consultation: "https://booking.carefinder.example/consultation-30-min",
} as const;

export const SUPPORT_PHONE = "(800) 555-0199";

/** Props for a link that opens in a new tab safely. */
export const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;
