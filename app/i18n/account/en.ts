/** The member's data-rights pages (delete my account, the page after it) and the Stripe-return page, in English. */
export const en = {
  delete: {
    title: "Delete my account",
    metaTitle: "Delete my account | Care Finder",
    back: "Back to your dashboard",
    lead: "Deleting your account cannot be undone. We delete, at once:",
    gone: [
      "your profile and sign-in details, and every session (you are signed out everywhere);",
      "your help requests, their timeline and your messages with our team;",
      "your documents and their files.",
    ],
    kept: "We keep the records of your payments, without your name or email, because tax and accounting law requires them. You can sign up again with the same email later; it starts a new, empty account.",
    copyFirst: "Want a copy first?",
    download: "Download my data",
    downloadNote: "(a JSON file, with links to your documents that work for 7 days).",
    confirm: "I understand: delete my account and everything in it",
    submit: "Delete my account",
    submitting: "Deleting...",
    cancel: "Keep my account",
  },
  deleted: {
    title: "Your account is deleted",
    metaTitle: "Account deleted | Care Finder",
    gone: "Your profile, requests, messages and documents are gone, and you are signed out.",
    keptBefore: "We keep only the records of your payments, without your name or email. You are welcome back any time:",
    signUp: "sign up again",
    keptAfter: "with any email, this one included.",
  },
  payment: {
    metaTitle: "Payment result | Care Finder",
    tooManyTitle: "Too many checks",
    tooManyBefore: "We checked this payment too many times in a row. Please try again in",
    tooManyAfter:
      "seconds. Your payment is not affected: your dashboard shows your plan as soon as our payment provider confirms it.",
    continue: "Continue to Dashboard",
    verifying: "Verifying your payment...",
    moment: "This only takes a moment.",
    succeeded: "Payment Successful!",
    thanksFor: "Thank you for choosing",
    showsSoon: "Your plan will show on your dashboard as soon as our payment provider confirms it.",
    thanks: "Thank you.",
    goToDashboard: "Go to Dashboard",
    pending: "Payment Pending",
    pendingLead: "Your payment is still being processed. This usually takes just a few moments.",
    failed: "Payment Failed",
    failedLead:
      "There was an issue processing your payment. Please try again or contact our support team if the problem persists.",
    tryAgain: "Try Again",
    contact: "Contact Support",
  },
};

export type AccountWords = typeof en;
