/**
 * Writes a file to R2 as it arrives, checking each chunk first, so a server
 * never holds a whole 10 MB upload: bytes are kept only until they fill one
 * R2 part (5 MiB), which then goes out through R2's multipart upload. A file
 * smaller than one part is a single `put`. A refused or failed file leaves no
 * object and no unfinished upload behind (docs/decisions/0006-documents.md).
 */

/** R2's smallest part (every part but the last must be at least this, and all the same size). */
const R2_PART_BYTES = 5 * 1024 * 1024;
const FIRST_CAPACITY = 64 * 1024;

/** Looks at the bytes as they pass: null while fine, else why the file is refused (then final). */
export type StreamCheck = { push(chunk: Uint8Array): string | null; end(): string | null };

export type StreamToR2Result = { ok: true; size: number } | { ok: false; problem: string };

export async function streamToR2(
  bucket: R2Bucket,
  key: string,
  chunks: AsyncIterable<Uint8Array>,
  check: StreamCheck,
  options: R2PutOptions & R2MultipartOptions = {},
): Promise<StreamToR2Result> {
  const part = new PartBuffer();
  let upload: R2MultipartUpload | null = null;
  const parts: R2UploadedPart[] = [];
  let size = 0;
  const iterator = chunks[Symbol.asyncIterator]();
  try {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const problem = check.push(next.value);
      if (problem) {
        await drain(iterator);
        await upload?.abort();
        return { ok: false, problem };
      }
      size += next.value.byteLength;
      let rest = next.value;
      while (rest.byteLength > 0) {
        rest = part.take(rest);
        if (part.full) {
          upload ??= await bucket.createMultipartUpload(key, options);
          parts.push(await upload.uploadPart(parts.length + 1, part.bytes()));
          part.reset();
        }
      }
    }
    const problem = check.end();
    if (problem) {
      await upload?.abort();
      return { ok: false, problem };
    }
    if (!upload) {
      await bucket.put(key, part.bytes(), options);
    } else {
      if (part.size > 0) parts.push(await upload.uploadPart(parts.length + 1, part.bytes()));
      await upload.complete(parts);
    }
    return { ok: true, size };
  } catch (error) {
    await upload?.abort().catch(() => {});
    throw error;
  }
}

/** Reads what is left of a refused file so the request body can move on to the next part. */
export async function drain(iterator: AsyncIterator<Uint8Array>) {
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
    // discarded on purpose: nothing of a refused file is kept
  }
}

/** The bytes of one part, copied in as they come (grows by doubling up to one part). */
class PartBuffer {
  private buffer = new Uint8Array(FIRST_CAPACITY);
  size = 0;

  get full() {
    return this.size === R2_PART_BYTES;
  }

  /** Copies as much of `chunk` as fits in this part; returns the rest. */
  take(chunk: Uint8Array): Uint8Array {
    const fits = chunk.subarray(0, R2_PART_BYTES - this.size);
    if (this.size + fits.byteLength > this.buffer.byteLength) {
      let capacity = this.buffer.byteLength;
      while (capacity < this.size + fits.byteLength) capacity *= 2;
      const grown = new Uint8Array(Math.min(capacity, R2_PART_BYTES));
      grown.set(this.buffer.subarray(0, this.size));
      this.buffer = grown;
    }
    this.buffer.set(fits, this.size);
    this.size += fits.byteLength;
    return chunk.subarray(fits.byteLength);
  }

  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.size);
  }

  reset() {
    this.size = 0;
  }
}
