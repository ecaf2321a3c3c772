/** The member's profile page (/dashboard/profile/edit) and the dashboard's edit dialog. */
export const en = {
  pageTitle: "Edit profile | Care Finder",
  title: "Edit profile",
  save: "Save changes",
  saving: "Saving...",
  signingIn: "Signing in",
  passkeysLead: "Sign in with your fingerprint, face or screen lock instead of an emailed link.",
  passkeys: "Passkeys",
  yourData: "Your data",
  dataLead: "A copy of everything we hold about you, or your account gone for good (what each means:",
  privacy: "privacy",
  download: "Download my data",
  deleteAccount: "Delete my account",
};

export type ProfileWords = typeof en;
