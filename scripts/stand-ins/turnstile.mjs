// A local stand-in for Cloudflare Turnstile (bot checks), for the tests, the e2e
// server and `npm start` / `npm run dev` (scripts/stand-ins/start.mjs). The app's
// widget (app/components/HumanCheck.tsx) and its server check
// (app/.server/human-check.server.ts) run exactly as with Cloudflare, pointed here.
//
//   GET  /turnstile/v0/api.js      the widget script: window.turnstile.render/remove/
//                                  reset/getResponse, implicit rendering of .cf-turnstile
//                                  unless ?render=explicit. Each widget is an iframe from
//                                  this origin that hands its token to the page by
//                                  postMessage and fills the hidden response field.
//   GET  /turnstile/v0/widget      the widget frame (?sitekey=&id=): issues a token.
//   POST /turnstile/v0/siteverify  form or JSON {secret, response, remoteip?}: Cloudflare's
//                                  answer shape, {success, "error-codes", challenge_ts, hostname}.
//
// Keys, as Cloudflare's:
//  - the stand-in's own pair (STAND_IN_TURNSTILE): a token is good once, for 300 s,
//    and only if this stand-in issued it for that site key;
//  - Cloudflare's documented test keys (developers.cloudflare.com/turnstile/troubleshooting/testing/):
//    site keys 1x…AA / 1x…BB pass (visible / invisible), 2x…AB / 2x…BB fail,
//    3x…FF asks for a click; every test site key's token is XXXX.DUMMY.TOKEN.XXXX.
//    Secrets 1x…AA always pass, 2x…AA always fail, 3x…AA answer "timeout-or-duplicate".
//    The stand-in's own secret refuses the dummy token, as a production secret does.
//
// Run alone: node scripts/stand-ins/turnstile.mjs [--port N]
import { Buffer } from "node:buffer";
import console from "node:console";
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import process from "node:process";
import { URL } from "node:url";
import { listen } from "./listen.mjs";
import { STAND_IN_TURNSTILE, TURNSTILE_TEST_KEYS } from "./turnstile-keys.mjs";

export { STAND_IN_TURNSTILE, TURNSTILE_TEST_KEYS };

/** How long a token is good for, as Cloudflare's (300 s). */
export const TOKEN_LIFETIME_MS = 300_000;

/** What each known site key's widget does. */
const SITE_KEYS = {
  [STAND_IN_TURNSTILE.siteKey]: "issue",
  [TURNSTILE_TEST_KEYS.passSiteKey]: "dummy",
  [TURNSTILE_TEST_KEYS.passInvisibleSiteKey]: "dummy",
  [TURNSTILE_TEST_KEYS.failSiteKey]: "fail",
  [TURNSTILE_TEST_KEYS.failInvisibleSiteKey]: "fail",
  [TURNSTILE_TEST_KEYS.interactiveSiteKey]: "interactive",
};

function send(res, status, body, type = "application/json") {
  res.writeHead(status, { "content-type": type, "cache-control": "no-store", "access-control-allow-origin": "*" });
  res.end(type === "application/json" ? JSON.stringify(body) : body);
}

/** The widget script: the parts of Turnstile's browser API the app uses, talking to frames from `origin`. */
function widgetScript(origin) {
  return `(() => {
  const ORIGIN = ${JSON.stringify(origin)};
  const widgets = new Map();
  let next = 0;
  const resolve = (container) => (typeof container === "string" ? document.querySelector(container) : container);
  function frameUrl(id, options) {
    return ORIGIN + "/turnstile/v0/widget?sitekey=" + encodeURIComponent(options.sitekey || "") + "&id=" + id;
  }
  function render(container, options = {}) {
    const element = resolve(container);
    if (!element) throw new Error("Turnstile: container not found");
    const id = "cf-chl-widget-" + ++next;
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = options["response-field-name"] || "cf-turnstile-response";
    const frame = document.createElement("iframe");
    frame.title = "Widget containing a Cloudflare security challenge";
    frame.src = frameUrl(id, options);
    frame.width = "300";
    frame.height = "65";
    frame.style.border = "0";
    if (options.appearance === "interaction-only") frame.style.display = "none";
    element.append(frame);
    if (options["response-field"] !== false) element.append(input);
    widgets.set(id, { element, frame, input, options, token: "" });
    return id;
  }
  window.addEventListener("message", (event) => {
    if (event.origin !== ORIGIN || !event.data || event.data.source !== "turnstile-stand-in") return;
    const widget = widgets.get(event.data.widgetId);
    if (!widget) return;
    const { options, input, frame } = widget;
    if (event.data.event === "interactive") frame.style.display = "";
    if (event.data.event === "complete") {
      widget.token = input.value = event.data.token;
      if (options.appearance === "interaction-only") frame.style.display = "none";
      options.callback && options.callback(event.data.token);
    }
    if (event.data.event === "error") options["error-callback"] && options["error-callback"](event.data.code);
    if (event.data.event === "expired") {
      widget.token = input.value = "";
      options["expired-callback"] && options["expired-callback"]();
      frame.src = frameUrl(event.data.widgetId, options); // refresh-expired: auto
    }
  });
  window.turnstile = {
    render,
    remove(id) { const widget = widgets.get(id); if (widget) { widget.frame.remove(); widget.input.remove(); widgets.delete(id); } },
    reset(id) { const widget = widgets.get(id); if (widget) { widget.token = widget.input.value = ""; widget.frame.src = frameUrl(id, widget.options); } },
    getResponse(id) { const widget = id ? widgets.get(id) : widgets.values().next().value; return widget ? widget.token : undefined; },
    isExpired() { return false; },
  };
  const own = document.currentScript && new URL(document.currentScript.src).searchParams.get("render");
  if (own !== "explicit") {
    const implicit = () => document.querySelectorAll(".cf-turnstile").forEach((element) => {
      const data = element.dataset;
      render(element, { sitekey: data.sitekey, appearance: data.appearance, "response-field-name": data.responseFieldName,
        callback: data.callback && window[data.callback], "error-callback": data.errorCallback && window[data.errorCallback] });
    });
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", implicit); else implicit();
  }
})();
`;
}

/** The widget frame: tells the page its token (or its error) by postMessage, as Turnstile's frame does. */
function widgetFrame({ widgetId, behaviour, token }) {
  const message = (fields) => JSON.stringify({ source: "turnstile-stand-in", widgetId, ...fields });
  const script = {
    issue: `post(${message({ event: "complete", token })}); setTimeout(() => post(${message({ event: "expired" })}), ${TOKEN_LIFETIME_MS});`,
    dummy: `post(${message({ event: "complete", token })});`,
    fail: `post(${message({ event: "error", code: "600010" })});`,
    interactive: `post(${message({ event: "interactive" })}); document.querySelector("button").addEventListener("click", () => post(${message({ event: "complete", token })}));`,
    invalid: `post(${message({ event: "error", code: "110100" })});`,
  }[behaviour];
  const body =
    behaviour === "interactive"
      ? `<button type="button">Verify you are human</button>`
      : behaviour === "fail" || behaviour === "invalid"
        ? `<p>Verification failed (Turnstile stand-in)</p>`
        : `<p>Success! (Turnstile stand-in)</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Turnstile stand-in</title>
<style>body{margin:0;font:14px system-ui,sans-serif;display:flex;align-items:center;height:61px;padding:0 8px;border:1px solid #d5dbe1}</style>
</head><body>${body}<script>const post = (data) => parent.postMessage(data, "*"); ${script}</script></body></html>`;
}

/** Parses siteverify's body as Cloudflare does: URL-encoded or multipart form, or JSON. */
async function siteverifyFields(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = Buffer.concat(chunks);
  const type = req.headers["content-type"] ?? "";
  try {
    if (type.includes("application/json")) return JSON.parse(body.toString("utf8"));
    const form = await new globalThis.Request("http://stand-in/", {
      method: "POST",
      headers: { "content-type": type },
      body,
    }).formData();
    return Object.fromEntries([...form].map(([name, value]) => [name, String(value)]));
  } catch {
    return {};
  }
}

/**
 * Starts the stand-in. `port: 0` picks a free port.
 * @param {{ port?: number, host?: string }} [options]
 */
export async function startTurnstileStandIn({ port = 0, host = "127.0.0.1" } = {}) {
  /** token → { siteKey, issuedAt, spent } */
  const tokens = new Map();
  let origin = "";

  function verify({ secret, response }) {
    const now = Date.now();
    const fail = (...codes) => ({ success: false, "error-codes": codes });
    if (!secret) return fail("missing-input-secret");
    if (!response) return fail("missing-input-response");
    if (typeof secret !== "string" || typeof response !== "string") return fail("bad-request");
    const passed = (hostname) => ({
      success: true,
      "error-codes": [],
      challenge_ts: new Date(now).toISOString(),
      hostname,
      action: "",
      cdata: "",
    });
    if (secret === TURNSTILE_TEST_KEYS.passSecret) return passed("example.com");
    if (secret === TURNSTILE_TEST_KEYS.failSecret) return fail("invalid-input-response");
    if (secret === TURNSTILE_TEST_KEYS.spentSecret) return fail("timeout-or-duplicate");
    if (secret !== STAND_IN_TURNSTILE.secret) return fail("invalid-input-secret");
    const issued = tokens.get(response);
    if (!issued || issued.siteKey !== STAND_IN_TURNSTILE.siteKey) return fail("invalid-input-response");
    if (issued.spent || now - issued.issuedAt > TOKEN_LIFETIME_MS) return fail("timeout-or-duplicate");
    issued.spent = true;
    return passed("localhost");
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", origin || "http://127.0.0.1");
      if (req.method === "GET" && url.pathname === "/turnstile/v0/api.js")
        return send(res, 200, widgetScript(origin), "text/javascript; charset=utf-8");
      if (req.method === "GET" && url.pathname === "/turnstile/v0/widget") {
        const siteKey = url.searchParams.get("sitekey") ?? "";
        const behaviour = SITE_KEYS[siteKey] ?? "invalid";
        let token = TURNSTILE_TEST_KEYS.dummyToken;
        if (behaviour === "issue") {
          token = `standin.${randomBytes(24).toString("base64url")}`;
          tokens.set(token, { siteKey, issuedAt: Date.now(), spent: false });
        }
        const widgetId = (url.searchParams.get("id") ?? "").replace(/[^\w-]/g, "").slice(0, 64);
        const frame = widgetFrame({ widgetId, behaviour, token });
        return send(res, 200, frame, "text/html; charset=utf-8");
      }
      if (req.method === "POST" && url.pathname === "/turnstile/v0/siteverify")
        return send(res, 200, verify(await siteverifyFields(req)));
      return send(res, 404, { error: "not found" });
    } catch (error) {
      return send(res, 500, { success: false, "error-codes": ["internal-error"], name: error?.name ?? "Error" });
    }
  });

  const listening = await listen(server, { port, host });
  origin = listening.url;
  return {
    ...listening,
    scriptUrl: `${origin}/turnstile/v0/api.js?render=explicit`,
    verifyUrl: `${origin}/turnstile/v0/siteverify`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const flag = process.argv.indexOf("--port");
  const standIn = await startTurnstileStandIn({ port: flag > 0 ? Number(process.argv[flag + 1]) : 12113 });
  console.log(`Turnstile stand-in listening on ${standIn.url}`);
}
