import { unstable_parseMultipartFormData, type UploadHandlerPart } from "@remix-run/cloudflare";
import { ServiceError } from "../errors.server";
import { FORM_LIMIT_REFUSALS, formShape, nameChecker, type FormAccepts } from "../forms/form-limits.server";
import { drain } from "./stream-to-r2.server";

/** A text field longer than this is refused (the longest we accept is a 50,000-character message). */
const MAX_FIELD_BYTES = 256 * 1024;

export type FilePart = Pick<UploadHandlerPart, "name" | "contentType" | "data"> & { filename: string };

/** A streamed form's limits: its fields (files are list fields), and the most its body may weigh. */
export type MultipartForm = FormAccepts & { maxBytes: number };

/**
 * Reads a multipart form body part by part, in the order the browser sent
 * them: text fields are collected (so fields placed before the files in the
 * form are known when the files arrive), and each file part is handed to
 * `onFile` as a stream, never buffered here. Whatever `onFile` leaves unread
 * is skipped. Every part's name must be one of `form`'s, and the body at most
 * `form.maxBytes`. Returns the text fields (first value of each name).
 */
export async function readMultipartStream(
  request: Request,
  form: MultipartForm,
  onFile: (file: FilePart, fields: Readonly<Record<string, string>>) => Promise<void>,
  /** Filled in as fields arrive; pass your own to keep what was read when a file is refused. */
  fields: Record<string, string> = {},
): Promise<Record<string, string>> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "multipart/form-data") throw ServiceError.refusing(415, { code: "formNotForm" });
  const body = countedBody(request, form.maxBytes);
  const checkName = nameChecker(formShape(form.schemas), form.also);
  let ours: unknown = null;
  let broken = false;
  const brokenBody = () => ServiceError.refusing(400, { code: "formNotForm" });
  try {
    await unstable_parseMultipartFormData(body.request, async (part) => {
      // Each part's name is checked as it arrives, before it is read (docs/decisions/0048-bounded-forms.md).
      try {
        checkName(part.name, "");
      } catch (error) {
        ours = error;
        throw error;
      }
      // The parser fails inside a part's stream when the body is cut off: that is the sender's broken
      // request, whoever was reading the part (a file check, R2, an attachment), never our failure.
      const data = readsBody(part.data, () => {
        broken = true;
        return brokenBody();
      });
      try {
        if (typeof part.filename === "string") {
          await onFile({ name: part.name, filename: part.filename, contentType: part.contentType, data }, fields);
        } else {
          const text = await readField(data);
          if (!(part.name in fields)) fields[part.name] = text;
        }
        await drain(data[Symbol.asyncIterator]());
      } catch (error) {
        ours = error;
        throw error;
      }
      return undefined;
    });
  } catch (error) {
    if (body.over()) throw ServiceError.refusing(413, FORM_LIMIT_REFUSALS.tooLarge);
    if (error === ours && !broken) throw error;
    // The body itself is broken (cut off, no boundary): the sender's mistake, not ours.
    throw brokenBody();
  }
  // A reader that caught the broken part itself (a batch refusing one file) still gets the one answer.
  if (body.over()) throw ServiceError.refusing(413, FORM_LIMIT_REFUSALS.tooLarge);
  if (broken) throw brokenBody();
  return fields;
}

/**
 * The request with its body counted as it streams: refused at once when its
 * Content-Length is over `limit`, and cut off (`over()`) when more arrives.
 */
function countedBody(request: Request, limit: number): { request: Request; over: () => boolean } {
  if (Number(request.headers.get("Content-Length") ?? NaN) > limit)
    throw ServiceError.refusing(413, FORM_LIMIT_REFUSALS.tooLarge);
  let size = 0;
  let over = false;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      size += chunk.byteLength;
      if (size > limit) {
        over = true;
        controller.error(ServiceError.refusing(413, FORM_LIMIT_REFUSALS.tooLarge));
        return;
      }
      controller.enqueue(chunk);
    },
  });
  const body = request.body ? request.body.pipeThrough(counter) : null;
  return {
    request: new Request(request.url, { method: request.method, headers: request.headers, body }),
    over: () => over,
  };
}

/** `data`, with the parser's own failure turned into `refusal()`. */
function readsBody(data: AsyncIterable<Uint8Array>, refusal: () => Error): AsyncIterable<Uint8Array> {
  return {
    [Symbol.asyncIterator]() {
      const iterator = data[Symbol.asyncIterator]();
      return {
        next: () => iterator.next().catch(() => Promise.reject(refusal())),
        return: async (value?: unknown) => (await iterator.return?.(value)) ?? { done: true, value: undefined },
      };
    },
  };
}

async function readField(data: AsyncIterable<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let size = 0;
  let text = "";
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > MAX_FIELD_BYTES) throw ServiceError.refusing(413, { code: "formFieldTooLong" });
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}
