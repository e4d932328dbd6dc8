import type { FastifyInstance } from 'fastify';

/** A JSON schema as the app's OpenAPI description prints it (a loose view: the parts tests read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  additionalProperties?: boolean | JsonSchema;
  const?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, `{name}` for each path parameter. */
  path: string;
  parameters: Parameter[];
  /** The request body's content type and schema, when it takes one. */
  body?: { contentType: string; schema: JsonSchema };
  /** Bearer marked in the description (SPEC §7). */
  secured: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every route and method of the app's own OpenAPI description (`/api/docs/json`), as it is now. */
export function operationsOf(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method] as
        | {
            parameters?: Parameter[];
            requestBody?: { content: Record<string, { schema: JsonSchema }> };
            security?: unknown[];
          }
        | undefined;
      if (!op) continue;
      const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: op.parameters ?? [],
        ...(contentType && media ? { body: { contentType, schema: media.schema } } : {}),
        secured: (op.security?.length ?? 0) > 0,
      });
    }
  }
  return operations;
}

/** The upload routes: those whose body is multipart/form-data. */
export const uploadOperations = (app: FastifyInstance) =>
  operationsOf(app).filter((op) => op.body?.contentType === 'multipart/form-data');

/** A value a path or query parameter accepts: its first enum value, a day for a date, else an id of 1. */
export function validParameter(parameter: Parameter): string {
  const first = parameter.schema.enum?.[0];
  if (first !== undefined) return String(first);
  return parameter.schema.format === 'date' ? '2026-11-20' : '1';
}

/** Every query parameter of the operation, the optional ones too, filled by `validParameter`. */
export function validQueryString(op: Operation): string {
  const query = op.parameters.filter((p) => p.in === 'query').map((p): [string, string] => [p.name, validParameter(p)]);
  return query.length > 0 ? `?${new URLSearchParams(query)}` : '';
}

/** The path with each parameter filled by `fill` (URL-encoded unless `raw`). */
export function fillPath(op: Operation, fill: (parameter: Parameter) => string, raw = false): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = op.parameters.find((p) => p.in === 'path' && p.name === name) ?? {
      name,
      in: 'path' as const,
      schema: {},
    };
    const value = fill(parameter);
    return raw ? value : encodeURIComponent(value);
  });
}
