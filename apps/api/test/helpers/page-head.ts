import { JSDOM, type XmlDocument } from 'jsdom';

/**
 * Head tags as a browser reads them: put in a page's head and parsed by jsdom's HTML parser, so
 * anything that escapes its tag shows up as an extra element or as text in the body.
 */
export function readHead(tags: string) {
  const page = `<!doctype html><html><head>${tags}</head><body></body></html>`;
  const document = new new JSDOM().window.DOMParser().parseFromString(page, 'text/html');
  const all = (selector: string) => Array.from(document.querySelectorAll(selector));
  return {
    /** The text of every <title>. */
    titles: all('title').map((element) => element.textContent),
    /** The content of every <meta> with this name or property. */
    meta: (key: string) =>
      all(`meta[name="${key}"], meta[property="${key}"]`).map((element) => element.getAttribute('content')),
    canonical: all('link[rel="canonical"]').map((element) => element.getAttribute('href')),
    scripts: all('script'),
    jsonLd: all('script[type="application/ld+json"]').map(
      (element) => JSON.parse(element.textContent ?? '') as unknown,
    ),
    /** Elements that are not head elements, or text, end up in the body. */
    body: all('body')[0]?.textContent ?? '',
    bodyElements: all('body *').length,
    headElements: all('head > *').length,
  };
}

/** What a whole page says of its language and versions: `lang`, canonical, `hreflang` links, robots. */
export function languageHead(document: XmlDocument) {
  const alternates = Object.fromEntries(
    Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]'), (link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
  );
  return {
    lang: document.documentElement.getAttribute('lang'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
  };
}
