import { multipartFile, SMALL_PDF } from './factories.js';
import { fillPath, type JsonSchema, type Operation, type Parameter } from './openapi.js';

// Bad requests built from the app's OpenAPI description: each starts from a value the schema
// accepts and breaks one thing, so it gets past the parts that hold and reaches the next one.

/** A small seeded PRNG (mulberry32): the same seed gives the same requests, so a failure replays. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof seededRandom>;

export interface BadRequest {
  /** What was broken, for the report. */
  kind: string;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const PDF_UPLOAD = multipartFile(SMALL_PDF, 'licence.pdf');
const MEGABYTE = 'x'.repeat(1024 * 1024);
const JUST_UNDER_A_MEGABYTE = 'y'.repeat(1_000_000);
const DEEP = 20_000;
const deepArray = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;
const deepObject = `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`;

/** Strings that have broken servers: control characters, encodings, SQL, HTML, sizes. */
const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001b[31m\u007f',
  '\r\nSet-Cookie: x=1',
  '\u202eevil',
  '\ud800',
  '\udfff\ud800',
  '\uffff\ufffe',
  '\u2028\u2029',
  '🚚'.repeat(50),
  "' OR '1'='1' --",
  '1; DROP TABLE users; --',
  "' || (select version()) || '",
  '\\',
  '$1',
  '%',
  '%s%n%x',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}<%= 7*7 %>',
  '../../../../etc/passwd',
  '',
  ' ',
  'a'.repeat(10_000),
] as const;

/** Numbers at the edges, as raw JSON text (1e309 and 99999999999999999999 do not survive JSON.stringify). */
const NASTY_NUMBERS = [
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '-1e309',
  '99999999999999999999',
  '2147483648',
  '9007199254740993',
  '1e-400',
] as const;

/** Path ids and other path values the route registry should refuse. */
const NASTY_PATH_VALUES = [
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  '..%2f',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '1%00',
  '%2e%2e',
  '1.5',
  '%20',
  'abc',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  'a'.repeat(3000),
  '1%3BDROP%20TABLE%20users',
  '%3Cscript%3E',
  '%EF%BC%91',
  '0x10',
  'null',
  'undefined',
  '__proto__',
] as const;

const ODD_QUERIES = [
  '?__proto__[polluted]=1',
  '?constructor[prototype][x]=1',
  '?page=-1',
  '?page=1e309',
  '?page=99999999999999999999',
  '?page=0&page=2',
  '?q=%00',
  '?q=%zz',
  `?q=${'a'.repeat(5000)}`,
  '?q=%27%20OR%201%3D1--',
  '?q[]=a&q[]=b',
  '?status[]=submitted',
  '?=&&=&',
  '?%00=%00',
  '?sort=;DROP',
  '?from=2020-02-30&to=1999-13-01',
  `?${Array.from({ length: 1500 }, (_, i) => `p${i}=${i}`).join('&')}`,
] as const;

const MALFORMED_JSON = [
  '{',
  '{"a":}',
  '[1,2',
  '{"a":1}garbage',
  "{'a':1}",
  '\ufeff{}',
  '{"a":NaN}',
  'NaN',
  'null',
  '"text"',
  '123',
  'true',
  '[]',
  '',
  ' ',
  '\u0000',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"a":"\\x41"}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  deepArray,
  deepObject,
] as const;

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/JSON',
  'application/vnd.api+json',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  '*/*',
  ';;;',
] as const;

const fileHead = (name = 'licence.pdf', type = 'application/pdf') =>
  `Content-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}`;

/** Multipart bodies a dropped connection or a broken client sends. */
export const MALFORMED_MULTIPART: ReadonlyArray<{ name: string; contentType: string; body: string | Buffer }> = [
  {
    name: 'a body cut after the first boundary',
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\nbroken',
  },
  {
    name: 'no boundary at all',
    contentType: 'multipart/form-data',
    body: `--x\r\n${fileHead()}\r\n\r\n%PDF-1.4\r\n--x--\r\n`,
  },
  { name: 'an empty boundary', contentType: 'multipart/form-data; boundary=""', body: '--\r\n\r\n' },
  {
    name: 'a file cut before its closing boundary',
    contentType: 'multipart/form-data; boundary=x',
    body: Buffer.concat([Buffer.from(`--x\r\n${fileHead()}\r\n\r\n`), SMALL_PDF.subarray(0, 20)]),
  },
  {
    name: 'part headers cut before the blank line',
    contentType: 'multipart/form-data; boundary=x',
    body: `--x\r\n${fileHead()}`,
  },
  {
    name: 'a boundary the body never uses',
    contentType: 'multipart/form-data; boundary=expected',
    body: `--other\r\n${fileHead()}\r\n\r\n%PDF-1.4\r\n--other--\r\n`,
  },
  { name: 'a garbage header line', contentType: 'multipart/form-data; boundary=x', body: '--x\r\n\u0000\u00ff\r\n' },
];

/** Well-formed multipart bodies with odd contents: two files, no file, odd names, not a PDF. */
const ODD_MULTIPART = [
  `--x\r\n${fileHead()}\r\n\r\n%PDF-1.4 a\r\n--x\r\n${fileHead('b.pdf')}\r\n\r\n%PDF-1.4 b\r\n--x--\r\n`,
  '--x\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--x--\r\n',
  `--x\r\n${fileHead('../../../etc/passwd\u0000.pdf')}\r\n\r\n${SMALL_PDF}\r\n--x--\r\n`,
  `--x\r\n${fileHead(`${'n'.repeat(5000)}.pdf`)}\r\n\r\n${SMALL_PDF}\r\n--x--\r\n`,
  `--x\r\n${fileHead('image.pdf', 'image/png')}\r\n\r\n\u0089PNG\r\n\u001a\n\r\n--x--\r\n`,
  `--x\r\n${fileHead('empty.pdf')}\r\n\r\n\r\n--x--\r\n`,
  `--x\r\n${fileHead('<script>.pdf')}\r\n\r\n${SMALL_PDF}\r\n--x--\r\n`,
  `${Array.from({ length: 30 }, (_, i) => `--x\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join('')}--x--\r\n`,
] as const;

const BAD_AUTHORIZATION = [
  'Bearer',
  'Bearer ',
  'Bearer x.y.z',
  'Basic dXNlcjpwYXNz',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6MX0.',
  `Bearer ${'a'.repeat(8000)}`,
] as const;

/** A value the schema accepts (or close to it): the start each bad request breaks one thing of. */
export function sample(schema: JsonSchema | undefined, random: Random, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(options.find((o) => o.type !== 'null') ?? options[0], random, depth + 1);
  if (schema.allOf?.[0]) return sample(schema.allOf[0], random, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return random.pick(schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return schema.minimum !== undefined ? Math.max(schema.minimum, 1) : 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [sample(schema.items, random, depth + 1)] : [];
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || random.chance(0.6)) object[key] = sample(property, random, depth + 1);
      }
      return object;
    }
    default:
      return null;
  }
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'date' || schema.pattern?.includes('\\d{4}-')) return '2020-01-15';
  if (schema.format === 'date-time') return '2020-01-15T10:00:00.000Z';
  if (schema.format === 'email') return 'driver@example.test';
  if (schema.format === 'uuid') return '8c3b1f0e-9b7a-4c1e-8f0a-2d6f1e5b7c90';
  if (schema.pattern?.includes('[1-9]')) return '1';
  if (schema.pattern?.includes('\\d{10}')) return '4165550123';
  return 'a'.repeat(Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 8, 8)));
}

/** The paths to every value in a sampled body: ['a'], ['a', 0], ['a', 'b'] … */
function leafPaths(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  const own = prefix.length ? [prefix] : [];
  if (Array.isArray(value)) return [...own, ...value.flatMap((item, i) => leafPaths(item, [...prefix, i]))];
  if (value && typeof value === 'object')
    return [...own, ...Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key]))];
  return own;
}

/** URL-encodes any text (a lone surrogate goes as U+FFFD, as a browser sends it). */
const encodeText = (text: string) => encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));

const RAW = '\u0001raw:';
/** A marker JSON.stringify keeps, replaced afterwards by raw JSON text (numbers JSON cannot hold, deep nests). */
const raw = (text: string) => `${RAW}${text}${RAW}`;
const serialise = (value: unknown) =>
  JSON.stringify(value).replace(/"\\u0001raw:(.*?)\\u0001raw:"/gs, (_, text: string) => JSON.parse(`"${text}"`));

function setAt(target: unknown, path: Array<string | number>, value: unknown, remove = false): void {
  let node = target as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1);
  if (last === undefined) return;
  if (remove) {
    if (Array.isArray(node) && typeof last === 'number') node.splice(last, 1);
    else delete node[last];
  } else node[last] = value;
}

function wrongTypeFor(value: unknown, random: Random): unknown {
  if (typeof value === 'string') return random.pick([1, true, [], {}, [value]]);
  if (typeof value === 'number') return random.pick([String(value), true, [value], { value }, 'one']);
  if (typeof value === 'boolean') return random.pick(['true', 1, 0, [], 'Yes']);
  if (Array.isArray(value)) return random.pick(['a,b', {}, 1, { 0: value[0] }]);
  if (value && typeof value === 'object') return random.pick(['{}', [], 1, [value]]);
  return random.pick(['', 0, false, {}]);
}

/** One way to break a JSON body, by name; each returns the body text. */
const BODY_BREAKERS: Record<string, (body: unknown, random: Random) => string> = {
  'a field of the wrong type': (body, random) => mutateField(body, random, (value) => wrongTypeFor(value, random)),
  'a missing field': (body, random) => mutateField(body, random, () => undefined, true),
  'an extra field': (body, random) => {
    if (body && typeof body === 'object' && !Array.isArray(body))
      (body as Record<string, unknown>)[
        random.pick(['extra', 'role', 'id', 'user_id', 'is_admin', 'pipeline_status'])
      ] = random.pick([1, 'x', { nested: true }, null]);
    return serialise(body);
  },
  'a null field': (body, random) => mutateField(body, random, () => null),
  'a null body': () => 'null',
  'a 1 MB string': (body, random) =>
    mutateField(body, random, () => (random.chance(0.5) ? MEGABYTE : JUST_UNDER_A_MEGABYTE)),
  'deep JSON': (body, random) => mutateField(body, random, () => raw(random.pick([deepArray, deepObject]))),
  'a nasty string': (body, random) => mutateField(body, random, () => random.pick(NASTY_STRINGS)),
  'an edge number': (body, random) => mutateField(body, random, () => raw(random.pick(NASTY_NUMBERS))),
  'an array for the body': (body) => serialise([body]),
  'every field a nasty string': (body, random) => {
    // Deepest first, so a parent replaced later does not leave a child to write into.
    for (const path of leafPaths(body).sort((a, b) => b.length - a.length))
      setAt(body, path, random.pick(NASTY_STRINGS));
    return serialise(body);
  },
  'the valid sample': (body) => serialise(body),
};

function mutateField(body: unknown, random: Random, value: (current: unknown) => unknown, remove = false): string {
  const paths = leafPaths(body);
  if (!paths.length) return serialise(value(body) ?? null);
  const path = random.pick(paths);
  let current: unknown = body;
  for (const key of path) current = (current as Record<string | number, unknown>)[key];
  setAt(body, path, value(current), remove);
  return serialise(body);
}

export interface CallerIds {
  /** Known ids by path parameter name (userId → the caller's own id …); the rest get 1. */
  [parameterName: string]: string;
}

/** One bad request for this operation. Most break one thing; a few break the path, query or headers. */
export function badRequest(op: Operation, random: Random, ids: CallerIds, authorization?: string): BadRequest {
  const headers: Record<string, string> = authorization ? { authorization } : {};
  const goodParameter = (p: Parameter) => ids[p.name] ?? sampleParameter(p, random);
  const goodPath = () => fillPath(op, goodParameter);
  const goodQuery = () => {
    const query = op.parameters
      .filter((p) => p.in === 'query' && random.chance(0.5))
      .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(goodParameter(p))}`);
    return query.length ? `?${query.join('&')}` : '';
  };
  const roll = random.next();
  const base = (kind: string): BadRequest => ({ kind, method: op.method, url: goodPath() + goodQuery(), headers });
  const withBody = (request: BadRequest): BadRequest => {
    if (op.body?.contentType === 'application/json')
      return {
        ...request,
        headers: { ...request.headers, 'content-type': 'application/json' },
        payload: serialise(sample(op.body.schema, random)),
      };
    if (op.body?.contentType === 'multipart/form-data')
      return { ...request, headers: { ...request.headers, ...PDF_UPLOAD.headers }, payload: PDF_UPLOAD.payload };
    return request;
  };

  if (roll < 0.12 && op.path.includes('{')) {
    const bad = fillPath(
      op,
      (p) => (p.in === 'path' && random.chance(0.7) ? random.pick(NASTY_PATH_VALUES) : goodParameter(p)),
      true,
    );
    return withBody({ ...base('an odd path value'), url: bad });
  }
  if (roll < 0.24) {
    const queryParameters = op.parameters.filter((p) => p.in === 'query');
    const query =
      queryParameters.length && random.chance(0.6)
        ? `?${queryParameters
            .map(
              (p) =>
                `${encodeURIComponent(p.name)}=${encodeText(random.pick([...NASTY_STRINGS, ...NASTY_NUMBERS]).slice(0, 3000))}`,
            )
            .join('&')}`
        : random.pick(ODD_QUERIES);
    return withBody({ ...base('an odd query string'), url: goodPath() + query });
  }
  if (roll < 0.3) {
    return withBody({
      ...base('a bad Authorization header'),
      headers: { authorization: random.pick(BAD_AUTHORIZATION) },
    });
  }
  if (roll < 0.4) {
    const contentType = random.pick(WRONG_CONTENT_TYPES);
    const payload = random.pick([
      serialise(sample(op.body?.schema, random)),
      'a=1&b=2',
      '<a>1</a>',
      SMALL_PDF.toString('latin1'),
    ]);
    return {
      ...base(`a wrong content type (${contentType})`),
      headers: { ...headers, 'content-type': contentType },
      payload,
    };
  }
  if (roll < 0.48) {
    const broken = random.pick(MALFORMED_MULTIPART);
    return {
      ...base(`malformed multipart (${broken.name})`),
      headers: { ...headers, 'content-type': broken.contentType },
      payload: broken.body,
    };
  }
  if (op.body?.contentType === 'multipart/form-data') {
    return {
      ...base('an odd multipart body'),
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: random.pick(ODD_MULTIPART),
    };
  }
  if (roll < 0.56) {
    const payload = random.pick(MALFORMED_JSON);
    return { ...base('malformed JSON'), headers: { ...headers, 'content-type': 'application/json' }, payload };
  }
  const breaker = random.pick(Object.keys(BODY_BREAKERS));
  const payload = BODY_BREAKERS[breaker]?.(sample(op.body?.schema ?? { type: 'object' }, random), random) ?? '{}';
  return { ...base(breaker), headers: { ...headers, 'content-type': 'application/json' }, payload };
}

function sampleParameter(parameter: Parameter, random: Random): string {
  const value = sample(parameter.schema, random);
  return value === null || value === undefined ? '1' : String(value);
}
