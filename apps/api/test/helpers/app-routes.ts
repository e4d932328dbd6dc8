import type { FastifyInstance } from 'fastify';

// Every route a built app has, as `METHOD /pattern`, so a test can call each one of an area,
// whoever added it.

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

/** Routes from Fastify's route tree (`printRoutes`), each line a segment under its parent. */
function routesFromTree(app: FastifyInstance): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const methods = (match[3] ?? '').split(', ').filter((m): m is Method => METHODS.includes(m as Method));
    for (const method of methods) found.push(`${method} ${stack.join('')}`);
  }
  return found;
}

/** Routes from the OpenAPI description, which @fastify/swagger collects as routes are added. */
function routesFromOpenApi(app: FastifyInstance): string[] {
  const paths = (app.swagger() as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  return Object.entries(paths).flatMap(([url, operations]) =>
    Object.keys(operations)
      .map((m) => m.toUpperCase())
      .filter((m) => METHODS.includes(m as Method))
      .map((m) => `${m} ${url.replace(/\{(\w+)\}/g, ':$1')}`),
  );
}

/** Every route of the app whose pattern passes `keep`, sorted, each once. */
export function collectRoutes(app: FastifyInstance, keep: (pattern: string) => boolean): string[] {
  return [...new Set([...routesFromTree(app), ...routesFromOpenApi(app)])]
    .filter((route) => keep(route.split(' ')[1] ?? ''))
    .sort();
}

/** A pattern with every parameter set to 1. */
export const filled = (url: string) => url.replace(/:\w+/g, '1');
