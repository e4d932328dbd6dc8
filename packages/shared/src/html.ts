import { FilterXSS } from 'xss';

/**
 * The tags a position description may use. The same filter runs when a description is written
 * (API) and when it is rendered (web), so stored HTML is safe twice over (DESIGN).
 */
const positionHtmlFilter = new FilterXSS({
  whiteList: {
    h2: [],
    h3: [],
    h4: [],
    p: [],
    br: [],
    strong: [],
    b: [],
    em: [],
    i: [],
    u: [],
    ul: [],
    ol: [],
    li: [],
    blockquote: [],
    hr: [],
    a: ['href', 'title'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript'],
  onTagAttr(tag, name, value) {
    // Links: only http(s) and mailto, and always opened safely.
    if (tag === 'a' && name === 'href') {
      return /^(https?:|mailto:)/i.test(value.trim())
        ? `href="${value.replace(/"/g, '&quot;')}" rel="noopener noreferrer nofollow" target="_blank"`
        : '';
    }
    return undefined;
  },
});

export function sanitizePositionHtml(html: string): string {
  return positionHtmlFilter.process(html).trim();
}
