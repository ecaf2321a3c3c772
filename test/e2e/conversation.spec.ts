import { DEMO, expect, expectNoA11yViolations, mailFor, signInAs, test, waitForHydration } from "./fixtures";

const TITLE = "Which supplemental plan fits us?";

test("a member writes, the team reads and replies, the member sees the reply and the email", async ({ page }) => {
  const question = `Does Premium cover dental? (${Date.now()})`;
  const answer = `Premium covers two dental cleanings a year. (${Date.now()})`;

  // The member writes on their request.
  await signInAs(page, DEMO.claire);
  await waitForHydration(page);
  await page.getByRole("link", { name: TITLE }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await waitForHydration(page);
  await page.getByLabel("Your message").fill(question);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("list", { name: "Message thread" })).toContainText(question);
  const requestPath = new URL(page.url()).pathname;

  // The team sees it waiting, unread, and opens the conversation.
  await signInAs(page, DEMO.admin);
  await page.goto("/admin-dashboard?tab=requests");
  await expect(page.getByRole("link", { name: /Requests/ })).toContainText(/\d+ unread messages?/);
  const row = page.getByRole("row").filter({ hasText: TITLE });
  await expect(row).toContainText("1 unread");
  await row.getByRole("link", { name: TITLE }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect(page.getByRole("list", { name: "Message thread" })).toContainText(question);
  await expect(page.getByText("Only the team sees these; the member never does.")).toBeVisible();
  await waitForHydration(page);
  await expectNoA11yViolations(page);

  // The team replies; the member is emailed through the outbox.
  await page.getByLabel("Your reply").fill(answer);
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("status")).toContainText("Reply posted");
  await expect(page.getByRole("list", { name: "Message thread" })).toContainText(answer);
  await expect(page.getByLabel("Your reply")).toHaveValue("");

  // The team may look at the member's own page, read-only.
  await page.getByRole("link", { name: "See the member's page (read-only)" }).click();
  await expect(page).toHaveURL(requestPath);
  await expect(page.getByText("as the member sees it")).toBeVisible();
  await expect(page.getByLabel("Your message")).toHaveCount(0);

  await expect
    .poll(async () => (await mailFor(page, DEMO.claire)).filter((m) => m.subject.includes(TITLE)).length)
    .toBeGreaterThan(0);
  const [email] = (await mailFor(page, DEMO.claire)).filter((m) => m.subject.includes(TITLE));
  expect(email.subject).toContain("Our team replied");
  expect(email.links.some((l) => l.endsWith(requestPath))).toBe(true);

  // The member sees a reply waiting, then reads it.
  await signInAs(page, DEMO.claire);
  await expect(page.getByRole("list", { name: "Your help requests" })).toContainText("1 unread reply");
  await page.getByRole("link", { name: TITLE }).click();
  await expect(page.getByRole("list", { name: "Message thread" })).toContainText(answer);
  await expect(page.getByRole("list", { name: "Message thread" })).toContainText("Care Finder team");
  await page.goto("/dashboard");
  await expect(page.getByRole("list", { name: "Your help requests" })).not.toContainText("unread");
});

test("the team's request page works on a phone, without horizontal scroll, and is axe clean", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, DEMO.admin);
  await page.goto("/admin-dashboard?tab=requests");
  await page.getByRole("row").filter({ hasText: TITLE }).getByRole("link", { name: TITLE }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await waitForHydration(page);
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
