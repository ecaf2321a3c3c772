import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ErrorPage } from "~/components/ErrorPage";

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
});
