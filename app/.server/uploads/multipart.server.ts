import { unstable_parseMultipartFormData, type UploadHandlerPart } from "@remix-run/cloudflare";
import { ServiceError } from "../errors.server";
import { FORM_BODY_MESSAGES } from "../forms.server";
import { drain } from "./stream-to-r2.server";

/** A text field longer than this is refused (the longest we accept is a 50,000-character message). */
const MAX_FIELD_BYTES = 256 * 1024;

export type FilePart = Pick<UploadHandlerPart, "name" | "contentType" | "data"> & { filename: string };

/**
 * Reads a multipart form body part by part, in the order the browser sent
 * them: text fields are collected (so fields placed before the files in the
 * form are known when the files arrive), and each file part is handed to
 * `onFile` as a stream, never buffered here. Whatever `onFile` leaves unread
 * is skipped. Returns the text fields (first value of each name).
 */
export async function readMultipartStream(
  request: Request,
  onFile: (file: FilePart, fields: Readonly<Record<string, string>>) => Promise<void>,
  /** Filled in as fields arrive; pass your own to keep what was read when a file is refused. */
  fields: Record<string, string> = {},
): Promise<Record<string, string>> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "multipart/form-data") throw new ServiceError(415, FORM_BODY_MESSAGES.notForm);
  let ours: unknown = null;
  let broken = false;
  const brokenBody = () => new ServiceError(400, FORM_BODY_MESSAGES.notForm);
  try {
    await unstable_parseMultipartFormData(request, async (part) => {
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
    if (error === ours && !broken) throw error;
    // The body itself is broken (cut off, no boundary): the sender's mistake, not ours.
    throw brokenBody();
  }
  // A reader that caught the broken part itself (a batch refusing one file) still gets the one answer.
  if (broken) throw brokenBody();
  return fields;
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
    if (size > MAX_FIELD_BYTES) throw new ServiceError(413, "A form field is too long.");
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}
