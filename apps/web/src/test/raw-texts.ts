import ts from 'typescript';

// Finds what a screen would show without going through the catalogues: words written in the JSX
// itself, a string passed where a component draws it as text, or a read of the catalogue in English
// (`inEnglish`), which is English on every page. A text read with `t(id)` is a call, never a
// literal, so it is never reported; a literal inside a call (an id, a key) is left alone.

/** Attributes whose value a user reads or hears. */
const TEXT_ATTRIBUTES = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'aria-valuetext',
  'closeButtonLabel',
  'description',
  'error',
  'label',
  'message',
  'placeholder',
  'title',
]);

/**
 * Words that are the same in every language, shown as they are: a standard's or a file format's
 * name. Anything else a screen shows belongs in the catalogues, French beside English.
 */
export const SAME_IN_EVERY_LANGUAGE = new Set(['PDF', 'SHA-256']);

/** A word: letters, with the digits and hyphens a name like SHA-256 holds. */
const WORD = /[\p{L}\p{N}-]*\p{L}[\p{L}\p{N}-]*/gu;

/** The catalogue said in English whatever the page's language: a screen reads by id with `useT()` instead. */
const ENGLISH_SOURCES = new Set(['inEnglish']);

export interface RawText {
  file: string;
  line: number;
  text: string;
}

/** The literal texts of an expression a component shows: itself, each branch of a choice, a template's words. */
function shownLiterals(expression: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression];
  if (ts.isTemplateExpression(expression))
    return [expression.head, ...expression.templateSpans.map((span) => span.literal)];
  if (ts.isParenthesizedExpression(expression)) return shownLiterals(expression.expression);
  if (ts.isConditionalExpression(expression))
    return [...shownLiterals(expression.whenTrue), ...shownLiterals(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return shownLiterals(expression.right);
    if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken)
      return [...shownLiterals(expression.left), ...shownLiterals(expression.right)];
  }
  return [];
}

/** The texts of one `.ts` or `.tsx` source that a screen would show as written. */
export function rawTexts(file: string, source: string): RawText[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: RawText[] = [];
  const report = (node: ts.Node, text: string) => {
    const words = text.match(WORD) ?? [];
    if (words.every((word) => SAME_IN_EVERY_LANGUAGE.has(word))) return;
    const line = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push({ file, line, text: text.replace(/\s+/g, ' ').trim() });
  };
  const reportLiterals = (expression: ts.Expression | undefined) => {
    for (const literal of expression ? shownLiterals(expression) : [])
      report(literal, (literal as ts.LiteralLikeNode).text);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportSpecifier(node) && ENGLISH_SOURCES.has((node.propertyName ?? node.name).text)) {
      const line = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ file, line, text: `reads the texts in English (${node.getText(sourceFile)})` });
    } else if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent)) reportLiterals(node.expression);
    else if (ts.isJsxExpression(node) && ts.isJsxFragment(node.parent)) reportLiterals(node.expression);
    else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(sourceFile))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(value, value.text);
      else if (value && ts.isJsxExpression(value)) reportLiterals(value.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
