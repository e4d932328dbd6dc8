import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BASE_URL } from './environment.js';

/**
 * A stand-in for a phone's connection in front of the test server: a page's HTML arrives in two
 * parts, cut just before `cutBefore`, `pauseMs` apart, as a slow link or a compressed stream delivers
 * it. Everything else passes through whole. Returns the proxy's origin and its closer.
 */
export async function htmlInParts(cutBefore: string, pauseMs = 700): Promise<{ origin: string; close: () => void }> {
  const server: Server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, 'accept-encoding': 'identity', host: new URL(BASE_URL).host };
    const upstream = httpRequest(
      new URL(incoming.url ?? '/', BASE_URL),
      { method: incoming.method, headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const { 'content-length': _length, 'transfer-encoding': _chunked, ...rest } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, rest);
          const cut = String(answer.headers['content-type']).startsWith('text/html') ? body.indexOf(cutBefore) : -1;
          if (cut < 0) return outgoing.end(body);
          outgoing.write(body.subarray(0, cut));
          setTimeout(() => outgoing.end(body.subarray(cut)), pauseMs);
        });
      },
    );
    incoming.pipe(upstream);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}
