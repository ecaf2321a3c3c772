import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DocumentsSection } from "~/components/dashboard/DocumentsSection";
import type { RequestView } from "~/schemas/requests";

// @remix-run/testing (createRemixStub) is not installed, so the two router hooks the
// section uses are stubbed at the module boundary; everything else is the real component.
const revalidate = vi.fn();
vi.mock("@remix-run/react", () => ({
  useRevalidator: () => ({ revalidate, state: "idle" }),
  useFetcher: () => ({ state: "idle", data: undefined, submit: vi.fn() }),
}));

const UNSUPPORTED = "File type not supported. Please use PDF, images, Word documents, or text files.";
const TOO_LARGE = "File size must be less than 10MB";

const PDF_BYTES = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
// A 1x1 PNG.
const PNG_BYTES = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);
// A Windows executable header ("MZ") under a .pdf name.
const EXE_BYTES = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);

const pdf = (name = "summary.pdf") => new File([PDF_BYTES], name, { type: "application/pdf" });
const png = (name = "pixel.png") => new File([PNG_BYTES], name, { type: "image/png" });

type Sent = { method: string; url: string; headers: Record<string, string>; withCredentials: boolean; body: Record<string, unknown> };
type Reply = { status: number; statusText: string; responseText: string };

/**
 * Stand-in for XMLHttpRequest, the transport the section uploads with (for progress).
 * Each send reports half-way progress, then answers with `FakeXhr.reply(sent)`.
 */
class FakeXhr {
  static sent: Sent[] = [];
  static reply: (sent: Sent) => Reply = () => ({ status: 201, statusText: "Created", responseText: "{}" });
  static hold: Promise<void> = Promise.resolve();

  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = "";
  responseText = "";
  private method = "";
  private url = "";
  private headers: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: string) {
    const sent: Sent = { method: this.method, url: this.url, headers: this.headers, withCredentials: this.withCredentials, body: JSON.parse(body) };
    FakeXhr.sent.push(sent);
    void FakeXhr.hold.then(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      Object.assign(this, FakeXhr.reply(sent));
      this.onload?.();
    });
  }
}

const REQUESTS = [{ id: "req-1", title: "ER bill from March" }] as RequestView[];

function setup({ requests = [] as RequestView[] } = {}) {
  const fileInputRef = createRef<HTMLInputElement>();
  render(<DocumentsSection documents={[]} requests={requests} fileInputRef={fileInputRef} />);
  const zone = screen.getByRole("group", { name: "Drop documents to upload" });
  return { zone, fileInputRef };
}

/** dragenter → dragover → drop, the way a browser delivers a file drop. */
function dropFiles(zone: HTMLElement, files: File[]) {
  const dataTransfer = { files, items: files.map((file) => ({ kind: "file", type: file.type, getAsFile: () => file })), types: ["Files"] };
  fireEvent.dragEnter(zone, { dataTransfer });
  fireEvent.dragOver(zone, { dataTransfer });
  fireEvent.drop(zone, { dataTransfer });
}

const decode = (base64: unknown) => Uint8Array.from(atob(String(base64)), (c) => c.charCodeAt(0));

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.reply = () => ({ status: 201, statusText: "Created", responseText: "{}" });
  FakeXhr.hold = Promise.resolve();
  revalidate.mockClear();
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});

afterEach(() => vi.unstubAllGlobals());

describe("DocumentsSection: drag and drop (docs/product.md#documents, docs/decisions/0006-documents.md)", () => {
  it("uploads every dropped valid file, one after the other, with progress, then refreshes the list", async () => {
    const { zone } = setup();
    fireEvent.dragEnter(zone, { dataTransfer: { files: [], types: ["Files"] } });
    expect(zone.className).toContain("dropzone--active");

    const files = [pdf(), png()];
    dropFiles(zone, files);
    expect(zone.className).not.toContain("dropzone--active");

    const status = await screen.findByText("2 documents uploaded.");
    expect(status.closest("[role='status']")).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(2);
    FakeXhr.sent.forEach((sent, i) => {
      expect(sent.method).toBe("POST");
      expect(sent.url).toBe("/api/upload-document");
      expect(sent.withCredentials).toBe(true);
      expect(sent.headers["Content-Type"]).toBe("application/json");
      expect(sent.body).toMatchObject({ filename: files[i].name, file_type: files[i].type, file_size: files[i].size, request_id: null });
      expect(Object.keys(sent.body).sort()).toEqual(["file_data", "file_size", "file_type", "filename", "request_id"]);
    });
    expect(decode(FakeXhr.sent[0].body.file_data)).toEqual(PDF_BYTES);
    expect(decode(FakeXhr.sent[1].body.file_data)).toEqual(PNG_BYTES);

    const progress = screen.getByRole("list", { name: "Upload progress" });
    const rows = within(progress).getAllByRole("listitem");
    expect(rows.map((row) => [row.firstElementChild?.textContent, row.lastElementChild?.textContent])).toEqual([
      ["summary.pdf", "Done"],
      ["pixel.png", "Done"],
    ]);
    for (const name of ["summary.pdf", "pixel.png"]) {
      expect((screen.getByLabelText(`Uploading ${name}`) as HTMLProgressElement).value).toBe(100);
    }
    expect(revalidate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("sends the request a dropped file is attached to", async () => {
    const { zone } = setup({ requests: REQUESTS });
    fireEvent.change(screen.getByLabelText("Attach to a request (optional)"), { target: { value: "req-1" } });
    dropFiles(zone, [pdf()]);
    await screen.findByText("1 document uploaded.");
    expect(FakeXhr.sent.map((s) => s.body.request_id)).toEqual(["req-1"]);
  });

  it("shows progress and a busy button while a dropped batch is on its way", async () => {
    let release!: () => void;
    FakeXhr.hold = new Promise((resolve) => (release = resolve));
    const { zone } = setup();
    dropFiles(zone, [pdf(), png()]);
    const button = await screen.findByRole("button", { name: "Uploading..." });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const rows = within(screen.getByRole("list", { name: "Upload progress" })).getAllByRole("listitem");
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(["0%", "0%"]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeXhr.sent).toHaveLength(1); // sequential: the second waits for the first
    release();
    await screen.findByText("2 documents uploaded.");
    expect(screen.getByRole("button", { name: "Upload documents" })).toBeTruthy();
  });

  it("stops the whole batch at a second file that is an executable renamed .pdf: nothing is sent", async () => {
    const { zone } = setup();
    // The third file is also bad (too large); only the first problem is reported.
    dropFiles(zone, [pdf(), new File([EXE_BYTES], "invoice.pdf", { type: "application/pdf" }), new File([new Uint8Array(10 * 1024 * 1024 + 1)], "scan.png")]);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(`invoice.pdf: ${UNSUPPORTED}`);
    // Let any stray work finish before checking that nothing went out.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeXhr.sent).toEqual([]);
    expect(screen.queryByRole("list", { name: "Upload progress" })).toBeNull();
    expect(revalidate).not.toHaveBeenCalled();
  });

  it("stops the batch at a second file over 10MB, and at a second file with a type not allowed", async () => {
    const { zone } = setup();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "mri-scan.pdf", { type: "application/pdf" });
    dropFiles(zone, [png(), big]);
    expect((await screen.findByRole("alert")).textContent).toBe(`mri-scan.pdf: ${TOO_LARGE}`);

    dropFiles(zone, [pdf(), new File(["MZ"], "setup.exe", { type: "application/x-msdownload" })]);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(`setup.exe: ${UNSUPPORTED}`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeXhr.sent).toEqual([]);
  });

  it("a file of exactly 10MB is accepted (the limit is 'less than or equal' 10485760 bytes)", async () => {
    const { zone } = setup();
    const bytes = new Uint8Array(10 * 1024 * 1024);
    bytes.set(PDF_BYTES);
    dropFiles(zone, [new File([bytes], "exact.pdf", { type: "application/pdf" })]);
    await screen.findByText("1 document uploaded.");
    expect(FakeXhr.sent[0].body.file_size).toBe(10 * 1024 * 1024);
  });

  it("shows the spec's upload failure message and stops the batch when the server refuses a file", async () => {
    FakeXhr.reply = () => ({ status: 415, statusText: "Unsupported Media Type", responseText: JSON.stringify({ error: UNSUPPORTED }) });
    const { zone } = setup();
    dropFiles(zone, [pdf(), png()]);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(`Upload failed: 415 Unsupported Media Type - ${JSON.stringify({ error: UNSUPPORTED })}`);
    expect(FakeXhr.sent).toHaveLength(1);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it("ignores a drop that carries no files (e.g. dragged text)", async () => {
    const { zone } = setup();
    dropFiles(zone, []);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeXhr.sent).toEqual([]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("is reachable without a mouse: a named drop zone, described by the allowed types, with an upload button", () => {
    const { zone, fileInputRef } = setup();
    expect(zone.getAttribute("aria-label")).toBe("Drop documents to upload");
    const hint = document.getElementById(zone.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toContain("PDF, images (JPG, PNG, GIF), Word documents or text files, up to 10MB each.");

    const button = within(zone).getByRole("button", { name: "Upload documents" });
    expect(button.tagName).toBe("BUTTON");
    expect(button.getAttribute("tabindex")).toBeNull();
    button.focus();
    expect(document.activeElement).toBe(button);

    const input = screen.getByLabelText("Choose documents to upload") as HTMLInputElement;
    expect(input).toBe(fileInputRef.current);
    expect(input.type).toBe("file");
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe(".pdf,.jpg,.jpeg,.png,.gif,.doc,.docx,.txt");
    const click = vi.spyOn(input, "click").mockImplementation(() => {});
    fireEvent.click(button);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("the button path goes through the same checks and upload as a drop", async () => {
    setup();
    const input = screen.getByLabelText("Choose documents to upload");
    fireEvent.change(input, { target: { files: [png()] } });
    await screen.findByText("1 document uploaded.");
    expect(FakeXhr.sent.map((s) => s.body.filename)).toEqual(["pixel.png"]);
  });
});

describe("DocumentsSection: nothing is lost around a drop", () => {
  it("a second drop while a batch is uploading is refused with a message, not silently or in parallel", async () => {
    let release!: () => void;
    FakeXhr.hold = new Promise<void>((resolve) => (release = resolve));
    const { zone } = setup();
    dropFiles(zone, [pdf("first.pdf")]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    dropFiles(zone, [png("second.png")]);
    expect(await screen.findByText("Please wait for the current upload to finish.")).toBeTruthy();
    release();
    await screen.findByText("1 document uploaded.");
    expect(FakeXhr.sent.map((s) => s.body.filename)).toEqual(["first.pdf"]);
  });

  it("two drops in the same moment start one batch", async () => {
    const { zone } = setup();
    dropFiles(zone, [pdf("a.pdf")]);
    dropFiles(zone, [pdf("b.pdf")]);
    await screen.findByText("1 document uploaded.");
    expect(FakeXhr.sent.map((s) => s.body.filename)).toEqual(["a.pdf"]);
  });

  it("a file that cannot be read stops the batch with a message", async () => {
    const { zone } = setup();
    const unreadable = pdf("locked.pdf");
    Object.defineProperty(unreadable, "arrayBuffer", { value: () => Promise.reject(new DOMException("gone", "NotReadableError")) });
    dropFiles(zone, [unreadable, png()]);
    expect((await screen.findByRole("alert")).textContent).toContain("locked.pdf: This file could not be read. Please try again.");
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("a file dropped beside the zone does not make the browser leave the page", () => {
    setup();
    const outside = new Event("drop", { bubbles: true, cancelable: true });
    Object.defineProperty(outside, "dataTransfer", { value: { types: ["Files"], files: [] } });
    document.body.dispatchEvent(outside);
    expect(outside.defaultPrevented).toBe(true);
  });
});
