import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import * as seed from "../../db/seed-data";
import { formatBytes } from "../../app/format/bytes";
import { DEMO_ADMIN, DEMO_FAILED_EMAIL, DEMO_MEMBERS } from "../../db/seed-data";
import type { Page } from "@playwright/test";
import { DEMO, expect, expectNoA11yViolations, mailSent, signInAs, test, waitForHydration } from "./fixtures";

type SeedRequest = { title: string; status?: string };
const seedRequests = DEMO_MEMBERS.flatMap((m): SeedRequest[] => m.requests);
const seedTasks = DEMO_MEMBERS.flatMap((m): { taskText: string }[] => m.tasks);

// Expectations come from the seed module, so a seed change moves them too.
const seeded = {
  // Members only (the admin is staff): those with activity, the not-yet-onboarded (DEMO_NEW_MEMBER*)
  // the bill-check journey's member (DEMO_BILL_MEMBER) and the paying-again journey's (DEMO_RETURNING_MEMBER).
  users:
    DEMO_MEMBERS.length +
    Object.keys(seed).filter(
      (k) => k.startsWith("DEMO_NEW_MEMBER") || k === "DEMO_BILL_MEMBER" || k === "DEMO_RETURNING_MEMBER",
    ).length,
  requests: seedRequests.length,
  pending: seedRequests.filter((r) => (r.status ?? "pending") === "pending").length,
  documents: DEMO_MEMBERS.reduce((n, m) => n + m.documents.length, 0),
  tasks: seedTasks.length,
};

// Due dates are typed in the viewer's zone and stored in UTC.
test.use({ timezoneId: "America/New_York" });
// Tests run in file order on one worker (playwright.config.ts); not "serial", so one
// failure does not skip the rest. Each test holds at most two axe runs.

// By its label exactly: "Members" is also a word of "Saved for members".
const statCard = (page: Page, label: string) =>
  page.locator(".admin-stat").filter({ has: page.locator(".admin-stat__label").getByText(label, { exact: true }) });
const stat = (page: Page, label: string) => statCard(page, label).locator(".admin-stat__value");
const flash = (page: Page) => page.locator(".admin-flash");
const table = (page: Page, name: string) => page.getByRole("table", { name, exact: true });
/** Opens a row's detail panel (the row button) and returns the panel. */
async function openRow(page: Page, tableName: string, label: string) {
  await table(page, tableName)
    .getByRole("button", { name: `Open ${label}`, exact: true })
    .click();
  return page.locator(".admin-detail-row");
}
const userCard = (page: Page, name: string) => openRow(page, "Users", name);
const tabs = (page: Page) => page.getByRole("navigation", { name: "Dashboard sections" });

test.beforeEach(async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await page.goto("/admin-dashboard");
  await waitForHydration(page);
});

test("stats and tab counts match the seed, and the page passes axe", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Admin: ${DEMO_ADMIN.givenName}`);
  // Members leave the admin out, and say so; the Users tab and its list hold every account, the admin too.
  await expect(stat(page, "Members")).toHaveText(String(seeded.users));
  await expect(statCard(page, "Members")).toContainText("Admins not counted");
  await expect(stat(page, "Total requests")).toHaveText(String(seeded.requests));
  await expect(stat(page, "Pending requests")).toHaveText(String(seeded.pending));
  await expect(stat(page, "Total tasks")).toHaveText(String(seeded.tasks));
  await expect(tabs(page).getByRole("link", { name: `Users (${seeded.users + 1})` })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(tabs(page).getByRole("link", { name: `Requests (${seeded.requests})` })).toBeVisible();
  await expect(tabs(page).getByRole("link", { name: `Documents (${seeded.documents})` })).toBeVisible();
  await expect(tabs(page).getByRole("link", { name: `Tasks (${seeded.tasks})` })).toBeVisible();
  // Every profile is a row (the admin too), as the tab and the list's heading say; the stat counts members.
  await expect(table(page, "Users").locator("tbody tr")).toHaveCount(seeded.users + 1);
  await expect(page.getByRole("heading", { level: 2, name: `Users (${seeded.users + 1} results)` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign Out" }).first()).toBeVisible();
  await expect(page.getByLabel("Filter by status")).toHaveCount(0); // no status filter on users
  await expect(page.getByRole("img", { name: /Page views per day/ })).toBeVisible();
  await expectNoA11yViolations(page);
});

// One tab a test: each stays well inside its own budget on a busy machine.
test("the requests tab lists its rows; the status filter lives in the URL", async ({ page }) => {
  await tabs(page)
    .getByRole("link", { name: /^Requests/ })
    .click();
  await expect(page).toHaveURL(/tab=requests/);
  for (const r of seedRequests)
    await expect(table(page, "Requests").getByRole("cell", { name: r.title, exact: true })).toBeVisible();
  await page.getByLabel("Filter by status").selectOption("completed");
  await expect(page).toHaveURL(/status=completed/);
  const completed = seedRequests.filter((r) => r.status === "completed");
  await expect(table(page, "Requests").locator("tbody tr")).toHaveCount(completed.length);
  await page.reload();
  await expect(page.getByLabel("Filter by status")).toHaveValue("completed");
  await expect(table(page, "Requests").locator("tbody tr")).toHaveCount(completed.length);
  await expectNoA11yViolations(page);
});

test("the documents tab lists each file with its size and a link that opens it apart", async ({ page }) => {
  await tabs(page)
    .getByRole("link", { name: /^Documents/ })
    .click();
  await expect(page).toHaveURL(/tab=documents/);
  const firstDoc = DEMO_MEMBERS[0].documents[0];
  await expect(table(page, "Documents").getByRole("row").filter({ hasText: firstDoc.filename })).toContainText(
    formatBytes(new TextEncoder().encode(firstDoc.body).byteLength),
  );
  const docCard = await openRow(page, "Documents", firstDoc.filename);
  await expect(docCard.getByRole("link", { name: /View/ })).toHaveAttribute("target", "_blank");
});

test("the tasks tab lists every task", async ({ page }) => {
  await tabs(page)
    .getByRole("link", { name: /^Tasks/ })
    .click();
  await expect(page).toHaveURL(/tab=tasks/);
  for (const t of seedTasks)
    await expect(table(page, "Tasks").getByRole("cell", { name: t.taskText, exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("the users search lives in the URL and survives a reload", async ({ page }) => {
  await page.goto("/admin-dashboard?tab=tasks");
  await tabs(page)
    .getByRole("link", { name: /^Users/ })
    .click();
  await expect(page).not.toHaveURL(/tab=/);
  await expect(table(page, "Users")).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("searchbox", { name: "Search" }).fill("MARIA");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=MARIA/);
  await expect(table(page, "Users").locator("tbody tr")).toHaveCount(1);
  await expect(table(page, "Users").locator("tbody tr")).toContainText(DEMO_MEMBERS[0].profile.fullName);
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("MARIA");
  await expect(table(page, "Users").locator("tbody tr")).toHaveCount(1);
  await expect(table(page, "Users").locator("tbody tr")).toContainText(DEMO_MEMBERS[0].profile.fullName);
});

test("inline edit validates and saves; tags are edited on their own", async ({ page }) => {
  const maria = DEMO_MEMBERS[0].profile;
  const card = await userCard(page, maria.fullName);
  await card.getByRole("button", { name: `Edit ${maria.fullName}` }).click();
  await card.getByLabel("ZIP code").fill("123");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(flash(page)).toHaveText(/Update failed: Please enter a valid ZIP code/);
  await expect(card.getByLabel("ZIP code")).toHaveAttribute("aria-invalid", "true");
  await card.getByLabel("ZIP code").fill("33130");
  await card.getByRole("textbox", { name: "Admin notes" }).fill("Prefers calls after 5pm");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(flash(page)).toHaveText(/User profile updated successfully!/);
  await expect(card).toContainText("33130");
  await expect(card).toContainText("Prefers calls after 5pm");

  const james = DEMO_MEMBERS[1].profile;
  await table(page, "Users")
    .getByRole("button", { name: `Close ${maria.fullName}`, exact: true })
    .click();
  const jamesCard = await userCard(page, james.fullName);
  await jamesCard.getByRole("button", { name: `Add tags for ${james.fullName}` }).click();
  await jamesCard.getByRole("textbox", { name: "Tags", exact: true }).fill(" priority ,  self-pay ,");
  await jamesCard.getByRole("button", { name: "Save tags" }).click();
  await expect(flash(page)).toHaveText(/User tags updated successfully!/);
  await expect(jamesCard.getByRole("list", { name: `Tags for ${james.fullName}` }).getByRole("listitem")).toHaveText([
    "priority",
    "self-pay",
  ]);
  await expect(jamesCard.getByRole("button", { name: `Edit tags for ${james.fullName}` })).toBeVisible();
});

/** Every file the local send_email binding wrote under `dir` (text parts, attachments). */
function mailFiles(dir: string): string[] {
  let out: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out = out.concat(mailFiles(path));
    else out.push(path);
  }
  return out;
}

test("sends an email with an attachment; an over-10MB file is refused by name", async ({ page }) => {
  const claire = DEMO_MEMBERS[2].profile;
  const subject = `Your coverage comparison ${Date.now()}`;
  const message = `Hello Claire, ref ${Date.now()}`;
  const opener = (await userCard(page, claire.fullName)).getByRole("link", {
    name: `Send Email to ${claire.fullName}`,
  });
  await opener.click();
  // Escape closes it and focus returns to the button that opened it.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Send Email" })).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Send Email" });
  await expect(dialog).toContainText(claire.email);
  const send = dialog.getByRole("button", { name: "Send", exact: true });
  await expect(send).toBeDisabled();
  await dialog.getByLabel("Subject").fill("   ");
  await dialog.getByLabel("Message").fill(message);
  await expect(send).toBeDisabled(); // blank after trimming
  await dialog.getByLabel("Subject").fill(subject);
  const files = dialog.getByLabel(/max 10MB each/);
  await files.setInputFiles({
    name: "too-big-scan.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(dialog.getByText(/"too-big-scan.pdf" is larger than 10MB/)).toBeVisible();
  await files.setInputFiles({
    name: "comparison.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Premium vs Essential\n"),
  });
  const list = dialog.getByRole("list", { name: "Attachments" });
  await expect(list).toContainText("comparison.txt");
  await expect(list).toContainText("(21 bytes)"); // never "0.0 KB"
  await expect(list).not.toContainText("too-big-scan.pdf");
  await files.setInputFiles({ name: "extra.txt", mimeType: "text/plain", buffer: Buffer.from("remove me") });
  await dialog.getByRole("button", { name: "Remove extra.txt" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expectNoA11yViolations(page);
  await send.click();
  // Queued, not yet sent: the outbox sends it, and the Outbox tab says when it has.
  await expect(flash(page)).toHaveText(/Email queued: it usually goes out within a minute/);
  await expect(dialog).toBeHidden();

  // The local send_email binding (structured form) wrote the text part and
  // each attachment as files named by the message id.
  const textFile = () =>
    mailFiles(".wrangler/tmp/email").find(
      (f) => f.includes("email-text") && readFileSync(f, "utf8").includes(message),
    ) ?? null;
  await expect.poll(textFile).not.toBeNull();
  const id = basename(textFile()!, ".txt");
  // The binding writes the attachment after the text part: wait for it as for the text.
  const attachments = () =>
    mailFiles(".wrangler/tmp/email").filter((f) => f.includes("email-attachment") && basename(f).startsWith(`${id}-`));
  await expect.poll(() => attachments().map((f) => basename(f))).toEqual([`${id}-1.txt`]);
  await expect.poll(() => readFileSync(attachments()[0], "utf8")).toBe("Premium vs Essential\n");

  // Its real state, where the admin looks: Sent, on the Outbox tab's sent view. The row is marked sent just after
  // send_email took the message: await that record, then read the view once.
  await mailSent(page, claire.email, subject);
  await page.goto("/admin-dashboard?tab=outbox");
  await page.getByRole("link", { name: "Sent", exact: true }).click();
  await expect(page).toHaveURL(/show=sent/);
  await expect(page.getByRole("row").filter({ hasText: subject })).toContainText("Sent");
});

test("adds a task with a due date in the viewer's zone", async ({ page }) => {
  const james = DEMO_MEMBERS[1].profile;
  await (await userCard(page, james.fullName)).getByRole("link", { name: `Add Task for ${james.fullName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Add Task" });
  await expect(dialog.getByRole("button", { name: "Create Task" })).toBeDisabled();
  await dialog.getByLabel("Task Description").fill("Send James the GI clinic quotes");
  await expect(dialog.getByText("A reminder email will be sent to the admin team at this time.")).toHaveCount(0);
  await dialog.getByLabel(/Due date/).fill("2030-01-15T09:30");
  await expect(dialog.getByText("A reminder email will be sent to the admin team at this time.")).toBeVisible();
  await dialog.getByRole("button", { name: "Create Task" }).click();
  await expect(flash(page)).toHaveText(/Task created successfully!/);

  await page
    .getByRole("navigation", { name: "Dashboard sections" })
    .getByRole("link", { name: /^Tasks/ })
    .click();
  const card = table(page, "Tasks").getByRole("row").filter({ hasText: "Send James the GI clinic quotes" });
  await expect(card).toContainText(james.fullName);
  await expect(card.locator("time").first()).toHaveAttribute("datetime", "2030-01-15T14:30:00.000Z"); // 09:30 New York = 14:30 UTC
  await expect(card.locator("time").first()).toContainText("9:30");
  await expect(
    page
      .getByRole("navigation", { name: "Dashboard sections" })
      .getByRole("link", { name: `Tasks (${seeded.tasks + 1})` }),
  ).toBeVisible();
});

test("a request status change shows on the member's dashboard", async ({ page, browser }) => {
  const request = DEMO_MEMBERS[0].requests[0];
  await page.goto("/admin-dashboard?tab=requests");
  await waitForHydration(page);
  const card = await openRow(page, "Requests", request.title);
  await card.getByRole("combobox", { name: "Status" }).selectOption("completed");
  await card.getByRole("textbox", { name: "Notes for the member" }).fill("We found a $1,200 duplicate charge.");
  await card.getByRole("button", { name: "Update status" }).click();
  await expect(flash(page)).toHaveText(/Request status set to Completed/);
  await expect(
    table(page, "Requests").getByRole("row").filter({ hasText: request.title }).locator(".badge"),
  ).toHaveText(/Completed/);

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInAs(memberPage, DEMO.maria);
  await memberPage.goto("/dashboard");
  const memberRequest = memberPage.getByRole("listitem").filter({ hasText: request.title }).first();
  await expect(memberRequest).toContainText("Completed");
  await memberContext.close();

  // The audit tab records who did what.
  await page.goto("/admin-dashboard?tab=audit");
  await expect(page.getByRole("table", { name: /Audit log/ })).toContainText("Changed a request status");
  await expect(page.getByRole("table", { name: /Audit log/ })).toContainText(DEMO.admin);
  await expectNoA11yViolations(page);
});

test("members cannot open the admin dashboard", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, DEMO.james);
  await page.goto("/admin-dashboard");
  await expect(page).not.toHaveURL(/admin-dashboard/);
  await context.close();
});

test("the cron trigger emails one reminder per overdue task to the admin team", async ({ page }) => {
  // A task due a minute ago, created through the admin API with the signed-in admin's cookie.
  const james = DEMO_MEMBERS[1].profile;
  const users = await (await page.request.get(`/api/admin/users?q=${encodeURIComponent(james.email)}`)).json();
  const taskText = `Overdue e2e follow-up ${Date.now()}`;
  const created = await page.request.post(`/api/admin/users/${users.users[0].user_id}/tasks`, {
    headers: { Origin: new URL(page.url()).origin }, // what the page's own fetch would send
    data: { task_text: taskText, due_date: new Date(Date.now() - 60_000).toISOString() },
  });
  expect(created.status()).toBe(201);
  // The local send_email binding writes each message's text part to a file.
  const reminders = () =>
    mailFiles(".wrangler/tmp/email").filter(
      (f) => f.includes("email-text") && readFileSync(f, "utf8").includes(`Task: ${taskText}`),
    );

  // wrangler dev (--test-scheduled) runs the Worker's scheduled() on /__scheduled.
  expect((await page.request.get("/__scheduled?cron=*/5+*+*+*+*")).ok()).toBe(true);
  await expect.poll(() => reminders().length).toBe(1);
  // A second run adds nothing. (Best effort here: a duplicate could in theory be written after
  // this check; test/integration/reminders.test.ts proves it strictly against D1.)
  expect((await page.request.get("/__scheduled?cron=*/5+*+*+*+*")).ok()).toBe(true);
  await page.goto("/admin-dashboard?tab=tasks");
  expect(reminders()).toHaveLength(1);
});

test("sorts and filters requests, changes three at once, exports the view as CSV; messages stay in view", async ({
  page,
}) => {
  await page.goto("/admin-dashboard?tab=requests");
  await waitForHydration(page);
  const requests = table(page, "Requests");
  await requests.getByRole("link", { name: /^Title/ }).click();
  await expect(page).toHaveURL(/sort=title&dir=asc/);
  await expect(requests.getByRole("columnheader", { name: /^Title/ })).toHaveAttribute("aria-sort", "ascending");
  const titles = [...seedRequests.map((r) => r.title)].sort((a, b) => a.localeCompare(b));
  await expect(requests.locator("tbody tr td:nth-child(3)")).toHaveText(titles);

  // Three rows selected, one confirmation that says three, one action.
  const three = titles.slice(0, 3);
  for (const title of three) await requests.getByRole("checkbox", { name: `Select ${title}` }).check();
  await page.getByLabel("New status").selectOption("completed");
  await page.getByRole("button", { name: "Apply to selected" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm the change" });
  await expect(confirm).toContainText("Set status to Completed for 3 requests?");
  await confirm.getByRole("button", { name: "Yes, change 3" }).click();
  const result = page.locator(".admin-bulk__result");
  await expect(result).toHaveText("Status set to Completed for 3 requests.");
  await expect(result).toBeInViewport();
  for (const title of three)
    await expect(requests.getByRole("row").filter({ hasText: title }).locator(".badge")).toHaveText(/Completed/);

  // Filter to completed (sort kept in the URL), then export exactly that view.
  await page.getByLabel("Filter by status").selectOption("completed");
  await expect(page).toHaveURL(/status=completed/);
  await expect(page).toHaveURL(/sort=title/);
  // The URL changes before the filtered rows arrive: await the view where every row is Completed, then read it.
  await expect(requests.locator("tbody tr .badge").filter({ hasNotText: /Completed/ })).toHaveCount(0);
  const shown = await requests.locator("tbody tr td:nth-child(3)").allTextContents();
  expect(shown.length).toBeGreaterThanOrEqual(3);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /Export CSV/ }).click(),
  ]);
  const csv = readFileSync((await download.path())!, "utf8")
    .trim()
    .split("\r\n");
  expect(csv[0]).toBe('"Title","Member","Email","Type","Priority","Status","Created (UTC)"');
  expect(csv.slice(1).map((line) => line.split('","')[0].replace(/^"/, ""))).toEqual(shown);
  await expectNoA11yViolations(page);
});

test("retries a failed email from the Outbox tab, with the result beside the button", async ({ page }) => {
  await page
    .getByRole("navigation", { name: "Dashboard sections" })
    .getByRole("link", { name: /^Outbox/ })
    .click();
  await expect(page).toHaveURL(/tab=outbox/);
  const row = page.getByRole("row").filter({ hasText: DEMO_FAILED_EMAIL.subject });
  await expect(row).toContainText(DEMO_FAILED_EMAIL.lastError);
  await expectNoA11yViolations(page);
  await row.getByRole("button", { name: `Retry ${DEMO_FAILED_EMAIL.subject}` }).click();
  // Delivery starts at once, so the row may leave the list: the toast stays in the viewport.
  await expect(flash(page)).toContainText("Email queued again; it will be sent in a moment.");
  await expect(flash(page)).toBeInViewport();
  await page.goto("/admin-dashboard?tab=audit");
  await expect(page.getByRole("table", { name: /Audit log/ })).toContainText("Retried a failed email");
});

test.describe("at phone size", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const tab of ["users", "requests", "documents", "tasks", "bills", "outbox", "audit"]) {
    test(`the ${tab} tab passes axe and does not scroll sideways`, async ({ page }) => {
      await page.goto(`/admin-dashboard?tab=${tab}`);
      await waitForHydration(page);
      await expectNoA11yViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});

for (const tab of ["users", "requests", "documents", "tasks", "outbox", "audit"]) {
  test(`the ${tab} tab passes axe at desktop size`, async ({ page }) => {
    await page.goto(`/admin-dashboard?tab=${tab}`);
    await waitForHydration(page);
    await expectNoA11yViolations(page);
  });
}
