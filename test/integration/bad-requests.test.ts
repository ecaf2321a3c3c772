import { describe, expect, it } from "vitest";
import { FORM_BODY_MESSAGES } from "../../app/.server/forms.server";
import { MAX_LIST_PAGE } from "../../app/domain/admin";
import { call, signedInAdmin, signedInMember } from "../support/auth-helpers";

/** Bad requests are the sender's mistake: a 4xx with our words, never a 500. */

const HUGE_PAGES = ["99999999999999999999", "9007199254740993", "1e400", "-5", "0", "abc", "2.5"];

describe("admin lists with a junk ?page=", () => {
  it("/api/admin lists cap the page instead of failing", async () => {
    const { cookie } = await signedInAdmin();
    for (const list of ["users", "requests", "documents", "tasks"]) {
      for (const page of HUGE_PAGES) {
        const res = await call(`/api/admin/${list}?page=${page}`, { cookie });
        expect(res.status, `${list} ?page=${page}`).toBe(200);
        const body = (await res.json()) as { page: number };
        expect(body.page).toBeGreaterThanOrEqual(1);
        expect(body.page).toBeLessThanOrEqual(MAX_LIST_PAGE);
      }
    }
  });

  it("the dashboard renders every tab for any ?page=", { timeout: 60_000 }, async () => {
    const { cookie } = await signedInAdmin();
    for (const tab of ["users", "requests", "documents", "tasks", "audit"]) {
      for (const page of ["99999999999999999999", "-5"]) {
        const res = await call(`/admin-dashboard?tab=${tab}&page=${page}`, { cookie });
        expect(res.status, `${tab} ?page=${page}`).toBe(200);
      }
    }
  });
});

describe("Remix actions posted something that is not a form", () => {
  const bodies: { type: string; body: string; status: number }[] = [
    { type: "application/json", body: '{"zipCode":"10001"}', status: 415 },
    { type: "text/plain", body: "zipCode=10001", status: 415 },
    { type: "multipart/form-data; boundary=xyz", body: "--xyz\r\nbroken", status: 400 },
  ];
  const routes = ["/?index", "/form", "/dashboard", "/dashboard/requests/no-such-id", "/checkout", "/auth/link"];

  it("answer 415/400 with our message on the error page, for visitors and members", async () => {
    const { cookie } = await signedInMember();
    for (const who of [undefined, cookie]) {
      for (const path of routes) {
        for (const { type, body, status } of bodies) {
          const res = await call(path, {
            method: "POST",
            cookie: who,
            headers: { "Content-Type": type },
            body,
            redirect: "manual",
          });
          const label = `${who ? "member" : "visitor"} ${path} ${type}`;
          expect(res.status, label).toBeLessThan(500);
          // A guard may answer first (redirect or "please sign in"); otherwise the body is refused.
          if ((res.status >= 300 && res.status < 400) || res.status === 401) continue;
          expect(res.status, label).toBe(status);
          expect(await res.text(), label).toContain(FORM_BODY_MESSAGES.notForm);
        }
      }
    }
  });

  it("the admin dashboard takes JSON but refuses other bodies the same way", async () => {
    const { cookie } = await signedInAdmin();
    const res = await call("/admin-dashboard", {
      method: "POST",
      cookie,
      headers: { "Content-Type": "text/plain" },
      body: "intent=x",
    });
    expect(res.status).toBe(415);
    expect(await res.text()).toContain(FORM_BODY_MESSAGES.notForm);
  });
});
