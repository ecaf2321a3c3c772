import type { Lang } from "~/i18n";

/**
 * English words shared by every page (header, footer, contact dialog).
 * A language is one file of this shape: fr.ts and es.ts must match it.
 */
export const en = {
  lang: "en" as const,
  skipToContent: "Skip to content",
  header: {
    brandHome: "Care Finder home",
    nav: "Main",
    home: "Care Finder",
    concierge: "Care Concierge",
    coverage: "Care Coverage",
    coverageHref: "/insurance-guidance",
    checkBill: "Check a bill",
    checkBillHref: "/check-a-bill",
    signIn: "Sign In",
    memberDashboard: "My Care Dashboard",
    adminDashboard: "Admin Dashboard",
    signOut: "Sign Out",
    menu: "Menu",
    languages: "Languages",
  },
  footer: {
    label: "Footer",
    contact: "Contact Us",
    privacy: "Privacy & Terms",
    coverage: "Concierge care is available in all 50 states. Licensed insurance brokerage in FL, NC, OH, TN and VA.",
    disclaimer:
      "Care Finder provides pricing and advisory tools, not medical care. Prices shown are estimates, not quotes. Supplemental fixed-indemnity insurance is not comprehensive health coverage.",
  },
  contact: {
    title: "Contact Us",
    intro:
      "Send us a question about a bill, a price or your coverage. Support answers within 48 hours on business days.",
    name: "Name",
    email: "Email",
    message: "Message",
    send: "Send Message",
    sending: "Sending...",
    /** Why Send is disabled, beside it. */
    needAll: "Fill in your name, email and message first.",
    cancel: "Cancel",
    close: "Close",
  },
};

export type Messages = {
  [K in Exclude<keyof typeof en, "lang">]: (typeof en)[K] extends string
    ? string
    : { [P in keyof (typeof en)[K]]: string };
} & { lang: Lang };
