/**
 * "No insurance? Could Medicaid pay for this?" under the price preview (issue 36): a plain GET form in the preview's
 * own address, answered on the server by the bill case's rule (app/.server/coverage/medicaid.server.ts), in English
 * on / and in Spanish on /precios-y-planes. Nothing is stored: the answer is the address's.
 */
import { describe, expect, it } from "vitest";
import { medicaidFor } from "../../app/.server/coverage/medicaid.server";
import { appFetch } from "../support/browser";

const html = (path: string) =>
  appFetch(`https://app.test${path}`).then(async (res) => {
    expect(res.status).toBe(200);
    return (await res.text())
      .replaceAll("<!-- -->", "")
      .replaceAll("&#x27;", "'")
      .replaceAll("&quot;", '"')
      .replaceAll("&amp;", "&");
  });

const household = (state: string, group: string, income = "15000") =>
  `&household_size=1&income=${income}&state=${state}&group=${group}`;

describe("the Medicaid check under the English price preview", () => {
  it("offers a GET form that keeps the search, with the state prefilled from the ZIP code", async () => {
    const page = await html("/?zip=80202&procedure=mri");
    expect(page).toContain("No insurance? Could Medicaid pay for this?");
    expect(page).toMatch(/<form method="get" action="\/#medicaid-check">/);
    expect(page).toContain('<input type="hidden" name="zip" value="80202"/>');
    expect(page).toContain('<input type="hidden" name="procedure" value="mri"/>');
    expect(page).toMatch(/<option value="CO" selected="">Colorado<\/option>/);
    expect(page).not.toContain("Likely eligible");
  });

  it("says likely eligible under the state's limit for the group, with the same percentage as the bill case's rule", async () => {
    const page = await html(`/?zip=80202&procedure=mri${household("CO", "adult")}`);
    const { screen } = medicaidFor({ household_size: 1, income: 15000, state: "CO", group: "adult" });
    expect(page).toContain(
      `<strong>Likely eligible.</strong> At ${screen.percent} % of the poverty line, your household is under Colorado's limit for adults without children (138 %).`,
    );
    expect(page).toContain('<a href="https://www.healthcare.gov/">HealthCare.gov</a>');
    expect(page).toContain("Medicaid is retroactive");
    expect(page).toMatch(/<details class="medicaid-check card mt-6" id="medicaid-check" open="">/);
  });

  it("says likely not, and why, where the state covers no adults without children", async () => {
    const page = await html(`/?zip=77001&procedure=mri${household("TX", "adult")}`);
    expect(page).toContain(
      "<strong>Likely not eligible.</strong> Texas does not cover adults without children (it has not expanded Medicaid).",
    );
    const over = await html(`/?zip=80202&procedure=mri${household("CO", "adult", "90000")}`);
    expect(over).toMatch(
      /Colorado covers adults without children up to 138 % of the poverty line; your household is at \d+ %/,
    );
  });

  it("says not checked yet where the state's limit for the group is blank", async () => {
    const page = await html(`/?zip=10001&procedure=mri${household("NY", "pregnant")}`);
    expect(page).toContain(
      "<strong>Not checked yet.</strong> We have not checked New York's Medicaid limit for pregnant women yet.",
    );
  });

  it("marks the fields at fault and answers nothing", async () => {
    const page = await html("/?zip=80202&procedure=mri&household_size=0&income=abc&state=CO&group=");
    expect(page).toContain("Enter how many people are in your household, from 1 to 20.");
    expect(page).toContain("Enter your household's yearly income in dollars, for example 25000.");
    expect(page).toContain("Choose who needs care.");
    expect(page).toMatch(/name="household_size"[^>]*aria-invalid="true"/);
    expect(page).not.toMatch(/Likely (not )?eligible/);
  });
});

describe("the Medicaid check under the Spanish price preview", () => {
  it("asks and answers in Spanish, in the Spanish page's own address", async () => {
    const page = await html(`/precios-y-planes?zip=77001&procedure=mri${household("TX", "adult")}`);
    expect(page).toContain("¿No tiene seguro? ¿Podría Medicaid pagar esto?");
    expect(page).toMatch(/<form method="get" action="\/precios-y-planes#medicaid-check">/);
    expect(page).toContain(
      "<strong>Es probable que no califique.</strong> Texas no cubre a los adultos sin hijos (no ha ampliado Medicaid).",
    );
    expect(page).toContain('<a href="https://www.cuidadodesalud.gov/es/">CuidadoDeSalud.gov</a>');
    const ny = await html(`/precios-y-planes?zip=10001&procedure=mri${household("NY", "adult")}`);
    expect(ny).toMatch(/Con el \d+ % de la línea de pobreza, su hogar está por debajo del límite de Nueva York/);
  });
});
