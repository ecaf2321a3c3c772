/** The English Care Coverage page's copy (app/routes/insurance-guidance.tsx): plan tiers, benefits, add-ons, questions. */
import type { ReactNode } from "react";

export const TIERS = [
  { name: "Core", range: "$100–$200", summary: "Essential protection for ER visits, hospital stays and surgery." },
  { name: "Essential", range: "$200–$300", summary: "Higher daily benefits and more doctor visits.", highlight: true },
  { name: "Premium", range: "$300–$400", summary: "Our highest benefits, plus advanced outpatient and imaging." },
] as const;

const NONE_LISTED = "None listed";

/** The supplemental plans' benefits, tier by tier. */
export const BENEFITS: [string, string, string, string][] = [
  ["ER", "$300/day, 3 days a year", "$500/day", "$1,000/day"],
  ["Hospital, per day", "$2,000, unlimited days", "$4,000", "$5,000"],
  ["ICU add-on, per day", "+$2,000, up to 60 days", "+$4,000", "+$5,000"],
  ["Surgery", "$25,000/day", "$37,500/day", "$50,000/day"],
  ["Doctor or urgent-care visits", "4 visits at $80", "6 visits at $125", "10 visits at $200"],
  [
    "Prescriptions",
    "$10 generic, $40 brand, 12 fills",
    "$20 generic, $60 brand, 12 fills",
    "$20 generic, $60 brand, 20 fills",
  ],
  ["Wellness exam", "$100", "$125", "$150"],
  // The plan table lists no "Other" benefit for Essential: say so rather than borrow Core's.
  ["Other", "Up to $2M per year and $5M lifetime", NONE_LISTED, "Advanced outpatient and imaging"],
];

export const ADD_ONS = [
  {
    name: "Accident",
    text: "Cash benefits for injuries from accidents, such as ER care, fractures and follow-up visits.",
  },
  {
    name: "Critical illness",
    text: "A lump sum if you are diagnosed with a covered illness such as cancer, heart attack or stroke.",
  },
  {
    name: "Concierge",
    text: "A Care Finder concierge who finds fair prices, checks bills and handles claims for you.",
  },
  { name: "Telehealth", text: "Talk to a licensed doctor by phone or video, day or night, without a visit fee." },
];

export const FAQ: { question: string; answer: ReactNode }[] = [
  {
    question: "What is fixed-indemnity insurance?",
    answer: (
      <p>
        It pays you a set cash amount for a covered event, such as $2,000 per day in hospital, no matter what the bill
        is. It is supplemental: it is not comprehensive health coverage.
      </p>
    ),
  },
  {
    question: "Can I use it with my current health plan?",
    answer: <p>Yes. Many people add it to a high-deductible plan to help pay the deductible and other costs.</p>,
  },
  {
    question: "Do I need a medical exam?",
    answer: (
      <p>
        No exam, but medical underwriting is required: you answer health questions and the insurer decides whether to
        offer coverage.
      </p>
    ),
  },
  {
    question: "How much does it cost?",
    answer: (
      <p>
        Core is about $100–$200 a month, Essential $200–$300 and Premium $300–$400. Your price depends on your age,
        health, tobacco use and ZIP code. Our examples assume a 39-year-old male smoker in a Miami ZIP code.
      </p>
    ),
  },
  {
    question: "Where can I buy it?",
    answer: (
      <p>Our licensed brokers can enroll you in FL, NC, OH, TN and VA. Concierge care is available in all 50 states.</p>
    ),
  },
  {
    question: "Who pays the benefit?",
    answer: <p>Benefits are paid to you, so you can use them for bills, travel, childcare or anything else.</p>,
  },
];
