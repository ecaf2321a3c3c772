import {
  checkFileMeta,
  createContentCheck,
  DOCUMENT_MESSAGES,
  fileProblem,
  type UploadBatchResult,
} from "~/domain/documents";

/** Where the dashboard's uploads go with JavaScript (JSON answer); without it the form posts to the page. */
const UPLOAD_URL = "/dashboard/documents/upload";
export const UPLOAD_PAGE_URL = "/dashboard/documents";

const READ_CHUNK = 256 * 1024;

/**
 * The first file that breaks the document rules, checked in the browser with
 * the same rules the server runs (so a bad file is not sent for nothing):
 * its position and "<name>: <message>", or null. Read slice by slice.
 */
export async function firstInvalidFile(files: File[]): Promise<{ index: number; message: string } | null> {
  for (const [index, file] of files.entries()) {
    const metaProblem = checkFileMeta(file.name, file.size);
    if (metaProblem) return { index, message: fileProblem(file.name, metaProblem) };
    const check = createContentCheck(file.name);
    let problem: string | null = null;
    try {
      for (let start = 0; start < file.size && !problem; start += READ_CHUNK) {
        problem = check.push(new Uint8Array(await file.slice(start, start + READ_CHUNK).arrayBuffer()));
      }
    } catch {
      return { index, message: fileProblem(file.name, DOCUMENT_MESSAGES.unreadable) };
    }
    problem ??= check.end();
    if (problem) return { index, message: fileProblem(file.name, problem) };
  }
  return null;
}

export type SendOutcome =
  { ok: true; result: UploadBatchResult } | { ok: false; message: string; result?: UploadBatchResult };

/**
 * Sends the files as one multipart/form-data request (the request id first,
 * then the files, the order the server reads them in), reporting bytes sent.
 * XHR, because fetch reports no upload progress.
 */
export function sendBatch(
  files: File[],
  requestId: string,
  onProgress: (loaded: number, total: number) => void,
): Promise<SendOutcome> {
  const body = new FormData();
  if (requestId) body.append("request_id", requestId);
  for (const file of files) body.append("files", file, file.name);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", UPLOAD_URL);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      const answer = parseAnswer(xhr.responseText);
      if (xhr.status === 201 && answer?.uploaded) return resolve({ ok: true, result: answer as UploadBatchResult });
      // Some stored, some not (207): the stored ones are announced; the message names the first one not stored.
      if (xhr.status === 207 && answer?.uploaded && answer.refused)
        return resolve({
          ok: false,
          message: fileProblem(answer.refused.filename, answer.refused.message),
          result: answer as UploadBatchResult,
        });
      // The spec's wording: 'Upload failed: {status} {text} - {body}', the body being the server's words.
      const said = answer?.refused
        ? fileProblem(answer.refused.filename, answer.refused.message)
        : (answer?.error ?? "no answer");
      resolve({
        ok: false,
        message: `Upload failed: ${xhr.status} ${xhr.statusText} - ${said}`,
        result: answer?.uploaded ? (answer as UploadBatchResult) : undefined,
      });
    };
    xhr.onerror = () =>
      resolve({ ok: false, message: `Upload failed: ${xhr.status} ${xhr.statusText} - network error` });
    xhr.send(body);
  });
}

type Answer = Partial<UploadBatchResult> & { error?: string };

function parseAnswer(text: string): Answer | null {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" ? (value as Answer) : null;
  } catch {
    return null;
  }
}
