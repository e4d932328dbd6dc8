import { apiPaths, OpenPositionListSchema } from '@roadhire/shared';

/** The job page the benchmark measures, and how it was found. */
export interface JobPage {
  /** Path and query on the server, e.g. `/jobs/12-long-haul-driver`. */
  path: string;
  /** Where the address came from: the sitemap, or the `?position=` link when the sitemap has no job page. */
  source: 'sitemap' | 'position link';
}

const JOB_PAGE_PREFIX = '/jobs/';

/**
 * The first job page the server's sitemap lists; while job pages do not exist, the shared link
 * `/?position={id}` of the first open position (the details panel over the list).
 */
export async function findJobPage(base: string): Promise<JobPage> {
  const sitemap = await fetch(`${base}/sitemap.xml`);
  if (sitemap.ok) {
    const xml = await sitemap.text();
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const url = new URL(unescapeXml(loc ?? ''), base);
      if (url.pathname.startsWith(JOB_PAGE_PREFIX)) return { path: `${url.pathname}${url.search}`, source: 'sitemap' };
    }
  }
  const positions = OpenPositionListSchema.parse(await (await fetch(`${base}${apiPaths.openPositions}`)).json());
  const first = positions[0];
  if (!first) throw new Error('no open position to measure a job page with');
  return { path: `/?position=${first.p_id}`, source: 'position link' };
}

function unescapeXml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}
