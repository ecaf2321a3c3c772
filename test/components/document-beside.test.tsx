// The member's uploaded bill beside the team's lines form (app/components/bill-reading/DocumentBeside.tsx).
import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DocumentBeside } from "~/components/bill-reading/DocumentBeside";
import { en } from "~/i18n/bill-reading/en";

// PDF.js draws on a canvas happy-dom does not have: the drawing is stubbed at its module, the fetch is real code.
const renderPdf = vi.fn(async () => {});
vi.mock("~/components/bill-reading/render-pdf.client", () => ({ renderPdf }));

afterEach(() => vi.unstubAllGlobals());

describe("the uploaded bill beside the lines form", () => {
  it("shows a photo as itself, with a link that opens it", () => {
    render(
      <DocumentBeside document={{ id: "doc-1", filename: "bill photo.jpg" }} words={en}>
        <form aria-label="Lines" />
      </DocumentBeside>,
    );
    expect(screen.getByRole("img", { name: "The uploaded bill, bill photo.jpg" }).getAttribute("src")).toBe(
      "/documents/doc-1/file?disposition=inline",
    );
    expect(screen.getByRole("link", { name: "Open the uploaded bill: bill photo.jpg" })).toBeTruthy();
    expect(screen.getByRole("form", { name: "Lines" })).toBeTruthy();
  });

  it("draws a PDF's pages from the member's file", async () => {
    const fetch = vi.fn(async () => new Response(new Uint8Array([37, 80, 68, 70])));
    vi.stubGlobal("fetch", fetch);
    render(
      <DocumentBeside document={{ id: "doc-2", filename: "statement.pdf" }} words={en}>
        <form aria-label="Lines" />
      </DocumentBeside>,
    );
    await waitFor(() => expect(renderPdf).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledWith("/documents/doc-2/file?disposition=inline");
    expect(renderPdf.mock.calls[0]).toEqual([new Uint8Array([37, 80, 68, 70]), expect.anything(), en.documentPage]);
  });

  it("is only the form when the case has no uploaded bill", () => {
    const { container } = render(
      <DocumentBeside document={null} words={en}>
        <form aria-label="Lines" />
      </DocumentBeside>,
    );
    expect(container.querySelector("figure")).toBeNull();
  });
});
