import { chooseHospital } from "./hospital-picker";
import { DEMO_BILL_MEMBER } from "../../db/seed-data";
import { DEMO, expect, expectNoA11yViolations, signInAs, test } from "./fixtures";

const MEMBER = DEMO_BILL_MEMBER.profile;
/** Ten days ago, as the form reads a date. */
const serviceDate = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);

test("an uninsured member checks a Bellevue bill with a duplicated line, gets the letter, the charity screen and the deadlines; the admin records the final amount; the dashboard shows the saving", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, MEMBER.email);
  await page.goto("/dashboard");
  await page.getByRole("main").getByRole("link", { name: "Check a bill" }).click();
  await expect(page.getByRole("heading", { name: "Check a bill", level: 1 })).toBeVisible();

  await chooseHospital(page, "Bellevue", "Bellevue Hospital, Bellevue OH");
  await page.getByLabel("Date of service").fill(serviceDate);
  await page.getByLabel("Uninsured or paying myself (self-pay)").check();
  const lines = [
    ["70450", "2500"],
    ["85025", "80"],
    ["85025", "80"],
  ];
  for (const [i, [code, amount]] of lines.entries()) {
    await page.getByLabel(`Code (line ${i + 1})`).fill(code);
    await page.getByLabel(`Billed amount (line ${i + 1})`).fill(amount);
  }
  await page.getByRole("button", { name: "Check this bill" }).click();

  await expect(page.getByRole("heading", { name: "Your bill from Bellevue Hospital" })).toBeVisible();
  await expect(page.getByText(/above this hospital's own posted cash price/).first()).toBeVisible();
  await expect(page.getByText(/duplicate/i).first()).toBeVisible();
  await expect(page.getByText("Ask for an itemized bill: now")).toBeVisible();
  await expect(page.getByText("Apply for financial assistance: by")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const caseUrl = new URL(page.url()).pathname;

  await page.getByRole("link", { name: "Write my letter" }).click();
  await expect(page.getByText(/45 CFR part 180/).first()).toBeVisible();
  await page.goto(caseUrl);

  await page.getByRole("link", { name: /Check eligibility for financial assistance/ }).click();
  // The case page asks for a household size too ("Could Medicaid pay this bill?"): fill the charity screen's, once it is shown.
  await expect(page.getByRole("heading", { name: "Financial assistance (charity care)", level: 1 })).toBeVisible();
  await page.getByLabel("Household size").fill("3");
  await page.getByLabel("Yearly household income").fill("40980");
  await page.getByRole("button", { name: "Check eligibility" }).click();
  await expect(
    page.getByRole("heading", { name: "Your household is at 150 % of the federal poverty level" }),
  ).toBeVisible();
  await expect(page.getByText(/^Apply by/)).toBeVisible();
  await expectNoA11yViolations(page);

  // The team records the outcome.
  await signInAs(page, DEMO.admin);
  await page.goto(`/admin-dashboard?tab=bills&q=${encodeURIComponent(MEMBER.email)}`);
  const bills = page.getByRole("table", { name: "Bills", exact: true });
  await expect(bills.locator("tbody tr")).toHaveCount(2);
  await expectNoA11yViolations(page);
  await page.goto(caseUrl.replace("/dashboard/bills/", "/admin-dashboard/bills/"));
  await page.getByLabel("Status").selectOption("resolved");
  await page.getByLabel("Final amount").fill("1000");
  await page.getByRole("button", { name: "Save the outcome" }).click();
  await expect(page.getByText("Outcome saved.")).toBeVisible();
  await expect(page.getByText("Saved: $1,660")).toBeVisible();
  await expectNoA11yViolations(page);

  // The member sees the saving on the dashboard.
  await signInAs(page, MEMBER.email);
  await page.goto("/dashboard");
  await expect(page.getByText("Saved $1,660 so far")).toBeVisible();
  await expect(page.getByText("Resolved").first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
});
