import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAdmin, signedInMember } from "../support/auth-helpers";
import { callWorker } from "../support/worker-call";

/**
 * The session token is hashed once per request (`sessionTokenHash`): the root loader's lookup, the guard, the
 * page's own reads scoped by the session and a write's in-batch check all bind the same SHA-256.
 */
const SESSION_COOKIE = "__Host-cf_session";

/** How many times the request hashed this token (other digests, e.g. rate-limit keys, are not counted). */
function countTokenHashes(token: string) {
  const digest = crypto.subtle.digest.bind(crypto.subtle);
  const bytes = new TextEncoder().encode(token);
  let count = 0;
  vi.spyOn(crypto.subtle, "digest").mockImplementation((algorithm, data) => {
    const seen = new Uint8Array(ArrayBuffer.isView(data) ? data.buffer : (data as ArrayBuffer));
    if (seen.length === bytes.length && seen.every((b, i) => b === bytes[i])) count++;
    return digest(algorithm, data);
  });
  return () => count;
}

const tokenOf = (cookie: string) => cookie.slice(`${SESSION_COOKIE}=`.length);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the session token's SHA-256 is computed once per request", () => {
  it("a member's dashboard (root loader, guard and the page's reads) hashes it once", async () => {
    const { cookie } = await signedInMember();
    const hashes = countTokenHashes(tokenOf(cookie));
    const res = await callWorker("https://app.test/dashboard", { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(hashes()).toBe(1);
  });

  it("the documents page hashes it once", async () => {
    const { cookie } = await signedInMember();
    const hashes = countTokenHashes(tokenOf(cookie));
    const res = await callWorker("https://app.test/dashboard/documents", { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(hashes()).toBe(1);
  });

  it("the admin dashboard hashes it once", async () => {
    const { cookie } = await signedInAdmin();
    const hashes = countTokenHashes(tokenOf(cookie));
    const res = await callWorker("https://app.test/admin-dashboard", { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(hashes()).toBe(1);
  });

  it("a request with a dead token is still refused (the hash is only reused within its request)", async () => {
    const { cookie } = await signedInMember();
    const res = await callWorker("https://app.test/dashboard", {
      headers: { Cookie: `${cookie}x` },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/sign-in/);
  });
});
