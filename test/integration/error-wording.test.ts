import { describe, expect, it } from "vitest";
import { call, signedInAdmin, signedInMember } from "../support/auth-helpers";
import { uniqueIp } from "../support/rate-limits";

/** The validation library's own phrasing ("Invalid type: Expected string but received 5"). */
const LIBRARY_WORDING = /Invalid (type|length|key|value|format)|Expected .* but received|Received /i;

type Answer = { error: string; details?: Record<string, string> };

function wordsOf(answer: Answer): string[] {
  return [answer.error, ...Object.values(answer.details ?? {})];
}

describe("error text is ours", () => {
  it("wrong types, arrays and missing fields get our words, with the field named", async () => {
    const { member, cookie: memberCookie } = await signedInMember();
    const { cookie: adminCookie } = await signedInAdmin();
    const cases: { path: string; cookie?: string; method?: string; json: unknown }[] = [
      { path: "/api/user-requests", cookie: memberCookie, json: { title: "t", description: "d", priority: 5 } },
      { path: "/api/user-requests", cookie: memberCookie, json: ["not", "an", "object"] },
      {
        path: "/api/user-requests",
        cookie: memberCookie,
        json: { title: "t", description: "d", request_type: { x: 1 } },
      },
      { path: "/api/user-profile", cookie: memberCookie, json: { full_name: 7, phone_number: [], zip_code: null } },
      { path: "/api/search-providers", json: { zipCode: { a: 1 }, procedure: 12 } },
      { path: "/api/contact", json: { name: 1, email: 2, message: false } },
      { path: "/api/check-email", json: { email: ["a@b.c"] } },
      { path: `/api/admin/users/${member.id}/tasks`, cookie: adminCookie, json: { task_text: "x", due_date: 17 } },
      {
        path: `/api/admin/users/${member.id}/send-email`,
        cookie: adminCookie,
        json: { subject: "s", message: "m", attachments: [{ filename: 3 }] },
      },
    ];
    let refused = 0;
    for (const { path, cookie, json } of cases) {
      const res = await call(path, { method: "POST", cookie, json, headers: { "CF-Connecting-IP": uniqueIp() } });
      expect(res.status, path).toBeLessThan(500);
      if (res.status < 400) continue;
      refused++;
      const answer = (await res.json()) as Answer;
      for (const text of wordsOf(answer)) expect(text, `${path}: ${text}`).not.toMatch(LIBRARY_WORDING);
    }
    expect(refused).toBeGreaterThanOrEqual(cases.length - 1);
  });
});
