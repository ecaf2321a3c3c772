import { chooseHospital } from "./hospital-picker";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { DEMO, expect, expectNoA11yViolations, signInAs, test } from "./fixtures";

/** Saint Joseph Hospital Denver's own posted cash prices, read from ../shared as the build reads them. */
function saintJosephPrices(): Map<string, number> {
  const file = join(import.meta.dirname, "../../../shared/data/providers/hospital-codes/CO.csv.gz");
  const prices = new Map<string, number>();
  for (const row of gunzipSync(readFileSync(file)).toString("utf8").split("\n")) {
    const [ccn, code, price] = row.split(",");
    if (ccn === "060028") prices.set(code, Number(price));
  }
  return prices;
}

const usd = (dollars: number) => `$${dollars.toLocaleString("en-US")}`;

test("a member checks an ER bill and sees every line priced by the hospital's own posted cash price; the letter lists them", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const posted = saintJosephPrices();
  const lines = [
    ["99285", 3200],
    ["96374", 400],
    ["36415", 60],
    ["J1885", 90],
    ["84484", 300],
  ] as const;
  await signInAs(page, DEMO.james);
  await page.goto("/dashboard/bills/new");
  await chooseHospital(page, "saint joseph denver", "Saint Joseph Hospital, Denver CO");
  await page.getByLabel("Date of service").fill(new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10));
  await page.getByLabel("Uninsured or paying myself (self-pay)").check();
  await page.getByLabel(/Or paste lines/).fill(lines.map(([code, amount]) => `${code}, ${amount}`).join("\n"));
  await page.getByRole("button", { name: "Check this bill" }).click();

  await expect(page.getByRole("heading", { name: /Your bill from Saint Joseph Hospital/ })).toBeVisible();
  await expect(page.getByText("We checked 5 of 5 lines")).toBeVisible();
  const table = page.getByRole("table", { name: "Each line of the bill and what we found" });
  for (const [code, amount] of lines) {
    const row = table.getByRole("row").filter({ hasText: code });
    await expect(row.getByRole("cell").nth(2)).toHaveText(usd(posted.get(code)!));
    await expect(row).toContainText(`${usd(amount - posted.get(code)!)} above this hospital's own posted cash price`);
  }
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("link", { name: "Write my letter" }).click();
  for (const [code, amount] of lines)
    await expect(
      page.getByText(`${code}: billed ${usd(amount)}; your posted cash price is ${usd(posted.get(code)!)}.`),
    ).toBeVisible();
});
