import { sanitizePositionHtml } from '@roadhire/shared';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = /^#x/i.test(name) ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED[name.toLowerCase()] ?? entity;
  });
}

/** Tags that run inside a sentence; every other tag of the allow-list separates words. */
const INLINE = /^<\/?(strong|b|em|i|u|a)\b/i;
const HEADING_END = /^<\/h[2-4]>/i;
const BLOCK_END = /^(<\/(p|li|blockquote)>|<(br|hr)\b)/i;

/**
 * A description as plain sentences, for a meta description or a link preview: a heading ends with
 * a colon, a paragraph or list item with a full stop, unless it already ends in punctuation.
 */
export function descriptionText(html: string): string {
  let text = '';
  const close = (mark: string) => {
    text = text.trimEnd();
    if (text && !/[.!?:;,]$/.test(text)) text += mark;
    text += ' ';
  };
  for (const token of sanitizePositionHtml(html).split(/(<[^>]*>)/)) {
    if (!token.startsWith('<')) text += decodeEntities(token);
    else if (HEADING_END.test(token)) close(':');
    else if (BLOCK_END.test(token)) close('.');
    else if (!INLINE.test(token)) text += ' ';
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** Search results show about 155 characters of a description. */
export const SNIPPET_MAX_LENGTH = 155;

/**
 * The text cut to at most `max` characters: after its last whole sentence when that keeps most of
 * the room, else between words with an ellipsis marking the cut.
 */
export function snippet(text: string, max = SNIPPET_MAX_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const sentenceEnd = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  if (sentenceEnd > max * 0.6) return cut.slice(0, sentenceEnd + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut.slice(0, max - 1);
  return `${words.replace(/[\s.,:;!?—–-]+$/u, '')}…`;
}
