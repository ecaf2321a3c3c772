import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { describeRouteError, ErrorPage } from "~/components/ErrorPage";

/** What Remix hands a boundary for a thrown Response (`isRouteErrorResponse`). */
const thrown = (status: number, data: unknown) => ({ status, statusText: "Bad Request", internal: false, data });

describe("ErrorPage", () => {
  it("asks a person to quote the request's code on a 500", () => {
    render(
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <ErrorPage status={500} requestId="8f00ba11-EWR" />
      </MemoryRouter>,
    );
    expect(screen.getByTestId("request-id").textContent).toBe("8f00ba11-EWR");
    expect(screen.getByText(/quote this code/)).toBeTruthy();
  });

  it("shows no code on a 404, where there is nothing to report", () => {
    render(
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <ErrorPage status={404} requestId="8f00ba11-EWR" />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId("request-id")).toBeNull();
  });

  it("shows a refusal's own message on another 4xx, with no code to quote", () => {
    render(
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <ErrorPage status={415} requestId="8f00ba11-EWR" message="This form could not be read." />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("We could not accept that request");
    expect(screen.getByText("This form could not be read.")).toBeTruthy();
    expect(screen.queryByTestId("request-id")).toBeNull();
  });

  it("shows a refusal the server said in Spanish in Spanish, title and way back included", () => {
    const data = {
      code: "formUnknownField",
      lang: "es",
      title: "No pudimos aceptar esa solicitud",
      message: "Este formulario tiene un campo que no pedimos.",
      back: "Volver a Care Finder",
    };
    const details = describeRouteError(thrown(400, data));
    expect(details.message).toBe(data.message);
    render(
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <ErrorPage status={details.status} message={details.message} said={details.said} />
      </MemoryRouter>,
    );
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("No pudimos aceptar esa solicitud");
    expect(heading.closest("section")?.getAttribute("lang")).toBe("es");
    expect(screen.getByText(data.message)).toBeTruthy();
    expect(screen.getByRole("link").textContent).toBe("Volver a Care Finder");
  });

  it("reads an error whose data is not ours as no message", () => {
    expect(describeRouteError(thrown(400, { lang: "es" }))).toEqual({ status: 400 });
  });
});
