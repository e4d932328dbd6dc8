import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create } from 'fontkit';

// The printed application's fonts: Noto, embedded (pdfkit keeps only the glyphs a file uses), so a
// name prints as typed in any of the scripts below rather than as '?' (decision 013). The standard
// PDF fonts stop at Latin-1.
//   latin     Noto Sans: Latin with every accent, Greek, Cyrillic, Vietnamese.
//   gurmukhi  Noto Sans Gurmukhi (Punjabi), with its own Latin letters for mixed text.
//   cjk       Noto Sans Hans (Chinese, with Japanese kana): 8 MB, read only when a text needs it.

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(name));

const FILES = {
  latin: {
    regular: () => path.join(packageDir('@embedpdf/fonts-latin'), '..', 'fonts', 'NotoSans-Regular.ttf'),
    bold: () => path.join(packageDir('@embedpdf/fonts-latin'), '..', 'fonts', 'NotoSans-Bold.ttf'),
  },
  gurmukhi: {
    regular: () =>
      path.join(packageDir('@expo-google-fonts/noto-sans-gurmukhi'), '400Regular', 'NotoSansGurmukhi_400Regular.ttf'),
    bold: () =>
      path.join(packageDir('@expo-google-fonts/noto-sans-gurmukhi'), '700Bold', 'NotoSansGurmukhi_700Bold.ttf'),
  },
  cjk: {
    regular: () => path.join(packageDir('@embedpdf/fonts-sc'), '..', 'fonts', 'NotoSansHans-Regular.otf'),
    bold: () => path.join(packageDir('@embedpdf/fonts-sc'), '..', 'fonts', 'NotoSansHans-Bold.otf'),
  },
} as const;

type Family = keyof typeof FILES;
type Weight = 'regular' | 'bold';

const GURMUKHI = /\p{Script=Gurmukhi}/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;

/** The family that prints all of `text`: one per text, as names rarely mix these scripts. */
export function familyFor(text: string): Family {
  if (GURMUKHI.test(text)) return 'gurmukhi';
  if (CJK.test(text)) return 'cjk';
  return 'latin';
}

interface AnchorGuardable {
  applyAnchor(markRecord: { markAnchor: unknown } | null, baseAnchor: unknown, baseIndex: number): void;
}

/**
 * fontkit 2.0.4 (pdfkit's layout engine) throws on a NULL anchor in a font's mark positioning,
 * which OpenType allows and Noto Sans Gurmukhi has: "ਸਿੰਘ" would end the print with a 500
 * (foliojs/fontkit#367, fixed by #374, not yet released). Until a release carries the fix, such
 * an attachment is skipped, as HarfBuzz does. Patched once, on the engine every font shares.
 */
function skipNullAnchors(bytes: Buffer): void {
  const font = create(bytes) as unknown as { layout(text: string): unknown; _layoutEngine?: unknown };
  font.layout('ਕ');
  const engine = (font._layoutEngine as { engine?: { GPOSProcessor?: object } } | undefined)?.engine;
  if (!engine?.GPOSProcessor) return;
  const processor = Object.getPrototypeOf(engine.GPOSProcessor) as AnchorGuardable;
  const applyAnchor = processor.applyAnchor;
  processor.applyAnchor = function (this: AnchorGuardable, markRecord, baseAnchor, baseIndex) {
    if (!baseAnchor || !markRecord?.markAnchor) return;
    applyAnchor.call(this, markRecord, baseAnchor, baseIndex);
  };
}

// Read once per process; each document parses and subsets only the fonts it uses.
const cache = new Map<string, Buffer>();
const coverage = new Map<string, { hasGlyphForCodePoint(codePoint: number): boolean }>();
let anchorsGuarded = false;

function fontBytes(family: Family, weight: Weight): Buffer {
  const name = `${family}-${weight}`;
  let bytes = cache.get(name);
  if (!bytes) {
    bytes = readFileSync(FILES[family][weight]());
    if (family === 'gurmukhi' && !anchorsGuarded) {
      skipNullAnchors(bytes);
      anchorsGuarded = true;
    }
    cache.set(name, bytes);
  }
  return bytes;
}

/** Printed in place of a character no embedded font has: the Unicode replacement character. */
export const REPLACEMENT = '\uFFFD';

/**
 * Invisible format characters (direction overrides, zero-width spaces, word joiners) print as
 * nothing, so a name could hide them; they are shown like an unprintable character. The joiners
 * that shape Indic and Arabic letters (ZWNJ, ZWJ) are kept.
 */
const INVISIBLE = /(?![\u200c\u200d])\p{Cf}/u;

/**
 * `text` with every character the family's font cannot draw (Arabic, emoji, …) and every invisible
 * one replaced by a visible mark, never by a blank; `replaced` says whether any was.
 */
function visibleText(text: string, family: Family, weight: Weight): { text: string; replaced: boolean } {
  const name = `${family}-${weight}`;
  let font = coverage.get(name);
  if (!font) {
    font = create(fontBytes(family, weight)) as unknown as { hasGlyphForCodePoint(codePoint: number): boolean };
    coverage.set(name, font);
  }
  const mark = font.hasGlyphForCodePoint(0xfffd) ? REPLACEMENT : '?';
  let replaced = false;
  let shown = '';
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    const drawable = character === '\n' || (!INVISIBLE.test(character) && font.hasGlyphForCodePoint(codePoint));
    if (!drawable) replaced = true;
    shown += drawable ? character : mark;
  }
  return { text: shown, replaced };
}

/**
 * Sets up the font that prints `text` in a document (registering it on first use) and answers the
 * name the document knows it by and the text as it will print.
 */
export function useFont(
  doc: PDFKit.PDFDocument,
  text: string,
  weight: Weight,
  registered: Set<string>,
): { name: string; text: string; replaced: boolean } {
  const family = familyFor(text);
  const name = `${family}-${weight}`;
  if (!registered.has(name)) {
    doc.registerFont(name, fontBytes(family, weight));
    registered.add(name);
  }
  return { name, ...visibleText(text, family, weight) };
}

/** Text as the page prints it: composed accents, one kind of line break, tabs as spaces, no control codes. */
export function printableText(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      .replace(/\t/g, ' ')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control codes are what it removes
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, '')
  );
}
