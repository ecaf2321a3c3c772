/** The registration page while Checkout opens after the profile was saved (app/routes/form.tsx), English. */
export const en = {
  opening: "Your profile is saved. Opening the secure payment page; this can take a few seconds.",
};

export type CheckoutWaitWords = typeof en;
