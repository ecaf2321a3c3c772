import { DEMO, expect, expectNoA11yViolations, mailFor, signInAs, test, waitForHydration } from "./fixtures";

// On a phone: the member writes in Messages, the team answers from the Inbox, the member sees the count and the reply.
test.use({ viewport: { width: 390, height: 844 } });

test("a member writes in Messages, the admin replies from the Inbox, the member sees the unread count and the reply", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const question = `Can you look at my ER bill before Friday? (${Date.now()})`;
  const answer = `Yes: upload it and we will read it today. (${Date.now()})`;

  // The member writes from the dashboard's "Write to support".
  await signInAs(page, DEMO.james);
  await page.getByRole("link", { name: "Write to support" }).click();
  await expect(page).toHaveURL(/\/dashboard\/messages$/);
  await waitForHydration(page);
  await page.getByLabel("Your message").fill(question);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("status")).toContainText("Your message is sent.");
  await expect(page.getByRole("list", { name: "Messages so far" })).toContainText(question);
  await expectNoA11yViolations(page);

  // The team finds it in the Inbox, unread, and replies.
  await signInAs(page, DEMO.admin);
  await page.goto("/admin-dashboard");
  await page.getByRole("link", { name: "Inbox" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(/\d+ unread messages?/);
  const conversation = page.getByRole("listitem").filter({ hasText: "James Carter: Messages" });
  await expect(conversation).toContainText("1 unread");
  await expectNoA11yViolations(page);
  await conversation.getByRole("link", { name: /James Carter: Messages/ }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/inbox\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Messages with James Carter");
  await expect(page.getByRole("list", { name: "Messages so far" })).toContainText(question);
  await waitForHydration(page);
  await page.getByLabel("Your reply").fill(answer);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("status")).toContainText("Reply sent.");
  await expect(page.getByRole("list", { name: "Messages so far" })).toContainText(answer);
  await expectNoA11yViolations(page);
  await page.goto("/admin-dashboard/inbox");
  await expect(page.getByRole("listitem").filter({ hasText: "James Carter: Messages" })).not.toContainText("unread");

  // An email says a reply is waiting, with a link and without the message.
  await expect
    .poll(async () => (await mailFor(page, DEMO.james)).filter((m) => m.subject.includes("reply")).length)
    .toBeGreaterThan(0);
  const [email] = (await mailFor(page, DEMO.james)).filter((m) => m.subject.includes("reply"));
  expect(email.text).not.toContain(answer);
  expect(email.links.some((link) => link.endsWith("/dashboard/messages"))).toBe(true);

  // The member sees the unread reply counted on the dashboard, reads it, and the count goes.
  await signInAs(page, DEMO.james);
  const messages = page.getByRole("link", { name: /^Messages/ });
  await expect(messages).toContainText("1 unread reply");
  await expectNoA11yViolations(page);
  await messages.click();
  await expect(page.getByRole("list", { name: "Messages so far" })).toContainText(answer);
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: /^Messages/ })).not.toContainText("unread");
});
