// A small local stand-in for an OAuth 2.0 + PKCE provider (Google's shape),
// for the tests and for `npm start` / `npm run dev` (scripts/stand-ins/start.mjs).
// The app and arctic run exactly as in production and send real HTTP requests
// to it; it checks them the way a provider does and RECORDS every call so
// tests can check what the app asked for.
//
// Provider endpoints:
//   POST /token     authorization_code grant. Client authentication by
//                   client_secret_basic (what arctic sends) or client_secret_post
//                   (never both); checks grant_type, the code (single use, issued
//                   to this client), redirect_uri and the PKCE S256 verifier
//                   against the challenge captured at authorize time.
//   GET  /userinfo  checks the bearer token; answers the consenting user's claims.
//   GET  /authorize the consent page: checks the app's authorization request,
//                   asks for a name and an email (the account to sign in as).
//   POST /authorize Continue: issues a code for that person and sends the
//                   browser back to redirect_uri; Cancel sends error=access_denied.
// Test controls (not OAuth), JSON in and out; never recorded:
//   POST /__control/reset {clients?: {[clientId]: secret}}  forget everything, register clients
//   POST /__control/authorize {redirectUrl, user} → {code, state, callbackUrl}
//        plays the person consenting: reads client_id, redirect_uri, state and
//        code_challenge from the app's authorization URL; 400 {error} if bad.
//   POST /__control/fail-userinfo {on}  userinfo answers 503 while on
//   POST /__control/fail-token {on}     token answers 503 while on (an outage, not an OAuth error)
//   POST /__control/hang {endpoint, on} "token" or "userinfo" never answers while on (off: held requests get a late 503)
//   GET  /__control/requests            the recorded provider requests, oldest first
//
// State is one provider shared by every test file that uses it: tests reset it
// in beforeEach, so only one test file should drive it at a time.
//
// Used by vitest's globalSetup (test/support/stand-ins.global.ts) and by
// scripts/stand-ins/start.mjs. Run alone: node scripts/stand-ins/oauth.mjs [--port N]
import { Buffer } from "node:buffer";
import console from "node:console";
import { createHash, randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { listen } from "./listen.mjs";
import { html, page, readBody, redirect, sendHtml } from "./page.mjs";
import process from "node:process";
import { URL, URLSearchParams } from "node:url";

/** base64url(SHA-256(verifier)) without padding: RFC 7636's S256 transform. */
export function s256(verifier) {
  return createHash("sha256").update(verifier, "utf8").digest("base64url");
}

function send(res, status, body, headers = {}) {
  const json = typeof body !== "string";
  res.writeHead(status, {
    "content-type": json ? "application/json" : "text/plain; charset=utf-8",
    "cache-control": "no-store",
    ...headers,
  });
  res.end(json ? JSON.stringify(body) : body);
}

/** `Basic base64(id:secret)` → { id, secret } (each form-decoded, RFC 6749 §2.3.1), or null. */
function basicCredentials(header) {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? "");
  if (!match) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return null;
  const formDecode = (value) => {
    try {
      return decodeURIComponent(value.replaceAll("+", " "));
    } catch {
      return value;
    }
  };
  return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
}

/**
 * Starts the stand-in. `port: 0` picks a free port.
 * @param {{ port?: number, host?: string, clients?: Record<string, string> }} [options]
 */
export async function startOAuthStandIn({ port = 0, host = "127.0.0.1", clients: initialClients = {} } = {}) {
  const state = {
    /** clientId → secret */
    clients: new Map(Object.entries(initialClients)),
    /** code → { clientId, user, challenge, redirectUri } */
    codes: new Map(),
    /** access token → { clientId, user } */
    tokens: new Map(),
    failUserInfo: false,
    failToken: false,
    /** Endpoints ("token", "userinfo") that never answer, and the requests held open meanwhile. */
    hang: new Set(),
    held: new Set(),
    requests: [],
  };
  let origin = "";

  function reset(clients = {}) {
    state.clients = new Map(Object.entries(clients));
    state.codes.clear();
    state.tokens.clear();
    state.failUserInfo = false;
    state.failToken = false;
    release();
    state.requests.length = 0;
  }

  /** Ends hanging: the held requests get a late 503 (the app gave up on them long ago). */
  function release() {
    state.hang.clear();
    for (const res of state.held) if (!res.writableEnded) send(res, 503, "unavailable");
    state.held.clear();
  }

  /** Checks the app's authorization request the way the provider would; an error message or null. */
  function requestProblem(p) {
    if (!state.clients.has(p.get("client_id") ?? "")) return "unknown client_id";
    if (p.get("response_type") !== "code") return "unsupported response_type";
    if (!p.get("redirect_uri")) return "redirect_uri missing";
    if (!URL.canParse(p.get("redirect_uri"))) return "redirect_uri is not a URL";
    if (p.get("code_challenge_method") !== "S256" || !p.get("code_challenge")) return "PKCE S256 challenge missing";
    return null;
  }

  /** Issues a single-use code for `user`; answers the app's callback URL carrying it. */
  function issueCode(p, user) {
    const code = `code-${randomUUID()}`;
    state.codes.set(code, {
      clientId: p.get("client_id"),
      user,
      challenge: p.get("code_challenge"),
      redirectUri: p.get("redirect_uri"),
    });
    const callback = new URL(p.get("redirect_uri"));
    callback.searchParams.set("code", code);
    if (p.get("state") !== null) callback.searchParams.set("state", p.get("state"));
    return { code, state: p.get("state"), callbackUrl: callback.toString() };
  }

  /** Test control: the person consents at the provider for `user`. */
  function authorize({ redirectUrl, user } = {}) {
    let url;
    try {
      url = new URL(redirectUrl);
    } catch {
      return [400, { error: "redirectUrl is not a URL" }];
    }
    if (`${url.origin}${url.pathname}` !== `${origin}/authorize`)
      return [400, { error: `unexpected authorize URL ${url.origin}${url.pathname}` }];
    const problem = requestProblem(url.searchParams);
    if (problem) return [400, { error: problem }];
    if (!user || typeof user !== "object" || typeof user.sub !== "string")
      return [400, { error: "user with a sub is required" }];
    return [200, issueCode(url.searchParams, user)];
  }

  /** GET/POST /authorize: the consent page a person sees, and its answer. */
  function consent(req, res, url, text) {
    const p = url.searchParams;
    const problem = requestProblem(p);
    if (problem) {
      return sendHtml(
        res,
        400,
        page({
          title: "Sign-in request refused",
          who: "Google",
          body: html`<h1>This sign-in request is not valid</h1>
            <p>${problem}.</p>`,
        }),
      );
    }
    const form = new URLSearchParams(req.method === "POST" ? text : "");
    if (req.method === "POST" && form.get("action") === "cancel") {
      const back = new URL(p.get("redirect_uri"));
      back.searchParams.set("error", "access_denied");
      if (p.get("state") !== null) back.searchParams.set("state", p.get("state"));
      return redirect(res, back.toString());
    }
    const name = (form.get("name") ?? "").trim();
    const email = (form.get("email") ?? "").trim().toLowerCase();
    const errors = {};
    if (req.method === "POST") {
      if (!name) errors.name = "Enter the name on the account.";
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = "Enter an email address like name@example.com.";
      if (!errors.name && !errors.email) {
        // The same email is the same account at the provider, start after start.
        const user = {
          sub: `local-${s256(email).slice(0, 21)}`,
          email,
          email_verified: true,
          name,
          given_name: name.split(/\s+/)[0],
        };
        return redirect(res, issueCode(p, user).callbackUrl);
      }
    }
    const field = (id, label, type, value, autocomplete) =>
      html` <label for="${id}">${label}</label>
        <input
          id="${id}"
          name="${id}"
          type="${type}"
          value="${value}"
          autocomplete="${autocomplete}"
          required
          ${errors[id] ? html`aria-invalid="true" aria-describedby="${id}-error"` : ""}
        />
        ${errors[id] ? html`<p class="error" id="${id}-error">${errors[id]}</p>` : ""}`;
    const body = html` <h1>Sign in with Google</h1>
      <p>
        Choose the account to continue to <strong>${new URL(p.get("redirect_uri")).host}</strong>. Any name and email
        work here; the same email is the same account next time.
      </p>
      <form method="post" action="${`/authorize?${p}`}" novalidate>
        ${field("name", "Name", "text", name, "name")} ${field("email", "Email", "email", email, "email")}
        <div class="actions">
          <button class="primary" type="submit" name="action" value="continue">Continue</button>
          <button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
        </div>
      </form>`;
    return sendHtml(
      res,
      Object.keys(errors).length ? 400 : 200,
      page({ title: "Sign in with Google", who: "Google", body }),
    );
  }

  function token(req, text, record) {
    if (state.failToken) return [503, "unavailable"];
    const invalid = (error, status = 400) => [status, { error }];
    if (!req.headers["content-type"]?.startsWith("application/x-www-form-urlencoded"))
      return invalid("invalid_request");
    const form = new URLSearchParams(text);
    record.form = Object.fromEntries(form);

    const basic = basicCredentials(req.headers.authorization);
    const posted = form.has("client_secret")
      ? { id: form.get("client_id") ?? "", secret: form.get("client_secret") }
      : null;
    if (basic && posted) return invalid("invalid_request"); // one authentication method only (RFC 6749 §2.3)
    const credentials = basic ?? posted;
    record.clientAuth = basic ? "client_secret_basic" : posted ? "client_secret_post" : null;
    record.clientId = credentials?.id ?? form.get("client_id") ?? null;
    if (
      !credentials ||
      !state.clients.has(credentials.id) ||
      state.clients.get(credentials.id) !== credentials.secret
    ) {
      return invalid("invalid_client", 401);
    }

    if (form.get("grant_type") !== "authorization_code") return invalid("unsupported_grant_type");
    const code = form.get("code") ?? "";
    const grant = state.codes.get(code);
    if (!grant) return invalid("invalid_grant");
    state.codes.delete(code); // codes are single use, whatever happens next
    if (grant.clientId !== credentials.id) return invalid("invalid_grant");
    if (form.get("redirect_uri") !== grant.redirectUri) return invalid("invalid_grant");
    if (s256(form.get("code_verifier") ?? "") !== grant.challenge) return invalid("invalid_grant");

    const accessToken = `at-${randomUUID()}`;
    state.tokens.set(accessToken, { clientId: credentials.id, user: grant.user });
    return [200, { access_token: accessToken, token_type: "Bearer", expires_in: 3599, scope: "openid email profile" }];
  }

  function userinfo(req, record) {
    if (state.failUserInfo) return [503, "unavailable"];
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? "";
    const issued = state.tokens.get(bearer);
    if (!issued) return [401, { error: "invalid_token" }, { "www-authenticate": 'Bearer error="invalid_token"' }];
    record.clientId = issued.clientId;
    return [200, issued.user];
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", origin);
      const text = await readBody(req);

      if (url.pathname.startsWith("/__control/")) {
        const body = text ? JSON.parse(text) : {};
        const route = `${req.method} ${url.pathname}`;
        if (route === "GET /__control/requests") return send(res, 200, state.requests);
        if (route === "POST /__control/reset") {
          reset(body.clients);
          return send(res, 200, { ok: true });
        }
        if (route === "POST /__control/fail-userinfo") {
          state.failUserInfo = Boolean(body.on);
          return send(res, 200, { ok: true, failUserInfo: state.failUserInfo });
        }
        if (route === "POST /__control/fail-token") {
          state.failToken = Boolean(body.on);
          return send(res, 200, { ok: true, failToken: state.failToken });
        }
        if (route === "POST /__control/hang") {
          if (body.on) state.hang.add(String(body.endpoint));
          else release();
          return send(res, 200, { ok: true, hang: [...state.hang] });
        }
        if (route === "POST /__control/authorize") return send(res, ...authorize(body));
        return send(res, 404, { error: `unknown control ${route}` });
      }

      const record = {
        method: req.method,
        path: url.pathname,
        clientAuth: null,
        clientId: null,
        form: null,
        at: Date.now(),
      };
      state.requests.push(record);
      // Never answers: the app's timeout decides.
      if (state.hang.has(url.pathname.slice(1))) {
        state.held.add(res);
        return;
      }
      if (url.pathname === "/token" && req.method === "POST") return send(res, ...token(req, text, record));
      if (url.pathname === "/userinfo" && req.method === "GET") return send(res, ...userinfo(req, record));
      if (url.pathname === "/authorize" && (req.method === "GET" || req.method === "POST"))
        return consent(req, res, url, text);
      return send(res, 404, "not found");
    } catch (error) {
      return send(res, 500, {
        error: "server_error",
        error_description: `Stand-in failure: ${error?.name ?? "Error"}`,
      });
    }
  });

  const listening = await listen(server, { port, host });
  origin = listening.url;
  return { ...listening, requests: state.requests, reset };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const flag = process.argv.indexOf("--port");
  const standIn = await startOAuthStandIn({ port: flag > 0 ? Number(process.argv[flag + 1]) : 12112 });
  console.log(`OAuth stand-in listening on ${standIn.url}`);
}
