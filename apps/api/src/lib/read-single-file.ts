import { messages } from '@roadhire/shared';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.js';

/** Reads the one file of a multipart request into memory (the 10 MB limit answers 413 first). */
export async function readSingleFile(request: FastifyRequest): Promise<{ bytes: Buffer; originalName: string }> {
  if (!request.isMultipart()) throw new HttpError(415, messages.upload.fileRequired);
  const part = await request.file();
  if (!part) throw new HttpError(400, messages.upload.fileRequired);
  const bytes = await part.toBuffer();
  if (bytes.length === 0) throw new HttpError(400, messages.upload.fileRequired);
  // Keep the name for display only: no path parts, no control characters.
  const originalName =
    [...(part.filename.split(/[\\/]/).pop() ?? '')]
      .filter((c) => c >= ' ')
      .join('')
      .slice(-255) || 'document.pdf';
  return { bytes, originalName };
}
