/** The member's dashboard (routes/dashboard.tsx and components/dashboard/*Section, QuickActions). */
export const en = {
  title: "My Care Dashboard | Care Finder",
  reload: "Reload your dashboard",
  paymentDone: "Payment Successful",
  thanksFor: (plan: string) => ` — thank you for choosing ${plan}.`,
  thanks: " — thank you.",
  planShowsSoon: "Your plan shows here as soon as the payment is confirmed.",
  saved: {
    profile: "Your profile is updated.",
    request: "Your request was sent. We will answer within 48 hours.",
    "document-deleted": "Document deleted.",
  },
  billing: {
    error: "We could not open your billing page. Please try again or contact support.",
    none: "There is no subscription to manage for your account at our payment provider. You can choose a plan, or contact support if you think this is wrong.",
  },
  welcome: (name: string) => `Welcome, ${name}`,
  signedInAs: (email: string) => `Signed in as ${email}`,
  profile: {
    title: "Your profile",
    edit: "Edit",
    editLabel: "Edit profile",
    name: "Name",
    email: "Email",
    phone: "Phone",
    zip: "ZIP code",
    birth: "Date of birth",
    insurance: "Insurance",
    insured: "Insured",
    uninsured: "Uninsured",
    memberId: "Member ID",
    notGiven: "Not given yet",
    service: "Service needed",
  },
  plan: {
    title: "Your Plan",
    none: "No plan yet",
    status: {
      active: "Active",
      payment_due: "Payment due",
      canceled: "Canceled",
      refunded: "Refunded",
      never_paid: "Never paid",
    },
    ended: "ended",
    careAccessFree: "Care Access is free with your insurance enrollment: it is yours, with nothing to pay.",
    /** Before the amount, the amount, after it. */
    credit: (amount: string): [string, string, string] => [
      "Your ",
      amount,
      " Care Access payment will be credited to your first Essential Care or Premium Care month.",
    ],
    action: {
      active: { label: "Manage Plan", explains: null as string | null },
      payment_due: {
        label: "Update payment",
        explains: "Your last payment did not go through. Update your card to keep your plan." as string | null,
      },
      canceled: {
        label: "Choose a new plan",
        explains: "Your plan has ended. Choosing a plan starts a new one; you see the price before you pay." as
          string | null,
      },
      refunded: {
        label: "Choose a plan",
        explains: "Your payment was refunded, so that plan has ended. You can choose a plan again at any time." as
          string | null,
      },
      never_paid: {
        label: "Choose a plan",
        explains: "You have not chosen a paid plan. See the plans and what each costs." as string | null,
      },
    },
  },
  payments: {
    title: "Payments",
    none: "No payments yet.",
    refunded: (amount: string) => `Refunded ${amount}`,
    partlyRefunded: (amount: string) => `Paid, ${amount} refunded`,
    pending: "Payment pending",
    paid: "Paid",
    monthly: " (monthly)",
    oneTime: " (one-time)",
    on: "on",
    paidOn: "paid",
    invoice: "Invoice",
    receipt: "Receipt",
    opensStripe: (plan: string) => ` for ${plan}, opens Stripe in a new tab`,
  },
  quick: {
    title: "Quick Actions",
    write: "Write to support",
    messages: "Messages",
    call: "Schedule a 30-minute call",
    callWith: "A booked 30-minute call each month comes with",
    upload: "Upload a document",
  },
  unreadReplies: { one: "unread reply", other: "unread replies" },
  help: {
    title: "Need Help?",
    answers: "Our team answers within 48 hours on business days.",
  },
};

export type DashboardWords = typeof en;
