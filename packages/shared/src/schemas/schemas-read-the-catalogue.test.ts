import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueEn } from '../i18n/catalogue-en.js';

// zod answers with a schema's message exactly as the schema gives it, and the API and the forms say
// it in their reader's language only when it is a catalogue id: any other text reaches a French
// reader in English. So every message a shared schema gives zod has a catalogue id for its type: a
// literal id, a key of `idsUnder(prefix)`, or a value typed `MessageId` (a parameter, a helper's
// result), whose every source the compiler checks.

/** Calls whose object argument is a shape of fields, where `message` names a field, not a text. */
const SHAPE_CALLS = new Set(['object', 'strictObject', 'looseObject', 'interface', 'extend', 'safeExtend']);

/** The properties of zod's params that zod answers with. */
const MESSAGE_PROPERTIES = new Set(['message', 'error']);

/** zod's functions and methods that take a message (or params holding one), by that argument's index. */
const MESSAGE_ARGUMENT = new Map<string, number>([
  ...[
    'string',
    'number',
    'boolean',
    'bigint',
    'date',
    'datetime',
    'time',
    'int',
    'email',
    'url',
    'uuid',
    'nonempty',
    'positive',
    'negative',
    'nonnegative',
    'nonpositive',
    'lowercase',
    'uppercase',
    'addIssue',
  ].map((name) => [name, 0] as const),
  ...[
    'min',
    'max',
    'length',
    'size',
    'gt',
    'gte',
    'lt',
    'lte',
    'multipleOf',
    'regex',
    'startsWith',
    'endsWith',
    'includes',
    'refine',
    'custom',
    'literal',
    'enum',
    'array',
    'union',
    'set',
    'instanceof',
  ].map((name) => [name, 1] as const),
  ...['record', 'map'].map((name) => [name, 2] as const),
]);

interface RawMessage {
  file: string;
  line: number;
  text: string;
}

const sharedSrc = fileURLToPath(new URL('..', import.meta.url));
const tsconfig = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));

const isCatalogueId = (text: string) => Object.hasOwn(catalogueEn, text);

const nameOf = (name: ts.Node | undefined) => (name && ts.isIdentifier(name) ? name.text : undefined);

/** The expression under parentheses, `satisfies`, `as` and `!`. */
function bare(expression: ts.Expression): ts.Expression {
  if (
    ts.isParenthesizedExpression(expression) ||
    ts.isSatisfiesExpression(expression) ||
    ts.isAsExpression(expression) ||
    ts.isNonNullExpression(expression)
  )
    return bare(expression.expression);
  return expression;
}

/** Every source of the shared package that builds a zod schema. */
async function schemaSources(): Promise<string[]> {
  const entries = await readdir(sharedSrc, { recursive: true });
  const sources: string[] = [];
  for (const name of entries.filter((entry) => entry.endsWith('.ts') && !entry.endsWith('.test.ts'))) {
    const file = path.join(sharedSrc, name);
    if (/from 'zod'/.test(await readFile(file, 'utf8'))) sources.push(file);
  }
  return sources;
}

/**
 * Reads the package's schema sources, and each of `written` as if it were a file of the package at
 * that path (relative to src/), in one program with their types; gives the messages of a file that
 * are not catalogue ids. A value counts as an id when its type is one or more of the catalogue's ids
 * (a literal id, a key of `idsUnder(prefix)`, anything typed `MessageId`); a text, a template or any
 * `string` does not.
 */
async function readSchemas(written: Readonly<Record<string, string>>): Promise<(file: string) => RawMessage[]> {
  const virtual = new Map(Object.entries(written).map(([name, text]) => [path.join(sharedSrc, name), text]));
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  const options = { ...config?.options, noEmit: true, composite: false, declaration: false };
  const host = ts.createCompilerHost(options);
  const readSource = host.getSourceFile.bind(host);
  host.fileExists = (name) => virtual.has(name) || ts.sys.fileExists(name);
  host.readFile = (name) => virtual.get(name) ?? ts.sys.readFile(name);
  host.getSourceFile = (name, language, ...rest) => {
    const text = virtual.get(name);
    return text === undefined ? readSource(name, language, ...rest) : ts.createSourceFile(name, text, language, true);
  };
  const rootNames = [...(await schemaSources()), ...virtual.keys()];
  const program = ts.createProgram({ rootNames, options, host });
  const checker = program.getTypeChecker();

  const isIds = (type: ts.Type): boolean =>
    (type.isUnion() ? type.types : [type]).every((part) => part.isStringLiteral() && isCatalogueId(part.value));
  // Params written in place are read where they are written; a name is asked whether it holds params.
  const isParams = (expression: ts.Expression) =>
    ts.isObjectLiteralExpression(bare(expression)) ||
    (ts.isIdentifier(bare(expression)) && (checker.getTypeAtLocation(expression).flags & ts.TypeFlags.Object) !== 0);
  const isShape = (object: ts.ObjectLiteralExpression) => {
    const call = object.parent;
    if (!ts.isCallExpression(call)) return false;
    const callee = call.expression;
    return SHAPE_CALLS.has((ts.isPropertyAccessExpression(callee) ? callee.name.text : nameOf(callee)) ?? '');
  };

  return (relative) => {
    const file = path.join(sharedSrc, relative);
    const sourceFile = program.getSourceFile(file);
    if (!sourceFile) throw new Error(`${relative} is not a schema source`);
    const found: RawMessage[] = [];
    const check = (node: ts.Node, value: ts.Expression) => {
      if (isIds(checker.getTypeAtLocation(value))) return;
      const shown = bare(value);
      const line = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      const text = ts.isStringLiteralLike(shown) ? shown.text : shown.getText(sourceFile);
      found.push({ file: relative, line, text: text.replace(/\s+/g, ' ').trim() });
    };
    const visit = (node: ts.Node) => {
      if (ts.isObjectLiteralExpression(node) && !isShape(node)) {
        for (const property of node.properties) {
          if (!MESSAGE_PROPERTIES.has(nameOf(property.name) ?? '')) continue;
          if (ts.isPropertyAssignment(property)) check(property, property.initializer);
          else if (ts.isShorthandPropertyAssignment(property)) check(property, property.name);
        }
      }
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const method = ts.isPropertyAccessExpression(callee) ? callee.name.text : nameOf(callee);
        const index = method === undefined ? undefined : MESSAGE_ARGUMENT.get(method);
        const argument = index === undefined ? undefined : node.arguments[index];
        if (argument && !isParams(argument)) check(argument, argument);
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
    return found;
  };
}

const RAW_IN_EVERY_PLACE = path.join('schemas', 'raw-messages-everywhere.sample.ts');
const THROUGH_A_PARAMETER = path.join('schemas', 'raw-messages-parameter.sample.ts');

const SAMPLES = {
  [RAW_IN_EVERY_PLACE]: `
    import { z } from 'zod';
    import { idsUnder } from '../i18n/message-ids.js';
    const v = idsUnder('verifications.validation');
    const limit = (max: number) => z.string().max(max, { message: \`At most \${max} characters.\` });
    export const A = z
      .object({
        message: z.string(),
        can: z.boolean({ message: 'Choose true or false.' }),
        key: z.string().regex(/^[a-z]+$/, 'Unknown text.'),
        day: z.iso.date({ error: 'Use YYYY-MM-DD.' }),
        name: z.string().min(1, v.required).max(9, { message: 'verifications.validation.required' }),
        text: limit(10),
      })
      .refine((value) => value.can, { message: 'Say yes.', path: ['can'] })
      .superRefine((value, ctx) => {
        ctx.addIssue({ code: 'custom', path: ['key'], message: 'Too short.' });
      });`,
  [THROUGH_A_PARAMETER]: `
    import { z } from 'zod';
    import type { MessageId } from '../i18n/catalogue-en.js';
    const loose = (message: string) => z.string().regex(/^[0-9]+$/, { message });
    const strict = (message: MessageId) => z.string().regex(/^[0-9]+$/, { message });
    const named = { message: 'api.invalidId' satisfies MessageId };
    const invalid = { message: 'Not a number.' };
    export const B = z.object({
      a: loose('api.invalidId'),
      b: strict('api.invalidId'),
      c: z.number(named),
      d: z.number(invalid),
    });`,
};

describe('every message a shared schema gives zod is a catalogue id', () => {
  // One program for the package and the samples: reading the types is the slow part.
  let rawMessages: (file: string) => RawMessage[];
  beforeAll(async () => {
    rawMessages = await readSchemas(SAMPLES);
  }, 60_000);

  it('no schema writes a message of its own: each names its text by id', async () => {
    const sources = (await schemaSources()).map((file) => path.relative(sharedSrc, file));
    expect(sources).toContain(path.join('schemas', 'verifications.ts'));
    expect(sources).toContain(path.join('questions', 'answer-schemas.ts'));
    const found = sources.flatMap(rawMessages).map(({ file, line, text }) => `${file}:${line}: ${text}`);
    expect(found).toEqual([]);
  });

  it('finds a raw text in params, in a refinement, in an issue and as a check’s argument', () => {
    expect(rawMessages(RAW_IN_EVERY_PLACE).map(({ line, text }) => `${line}: ${text}`)).toEqual([
      `5: \`At most \${max} characters.\``,
      '9: Choose true or false.',
      '10: Unknown text.',
      '11: Use YYYY-MM-DD.',
      '15: Say yes.',
      '17: Too short.',
    ]);
  });

  it('finds a message that is any string, and takes one typed as an id', () => {
    expect(rawMessages(THROUGH_A_PARAMETER).map(({ line, text }) => `${line}: ${text}`)).toEqual([
      '4: message',
      '7: Not a number.',
    ]);
  });
});
