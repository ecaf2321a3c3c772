import { fireEvent, render, screen, within } from "@testing-library/react";
import type { FormHTMLAttributes } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { PriceSearchForm } from "~/components/landing/PriceSearchForm";
import { en as priceSearchEn } from "~/i18n/price-search/en";
import type { ProcedureOption } from "~/domain/prices";
import { es as priceSearchEs } from "~/i18n/price-search/es";
import { withSpanishNames } from "~/i18n/procedures/es";

// Remix's <Form> needs the framework's router; the search is a plain GET form, so a <form> stands in for it.
vi.mock("@remix-run/react", () => ({
  Form: (props: FormHTMLAttributes<HTMLFormElement>) => <form {...props} />,
}));

const option = (slug: string, name: string, category: string, codes: string[], common = false): ProcedureOption => ({
  slug,
  name,
  category,
  codes,
  common,
});

/** A few catalog entries as listProcedures gives them, with their Spanish names as the Spanish page's loader adds them. */
const PROCEDURES = withSpanishNames([
  option("mri", "MRI", "Imaging", ["73721"], true),
  option("knee-surgery", "Knee Surgery", "Surgery", ["29881"], true),
  option("knee-x-ray", "Knee X-Ray", "Imaging", ["73562"]),
  option("knee-replacement", "Knee Replacement", "Surgery", ["27447"]),
  option("c-section", "C-Section", "Maternity", ["59510"]),
  option("cbc", "Complete Blood Count (CBC)", "Lab", ["85025"]),
]);

function renderSpanish(initial?: { procedure: string; zipCode: string; find?: string }, errors = {}) {
  const onPreview = vi.fn();
  render(
    <PriceSearchForm
      action="/precios-y-planes"
      words={priceSearchEs}
      procedures={PROCEDURES}
      initial={initial}
      errors={errors}
      busy={false}
      onPreview={onPreview}
    />,
  );
  const find = screen.getByLabelText(/Buscar un procedimiento/) as HTMLInputElement;
  const select = screen.getByLabelText("Procedimiento", { exact: true }) as unknown as HTMLSelectElement;
  const zip = screen.getByLabelText("Código postal (ZIP)") as HTMLInputElement;
  return { onPreview, find, select, zip };
}

const shownOptions = (select: HTMLSelectElement) =>
  [...select.querySelectorAll("option")].filter((o) => o.value).map((o) => o.textContent);

describe("the Spanish page's price search form", () => {
  it("has Spanish labels and Spanish procedure names with the English name beside", () => {
    const { select } = renderSpanish();
    const form = screen.getByRole("form", { name: "Vista previa de precios" });
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/precios-y-planes");
    expect(within(form).getByRole("button", { name: "Ver precios – gratis" })).toBeTruthy();
    expect(shownOptions(select)).toEqual([
      "Resonancia magnética de rodilla u otra articulación de la pierna (MRI) · CPT 73721",
      "Cirugía artroscópica de rodilla (menisco) — Knee Surgery · CPT 29881",
      "Reemplazo de rodilla (Knee Replacement) · CPT 27447",
      "Radiografía de rodilla (Knee X-Ray) · CPT 73562",
      "Hemograma completo (CBC) — Complete Blood Count (CBC) · CPT 85025",
      "Cesárea (C-Section) · CPT 59510",
    ]);
    expect([...select.querySelectorAll("optgroup")].map((g) => g.label)).toEqual([
      "Los más buscados",
      "Cirugía",
      "Imágenes",
      "Laboratorio",
      "Maternidad",
    ]);
    expect(screen.getByText("6 procedimientos")).toBeTruthy();
  });

  it("finds procedures by Spanish words (with or without accents), English words and CPT codes", () => {
    const { find, select } = renderSpanish();
    const search = (text: string) => fireEvent.change(find, { target: { value: text } });
    search("rodilla");
    expect(shownOptions(select)).toHaveLength(4);
    expect(screen.getByText(/^4 procedimientos coinciden/)).toBeTruthy();
    search("cesarea");
    expect(select.value).toBe("c-section"); // one match is chosen for you
    search("knee x-ray");
    expect(select.value).toBe("knee-x-ray");
    search("85025");
    expect(select.value).toBe("cbc");
    search("trasplante");
    expect(screen.getByText(/^0 procedimientos coinciden/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Pregúntele a nuestro equipo" }).getAttribute("href")).toBe(
      "/dashboard/requests/new?about=trasplante",
    );
  });

  it("says a ZIP being typed is wrong in Spanish", () => {
    const { zip } = renderSpanish();
    fireEvent.change(zip, { target: { value: "12" } });
    fireEvent.blur(zip);
    expect(screen.getByText("Escriba un código postal válido de 5 dígitos")).toBeTruthy();
    expect(zip.getAttribute("aria-invalid")).toBe("true");
  });

  it("without JavaScript, comes back from the server narrowed to a Spanish word, with its message and what was typed", () => {
    const html = renderToString(
      <PriceSearchForm
        action="/precios-y-planes"
        words={priceSearchEs}
        procedures={PROCEDURES}
        initial={{ procedure: "", zipCode: "123", find: "rodilla" }}
        errors={{ zipCode: "Escriba un código postal válido de 5 dígitos", procedure: "4 procedimientos coinciden" }}
        busy={false}
        onPreview={() => {}}
      />,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    expect(doc.querySelector<HTMLInputElement>("input[name=zip]")?.value).toBe("123");
    expect(doc.querySelector<HTMLInputElement>("input[name=find]")?.value).toBe("rodilla");
    expect([...doc.querySelectorAll("option")].filter((o) => o.value).map((o) => o.value)).toEqual([
      "mri",
      "knee-surgery",
      "knee-replacement",
      "knee-x-ray",
    ]);
    expect(doc.body.textContent).toContain("Escriba un código postal válido de 5 dígitos");
    // None of the English form's own words is left on the Spanish form.
    const english = [
      priceSearchEn.label,
      priceSearchEn.zip,
      priceSearchEn.zipPlaceholder,
      priceSearchEn.submit,
      priceSearchEn.picker.find,
      priceSearchEn.picker.findHow,
      priceSearchEn.picker.mostSearched,
      priceSearchEn.picker.chooseMatch,
      priceSearchEn.picker.ask,
    ];
    expect(english.filter((words) => html.includes(words))).toEqual([]);
  });
});
