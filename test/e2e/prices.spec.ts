import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures";
import { expectMriPreviewNear10001, openHospital, PHONE_AND_DESKTOP, preview } from "./price-preview";

test.describe("price preview on /", () => {
  test("keyboard only: ZIP, filter, procedure, preview; results with the three figures", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Preview Real Prices & Quality – Free" });
    await expect(button).toBeDisabled();

    await page.getByLabel("ZIP code").focus();
    await page.keyboard.type("1000");
    await expect(button).toBeDisabled();
    await page.keyboard.type("1");
    // Procedure not chosen yet.
    await expect(button).toBeDisabled();

    await page.keyboard.press("Tab"); // → filter box
    await expect(page.getByLabel(/Find a procedure/)).toBeFocused();
    await page.keyboard.type("73721");
    await expect(page.getByText("1 procedure matches")).toBeVisible();
    await page.keyboard.press("Tab"); // → procedure select
    const select = page.getByLabel("Procedure", { exact: true });
    await expect(select).toBeFocused();
    await select.selectOption({ label: "MRI (CPT 73721)" }); // keyboard selection in a native select
    await expect(button).toBeEnabled();
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");

    const results = page.getByRole("region", { name: /MRI price preview/ });
    await expect(results).toBeVisible();
    await expect(results).toContainText("National average");
    await expect(results).toContainText("$2,100");
    await expect(results).toContainText("With insurance");
    await expect(results).toContainText("$500–$1,000"); // insured by the hospital's parts: the scan and the read
    await expect(results).toContainText("Self-pay");
    await expect(results).toContainText("$300–$400");
    await expect(results).toContainText("Estimate, not a quote.");
    await expect(results).toBeInViewport();
    await expect(results).toBeFocused();
    await results.getByText("Data sources").click();
    await expect(results).toContainText("Physician Fee Schedule, CY2025");
    await expect(results.getByRole("link", { name: "How we estimate these prices" })).toHaveAttribute(
      "href",
      "/methodology",
    );
    await expect(results.getByRole("link", { name: "Get Free Expert Help Today" })).toHaveAttribute("href", "/form");
    await expectNoA11yViolations(page);
  });

  test("hydrating moves nothing: the form is laid out as the server drew it (no layout shift)", async ({
    page,
    browser,
  }) => {
    // The server's drawing is what a browser without JavaScript keeps.
    const serverDrawn = await browser.newPage({
      javaScriptEnabled: false,
      baseURL: test.info().project.use.baseURL,
      viewport: page.viewportSize(),
    });
    await serverDrawn.goto("/");
    const before = await serverDrawn.getByText("Why people use Care Finder").boundingBox();
    // The search box is a form field the server reads, so it works without JavaScript too.
    await expect(serverDrawn.getByLabel(/Find a procedure/)).toBeEnabled();
    await serverDrawn.close();

    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByLabel(/Find a procedure/)).toBeEnabled();
    const after = await page.getByText("Why people use Care Finder").boundingBox();
    expect(after?.y).toBe(before?.y);
  });

  test("the button stays disabled for an invalid ZIP, with the spec's message", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByLabel("Procedure", { exact: true }).selectOption("ct-scan");
    const zip = page.getByLabel("ZIP code");
    await zip.fill("1234");
    await zip.blur();
    await expect(page.getByText("Please enter a valid ZIP code")).toBeVisible();
    await expect(zip).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("button", { name: /Preview Real Prices/ })).toBeDisabled();
    await zip.fill("33101-1234");
    await expect(page.getByRole("button", { name: /Preview Real Prices/ })).toBeEnabled();
  });

  test("the dropdown lists every catalog procedure, the spec's ten first", async ({ page }) => {
    await page.goto("/");
    const options = page.getByLabel("Procedure", { exact: true }).locator("option:not([value=''])");
    await expect(options).toHaveCount(116);
    const firstTen = await options.evaluateAll((els) =>
      els.slice(0, 10).map((el) => el.textContent?.replace(/ \(CPT.*$/, "")),
    );
    expect(firstTen).toEqual([
      "MRI",
      "CT Scan",
      "Colonoscopy",
      "Knee Surgery",
      "Mammogram",
      "Blood Work",
      "X-Ray",
      "Ultrasound",
      "Physical Therapy",
      "Dermatology Visit",
    ]);
  });

  test("an API failure shows the red banner and the fallback estimates", async ({ page }) => {
    await page.route("**/api/search-providers", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: "Service unavailable" }),
      }),
    );
    await preview(page, "10001", "mri");
    const alert = page.getByRole("alert").filter({ hasText: "We couldn't get prices for your search" });
    // Our words, never the server's or the browser's.
    await expect(alert).toContainText("Our price service is not answering right now.");
    await expect(alert).not.toContainText("Service unavailable");
    await expect(alert).not.toContainText("API Error");
    await expect(alert).toContainText("Showing fallback estimates. Results may not reflect current market rates.");
    const results = page.getByRole("region", { name: /Price preview/ });
    await expect(results).toContainText("$1,325");
    // National figures are not labelled as local to the ZIP typed.
    await expect(results).not.toContainText("10001");
    await expect(results).toContainText("$250–$400");
    await expect(results).toContainText("$600–$1,200");
    await results.getByText("Data sources").click();
    await expect(results).toContainText("Fallback Estimates");
    await expectNoA11yViolations(page);
  });

  test("a network failure also falls back", async ({ page }) => {
    await page.route("**/api/search-providers", (route) => route.abort("failed"));
    await preview(page, "10001", "mri");
    const alert = page.getByRole("alert").filter({ hasText: "We couldn't get prices for your search" });
    await expect(alert).toContainText("Check your internet connection");
    await expect(alert).not.toContainText("Failed to fetch");
    await expect(page.getByRole("region", { name: /Price preview/ })).toContainText("$1,325");
    // The search form is still there to try again.
    await expect(page.getByLabel("Procedure", { exact: true })).toHaveValue("mri");
  });
});

test.describe("a preview you can link to", () => {
  test("the search has its own address: Back from a hospital, the page's own link and reload all restore it", async ({
    page,
  }) => {
    await preview(page, "10001", "mri");
    await expect(page).toHaveURL(/\/\?zip=10001&procedure=mri$/);
    const results = page.getByRole("region", { name: /MRI price preview/ });
    await expect(results).toContainText("$500–$1,000");

    await openHospital(page, "10001", "Bellevue Hospital Center");
    await page.goBack();
    await expectMriPreviewNear10001(page);

    await openHospital(page, "10001", "Bellevue Hospital Center");
    await page.getByRole("link", { name: "← Back to price preview" }).click();
    await expect(page).toHaveURL(/\/\?zip=10001&procedure=mri$/);
    await expect(results).toContainText("$500–$1,000");

    await page.reload();
    await expect(results).toContainText("$500–$1,000");

    // A second search, then Back: each address shows its own preview and its own fields.
    await page.getByLabel("ZIP code").fill("39201");
    await page.getByRole("button", { name: /Preview Real Prices/ }).click();
    await expect(page).toHaveURL(/\/\?zip=39201&procedure=mri$/);
    await expect(page.getByRole("region", { name: /MRI price preview/ })).toContainText("near 39201");
    await page.goBack();
    await expect(page.getByRole("region", { name: /MRI price preview/ })).toContainText("near 10001");
    await expect(page.getByLabel("ZIP code")).toHaveValue("10001");
  });

  test("your own plan: what you would pay, its meaning, and the figures never in the address", async ({ page }) => {
    await preview(page, "10001", "mri");
    const results = page.getByRole("region", { name: /MRI price preview/ });
    const plan = results.getByRole("region", { name: "Your own plan (optional)" });
    await plan.getByLabel("Deductible left this year ($)").fill("$1,500");
    await plan.getByLabel("Your coinsurance (%)").fill("20");
    await plan.getByRole("button", { name: "Show my cost" }).click();
    // With $1,500 left, an MRI's whole plan rate is within the deductible: the plan's rate itself.
    await expect(plan).toContainText(/With your plan: \$\d+–\$\d+/);
    await expect(plan).toContainText("the deductible you have left first, then your coinsurance share");
    expect(page.url()).not.toContain("1500");
    expect(page.url()).not.toContain("coinsurance");

    await plan.getByLabel("Your coinsurance (%)").fill("120");
    await plan.getByRole("button", { name: "Show my cost" }).click();
    await expect(plan.getByLabel("Your coinsurance (%)")).toHaveAttribute("aria-invalid", "true");
    await expect(plan).toContainText("Enter your coinsurance as a percent from 0 to 100, like 20.");
    await expectNoA11yViolations(page);
  });
});

for (const viewport of PHONE_AND_DESKTOP) {
  test.describe(`what the figures mean (${viewport.name})`, () => {
    test.use({ viewport: viewport.size });

    test("knee surgery near 10001: an all-in self-pay range that says what it includes", async ({ page }) => {
      await preview(page, "10001", "knee-surgery");
      const results = page.getByRole("region", { name: /Knee Surgery price preview/ });
      const selfPay = results.getByRole("definition").filter({ hasText: "surgery center, all-in" });
      await expect(selfPay).toBeVisible();
      await expect(results).toContainText("$2,300–$3,800");
      await expect(results).toContainText(
        "Includes the doctor's fee, the surgery center's fee and anesthesia (its base fee).",
      );
      await expect(results).toContainText("Not included: anesthesia time, which is billed by the minute.");
      await expect(results).toContainText("After your deductible: $800–$900");
      await expect(results).toContainText("From: The median cash price posted by 1,361 hospitals");
      await expect(results).not.toContainText("surgeon fee only");
      await expectNoA11yViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });

    test("a CBC reads 'under $100' with the dollar estimate beside it", async ({ page }) => {
      await preview(page, "10001", "cbc");
      const results = page.getByRole("region", { name: /Complete Blood Count \(CBC\) price preview/ });
      await expect(results).toContainText("under $100 (about $66)");
      // the test and the blood draw (36415): $17–$29 self-pay, $20–$31 insured
      await expect(results).toContainText("under $100 (about $17–$29)");
      await expect(results).toContainText("under $100 (about $20–$31)");
      await expect(results).toContainText("the blood draw (36415)");
      // $17–$29 against $20–$31: a gap of rounding size, so no "cash may be cheaper" (85 % rule)
      await expect(results).not.toContainText("Cash may be cheaper");
      await expect(results).not.toContainText(/\$100–\$100|^\$100$/);
      await expectNoA11yViolations(page);
    });

    test("an MRI near 10001 lists nearby hospitals with prices and stars, by distance or by price", async ({
      page,
    }) => {
      await preview(page, "10001", "mri");
      const list = page.getByRole("region", { name: "Hospitals near 10001 that post a cash price" });
      await expect(list).toBeVisible();
      const rows = list.getByRole("row").filter({ has: page.getByRole("rowheader") });
      await expect(rows).toHaveCount(10);
      await expect(rows.first()).toContainText("Bellevue Hospital Center");
      await expect(rows.first()).toContainText("1.3 mi");
      await expect(rows.first()).toContainText("$283");
      await expect(rows.first()).toContainText("2 of 5");
      await expect(list).toContainText("as of January 2026");
      await expect(list).toContainText("cannot be placed on a map");
      const miles = async () =>
        (
          await rows.evaluateAll((els) =>
            els.map((el) => el.querySelector("[data-label='Distance']")?.textContent ?? ""),
          )
        ).map(parseFloat);
      const dollars = async () =>
        (
          await rows.evaluateAll((els) =>
            els.map(
              (el) => el.querySelector("[data-label='Posted cash price'] .nearby-hospitals__price")?.textContent ?? "",
            ),
          )
        ).map((t) => Number(t.replace(/[$,]/g, "")));
      const byDistance = await miles();
      expect(byDistance).toEqual([...byDistance].sort((a, b) => a - b));

      await list.getByRole("link", { name: "Lowest price first" }).click();
      await expect(list.getByRole("link", { name: "Lowest price first" })).toHaveAttribute("aria-current", "true");
      // Prices under a quarter of MRI's national hospital median ($2,012), e.g. Bellevue's $283 and Palisades'
      // $280, are marked as likely partial and come last; the others lead, lowest first
      const byPrice = await dollars();
      const partial = byPrice.filter((d) => d < 2012 / 4);
      expect(partial).toEqual(expect.arrayContaining([280, 283]));
      expect(byPrice).toEqual([
        ...byPrice.filter((d) => d >= 2012 / 4).sort((a, b) => a - b),
        ...partial.sort((a, b) => a - b),
      ]);
      await expect(rows.last()).toContainText("likely only part of the service");
      await expect(rows.first()).not.toContainText("likely only part of the service");
      await expectNoA11yViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await list.getByRole("link", { name: "Palisades Medical Center" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Palisades Medical Center" })).toBeVisible();
      await expect(page.getByRole("row", { name: /MRI/ }).first()).toContainText("$280");
      await expect(page.getByText("as of January 2026")).toBeVisible();
      await expectNoA11yViolations(page);
    });
  });
}

test.describe("a birth", () => {
  test("vaginal delivery: the doctor's part near you beside the published whole-birth figure, named as what it is", async ({
    page,
  }) => {
    await preview(page, "10001", "vaginal-delivery");
    const results = page.getByRole("region", { name: /Vaginal Delivery price preview/ });
    const national = results.getByRole("definition").filter({ hasText: "national median insured price" });
    await expect(national).toContainText("A whole birth (hospital stay and doctors)");
    // FAIR Health's $13,946, rounded up to $100
    await expect(results).toContainText("$14,000");
    await expect(results).toContainText(/From: FAIR Health, Cost of Giving Birth Tracker.*through 2023-09/);
    await expect(results).toContainText("The ranges on this card are only the doctor's part");
    await expect(results).toContainText("with a hospital stay");
    await expect(results).toContainText("What a whole birth costs");
    await expect(results).toContainText("$13,946");
    await expect(results).toContainText("$15,712");
    await expectNoA11yViolations(page);
  });
});

for (const viewport of [
  { name: "desktop", size: { width: 1280, height: 900 } },
  { name: "phone", size: { width: 390, height: 844 } },
]) {
  test.describe(`a hospital's page (${viewport.name})`, () => {
    test.use({ viewport: viewport.size });

    test("ownership, emergency services and a non-profit's financial assistance duty (501(r)), axe clean", async ({
      page,
    }) => {
      await page.goto("/hospitals/010007?zip=35801&procedure=mri");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("Non-profit (CMS: Voluntary non-profit - Private)")).toBeVisible();
      await expect(page.getByRole("term").filter({ hasText: "Emergency services" })).toBeVisible();
      await expect(
        page.getByText(/must keep a written financial assistance policy \(IRS section 501\(r\)\)/),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "← Back to price preview" })).toHaveAttribute(
        "href",
        "/?zip=35801&procedure=mri",
      );
      await expectNoA11yViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  });
}

test.describe("the whole catalog", () => {
  test("99214, the most billed visit: found by its code in the search box, priced near 10001", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByLabel("ZIP code").fill("10001");
    await page.getByLabel(/Find a procedure/).fill("99214");
    await expect(page.getByText("1 procedure matches")).toBeVisible();
    // One match is chosen for you
    await expect(page.getByLabel("Procedure", { exact: true })).toHaveValue("follow-up-visit-30");
    await page.getByRole("button", { name: /Preview Real Prices/ }).click();
    const results = page.getByRole("region", { name: /Follow-up Visit, Longer price preview/ });
    await expect(results).toBeVisible();
    await expect(results).toContainText("Self-pay");
    await expect(results).toContainText("With insurance");
    await expectNoA11yViolations(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form goes to the preview's own address and shows the same results", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: /Preview Real Prices/ });
    await expect(button).toBeEnabled(); // no script to enable it later
    await page.getByLabel("ZIP code").fill("39201");
    await page.getByLabel("Procedure", { exact: true }).selectOption("mri");
    await button.click();
    await expect(page).toHaveURL(/\/\?zip=39201&find=&procedure=mri$/);
    const results = page.getByRole("region", { name: /MRI price preview/ });
    await expect(results).toContainText("$2,100");
    await expect(results).toContainText("$500–$1,000");
    await expect(results).toContainText("$200–$400");
    await expect(page.getByLabel("ZIP code")).toHaveValue("39201");

    // Your own plan posts to the page at the same address
    await results.getByLabel("Deductible left this year ($)").fill("0");
    await results.getByLabel("Your coinsurance (%)").fill("20");
    await results.getByRole("button", { name: "Show my cost" }).click();
    await expect(page.getByText(/With your plan: \$\d+/)).toBeVisible();
    await expect(results.getByLabel("Your coinsurance (%)")).toHaveValue("20");

    // A hospital's page leads back to the same preview
    await page
      .getByRole("link", { name: /Medical Center|Hospital/ })
      .first()
      .click();
    await page.getByRole("link", { name: "← Back to price preview" }).click();
    await expect(page).toHaveURL(/\/\?zip=39201&procedure=mri$/);
    await expect(page.getByRole("region", { name: /MRI price preview/ })).toContainText("$500–$1,000");
  });

  test("a bad ZIP comes back with the spec's message and the input kept", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("ZIP code").fill("123");
    await page.getByLabel("Procedure", { exact: true }).selectOption("mri");
    await page.getByRole("button", { name: /Preview Real Prices/ }).click();
    await expect(page.getByText("Please enter a valid ZIP code")).toBeVisible();
    await expect(page.getByLabel("ZIP code")).toHaveValue("123");
    await expect(page.getByLabel("Procedure", { exact: true })).toHaveValue("mri");
  });
});
