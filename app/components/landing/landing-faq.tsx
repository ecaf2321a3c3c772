import { Link } from "@remix-run/react";
import type { FaqGroup } from "~/components/Faq";

/** The landing page's questions and answers, by theme. */
export const LANDING_FAQ: FaqGroup[] = [
  {
    title: "About",
    items: [
      {
        question: "What is Care Finder?",
        answer: (
          <p>
            Care Finder is a healthcare cost and coverage concierge. We show what procedures typically cost and help you
            lower your bills. We give pricing and advice, not medical care.
          </p>
        ),
      },
      {
        question: "Where do your prices come from?",
        answer: (
          <p>
            From public data: Medicare&apos;s 2025 fee schedules, Medicare&apos;s regional cost indices and the cash
            prices hospitals publish under federal price-transparency rules.{" "}
            <Link to="/methodology">See how we estimate</Link>.
          </p>
        ),
      },
      {
        question: "Where is Care Finder available?",
        answer: (
          <p>
            Concierge care is available in all 50 states. Licensed insurance brokerage is available in FL, NC, OH, TN
            and VA.
          </p>
        ),
      },
    ],
  },
  {
    title: "Costs & Savings",
    items: [
      {
        question: "Is the price preview a quote?",
        answer: (
          <p>
            No. It is an estimate from public data. What you pay depends on the provider, your insurance plan and how
            much of your deductible you have met.
          </p>
        ),
      },
      {
        question: "How much can I save?",
        answer: (
          <p>
            Members typically save 30–80% off the national average. If we find no savings, we refund your concierge fee.
          </p>
        ),
      },
      {
        question: "Why is the self-pay price sometimes lower than with insurance?",
        answer: (
          <p>
            Until you meet your deductible you pay your plan&apos;s negotiated rate, which can be higher than a cash
            price. Paying cash is often allowed; we can help you decide.
          </p>
        ),
      },
    ],
  },
  {
    title: "Appointments & Care",
    items: [
      {
        question: "Do you book appointments for me?",
        answer: (
          <p>
            Yes. Once you choose a provider, your concierge can help schedule the visit and check the price in writing
            before you go.
          </p>
        ),
      },
      {
        question: "Do you provide medical advice?",
        answer: (
          <p>
            No. Care Finder does not give medical care or advice. Please talk to your doctor about which procedure you
            need.
          </p>
        ),
      },
      {
        question: "How fast will I hear back?",
        answer: <p>Answers come within 48 hours. Support responds within 48 hours on business days.</p>,
      },
    ],
  },
  {
    title: "Plans & Subscriptions",
    items: [
      {
        question: "What plans do you offer?",
        answer: (
          <p>
            Care Access is $149 one time, Essential Care is $49 per month and Premium Care is $99 per month.{" "}
            <Link to="/pricing">Compare plans</Link>.
          </p>
        ),
      },
      {
        question: "Can I cancel my subscription?",
        answer: <p>Yes. Monthly plans can be managed or cancelled from your member dashboard under Manage Plan.</p>,
      },
      {
        question: "Does the Care Access credit carry over?",
        answer: <p>Yes. The Care Access fee rolls over as a credit if you move to a monthly membership.</p>,
      },
    ],
  },
];
