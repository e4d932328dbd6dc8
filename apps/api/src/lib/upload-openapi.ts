import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';

/** What every upload route reads: one PDF in the multipart field `file` (lib/read-single-file.ts). */
const uploadBody = {
  type: 'object',
  properties: { file: { type: 'string', format: 'binary', description: 'one PDF of at most 10 MB' } },
  required: ['file'],
};

/**
 * Upload routes take no validated body (the file streams through @fastify/multipart), so the OpenAPI
 * description would show none; this names their multipart body, so clients and the generated
 * bad-input test find every upload route in the description.
 */
export function describeUploads<S extends FastifySchema>(transform: SwaggerTransform<S>): SwaggerTransform<S> {
  return (input) => {
    const result = transform(input);
    const consumes = (input.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
    if (!consumes.includes('multipart/form-data') || result.schema.body) return result;
    return { ...result, schema: { ...result.schema, body: uploadBody } };
  };
}
