import { DEMO, expect, expectNoA11yViolations, mailFor, signInAs, test, waitForHydration } from "./fixtures";

/** The smaller dead ends of a journey: a procedure we do not list, Enter in the search box, the Premium call, phones. */

test("without JavaScript, a visitor whose procedure we do not list asks our team: sign in, then the request starts with their words", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByLabel("ZIP code").fill("10001");
  await page.getByLabel(/Find a procedure/).fill("hip replacement");
  await page.getByRole("button", { name: /Preview Real Prices/ }).click();
  await expect(page.getByText(/^0 procedures match/)).toBeVisible();
  await page.getByRole("link", { name: "Ask our team" }).click();

  await expect(page).toHaveURL(/\/sign-in\?then=ask$/);
  await expect(page.getByRole("status")).toContainText("Sign in first to ask our team");
  await signInAs(page, DEMO.james, { keepCookies: true });

  await expect(page).toHaveURL(/\/dashboard\/requests\/new\?about=hip\+replacement$/);
  await expect(page.getByLabel("Type of help")).toHaveValue("cost_estimate");
  await expect(page.getByLabel("Title")).toHaveValue("Price for hip replacement");
  await expect(page.getByLabel("Description")).toHaveValue(/“hip replacement” and it is not in the list/);
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page).toHaveURL(/\/dashboard\?saved=request$/);
  await expect(page.getByRole("list", { name: "Your help requests" })).toContainText("Price for hip replacement");
  // Asked once: the dashboard opens normally after that.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.close();
});

test("Enter in the search box chooses the procedure its words name and previews it", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const find = page.getByLabel(/Find a procedure/);
  // "knee surgery" is in two names; typed in full it names one.
  await find.fill("knee surgery");
  await find.press("Enter");
  await expect(page.getByLabel("Procedure", { exact: true })).toHaveValue("knee-surgery");
  await expect(page.getByLabel("ZIP code")).toBeFocused();
  await page.getByLabel("ZIP code").fill("10001");
  await find.press("Enter");
  await expect(page.getByRole("region", { name: /Knee Surgery price preview/ })).toBeVisible();
  await expect(page).toHaveURL(/\?zip=10001&procedure=knee-surgery$/);

  // Words several procedures match: Enter moves to the narrowed list.
  await find.fill("knee");
  await find.press("Enter");
  await expect(page.getByLabel("Procedure", { exact: true })).toBeFocused();
});

test("the 30-minute call: a Premium member books, reschedules and cancels it, the invitations arrive; the admin sees it in Calls", async ({
  page,
}) => {
  await signInAs(page, DEMO.maria);
  const quick = page.getByRole("region", { name: "Quick Actions" });
  await expect(quick).toContainText("A booked 30-minute call each month comes with Premium Care.");
  await expect(quick.getByRole("link", { name: /Schedule a 30-minute call/ })).toHaveCount(0);

  await signInAs(page, DEMO.claire);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Schedule a 30-minute call" }).click();
  await expect(page.getByRole("heading", { name: "Schedule a 30-minute call" })).toBeVisible();
  const slots = page.getByRole("group", { name: "Pick a time" });
  await expect(slots).toBeVisible();
  await expectNoA11yViolations(page);
  await slots.getByRole("radio").first().check();
  await page.getByLabel("What would you like to talk about?").fill("Choosing a family plan before we travel");
  await page.getByRole("button", { name: "Book my call" }).click();
  await expect(page.getByRole("heading", { name: "Your call is booked" })).toBeVisible();

  await page.getByRole("link", { name: "Reschedule" }).click();
  await page.getByRole("group", { name: "Pick a time" }).getByRole("radio").nth(1).check();
  await page.getByRole("button", { name: "Move my call" }).click();
  await expect(page.getByRole("status")).toContainText("Your call is moved.");

  await signInAs(page, DEMO.admin);
  await page.goto("/admin-dashboard/calls");
  await expect(page.getByRole("heading", { name: "Calls", level: 1 })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Choosing a family plan before we travel");

  await signInAs(page, DEMO.claire);
  await page.goto("/dashboard/call");
  await page.getByRole("button", { name: "Cancel this call" }).click();
  await expect(page.getByRole("status")).toContainText("Your call is cancelled.");
  await expect
    .poll(async () =>
      (await mailFor(page, DEMO.claire))
        .map((m) => m.subject)
        .filter((subject) => subject.includes("30-minute call"))
        .sort(),
    )
    .toEqual([
      "Your 30-minute call with Care Finder has moved",
      "Your 30-minute call with Care Finder is booked",
      "Your 30-minute call with Care Finder is cancelled",
    ]);
});

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("a long email address wraps on the dashboard instead of scrolling it sideways", async ({ page }) => {
    await signInAs(page, DEMO.maria);
    await page.goto("/dashboard");
    await waitForHydration(page);
    const long = "mariafernanda.lopezhernandez.familyaccount@examplehealthinsurance.com";
    // The member's address as a long one would be drawn: in the greeting and in the profile card.
    await page.evaluate((address) => {
      for (const el of document.querySelectorAll("p, dd")) {
        if (el.childElementCount === 0 && el.textContent?.includes("maria.lopez@example.com"))
          el.textContent = el.textContent.replace("maria.lopez@example.com", address);
      }
    }, long);
    await expect(page.getByText(`Signed in as ${long}`)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test("radio buttons and checkboxes are targets of at least 24 × 24 px", async ({ page }) => {
    await signInAs(page, DEMO.maria);
    await page.goto("/dashboard/profile/edit");
    const radios = page.getByRole("radio");
    expect(await radios.count()).toBeGreaterThan(0);
    for (const box of await radios.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()))) {
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
    await page.goto("/dashboard/account/delete");
    const box = await page.getByRole("checkbox").first().boundingBox();
    expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(24);
    await expectNoA11yViolations(page);
  });
});
