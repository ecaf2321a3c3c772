// The Stripe stand-in's test controls (not Stripe): GET /__standin/requests, GET /__standin/events
// (every event the hosted pages made, with its body, delivered or not),
// POST /__standin/sessions/:id (JSON fields merged into the stored session),
// POST /__standin/subscriptions/:id (JSON fields merged into, or creating, a subscription),
// POST /__standin/faults {match, fault: "error" | "hang", status?, times?, error?} (API calls whose
// method, path or body contain `match` answer Stripe's api_error with `status` (500), or the
// `error` fields given ({ type, code, param }), or never answer until the caller gives up;
// `times` bounds how many), DELETE /__standin/faults?match=…
// (a match is a string unique to one test, so test files running at once never meet).
import { publicSession } from "./checkout.mjs";

/** `store` holds the stand-in's maps; `requests` and `events` are its logs. */
export function createControls({ store, requests, events }) {
  const { sessions, subscriptions } = store;
  /** Fault rules for the tests' failure cases: { match, fault, status, times }. */
  let faults = [];

  /** A control's answer [status, body], or null when `method` `url` is not one. */
  function control(method, url, text) {
    if (url.pathname === "/__standin/requests" && method === "GET") return [200, requests];
    if (url.pathname === "/__standin/events" && method === "GET") return [200, events];
    const setSession = /^\/__standin\/sessions\/([^/]+)$/.exec(url.pathname);
    if (setSession && method === "POST") {
      const session = sessions.get(decodeURIComponent(setSession[1]));
      if (!session) return [404, { error: "no such session" }];
      Object.assign(session, JSON.parse(text || "{}"));
      return [200, publicSession(session)];
    }
    // Subscriptions as Stripe would report them now (tests of webhook ordering set them).
    const setSubscription = /^\/__standin\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (setSubscription && method === "POST") {
      const subscriptionId = decodeURIComponent(setSubscription[1]);
      const subscription = {
        id: subscriptionId,
        object: "subscription",
        ...subscriptions.get(subscriptionId),
        ...JSON.parse(text || "{}"),
      };
      subscriptions.set(subscriptionId, subscription);
      return [200, subscription];
    }
    if (url.pathname === "/__standin/faults" && method === "POST") {
      const rule = JSON.parse(text || "{}");
      if (typeof rule.match !== "string" || !rule.match)
        return [400, { error: "match (a non-empty string) is required" }];
      faults.push({
        match: rule.match,
        fault: rule.fault === "hang" ? "hang" : "error",
        status: Number(rule.status ?? 500),
        times: Number(rule.times ?? Infinity),
        error: rule.error && typeof rule.error === "object" ? rule.error : {},
      });
      return [200, { ok: true }];
    }
    if (url.pathname === "/__standin/faults" && method === "DELETE") {
      faults = faults.filter((rule) => rule.match !== url.searchParams.get("match"));
      return [200, { ok: true }];
    }
    return null;
  }

  /** The first fault rule left that this API call matches, counted as used; undefined when none. */
  function takeFault(method, url, text) {
    const rule = faults.find(
      (candidate) =>
        candidate.times > 0 && `${method} ${url.pathname}?${url.searchParams}\n${text}`.includes(candidate.match),
    );
    if (rule) rule.times -= 1;
    return rule;
  }

  return { control, takeFault };
}
