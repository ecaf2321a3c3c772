// The letters fit a 320 px phone (WCAG 1.4.10 reflow): nothing on the page is wider than the screen, so nothing
// scrolls sideways, even with an account number and an address that are one long word each.
import { DEMO_BILL_MEMBER } from "../../db/seed-data";
import { expect, signInAs, test } from "./fixtures";

const serviceDate = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);

test("the bill letter and the application letter fit 320 px", async ({ page }) => {
  await signInAs(page, DEMO_BILL_MEMBER.profile.email);
  // A bill of its own (a head CT billed far above the posted price, so the letter lists it).
  const made = await page.request.post("/api/bills", {
    headers: { Origin: new URL(page.url()).origin }, // what the page's own fetch would send
    data: {
      ccn: "360107",
      service_date: serviceDate,
      coverage: "self_pay",
      lines: [{ code: "70450", billed_amount: "2500" }],
    },
  });
  expect(made.status()).toBe(201);
  const caseUrl = `/dashboard/bills/${((await made.json()) as { id: string }).id}`;
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`${caseUrl}/letter`);
  await page.getByLabel("Account number").fill("HB-2026-000000000000000000000000000000");
  await page
    .getByLabel("Your postal address")
    .fill("1234 Extraordinarilylongstreetnamewithoutspaces Blvd, Bellevue, OH 44811");
  await page.getByRole("button", { name: "Add to my letter" }).click();
  const letter = page.getByRole("article", { name: "Your letter" });
  await expect(letter).toContainText("HB-2026-000000000000000000000000000000");

  for (const path of [`${caseUrl}/letter`, `${caseUrl}/application-letter?household_size=1&income=17400&group=adult`]) {
    await page.goto(path);
    await expect(letter).toBeVisible();
    const wide = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      // What sticks out, named, so a failure says where to look.
      over: [...document.querySelectorAll("body *")]
        .filter((e) => e.getBoundingClientRect().right > 320.5)
        .slice(0, 5)
        .map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
    }));
    expect(wide, path).toEqual({ width: 320, over: [] });
  }
});
