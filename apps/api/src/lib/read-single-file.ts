import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.js';

/**
 * Reads the one file of a multipart request into memory (the 10 MB limit answers 413 first).
 * Every upload route reads through here, so a malformed body is answered in this one place.
 */
export async function readSingleFile(request: FastifyRequest): Promise<{ bytes: Buffer; originalName: string }> {
  if (!request.isMultipart()) throw new HttpError(415, 'upload.fileRequired');
  const { bytes, filename } = await readFilePart(request);
  if (bytes.length === 0) throw new HttpError(400, 'upload.fileRequired');
  // Keep the name for display only: no path parts, no control characters.
  const originalName =
    [...(filename.split(/[\\/]/).pop() ?? '')]
      .filter((c) => c >= ' ')
      .join('')
      .slice(-255) || 'document.pdf';
  return { bytes, originalName };
}

async function readFilePart(request: FastifyRequest): Promise<{ bytes: Buffer; filename: string }> {
  try {
    const part = await request.file();
    if (!part) throw new HttpError(400, 'upload.fileRequired');
    return { bytes: await part.toBuffer(), filename: part.filename };
  } catch (error) {
    // @fastify/multipart's own errors (limits, 413) carry a status; the parser underneath (busboy)
    // throws plain errors for a missing boundary or a truncated body: the client's fault, a 400.
    if (error instanceof HttpError || hasStatus(error)) throw error;
    throw new HttpError(400, 'upload.malformed', { cause: error });
  }
}

function hasStatus(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && typeof (error as { statusCode?: unknown }).statusCode === 'number'
  );
}
