import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRef } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DocumentsSection } from "~/components/dashboard/DocumentsSection";
import type { RequestView } from "~/domain/requests";

// @remix-run/testing (createRemixStub) is not installed, so the two router hooks the
// section uses are stubbed at the module boundary; everything else is the real component.
const revalidate = vi.fn();
vi.mock("@remix-run/react", () => ({
  useRevalidator: () => ({ revalidate, state: "idle" }),
  useFetcher: () => ({ state: "idle", data: undefined, submit: vi.fn() }),
  // A document row's Delete is a router link (DialogLink); a plain anchor stands in for it.
  Link: ({ to, ...props }: { to: string }) => <a href={to} {...props} />,
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

type Sent = { method: string; url: string; headers: Record<string, string>; body: FormData; files: File[] };
type Reply = { status: number; statusText: string; responseText: string };

/** What the server answers when it stores every file it was sent. */
const storedAll = (sent: Sent): Reply => ({
  status: 201,
  statusText: "Created",
  responseText: JSON.stringify({
    uploaded: sent.files.map((f, i) => ({ id: `d${i}`, filename: f.name })),
    refused: null,
  }),
});

/**
 * Stand-in for XMLHttpRequest, the transport the section uploads with (for progress).
 * Each send reports half-way progress, then answers with `FakeXhr.reply(sent)`.
 */
class FakeXhr {
  static sent: Sent[] = [];
  static reply: (sent: Sent) => Reply = storedAll;
  static hold: Promise<void> = Promise.resolve();

  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
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
  send(body: FormData) {
    const sent: Sent = {
      method: this.method,
      url: this.url,
      headers: this.headers,
      body,
      files: body.getAll("files") as File[],
    };
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
  const dataTransfer = {
    files,
    items: files.map((file) => ({ kind: "file", type: file.type, getAsFile: () => file })),
    types: ["Files"],
  };
  fireEvent.dragEnter(zone, { dataTransfer });
  fireEvent.dragOver(zone, { dataTransfer });
  fireEvent.drop(zone, { dataTransfer });
}

const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer());
const sentNames = () => FakeXhr.sent.flatMap((s) => s.files.map((f) => f.name));

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.reply = storedAll;
  FakeXhr.hold = Promise.resolve();
  revalidate.mockClear();
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});

afterEach(() => vi.unstubAllGlobals());

describe("DocumentsSection: drag and drop (docs/product.md#documents, docs/decisions/0006-documents.md)", () => {
  it("uploads every dropped valid file in one multipart request, with progress, then refreshes the list", async () => {
    const { zone } = setup();
    fireEvent.dragEnter(zone, { dataTransfer: { files: [], types: ["Files"] } });
    expect(zone.className).toContain("dropzone--active");

    const files = [pdf(), png()];
    dropFiles(zone, files);
    expect(zone.className).not.toContain("dropzone--active");

    const status = await screen.findByText("2 documents uploaded.");
    expect(status.closest("[role='status']")).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(1);
    const [sent] = FakeXhr.sent;
    expect(sent.method).toBe("POST");
    expect(sent.url).toBe("/dashboard/documents/upload");
    expect(sent.headers["Accept"]).toBe("application/json");
    // multipart/form-data: no Content-Type set by hand (the browser adds the boundary), no base64.
    expect(sent.headers["Content-Type"]).toBeUndefined();
    expect([...sent.body.keys()]).toEqual(["files", "files"]);
    expect(await bytesOf(sent.files[0])).toEqual(PDF_BYTES);
    expect(await bytesOf(sent.files[1])).toEqual(PNG_BYTES);

    // Stored files are named once, in the documents list the refresh brings, not again under a "Done".
    expect(screen.queryByRole("list", { name: "Upload progress" })).toBeNull();
    expect(screen.queryByText("Done")).toBeNull();
    expect(revalidate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("sends the request a dropped file is attached to, before the files", async () => {
    const { zone } = setup({ requests: REQUESTS });
    fireEvent.change(screen.getByLabelText("Attach to a request (optional)"), { target: { value: "req-1" } });
    dropFiles(zone, [pdf()]);
    await screen.findByText("1 document uploaded.");
    expect(
      [...FakeXhr.sent[0].body.entries()].map(([key, value]) => [key, typeof value === "string" ? value : value.name]),
    ).toEqual([
      ["request_id", "req-1"],
      ["files", "summary.pdf"],
    ]);
  });

  it("shows progress per file and a busy button while a dropped batch is on its way", async () => {
    let release!: () => void;
    FakeXhr.hold = new Promise((resolve) => (release = resolve));
    const { zone } = setup();
    dropFiles(zone, [pdf(), png()]);
    const button = await screen.findByRole("button", { name: "Uploading..." });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const rows = within(screen.getByRole("list", { name: "Upload progress" })).getAllByRole("listitem");
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(["0%", "0%"]);
    // The name is a line of its own; the bar and its percentage are separate elements, never drawn over each other.
    expect(rows.map((row) => [...row.children].map((el) => el.tagName))).toEqual([
      ["SPAN", "PROGRESS", "SPAN"],
      ["SPAN", "PROGRESS", "SPAN"],
    ]);
    release();
    await screen.findByText("2 documents uploaded.");
    expect(screen.getByRole("button", { name: "Upload documents" })).toBeTruthy();
  });

  it("the first invalid file stops the batch: the file before it is uploaded, it and the ones after are not, and the message names it", async () => {
    const { zone } = setup();
    // The third file is also bad (too large); only the first problem is reported.
    dropFiles(zone, [
      pdf(),
      new File([EXE_BYTES], "invoice.pdf", { type: "application/pdf" }),
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], "scan.png"),
    ]);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(`invoice.pdf: ${UNSUPPORTED}`);
    expect(sentNames()).toEqual(["summary.pdf"]);
    expect(await screen.findByText("1 document uploaded.")).toBeTruthy();
    const rows = within(screen.getByRole("list", { name: "Upload progress" })).getAllByRole("listitem");
    expect(rows.map((row) => [row.firstElementChild?.textContent, row.lastElementChild?.textContent])).toEqual([
      ["invoice.pdf", "Not uploaded"],
      ["scan.png", "Not uploaded"],
    ]);
    expect(revalidate).toHaveBeenCalledTimes(1);
  });

  it("a first file that is invalid sends nothing: over 10MB, or a type not allowed", async () => {
    const { zone } = setup();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "mri-scan.pdf", { type: "application/pdf" });
    dropFiles(zone, [big, png()]);
    expect((await screen.findByRole("alert")).textContent).toBe(`mri-scan.pdf: ${TOO_LARGE}`);

    dropFiles(zone, [new File(["MZ"], "setup.exe", { type: "application/x-msdownload" }), pdf()]);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(`setup.exe: ${UNSUPPORTED}`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeXhr.sent).toEqual([]);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it("a file of exactly 10MB is accepted (the limit is 'less than or equal' 10485760 bytes)", async () => {
    const { zone } = setup();
    const bytes = new Uint8Array(10 * 1024 * 1024);
    bytes.set(PDF_BYTES);
    dropFiles(zone, [new File([bytes], "exact.pdf", { type: "application/pdf" })]);
    await screen.findByText("1 document uploaded.");
    expect(FakeXhr.sent[0].files[0].size).toBe(10 * 1024 * 1024);
  });

  it("when the server stops the batch, shows the spec's upload failure message naming the file, and keeps what was stored", async () => {
    FakeXhr.reply = (sent) => ({
      status: 415,
      statusText: "Unsupported Media Type",
      responseText: JSON.stringify({
        uploaded: [{ id: "d0", filename: sent.files[0].name }],
        refused: { filename: sent.files[1].name, message: UNSUPPORTED, status: 415 },
      }),
    });
    const { zone } = setup();
    dropFiles(zone, [pdf(), png()]);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(`Upload failed: 415 Unsupported Media Type - pixel.png: ${UNSUPPORTED}`);
    expect(await screen.findByText("1 document uploaded.")).toBeTruthy();
    expect(revalidate).toHaveBeenCalledTimes(1);
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
    expect(sentNames()).toEqual(["pixel.png"]);
  });
});

describe("DocumentsSection: words for people", () => {
  const stored = (filename: string, file_type: string) => ({
    id: filename,
    filename,
    file_type,
    file_size: 2048,
    file_url: `/documents/${filename}/file`,
    upload_status: "completed",
    created_at: "2026-03-01T12:00:00.000Z",
    request_id: null,
    admin_notes: null,
  });

  it("names a document's type in words ('PDF', 'JPEG image'), never its media type", () => {
    render(
      <DocumentsSection
        documents={[
          stored("bill.pdf", "application/pdf"),
          stored("card.jpg", "image/jpeg"),
          stored("letter.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
          stored("notes.txt", "text/plain; charset=utf-8"),
        ]}
        requests={[]}
        fileInputRef={createRef()}
      />,
    );
    const rows = within(screen.getByRole("list", { name: "Your documents" })).getAllByRole("listitem");
    expect(rows.map((row) => row.querySelector(".text-sm")?.textContent?.split(" · ")[0])).toEqual([
      "PDF",
      "JPEG image",
      "Word document",
      "Text file",
    ]);
    expect(document.body.textContent).not.toContain("application/");
  });

  it("on a phone (a coarse pointer, nothing to drag) says 'Choose files', not 'Drag files here'", async () => {
    vi.stubGlobal(
      "matchMedia",
      (query: string) =>
        ({
          matches: query === "(pointer: coarse)",
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const { zone } = setup();
    expect(await within(zone).findByRole("button", { name: "Choose files" })).toBeTruthy();
    expect(zone.textContent).not.toContain("Drag files");
  });

  it("with a mouse it offers both: drag files here, or the upload button", () => {
    const { zone } = setup();
    expect(zone.textContent).toContain("Drag files here, or");
    expect(within(zone).getByRole("button", { name: "Upload documents" })).toBeTruthy();
  });
});

describe("DocumentsSection without JavaScript (the server's HTML before hydration)", () => {
  it("is a plain multipart form to the documents page: the request select, then a visible file input, then a submit button", () => {
    const html = renderToString(<DocumentsSection documents={[]} requests={REQUESTS} fileInputRef={createRef()} />);
    const doc = new DOMParser().parseFromString(html, "text/html");
    const form = doc.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/dashboard/documents");
    expect(form.getAttribute("enctype")).toBe("multipart/form-data");
    const names = [...form.querySelectorAll("select, input, button[type='submit']")].map(
      (el) => el.getAttribute("name") ?? el.textContent?.trim(),
    );
    expect(names).toEqual(["request_id", "files", "Upload documents"]);
    const input = form.querySelector("input[type='file']")!;
    expect(input.hasAttribute("multiple")).toBe(true);
    expect(input.className).not.toContain("visually-hidden");
  });

  it("shows what the page's answer said after a post", () => {
    render(
      <DocumentsSection
        documents={[]}
        requests={[]}
        fileInputRef={createRef()}
        initial={{ notice: "1 document uploaded.", error: `b.pdf: ${UNSUPPORTED}` }}
      />,
    );
    expect(screen.getByRole("alert").textContent).toBe(`b.pdf: ${UNSUPPORTED}`);
    expect(screen.getByRole("status").textContent).toBe("1 document uploaded.");
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
    expect(sentNames()).toEqual(["first.pdf"]);
  });

  it("two drops in the same moment start one batch", async () => {
    const { zone } = setup();
    dropFiles(zone, [pdf("a.pdf")]);
    dropFiles(zone, [pdf("b.pdf")]);
    await screen.findByText("1 document uploaded.");
    expect(sentNames()).toEqual(["a.pdf"]);
  });

  it("a file that cannot be read stops the batch with a message", async () => {
    const { zone } = setup();
    const unreadable = pdf("locked.pdf");
    const gone = () => Promise.reject(new DOMException("gone", "NotReadableError"));
    Object.defineProperty(unreadable, "slice", { value: () => ({ arrayBuffer: gone }) });
    dropFiles(zone, [unreadable, png()]);
    expect((await screen.findByRole("alert")).textContent).toContain(
      "locked.pdf: This file could not be read. Please try again.",
    );
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
