// The soak's HTTP client: every call is counted by kind, and every answer
// that is not 2xx by kind and status, so the summary says what was sent and
// what came back. Writes carry what our own pages send (same-origin Origin
// and Sec-Fetch-Site, JSON bodies), so the cross-site guard lets them through.

export function createTally() {
  /** kind → { sent, ok, byStatus: { status → n } }; status 0 = no answer (network error). */
  const kinds = new Map();
  const entry = (kind) => {
    if (!kinds.has(kind)) kinds.set(kind, { sent: 0, ok: 0, byStatus: {} });
    return kinds.get(kind);
  };
  return {
    record(kind, status, expected = []) {
      const e = entry(kind);
      e.sent += 1;
      if ((status >= 200 && status < 300) || expected.includes(status)) e.ok += 1;
      else e.byStatus[status] = (e.byStatus[status] ?? 0) + 1;
    },
    rows: () => [...kinds.entries()].map(([kind, e]) => ({ kind, ...e })),
  };
}

/**
 * `call(kind, method, path, { cookie, json, headers, raw, expect })` → { status,
 * body, response } (body parsed when JSON). `expect` lists statuses besides
 * 2xx that are the right answer (a sign-in's redirect). Never throws: a
 * network failure is status 0.
 */
export function createClient(base, tally, { onServerError } = {}) {
  return async function call(kind, method, path, { cookie, json, headers = {}, raw, expect = [] } = {}) {
    const init = {
      method,
      redirect: "manual",
      headers: {
        Origin: base,
        "Sec-Fetch-Site": "same-origin",
        ...(cookie ? { Cookie: cookie } : {}),
        ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
        ...headers,
      },
      body: raw ?? (json !== undefined ? JSON.stringify(json) : undefined),
    };
    let status = 0;
    let body;
    let response = null;
    try {
      response = await fetch(base + path, init);
      status = response.status;
      const text = await response.text();
      body = response.headers.get("content-type")?.includes("json") && text ? JSON.parse(text) : text;
    } catch (error) {
      body = { error: error?.name ?? "network error" };
    }
    tally.record(kind, status, expect);
    if ((status >= 500 || status === 0) && onServerError) onServerError({ kind, method, path, status, body });
    return { status, body, response };
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, as one Cookie header, merged into `jar`. */
export function mergeCookies(jar, response) {
  const pairs = new Map(
    (jar ?? "")
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0], pair]),
  );
  for (const line of response?.headers.getSetCookie() ?? []) {
    const pair = line.split(";")[0];
    const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
    if (value === "") pairs.delete(name);
    else pairs.set(name, pair);
  }
  return [...pairs.values()].join("; ");
}
