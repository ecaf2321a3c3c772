/** Demo data for local development (`npm run db:seed`). Emails are fixed so sign-in is predictable. */
export const DEMO_ADMIN = {
  email: "support@carefinder.example",
  givenName: "Sam",
  fullName: "Sam Rivera",
};

export const DEMO_MEMBERS = [
  {
    profile: {
      email: "maria.lopez@example.com",
      givenName: "Maria",
      fullName: "Maria Lopez",
      zipCode: "33131",
      phoneNumber: "(305) 555-0142",
      insuranceStatus: "insured" as const,
      insuranceProvider: "Aetna",
      serviceNeeded: "Bill review after an ER visit",
      currentPlan: "ESSENTIAL CARE",
      planStatus: "active",
      userTags: "vip, spanish-speaking",
    },
    requests: [
      {
        title: "ER bill looks too high",
        description: "The ER charged $4,800 for two hours. Can you review it?",
        requestType: "bill_review" as const,
        priority: "high" as const,
      },
      {
        title: "MRI price near Brickell",
        description: "My doctor ordered a knee MRI. Where is it cheapest?",
        requestType: "cost_estimate" as const,
        status: "in_progress" as const,
        adminNotes: "Comparing three imaging centres.",
      },
    ],
    documents: [
      {
        filename: "er-bill.txt",
        fileType: "text/plain",
        body: "Mercy Hospital ER\nFacility fee: $3,900\nPhysician: $900\n",
      },
    ],
    tasks: [{ taskText: "Call Aetna about the ER claim", dueInHours: 24 }],
  },
  {
    profile: {
      email: "james.carter@example.com",
      givenName: "James",
      fullName: "James Carter",
      zipCode: "10001",
      phoneNumber: "(212) 555-0199",
      insuranceStatus: "uninsured" as const,
      insuranceProvider: null,
      memberId: null,
      serviceNeeded: "Self-pay price for a colonoscopy",
    },
    requests: [
      {
        title: "Cash price for a colonoscopy",
        description: "I have no insurance. What should a screening colonoscopy cost in Manhattan?",
        requestType: "cost_estimate" as const,
        status: "completed" as const,
        adminNotes: "Sent three quotes by email.",
      },
    ],
    documents: [
      { filename: "referral-note.txt", fileType: "text/plain", body: "Referral: screening colonoscopy, age 45.\n" },
    ],
    tasks: [{ taskText: "Follow up on colonoscopy quotes", dueInHours: -2 }],
  },
  {
    profile: {
      email: "claire.dubois@example.com",
      givenName: "Claire",
      fullName: "Claire Dubois",
      zipCode: "33139",
      phoneNumber: "(786) 555-0123",
      insuranceStatus: "insured" as const,
      insuranceProvider: "Cigna Global",
      serviceNeeded: "Supplemental coverage for my family",
      currentPlan: "PREMIUM CARE",
      planStatus: "active",
      userTags: "french",
    },
    requests: [
      {
        title: "Which supplemental plan fits us?",
        description: "Family of four, we travel often. Premium or Essential?",
        requestType: "general" as const,
      },
    ],
    documents: [
      {
        filename: "insurance-card.txt",
        fileType: "text/plain",
        body: "Cigna Global card (front and back scan placeholder)\n",
      },
    ],
    tasks: [{ taskText: "Prepare a coverage comparison for Claire", dueInHours: null }],
  },
];

/** A signed-up person who has not registered yet: /dev/sign-in lands them on /form. */
export const DEMO_NEW_MEMBER = {
  email: "new.member@example.com",
  givenName: "Nina",
  fullName: null,
  phoneNumber: null,
  zipCode: null,
  dateOfBirth: null,
  insuranceStatus: null,
  insuranceProvider: null,
  memberId: null,
  serviceNeeded: null,
  onboardingCompleted: false,
};

/**
 * A member who paid for Care Access before (his Stripe customer and payment are seeded in the Stripe
 * stand-in too): the journey of paying again after Stripe forgot the customer (test/e2e/stripe-customer.spec.ts)
 * signs in as him; no other journey uses him.
 */
export const DEMO_RETURNING_MEMBER = {
  email: "paul.martin@example.com",
  givenName: "Paul",
  fullName: "Paul Martin",
  zipCode: "60601",
  insuranceStatus: "uninsured" as const,
  insuranceProvider: null,
  memberId: null,
  serviceNeeded: "Prices for a knee MRI",
  currentPlan: "CARE ACCESS",
  planStatus: "active",
  onboardingCompleted: true,
};

/** Not registered yet either; the registration journey (test/e2e/registration.spec.ts) uses her. */
export const DEMO_NEW_MEMBER_2 = { ...DEMO_NEW_MEMBER, email: "nora.new@example.com", givenName: "Nora" };

/**
 * An uninsured member with a bill case in review (Bellevue Hospital, OH): the bill-check journey
 * (test/e2e/bills.spec.ts) signs in as him and checks a second bill; no other journey uses him.
 */
export const DEMO_BILL_MEMBER = {
  profile: {
    email: "ben.billing@example.com",
    givenName: "Ben",
    fullName: "Ben Okafor",
    zipCode: "44811",
    insuranceStatus: "uninsured" as const,
    insuranceProvider: null,
    memberId: null,
    serviceNeeded: "Check a hospital bill",
    onboardingCompleted: true,
  },
  billCase: {
    hospitalName: "Bellevue Hospital",
    serviceDate: "2026-09-14",
    status: "in_review" as const,
    billedCents: 98_000,
    postedTotalCents: 87_700,
    postedLines: 2,
    countedLines: 2,
    possibleSavingCents: 10_300,
  },
};

/** An admin email the relay refused five times: the admin Outbox tab shows it with Retry. */
export const DEMO_FAILED_EMAIL = {
  kind: "admin_email" as const,
  fromAddress: "support@carefinder.example",
  subject: "Your colonoscopy quotes",
  textBody: "Hello James,\n\nHere are the three quotes we found.",
  status: "failed" as const,
  attempts: 5,
  lastError: "Relay refused the message (550)",
};

/** The demo admin's hours for calls (docs/product.md#calls): weekdays 9:00 to 17:00 New York time, so booking works on `npm start`. */
export const DEMO_CALL_HOURS = {
  timeZone: "America/New_York",
  weeklyHours: [1, 2, 3, 4, 5].map((day) => ({ day, start: 9 * 60, end: 17 * 60 })),
  daysOff: [] as string[],
  bufferMinutes: 15,
  noticeMinutes: 12 * 60,
};
