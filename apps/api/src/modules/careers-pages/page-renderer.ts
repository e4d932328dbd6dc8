import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ClientConfig, LOCALE_TAGS, type Locale, type OpenPosition } from '@roadhire/shared';
import { inlineJson } from '../../lib/inline-json.js';

/** What a careers page is rendered from; the browser gets the same, to hydrate from. */
export interface PageData {
  positions: OpenPosition[];
  clientConfig: ClientConfig;
  /** Drawn as a driver with this pipeline_status sees it (the cookie's), or as a visitor's: null. */
  pipelineStatus: number | null;
  /** On a job's page whose job is not open: closed or expired, or never one. */
  missingJob?: 'closed' | 'unknown';
  /** The language the page is drawn in; `<html lang>` says it (decision 032). */
  locale: Locale;
}

/** The web app's server bundle (apps/web/src/entry-server.tsx). */
interface ServerBundle {
  renderPage(url: string, data: PageData): Promise<string>;
  SERVER_DATA_ID: string;
}

export interface CareersPage {
  url: string;
  data: PageData;
  /** Replaces the template's title and description: the page's own title, meta tags and data. */
  head: string;
}

export type RenderCareersPage = (page: CareersPage) => Promise<string>;

const TEMPLATE_TITLE = /<title>[\s\S]*?<\/title>/;
const STYLESHEET = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)">/g;
const TEMPLATE_DESCRIPTION = /\s*<meta name="description"[^>]*>/;
const ROOT = '<div id="root"></div>';
const MODULE_TAGS = /<(script type="module"|link rel="modulepreload")/g;
const HTML_LANG = /<html lang="[^"]*"/;

/**
 * Renders careers pages into the web app's index.html: the page's HTML inside `#root`, the
 * data it was rendered from beside it, and its head. Returns undefined when the web app was built without its server bundle or
 * its page, so the caller serves the plain index.html, which the browser draws itself.
 */
export function createPageRenderer(webDistDir: string): RenderCareersPage | undefined {
  const templateFile = path.join(webDistDir, 'index.html');
  const bundleFile = path.resolve(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(templateFile) || !existsSync(bundleFile)) return undefined;
  const template = entryAtLowPriority(inlineStylesheets(readFileSync(templateFile, 'utf8'), webDistDir));
  if (!template.includes(ROOT) || !TEMPLATE_TITLE.test(template) || !TEMPLATE_DESCRIPTION.test(template)) {
    throw new Error(`${templateFile} lacks the title, description or ${ROOT} the careers pages replace`);
  }
  let bundle: Promise<ServerBundle> | undefined;

  return async ({ url, data, head }) => {
    bundle ??= import(pathToFileURL(bundleFile).href) as Promise<ServerBundle>;
    const { renderPage, SERVER_DATA_ID } = await bundle;
    const html = await renderPage(url, data);
    const dataBlock = `<script type="application/json" id="${SERVER_DATA_ID}">${inlineJson(data)}</script>`;
    // Painted once the page's content is all parsed: HTML arrives in parts (a phone's link, a
    // compressed stream), and a part painted alone (a button without its label) shifts as the rest lands.
    const paintWhole = `<link rel="expect" href="#${SERVER_DATA_ID}" blocking="render">`;
    // Functions as replacements: a `$` in the page's text must stay a `$`.
    return template
      .replace(HTML_LANG, `<html lang="${LOCALE_TAGS[data.locale]}"`)
      .replace(TEMPLATE_DESCRIPTION, '')
      .replace(TEMPLATE_TITLE, () => `${head}${paintWhole}`)
      .replace(ROOT, () => `<div id="root">${html}</div>${dataBlock}`);
  };
}

/**
 * The app's stylesheet, written into the page: a server-rendered page paints as soon as its HTML has
 * arrived, waiting for no other file (a phone on a slow connection pays a round trip per file). The
 * CSP allows inline styles (Mantine sets them). A stylesheet that could close the element stays a link.
 */
function inlineStylesheets(template: string, webDistDir: string): string {
  return template.replace(STYLESHEET, (link, href: string) => {
    const css = readFileSync(path.join(webDistDir, href), 'utf8');
    return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
}

/**
 * The entry asked for at low priority: the page is drawn by the server, so on a slow link its HTML
 * comes first, and the entry only waits for the paint before it asks for the app's code.
 */
function entryAtLowPriority(template: string): string {
  return template.replace(MODULE_TAGS, (tag) => `${tag} fetchpriority="low"`);
}
