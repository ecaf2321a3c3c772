/**
 * readCookie (app/.server/auth/cookies.server.ts) parses a request's Cookie header once for all the
 * cookies its answer reads, and reads as it always did: the first cookie of a name counts, spaces
 * around names and values do not, a malformed escape is no value, and a changed header is read anew.
 */
import { describe, expect, it } from "vitest";
import { readCookie } from "../../app/.server/auth/cookies.server";
import { sha256Hex } from "../../app/.server/crypto.server";

describe("readCookie", () => {
  it("reads each cookie of one header, the first of a name winning", () => {
    const request = new Request("https://app.test/", {
      headers: { Cookie: " a = 1 ; b=two%20words; a=3; bad=%E0%A4%A; flag; empty=" },
    });
    expect(readCookie(request, "a")).toBe("1");
    expect(readCookie(request, "b")).toBe("two words");
    expect(readCookie(request, "bad")).toBeNull();
    expect(readCookie(request, "flag")).toBeNull();
    expect(readCookie(request, "empty")).toBe("");
    expect(readCookie(request, "missing")).toBeNull();
    expect(readCookie(new Request("https://app.test/"), "a")).toBeNull();
  });

  it("reads only the cookie of that exact name, wherever the name also appears in the header", () => {
    const request = new Request("https://app.test/", {
      headers: {
        Cookie: "x__Host-cf_session=theirs; note=__Host-cf_session=no; __Host-cf_session=mine; __Host-cf_session=late",
      },
    });
    expect(readCookie(request, "__Host-cf_session")).toBe("mine");
    expect(readCookie(request, "cf_session")).toBeNull();
    expect(readCookie(request, "note")).toBe("__Host-cf_session=no");
    expect(readCookie(new Request("https://app.test/", { headers: { Cookie: "a=%41%42" } }), "a")).toBe("AB");
  });

  it("reads a header that changed after a first read anew", () => {
    const request = new Request("https://app.test/", { headers: { Cookie: "a=1" } });
    expect(readCookie(request, "a")).toBe("1");
    request.headers.set("Cookie", "a=2");
    expect(readCookie(request, "a")).toBe("2");
    request.headers.delete("Cookie");
    expect(readCookie(request, "a")).toBeNull();
  });
});

describe("sha256Hex", () => {
  it("is the SHA-256 of the text in lower-case hex", async () => {
    expect(await sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
