import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMessageId } from '@roadhire/shared';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The language plugin says an answer's `message` and `errors` in the caller's language only when
// they travel by id (`answer(said(id))`, `HttpError(status, id)`); the types hold every route to
// that, but `answer` also takes a plain string (a framework's own refusal) and a body may be
// written by hand. This finds the texts that would still reach a French caller in English: text
// written as a `message`, or said in one language (`t(…)`) before the caller's language is known;
// text given to `answer` or its `errors`; text sent as a body.

/** The environment's checks: read by whoever deploys, on the terminal at start-up, never an answer. */
const OPERATOR_TEXTS = new Set(['config.ts', path.join('storage', 'storage-config.ts')]);

interface RawAnswer {
  file: string;
  line: number;
  text: string;
}

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

/** Text the source writes itself: a literal that is not an id, a template, or a sum holding one. */
function isWrittenText(expression: ts.Expression): boolean {
  const value = bare(expression);
  if (ts.isStringLiteralLike(value)) return !isMessageId(value.text);
  if (ts.isTemplateExpression(value)) return true;
  if (ts.isBinaryExpression(value) && value.operatorToken.kind === ts.SyntaxKind.PlusToken)
    return isWrittenText(value.left) || isWrittenText(value.right);
  return false;
}

/** A text said in one language where it is written: `t(id)`, `translator.t(id)`. */
function isSaidAlready(expression: ts.Expression): boolean {
  const value = bare(expression);
  if (!ts.isCallExpression(value)) return false;
  const callee = value.expression;
  return (
    (ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '') === 't'
  );
}

const calleeName = (call: ts.CallExpression) => {
  const callee = call.expression;
  return ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
};

/** The texts of one API source that would reach a caller as written. */
export function rawAnswers(file: string, source: string): RawAnswer[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: RawAnswer[] = [];
  const report = (node: ts.Node) => {
    const line = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    const value = ts.isExpression(node) ? bare(node) : node;
    const text = ts.isStringLiteralLike(value) ? value.text : value.getText(sourceFile);
    found.push({ file, line, text: text.replace(/\s+/g, ' ').trim() });
  };
  const reportTexts = (expression: ts.Expression | undefined) => {
    if (!expression) return;
    const value = bare(expression);
    if (ts.isArrayLiteralExpression(value)) for (const element of value.elements) reportTexts(element);
    else if (isWrittenText(value)) report(value);
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'message') {
      if (isWrittenText(node.initializer) || isSaidAlready(node.initializer)) report(node.initializer);
    }
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      if (name === 'answer') {
        const [message, errors] = node.arguments;
        reportTexts(message);
        if (errors && ts.isObjectLiteralExpression(bare(errors)))
          for (const property of (bare(errors) as ts.ObjectLiteralExpression).properties)
            if (ts.isPropertyAssignment(property)) reportTexts(property.initializer);
      }
      if (name === 'send') reportTexts(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const apiSrc = fileURLToPath(new URL('.', import.meta.url));

async function answeringSources(): Promise<string[]> {
  const entries = await readdir(apiSrc, { recursive: true });
  return entries
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !OPERATOR_TEXTS.has(name))
    .map((name) => path.join(apiSrc, name));
}

describe('every text the API answers with travels by catalogue id', () => {
  it('no source writes an answer’s text of its own, nor says one before the caller’s language is known', async () => {
    const sources = await answeringSources();
    expect(sources.map((file) => path.relative(apiSrc, file))).toContain(path.join('plugins', 'errors.ts'));
    const found = [];
    for (const file of sources) {
      const texts = rawAnswers(path.relative(apiSrc, file), await readFile(file, 'utf8'));
      found.push(...texts.map(({ file: name, line, text }) => `${name}:${line}: ${text}`));
    }
    expect(found).toEqual([]);
  });

  it('finds a written message, one said in English, and text given to answer, its errors or send', () => {
    const source = `
      app.get('/a', async (request, reply) => {
        if (request.query.x) return reply.status(400).send({ message: 'Choose x.' });
        if (request.query.y) return reply.status(400).send({ message: inEnglish.t('api.invalidRequest') });
        if (request.query.z) return reply.status(409).send(answer(\`Version \${version} is taken.\`));
        if (request.query.w) return reply.status(400).send(answer([said('api.invalidRequest'), 'Try again.']));
        if (request.query.v) return reply.status(400).send(answer(said('api.invalidRequest'), { name: ['Too long.'] }));
        if (request.query.u) return reply.type('text/plain').send('Gone.');
        return reply.send({ ...answer(said('api.registered')), message2: 'x', errors: { a: 'api.notFound' } });
      });`;
    expect(rawAnswers('a.ts', source).map(({ line, text }) => `${line}: ${text}`)).toEqual([
      '3: Choose x.',
      "4: inEnglish.t('api.invalidRequest')",
      `5: \`Version \${version} is taken.\``,
      '6: Try again.',
      '7: Too long.',
      '8: Gone.',
    ]);
  });
});
