import { Readable } from 'node:stream';
import { isPdf, PDF_SIGNATURE_LENGTH, type StoredFile } from './file-storage.js';

/**
 * The stored file again if its first bytes are the PDF signature, read as it streams (the rest is
 * never buffered); otherwise its stream is closed and undefined answered.
 */
export async function checkedPdf(file: StoredFile): Promise<StoredFile | undefined> {
  const chunks = file.stream[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  const head: Buffer[] = [];
  let length = 0;
  try {
    while (length < PDF_SIGNATURE_LENGTH) {
      const next = await chunks.next();
      if (next.done) break;
      const chunk = Buffer.from(next.value);
      head.push(chunk);
      length += chunk.length;
    }
  } catch (error) {
    file.stream.destroy();
    throw error;
  }
  const start = Buffer.concat(head);
  if (!isPdf(start)) {
    file.stream.destroy();
    return undefined;
  }
  const rest: AsyncIterable<Buffer | string> = { [Symbol.asyncIterator]: () => chunks };
  // yield* hands an early end (a client that went away) on to the source, which then closes.
  const stream = Readable.from(
    (async function* () {
      yield start;
      yield* rest;
    })(),
    { objectMode: false },
  );
  return { stream, size: file.size };
}
