/**
 * Google's rules for JobPosting structured data (Search Central, "Job posting"), as a checker the
 * tests run over our JSON-LD: required properties make a posting eligible at all; recommended ones
 * make it whole. Written from the documentation, not from our code, so it can disagree with it.
 */

export interface JobPostingReport {
  /** Missing or wrong required properties: Google would not show the job. */
  errors: string[];
  /** Missing or wrong recommended properties. */
  warnings: string[];
}

/** Google's `employmentType` values. */
export const GOOGLE_EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];

const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];

type Data = Record<string, unknown>;
const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** ISO 8601 as Google reads it: a date, or a date and time with seconds optional and a zone. */
export function isIso8601(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // A real calendar day, and a time the runtime can read.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && !Number.isNaN(Date.parse(value));
}

const isAbsoluteHttpUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/\s]+/.test(value);

export function checkJobPosting(data: unknown, { expires }: { expires: boolean }): JobPostingReport {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (!isObject(data)) return { errors: ['not a JSON-LD object'], warnings };
  if (!/^https?:\/\/schema\.org\/?$/.test(String(data['@context']))) errors.push('@context is not schema.org');
  if (data['@type'] !== 'JobPosting') errors.push('@type is not JobPosting');

  // Required.
  if (!isText(data.title)) errors.push('title is missing');
  else if (/<[a-z/]/i.test(data.title)) errors.push('title holds markup');
  if (!isText(data.description)) errors.push('description is missing');
  else if (data.description.trim() === String(data.title).trim()) errors.push('description is only the title');
  if (!isIso8601(data.datePosted)) errors.push('datePosted is not ISO 8601');
  checkOrganization(data.hiringOrganization, errors, warnings);
  if (data.jobLocation === undefined) errors.push('jobLocation is missing');
  else for (const place of asList(data.jobLocation)) checkPlace(place, errors, warnings);
  // "Required for job postings that have an expiration date."
  if (data.validThrough === undefined) {
    if (expires) errors.push('validThrough is missing on a job that closes');
  } else if (!isIso8601(data.validThrough)) errors.push('validThrough is not ISO 8601');
  else if (isIso8601(data.datePosted) && Date.parse(String(data.validThrough)) <= Date.parse(String(data.datePosted)))
    errors.push('validThrough is not after datePosted');

  // Recommended.
  if (data.employmentType === undefined) warnings.push('employmentType is missing');
  else
    for (const type of asList(data.employmentType))
      if (!GOOGLE_EMPLOYMENT_TYPES.includes(String(type)))
        warnings.push(`employmentType ${String(type)} is not Google's`);
  const identifier = data.identifier;
  if (identifier === undefined) warnings.push('identifier is missing');
  else if (
    !isObject(identifier) ||
    identifier['@type'] !== 'PropertyValue' ||
    !isText(identifier.name) ||
    !isText(identifier.value)
  )
    warnings.push('identifier is not a PropertyValue with name and value');
  if (data.directApply === undefined) warnings.push('directApply is missing');
  else if (typeof data.directApply !== 'boolean') warnings.push('directApply is not a boolean');
  // baseSalary is recommended too, but a posting without pay data is still whole: only its shape is checked.
  if (data.baseSalary !== undefined) checkSalary(data.baseSalary, warnings);
  return { errors, warnings };
}

function checkOrganization(organization: unknown, errors: string[], warnings: string[]) {
  if (!isObject(organization)) {
    errors.push('hiringOrganization is missing');
    return;
  }
  if (organization['@type'] !== 'Organization') errors.push('hiringOrganization is not an Organization');
  if (!isText(organization.name)) errors.push('hiringOrganization has no name');
  if (organization.sameAs !== undefined && !isAbsoluteHttpUrl(organization.sameAs))
    warnings.push('hiringOrganization.sameAs is not an absolute URL');
  if (organization.logo !== undefined && !isAbsoluteHttpUrl(organization.logo))
    warnings.push('hiringOrganization.logo is not an absolute URL');
}

function checkPlace(place: unknown, errors: string[], warnings: string[]) {
  if (!isObject(place) || place['@type'] !== 'Place') {
    errors.push('jobLocation is not a Place');
    return;
  }
  const address = place.address;
  if (!isObject(address) || address['@type'] !== 'PostalAddress') {
    errors.push('jobLocation has no PostalAddress');
    return;
  }
  // "You must include the addressCountry property."
  if (!isText(address.addressCountry)) errors.push('jobLocation has no addressCountry');
  else if (!/^[A-Z]{2}$/.test(address.addressCountry)) warnings.push('addressCountry is not an ISO 3166-1 code');
  if (!isText(address.addressLocality)) warnings.push('jobLocation has no addressLocality');
  if (!isText(address.addressRegion)) warnings.push('jobLocation has no addressRegion');
}

function checkSalary(salary: unknown, warnings: string[]) {
  const value = isObject(salary) ? salary.value : undefined;
  if (!isObject(salary) || salary['@type'] !== 'MonetaryAmount' || !/^[A-Z]{3}$/.test(String(salary.currency)))
    warnings.push('baseSalary is not a MonetaryAmount with an ISO 4217 currency');
  else if (!isObject(value) || !SALARY_UNITS.includes(String(value.unitText)))
    warnings.push('baseSalary.value has no unitText of HOUR, DAY, WEEK, MONTH or YEAR');
}
