/**
 * The first view's Users rows are read beside the guard with only the columns the tab shows
 * (dashboard-gated.server.ts `LISTED_COLUMNS`): they must be exactly the rows the Users tab lists after the
 * guard (users.server.ts `listUsers`, the whole profile read), every field, in every sort.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createServerContext } from "../../app/.server/context.server";
import { readDashboardBesideGuard } from "../../app/.server/admin/dashboard-gated.server";
import { listUsers } from "../../app/.server/admin/users.server";
import { parseAdminListQuery } from "../../app/domain/admin";
import { insertProfile } from "../support/factories";
import { db, signedInAdmin } from "../support/auth-helpers";

describe("the admin dashboard's first view reads only the listed columns", () => {
  it("and lists every user exactly as the Users tab does", async () => {
    const { cookie } = await signedInAdmin();
    await insertProfile(db(), {
      fullName: "Columna Listed",
      givenName: "Colu",
      phoneNumber: "555-0100",
      zipCode: "10001",
      dateOfBirth: "1980-01-02",
      userTags: "vip",
      adminNotes: "called",
    });
    const server = createServerContext(env);
    const request = new Request("https://app.test/admin-dashboard", { headers: { Cookie: cookie } });
    for (const search of ["", "sort=name&dir=asc", "sort=email&dir=desc"]) {
      const query = parseAdminListQuery(new URLSearchParams(search));
      const beside = await readDashboardBesideGuard(server, request, query);
      const listed = await listUsers(server, {
        sort: query.sort,
        dir: query.dir,
        page: query.page,
        pageSize: query.size,
      });
      expect(beside?.list.page.items.length).toBeGreaterThan(1);
      expect(beside?.list.page).toEqual(listed);
    }
  });
});
