/** Types for scripts/stand-ins/turnstile-keys.mjs. */
export const STAND_IN_TURNSTILE: { siteKey: string; secret: string };
export const TURNSTILE_TEST_KEYS: {
  passSiteKey: string;
  passInvisibleSiteKey: string;
  failSiteKey: string;
  failInvisibleSiteKey: string;
  interactiveSiteKey: string;
  passSecret: string;
  failSecret: string;
  spentSecret: string;
  dummyToken: string;
};
