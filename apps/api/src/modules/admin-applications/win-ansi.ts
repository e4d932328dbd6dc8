// The PDF's standard Helvetica is encoded in WinAnsi (Windows-1252): Latin-1 plus a few typographic
// signs. Anything else would print as garbage, so it is replaced before it reaches the page.

/** The Windows-1252 signs outside Latin-1 (bytes 0x80 to 0x9F). */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text Helvetica can print: composed accents stay (é written as e + ◌́ becomes é), line breaks stay,
 * tabs become spaces and every other character becomes '?', one per character, emoji included.
 */
export function winAnsiText(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/\r\n?/g, '\n')) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) out += char;
    else if (char === '\t') out += ' ';
    else out += WIN_ANSI_EXTRAS.has(char) ? char : '?';
  }
  return out;
}
