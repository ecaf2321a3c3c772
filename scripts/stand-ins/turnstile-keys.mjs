// The Turnstile stand-in's keys (scripts/stand-ins/turnstile.mjs), apart from its
// server so the workerd tests can import them.
/** The stand-in's own site key and secret (made up; they mean nothing at Cloudflare). */
export const STAND_IN_TURNSTILE = {
  siteKey: "0xSTANDIN_local_turnstile_site",
  secret: "0xSTANDIN_local_turnstile_secret",
};

/** Cloudflare's documented test keys and the dummy token their widgets issue. */
export const TURNSTILE_TEST_KEYS = {
  passSiteKey: "1x00000000000000000000AA",
  passInvisibleSiteKey: "1x00000000000000000000BB",
  failSiteKey: "2x00000000000000000000AB",
  failInvisibleSiteKey: "2x00000000000000000000BB",
  interactiveSiteKey: "3x00000000000000000000FF",
  passSecret: "1x0000000000000000000000000000000AA",
  failSecret: "2x0000000000000000000000000000000AA",
  spentSecret: "3x0000000000000000000000000000000AA",
  dummyToken: "XXXX.DUMMY.TOKEN.XXXX",
};
