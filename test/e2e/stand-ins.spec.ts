import {
  askForEmailLink,
  DEMO,
  expect,
  expectNoA11yViolations,
  linkFromMailbox,
  mailFor,
  signInAs,
  test,
  waitForHydration,
} from "./fixtures";

/**
 * Journeys through the local stand-ins that `npm start` runs beside the app
 * (scripts/stand-ins/): the Google-shaped consent page, Stripe's checkout and
 * portal pages with signed webhooks, and the local mailbox at /dev/mail.
 */

test("(b) Continue with Google: a visitor consents on the local provider's page with a new email and lands on /form", async ({
  page,
}) => {
  const email = "gina.google@example.com";
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Continue with Google" }).click();

  // The stand-in's consent page: arctic's real authorization request (PKCE, state) got here.
  await expect(page.getByRole("heading", { name: "Sign in with Google" })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("code_challenge_method")).toBe("S256");
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Enter an email address like name@example.com.")).toBeVisible();
  await page.getByLabel("Name").fill("Gina Google");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();

  // Code exchanged with the PKCE verifier, userinfo read, account created: a new member finishes registering.
  await expect(page).toHaveURL(/\/form$/);
  const me = await page.request.get("/api/users/me");
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email, onboarding_completed: false });
});

test("a member pays for Essential Care on the local checkout page, sees it active, then cancels it in the portal", async ({
  page,
}) => {
  await signInAs(page, DEMO.james);
  await page.goto("/pricing");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Choose Essential Care" }).click();

  await expect(page.getByRole("heading", { name: "Pay Care Finder" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "ESSENTIAL CARE" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Pay $49.00" }).click();

  // Stripe returns to the success URL after the signed webhooks reached the app.
  await expect(page).toHaveURL(/\/payment-success\?plan=ESSENTIAL%20CARE&session_id=cs_test_\w+$/);
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await page.goto("/dashboard");
  const plan = page.getByRole("region", { name: "Your Plan" });
  await expect(plan).toContainText("Essential Care");
  await expect(plan.getByText("Active", { exact: true })).toBeVisible();

  await waitForHydration(page);
  await plan.getByRole("button", { name: "Manage Plan" }).click();
  await expect(page.getByRole("heading", { name: "Manage your plan" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "ESSENTIAL CARE" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Cancel subscription" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(plan.getByTestId("plan-status")).toContainText("Canceled (ended");
  await expect(plan.getByRole("link", { name: "Choose a new plan" })).toBeVisible();
});

test("Cancel on the local checkout page returns to the plans and changes nothing", async ({ page }) => {
  await signInAs(page, DEMO.james);
  await page.goto("/pricing");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Choose Care Access" }).click();
  await page.getByRole("button", { name: "Cancel and go back" }).click();
  await expect(page).toHaveURL(/\/pricing\?payment=cancelled$/);
  await page.goto("/dashboard");
  await expect(
    // James holds no live plan (an earlier journey may have ended one): the page offers to choose one.
    page.getByRole("region", { name: "Your Plan" }).getByRole("link", { name: /^Choose a (new )?plan$/ }),
  ).toBeVisible();
});

test("the portal switches a Stripe subscription to another plan", async ({ page }) => {
  await signInAs(page, DEMO.claire);
  await page.goto("/pricing");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Choose Essential Care" }).click();
  await page.getByRole("button", { name: "Pay $49.00" }).click();
  await page.goto("/dashboard");
  const plan = page.getByRole("region", { name: "Your Plan" });
  await expect(plan).toContainText("Essential Care");
  await waitForHydration(page);
  await plan.getByRole("button", { name: "Manage Plan" }).click();
  // The portal offers the prices its configuration (npm run stripe:setup) allows, by name and amount.
  // (Claire's seeded Premium membership is listed too: the new Essential one is switched.)
  const essential = page.getByRole("region", { name: "Essential Care" });
  await essential.getByLabel("Switch to").selectOption({ label: "Premium Care ($99.00 / month)" });
  await essential.getByRole("button", { name: "Switch plan" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(plan).toContainText("Premium Care");
  await expect(plan.getByText("Active", { exact: true })).toBeVisible();
});

test("(c) an existing member signs in with the link from the local mailbox and lands on /dashboard", async ({
  page,
}) => {
  await page.goto("/sign-in");
  await askForEmailLink(page, DEMO.maria);

  // JSON for scripts: the sealed sign-in link is readable here, on this machine only.
  await linkFromMailbox(page, DEMO.maria);
  const [message] = await mailFor(page, DEMO.maria);
  expect(message.subject).toBe("Your Care Finder sign-in link");
  expect(message.links.some((link) => link.includes("/auth/link#token="))).toBe(true);

  // The mailbox as a person reads it: newest first, opened, the link followed.
  await page.goto("/dev/mail");
  await expect(page.getByRole("heading", { name: "Local mailbox" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: DEMO.maria }).first();
  await expect(row).toContainText(/pending|sending|sent/);
  await expectNoA11yViolations(page);
  await row.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message.subject);
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: /\/auth\/link#token=/ }).click();
  await page.getByRole("button", { name: "Continue to Care Finder" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const me = await page.request.get("/api/users/me");
  expect(await me.json()).toMatchObject({ email: DEMO.maria });
});

test("(a) a visitor picks Essential Care, signs up by email from /dev/mail, registers, pays, then cancels in the portal", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `newcomer.${Date.now()}@example.com`;
  await page.goto("/pricing");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Choose Essential Care" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await askForEmailLink(page, email);

  // The link, as the newcomer's mailbox shows it.
  await page.goto(await linkFromMailbox(page, email));
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/form/);
  await waitForHydration(page);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await page.getByLabel("Full name").fill("Nia Newcomer");
  await page.getByLabel("Phone number").fill("(305) 555-0155");
  await page.getByLabel("ZIP code").fill("33130");
  await page.getByLabel("Date of birth").fill("1991-03-09");
  await page.getByRole("button", { name: "Next Step" }).click();
  await page.getByLabel("I don't have health insurance").check();
  await page.getByLabel("Service needed").fill("Help with a hospital bill");
  await page.getByRole("button", { name: "Complete Registration" }).click();

  // The plan chosen before signing up goes straight to the local checkout page.
  await expect(page.getByRole("heading", { name: "Pay Care Finder" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "ESSENTIAL CARE" })).toBeVisible();
  await page.getByRole("button", { name: "Pay $49.00" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await page.goto("/dashboard");
  const plan = page.getByRole("region", { name: "Your Plan" });
  await expect(plan).toContainText("Essential Care");
  await expect(plan.getByText("Active", { exact: true })).toBeVisible();

  await waitForHydration(page);
  await plan.getByRole("button", { name: "Manage Plan" }).click();
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(plan.getByTestId("plan-status")).toContainText("Canceled (ended");
});
