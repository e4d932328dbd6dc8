import { describe, expect, it } from 'vitest';
import { JOB_PAGE_PATTERN, JOB_SLUG_MAX_LENGTH, jobIdFromKey, jobPagePath, jobSlug } from './job-page.js';

describe('jobSlug', () => {
  it.each([
    ['Regional Flatbed Driver', 'regional-flatbed-driver'],
    ['Local P&D Driver — Day Shift', 'local-p-d-driver-day-shift'],
    ['Chauffeur de camion — Montréal, Québec', 'chauffeur-de-camion-montreal-quebec'],
    ['Straße Æsir Œuvre Ørsted Łódź', 'strasse-aesir-oeuvre-orsted-lodz'],
    ['  --Owner-Operator!!  (Dedicated)  ', 'owner-operator-dedicated'],
    ['AZ/DZ Driver 2026', 'az-dz-driver-2026'],
  ])('reads %s as %s', (title, slug) => {
    expect(jobSlug(title)).toBe(slug);
  });

  it('falls back to "job" when nothing in the title can be spelled in ASCII', () => {
    for (const title of ['', '   ', '—', '运输司机', '🚚']) expect(jobSlug(title), title).toBe('job');
  });

  it('cuts a long title between words, never leaving a dash at the end', () => {
    const slug = jobSlug(`Long Haul Driver ${'Canada US Mexico '.repeat(10)}`);
    expect(slug.length).toBeLessThanOrEqual(JOB_SLUG_MAX_LENGTH);
    expect(slug).toMatch(/^long-haul-driver(-canada-us-mexico)+(-canada(-us)?)?$/);
  });

  it('cuts a single word longer than the limit', () => {
    expect(jobSlug('x'.repeat(200))).toBe('x'.repeat(JOB_SLUG_MAX_LENGTH));
  });

  it('only ever yields lowercase ASCII letters, digits and single inner dashes', () => {
    const titles = [
      'Ça & Ünïcödé — ½ day',
      'İstanbul – İzmir',
      '\u202eevil\u202c title',
      'tab\tand\nnewline',
      'ﬁnance',
    ];
    for (const title of titles) expect(jobSlug(title), title).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('jobPagePath', () => {
  it('puts the id first, then the title as words', () => {
    expect(jobPagePath({ p_id: 42, p_position_title: 'Reefer Team Driver — Coast to Coast' })).toBe(
      '/jobs/42-reefer-team-driver-coast-to-coast',
    );
  });

  it('fits the page pattern, and its key leads back to the id', () => {
    const path = jobPagePath({ p_id: 7, p_position_title: '??' });
    expect(path).toBe('/jobs/7-job');
    expect(JOB_PAGE_PATTERN).toBe('/jobs/:jobKey');
    expect(jobIdFromKey(path.slice('/jobs/'.length))).toBe(7);
  });
});

describe('jobIdFromKey', () => {
  it.each([
    ['123', 123],
    ['123-regional-flatbed-driver', 123],
    ['123-an-old-title', 123],
    ['123-', 123],
    ['2147483647-x', 2_147_483_647],
  ])('finds the id in %s', (key, id) => {
    expect(jobIdFromKey(key)).toBe(id);
  });

  it.each([
    '',
    'abc',
    'regional-123',
    '0',
    '0-driver',
    '-5',
    '007-bond',
    '12abc',
    '12.5',
    '1e3',
    ' 12',
    '2147483648',
    '99999999999-x',
  ])('finds no id in %j', (key) => {
    expect(jobIdFromKey(key)).toBeNull();
  });
});
