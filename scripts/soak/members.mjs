// Who takes part: members signed up through the real "Continue with Google"
// path (the Google stand-in plays each person consenting; the app exchanges
// the code, reads userinfo and creates the account), and the seeded admin
// through the development sign-in page.
import { URLSearchParams } from "node:url";
import { mergeCookies } from "./client.mjs";

const SESSION_COOKIE = "__Host-cf_session";

/** One new member: { id, email, cookie }. Throws when sign-up fails (nothing to soak without members). */
export async function signUpMember(call, googleUrl, runId, index) {
  const email = `soak-${runId}-${index}@example.com`;
  const start = await call("sign-up", "GET", "/api/oauth/google/redirect_url");
  if (start.status !== 200) throw new Error(`soak: sign-up could not start (HTTP ${start.status})`);
  let jar = mergeCookies("", start.response);
  const consent = await fetch(`${googleUrl}/__control/authorize`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      redirectUrl: start.body.redirectUrl,
      user: {
        sub: `soak-${runId}-${index}`,
        email,
        email_verified: true,
        given_name: `Soak${index}`,
        name: `Soak Member ${index}`,
      },
    }),
  }).then((res) => res.json());
  if (!consent.code) throw new Error(`soak: the Google stand-in refused consent (${consent.error})`);
  const done = await call("sign-up", "POST", "/api/sessions", {
    cookie: jar,
    json: { code: consent.code, state: consent.state },
  });
  jar = mergeCookies(jar, done.response);
  const session = jar.split("; ").find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (done.status !== 200 || !session) throw new Error(`soak: sign-up did not end signed in (HTTP ${done.status})`);
  return { id: done.body.user.id, email, cookie: session };
}

/** Signs up `count` members, a few at a time (as people would arrive). */
export async function signUpMembers(call, googleUrl, runId, count, concurrency = 5) {
  const members = [];
  for (let i = 0; i < count; i += concurrency) {
    const batch = Array.from({ length: Math.min(concurrency, count - i) }, (_, j) =>
      signUpMember(call, googleUrl, runId, i + j),
    );
    members.push(...(await Promise.all(batch)));
  }
  return members;
}

/** The seeded admin's session cookie, through /dev/sign-in (development only). */
export async function signInAdmin(call, email) {
  const res = await call("sign-in (admin)", "POST", "/dev/sign-in", {
    raw: new URLSearchParams({ email }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    expect: [302],
  });
  const cookie = mergeCookies("", res.response)
    .split("; ")
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`soak: could not sign in as the seeded admin (HTTP ${res.status})`);
  return cookie;
}
