import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sets the headers of a file the browser saves or opens: a candidate's PDF, a printed application, a
 * CSV export. Personal data, so no cache keeps a copy. `inline` opens it in the browser, `attachment`
 * saves it; the name keeps letters, digits, `.`, `-` and spaces, so a header cannot be broken.
 */
export function downloadHeaders(
  reply: FastifyReply,
  file: { contentType: string; fileName: string; disposition: 'attachment' | 'inline'; size?: number },
): FastifyReply {
  const fileName = file.fileName.replace(/[^\w.\- ]/g, '_');
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `${file.disposition}; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store');
  if (file.size !== undefined) reply.header('Content-Length', file.size);
  return reply;
}

/** Opens a stored PDF (a resume, a document) in the browser under the name it was uploaded with. */
export function sendStoredPdf(reply: FastifyReply, file: { stream: Readable; size: number }, originalName: string) {
  return downloadHeaders(reply, {
    contentType: 'application/pdf',
    fileName: originalName,
    disposition: 'inline',
    size: file.size,
  }).send(file.stream);
}
