import { inEnglish } from '@roadhire/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { insertPositions, listOpenPositions, type NewPosition } from '../src/data/positions-repository.js';
import { type Position, positions } from '../src/db/schema.js';
import { ALL_CARD_LINES, demoPositions } from '../src/db/seed/demo-positions.js';
import { spreadsheetMoment } from '../src/lib/zoned-time.js';
import { homeHeadTags, jobHeadTags } from '../src/modules/careers-pages/head-tags.js';
import { careersSite, jobPostingLd, jsonLdScript } from '../src/modules/careers-pages/job-posting.js';
import { checkJobPosting } from './helpers/job-posting-rules.js';
import { readHead } from './helpers/page-head.js';
import { createTestDatabase } from './helpers/test-database.js';

const TIME_ZONE = 'America/Edmonton';
const config = loadConfig({
  DATA_DIR: '/nonexistent',
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  PUBLIC_URL: 'https://careers.example.test/',
  COMPANY_NAME: 'Northern Wheels Transport',
  COMPANY_URL: 'https://www.northernwheels.example/',
  COMPANY_LOGO_URL: 'https://cdn.northernwheels.example/logo.png',
  TIME_ZONE,
});
const site = careersSite(config);

let database: Awaited<ReturnType<typeof createTestDatabase>>;
/** The demo positions as the careers pages read them: open ones, from the database. */
let demo: Position[];
beforeAll(async () => {
  database = await createTestDatabase();
  await insertPositions(database.db, demoPositions());
  demo = await listOpenPositions(database.db);
});
afterAll(async () => {
  await database.close();
});

const demoNumbered = (number: string) => {
  const position = demo.find((candidate) => candidate.p_position_number === number);
  if (!position) throw new Error(`no demo position ${number}`);
  return position;
};

/** A position as stored, written straight to the table so nothing on the way cleans it. */
async function storedPosition(overrides: Partial<NewPosition>): Promise<Position> {
  const [position] = await database.db
    .insert(positions)
    .values({
      p_position_title: 'Highway Driver',
      p_position_number: `T-${Math.random().toString(36).slice(2, 10)}`,
      p_openings: 2,
      p_landing_page_desc: '<p>Weekly loop across the Prairies.</p>',
      p_landing_page_sell: {
        position_type: null,
        driver_type: null,
        license_class: 'Class 1',
        license_conditions: null,
      },
      p_visible_info: ALL_CARD_LINES,
      p_position_type: 'Full-time',
      p_city: 'Winnipeg',
      p_province: 'Manitoba',
      ...overrides,
    })
    .returning();
  if (!position) throw new Error('no position');
  return position;
}

/** The JobPosting a job page's head carries, read back as a search engine would. */
function postingInHead(position: Position) {
  const head = readHead(jobHeadTags(position, site, TIME_ZONE));
  expect(head.jsonLd).toHaveLength(1);
  return head.jsonLd[0] as Record<string, unknown>;
}

describe("every demo position's JobPosting, checked against Google's properties", () => {
  it('has every required and recommended property right, read back from its page head', () => {
    expect(demo).toHaveLength(demoPositions().length);
    const reports = Object.fromEntries(
      demo.map((position) => [
        position.p_position_number,
        checkJobPosting(postingInHead(position), { expires: position.p_closing_date !== null }),
      ]),
    );
    const clean = Object.fromEntries(
      demo.map((position) => [position.p_position_number, { errors: [], warnings: [] }]),
    );
    expect(reports).toEqual(clean);
  });

  it('is checked by rules that catch what Google refuses', () => {
    const { validThrough, ...posting } = jobPostingLd(demoNumbered('FB-AB-214'), site, TIME_ZONE);
    expect(validThrough).toBeDefined();
    const broken = { ...posting, datePosted: '2026-13-01', employmentType: 'FULLTIME', directApply: 'no' };
    expect(checkJobPosting(broken, { expires: true })).toEqual({
      errors: ['datePosted is not ISO 8601', 'validThrough is missing on a job that closes'],
      warnings: ["employmentType FULLTIME is not Google's", 'directApply is not a boolean'],
    });
    expect(
      checkJobPosting({ ...posting, hiringOrganization: { '@type': 'Organization' } }, { expires: false }).errors,
    ).toEqual(['hiringOrganization has no name']);
  });

  it('says who hires, where, under which number, until when and how', () => {
    const flatbed = demoNumbered('FB-AB-214');
    const posting = jobPostingLd(flatbed, site, TIME_ZONE);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Regional Flatbed Driver',
      datePosted: flatbed.created_at.toISOString(),
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Northern Wheels Transport',
        sameAs: 'https://www.northernwheels.example/',
        logo: 'https://cdn.northernwheels.example/logo.png',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Calgary',
          addressRegion: 'Alberta',
          addressCountry: 'CA',
        },
      },
      identifier: { '@type': 'PropertyValue', name: 'Northern Wheels Transport', value: 'FB-AB-214' },
      directApply: false,
    });
    // Positions hold no structured pay: only the description's text speaks of it.
    expect(posting).not.toHaveProperty('baseSalary');
    // The last second of the closing day in the carrier's zone, with its offset.
    expect(posting.validThrough).toMatch(new RegExp(`^${flatbed.p_closing_date}T23:59:59[+-]\\d{2}:\\d{2}$`));
    const end = new Date(posting.validThrough ?? '');
    expect(spreadsheetMoment(end, TIME_ZONE)).toBe(`${flatbed.p_closing_date} 23:59`);
    expect(spreadsheetMoment(new Date(end.getTime() + 1000), TIME_ZONE)).not.toContain(flatbed.p_closing_date);
  });

  it('describes the job with the lines its card shows, then its sanitized description', () => {
    const posting = jobPostingLd(demoNumbered('FB-AB-214'), site, TIME_ZONE);
    expect(posting.description).toMatch(
      new RegExp(
        `^<ul><li><strong>${inEnglish.t('careers.openings')}:</strong> 3</li><li><strong>${inEnglish.t('careers.workType')}:</strong> Full-time</li>`,
      ),
    );
    expect(posting.description).toContain(
      `<li><strong>${inEnglish.t('careers.licenseClasses')}:</strong> Class 1</li>`,
    );
    expect(posting.description).toContain('<h3>What we offer</h3>');
    expect(posting.description).toContain('$34 per hour, paid hourly including tarping and securement time');
  });

  it('leaves out what the page hides, but still says when a job closes', () => {
    const trainee = jobPostingLd(demoNumbered('TR-ON-090'), site, TIME_ZONE);
    expect(trainee.description).not.toContain(`${inEnglish.t('careers.route')}:`);
    const shunt = demoNumbered('YS-ON-077');
    const shuntPosting = jobPostingLd(shunt, site, TIME_ZONE);
    expect(shuntPosting.description).not.toContain(`${inEnglish.t('careers.closingDate')}:`);
    // An expiring job must say when it expires, or Google may act against the listing.
    expect(shuntPosting.validThrough?.startsWith(`${shunt.p_closing_date}T23:59:59`)).toBe(true);
  });

  it('names no end for a job without a closing date', () => {
    const ownerOperator = demoNumbered('OO-ON-402');
    expect(ownerOperator.p_closing_date).toBeNull();
    expect(jobPostingLd(ownerOperator, site, TIME_ZONE)).not.toHaveProperty('validThrough');
  });
});

describe('employmentType', () => {
  it("maps the work types in use to Google's values", () => {
    expect(jobPostingLd(demoNumbered('YS-ON-077'), site, TIME_ZONE).employmentType).toBe('PART_TIME');
    expect(jobPostingLd(demoNumbered('OO-ON-402'), site, TIME_ZONE).employmentType).toBe('CONTRACTOR');
  });

  it('says nothing for a work type it cannot read, or one the page hides', async () => {
    const unknown = await storedPosition({ p_position_type: 'Flexible' });
    expect(jobPostingLd(unknown, site, TIME_ZONE)).not.toHaveProperty('employmentType');
    const hidden = await storedPosition({ p_visible_info: { ...ALL_CARD_LINES, work_type: false } });
    expect(jobPostingLd(hidden, site, TIME_ZONE)).not.toHaveProperty('employmentType');
  });
});

describe('addressCountry', () => {
  it.each([
    ['Québec', 'CA'],
    ['QC', 'CA'],
    ['yukon', 'CA'],
    ['Texas', 'US'],
    ['NY', 'US'],
    ['District of Columbia', 'US'],
  ])('reads %s as %s', async (province, country) => {
    const position = await storedPosition({ p_province: province });
    expect(jobPostingLd(position, site, TIME_ZONE).jobLocation.address.addressCountry).toBe(country);
  });

  it('names no country it cannot tell, and the check catches it', async () => {
    const position = await storedPosition({ p_province: 'Atlantis' });
    const posting = jobPostingLd(position, site, TIME_ZONE);
    expect(posting.jobLocation.address).not.toHaveProperty('addressCountry');
    expect(checkJobPosting(posting, { expires: false }).errors).toEqual(['jobLocation has no addressCountry']);
  });
});

describe('the description search engines read', () => {
  it('is sanitized again when read, whatever the table holds', async () => {
    const position = await storedPosition({
      p_landing_page_desc: '<p onclick="steal()">Pay weekly</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    const { description } = jobPostingLd(position, site, TIME_ZONE);
    expect(description).toContain('<p>Pay weekly</p>');
    expect(description).not.toMatch(/script|onclick|onerror|<img/);
  });
});

describe('jsonLdScript', () => {
  it('keeps any text inside the script element and reads back unchanged', () => {
    const data = { title: '</script><script>alert(1)</script><!-- & \u2028\u2029 </SCRIPT >' };
    const script = jsonLdScript(data);
    const inner = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(inner).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(inner)).toEqual(data);
    expect(readHead(script).jsonLd).toEqual([data]);
  });
});

describe('jobHeadTags', () => {
  it('gives a job page its title, description, canonical address, link previews and JobPosting', () => {
    const flatbed = demoNumbered('FB-AB-214');
    const head = readHead(jobHeadTags(flatbed, site, TIME_ZONE));
    const title = 'Regional Flatbed Driver — Calgary, Alberta | Northern Wheels Transport';
    const url = `https://careers.example.test/jobs/${flatbed.p_id}-regional-flatbed-driver`;
    expect(head.titles).toEqual([title]);
    const description =
      'Regional Flatbed Driver based out of Calgary, Alberta. Steel, lumber and oilfield equipment across Alberta, ' +
      'Saskatchewan and British Columbia.';
    // The job's own first sentences, as many as a result shows whole.
    expect(head.meta('description')).toEqual([description]);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(head.canonical).toEqual([url]);
    expect(head.meta('og:type')).toEqual(['website']);
    expect(head.meta('og:site_name')).toEqual(['Northern Wheels Transport']);
    expect(head.meta('og:title')).toEqual([title]);
    expect(head.meta('og:description')).toEqual([description]);
    expect(head.meta('og:url')).toEqual([url]);
    expect(head.meta('og:image')).toEqual(['https://cdn.northernwheels.example/logo.png']);
    expect(head.meta('twitter:card')).toEqual(['summary']);
    expect(head.meta('twitter:title')).toEqual([title]);
    expect(head.meta('twitter:description')).toEqual([description]);
    expect(head.jsonLd).toEqual([jobPostingLd(flatbed, site, TIME_ZONE)]);
    expect(head.bodyElements).toBe(0);
  });

  it('cannot be broken out of by a title or a description', async () => {
    const title = `</script><script>alert(1)</script>"Driver" & 'Co' </title><b>bold</b>`;
    const position = await storedPosition({
      p_position_title: title,
      p_city: '"><script>alert(2)</script>',
      p_landing_page_desc: '<p>&lt;/script&gt;&lt;script&gt;alert(3)&lt;/script&gt;</p>',
    });
    const tags = jobHeadTags(position, site, TIME_ZONE);
    expect(tags).not.toMatch(/<script>alert/);
    const head = readHead(tags);
    expect(head.scripts).toHaveLength(1);
    expect(head.titles).toEqual([`${title} — "><script>alert(2)</script>, Manitoba | Northern Wheels Transport`]);
    expect(head.meta('og:title')).toEqual(head.titles);
    expect(head.jsonLd[0]).toMatchObject({ title });
    expect(head.meta('description')[0]).toBe('</script><script>alert(3)</script>.');
    expect(head.body).toBe('');
    expect(head.bodyElements).toBe(0);
  });

  it('describes a job without a description by its card lines', async () => {
    const position = await storedPosition({ p_landing_page_desc: '' });
    expect(readHead(jobHeadTags(position, site, TIME_ZONE)).meta('description')[0]).toMatch(
      /^Openings: 2\. Work type: Full-time\. Dangerous goods: No\. License classes: Class 1\./,
    );
  });

  it('shows no logo in link previews while it is an SVG, which they cannot show', () => {
    const defaultSite = careersSite(
      loadConfig({ ...process.env, DATA_DIR: '/nonexistent', JWT_SECRET: 'x'.repeat(32) }),
    );
    expect(defaultSite.logoUrl).toMatch(/\/favicon\.svg$/);
    const head = readHead(jobHeadTags(demoNumbered('FB-AB-214'), defaultSite, TIME_ZONE));
    expect(head.meta('og:image')).toEqual([]);
    expect(head.jsonLd[0]).toMatchObject({ hiringOrganization: { logo: defaultSite.logoUrl } });
  });
});

describe('homeHeadTags', () => {
  it('gives the careers page its canonical address and link previews, and no job data', () => {
    const head = readHead(homeHeadTags(site));
    const title = `${inEnglish.t('careers.title')} | Northern Wheels Transport`;
    expect(head.titles).toEqual([title]);
    expect(head.meta('description')).toEqual([inEnglish.t('careers.intro')]);
    expect(head.canonical).toEqual(['https://careers.example.test/']);
    expect(head.meta('og:url')).toEqual(['https://careers.example.test/']);
    expect(head.meta('og:title')).toEqual([title]);
    expect(head.meta('og:site_name')).toEqual(['Northern Wheels Transport']);
    expect(head.meta('twitter:card')).toEqual(['summary']);
    // Google forbids JobPosting data on a list of jobs.
    expect(head.scripts).toEqual([]);
  });
});
