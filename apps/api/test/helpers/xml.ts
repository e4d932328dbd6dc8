import { JSDOM, type XmlDocument } from 'jsdom';

/** Parses with a strict XML parser (jsdom's); a document that is not well-formed fails the test. */
export function parseXml(text: string): XmlDocument {
  const document = new new JSDOM().window.DOMParser().parseFromString(text, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** Each address of a sitemap with its `xhtml:link` versions by `hreflang` (decision 032). */
export function sitemapVersions(
  text: string,
): { loc: string | null | undefined; alternates: Record<string, string | null> }[] {
  return Array.from(parseXml(text).documentElement.getElementsByTagNameNS(SITEMAP_NS, 'url'), (url) => ({
    loc: url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent,
    alternates: Object.fromEntries(
      Array.from(url.getElementsByTagNameNS(XHTML_NS, 'link'), (link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
  }));
}
