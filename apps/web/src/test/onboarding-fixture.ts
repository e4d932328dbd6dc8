import {
  type CandidateDocument,
  type DraftWorkHistory,
  inEnglish,
  type OnboardingDraftData,
  type OnboardingState,
  type WorkHistoryRecord,
} from '@roadhire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { saveLogin } from '../lib/session';
import { fakeApi } from './fake-api';
import { fakeToken, inOneHour } from './fake-token';
import { aProfile } from './profile-fixture';
import { groupByLegend } from './queries';
import { renderAt } from './render';

type Routes = NonNullable<Parameters<typeof fakeApi>[0]>;

export const APPLICATION_ID = 42;
export const ONBOARDING_URL = `/candidate/onboarding/${APPLICATION_ID}`;
export const ONBOARDING_API = `/api/candidate/user/onboarding/${APPLICATION_ID}`;
export const DRAFT_API = `${ONBOARDING_API}/draft`;

/** The onboarding state as GET …/onboarding/{id} answers it (decisions 007 and 010). */
export function anOnboardingState(
  step = 1,
  data: Partial<OnboardingDraftData> | null = null,
  overrides: Partial<OnboardingState> = {},
): OnboardingState {
  return {
    application_id: APPLICATION_ID,
    status: 'in_progress',
    p_position_title: 'Long Haul Driver',
    position_open: true,
    step,
    data,
    updated_at: data ? '2026-11-20T10:00:00.000Z' : null,
    version: data ? 1 : 0,
    signed: false,
    ...overrides,
  };
}

/** A document as the lists answer it, with a signed link. */
export const aDocument = (
  docId: number,
  name: string,
  overrides: Partial<CandidateDocument> = {},
): CandidateDocument => ({
  doc_id: docId,
  doc_original: name,
  doc_type: null,
  url: `/uploads/documents/${docId}.pdf?expires=1&signature=x`,
  size_bytes: 1200,
  uploaded_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const pdfFile = (name = 'proof.pdf') => new File(['%PDF-1.4\n'], name, { type: 'application/pdf' });
export const textFile = (name = 'notes.txt') => new File(['hello'], name, { type: 'text/plain' });

/** The API labels the options in the language asked for (French here), and keeps the English names. */
const inFrench = (headers: Headers) => headers.get('Accept-Language')?.startsWith('fr') ?? false;

/** The reference lists the onboarding selects read (SPEC §7 Dropdowns). */
export const dropdownRoutes: Routes = {
  'GET /api/dropdowns/countries': ({ headers }) => ({
    body: [
      { id: 1, country_name: 'Canada', label: 'Canada' },
      { id: 2, country_name: 'United States', label: inFrench(headers) ? 'États-Unis' : 'United States' },
    ],
  }),
  'GET /api/dropdowns/provinces/1': () => ({
    body: {
      provinces: [
        { id: 10, province_name: 'Ontario', label: 'Ontario' },
        { id: 11, province_name: 'Nunavut', label: 'Nunavut' },
      ],
    },
  }),
  'GET /api/dropdowns/license-classes/10': () => ({
    body: {
      classes: [
        { class_code: 'A', description: 'Tractor-trailer', label: 'Tractor-trailer' },
        { class_code: 'D', description: 'Heavy truck', label: 'Heavy truck' },
      ],
    },
  }),
  'GET /api/dropdowns/license-conditions/10': () => ({
    body: { conditions: [{ condition_code: 'Z', description: 'Air brakes', label: 'Air brakes' }] },
  }),
  'GET /api/dropdowns/license-classes/11': () => ({ body: { classes: [] } }),
  'GET /api/dropdowns/license-conditions/11': () => ({ body: { conditions: [] } }),
  'GET /api/dropdowns/highest-edu': () => ({
    body: [
      { he_id: 1, he_name: 'High school', label: 'High school' },
      { he_id: 2, he_name: 'College diploma', label: 'College diploma' },
    ],
  }),
  'GET /api/dropdowns/reg-travelled': () => ({
    body: [
      { rt_id: 1, rt_name: 'Western Canada', label: 'Western Canada' },
      { rt_id: 2, rt_name: 'US Midwest', label: 'US Midwest' },
    ],
  }),
  'GET /api/dropdowns/equip-operated': ({ headers }) => ({
    body: [
      { eo_id: 4, eo_name: 'Flatbed', label: inFrench(headers) ? 'Plateau' : 'Flatbed' },
      { eo_id: 5, eo_name: 'Reefer', label: inFrench(headers) ? 'Remorque réfrigérée' : 'Reefer' },
    ],
  }),
};

/**
 * Signs a candidate in and answers the onboarding page's calls: the state, the profile, the
 * draft saves and the reference lists; `routes` add or replace any of them.
 */
export async function openOnboarding(
  state: OnboardingState = anOnboardingState(),
  routes: Routes = {},
  { profile = aProfile({ pipeline_status: 2 }) } = {},
) {
  saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) });
  const api = fakeApi({
    [`GET ${ONBOARDING_API}`]: () => ({ body: state }),
    'GET /api/candidate/user/profile': () => ({ body: profile }),
    [`PUT ${DRAFT_API}`]: draftServer(state.version),
    ...dropdownRoutes,
    ...routes,
  });
  const view = renderAt(ONBOARDING_URL);
  return { ...view, api };
}

/** Answers draft saves as the API does: each raises the version by one (decision 010). */
export function draftServer(version = 0) {
  let current = version;
  return ({ body }: { body: unknown }) => ({
    body: { step: (body as { step: number }).step, updated_at: '2026-11-21T10:00:00.000Z', version: ++current },
  });
}

/** Waits for the step whose title is the h2 (the first one also waits for the page's code to load). */
export const findStep = (title: string) => screen.findByRole('heading', { level: 2, name: title }, { timeout: 5000 });

export const draftSaves = (api: { calls: { key: string; body: unknown }[] }) =>
  api.calls
    .filter((call) => call.key === `PUT ${DRAFT_API}`)
    .map((call) => call.body as { step: number; data: OnboardingDraftData; version: number });

/** The save a move to `step` made (saves while typing come before it, decision 010). */
export async function saveOnMoveTo(api: { calls: { key: string; body: unknown }[] }, step: number) {
  return waitFor(() => {
    const saved = draftSaves(api).find((save) => save.step === step);
    if (!saved) throw new Error(`no save of step ${step} yet`);
    return saved;
  });
}

/** Answers a yes/no question by its legend. */
export const answer = (question: string, choice: 'Yes' | 'No', user: Pick<UserEvent, 'click'> = userEvent) =>
  user.click(within(groupByLegend(question)).getByRole('radio', { name: choice }));
export const pressNext = () => userEvent.click(screen.getByRole('button', { name: inEnglish.t('onboarding.next') }));
export const pressBack = () => userEvent.click(screen.getByRole('button', { name: inEnglish.t('onboarding.back') }));

/** Step 1 filled in as a Canadian driver would. */
export const step1Answers = {
  dob: '1990-04-01',
  address1: '1 Main St',
  address2: '',
  country: 'Canada',
  province: 'Ontario',
  city: 'Ottawa',
  postal_code: 'K1A 0B1',
  // Long enough at this address that no earlier one is asked for.
  address_since: '2015-01-01',
  refer_status: 'No' as const,
};

/** A list of documents the fake server keeps: GET lists, POST adds one, DELETE removes it. */
export function documentStore<D>(make: (id: number, name: string) => D, idOf: (doc: D) => number, first = 500) {
  const docs: D[] = [];
  let nextId = first;
  return {
    docs,
    list: () => ({ body: docs }),
    upload: (request: { body: unknown }) => {
      const file = (request.body as FormData).get('file') as File;
      const doc = make(nextId++, file.name);
      docs.push(doc);
      return { body: doc };
    },
    remove: (id: number) => () => {
      const index = docs.findIndex((doc) => idOf(doc) === id);
      if (index >= 0) docs.splice(index, 1);
      return { body: { message: 'Document deleted.' } };
    },
  };
}

/** A complete work-history entry as step 8 keeps it. */
export function aDraftEntry(overrides: Partial<DraftWorkHistory> = {}): DraftWorkHistory {
  return {
    entry_key: crypto.randomUUID(),
    wh_type: 'Working',
    wh_position: 'Driver',
    wh_comm_vehicle: 'Yes',
    wh_comm_vehicle_types: ['Flatbed'],
    wh_name: 'Prairie Freight',
    wh_address1: '1 Main St',
    wh_address2: '',
    wh_city: 'Regina',
    wh_province: 'Ontario',
    wh_country: 'Canada',
    wh_postcode: 's4p 3y2',
    wh_confname: 'Jo',
    wh_conlname: 'Lee',
    wh_contact_position: 'Dispatcher',
    wh_phone: '3065550101',
    wh_email: 'jo@prairie.example',
    wh_datefrom: '2020-01-01',
    wh_dateto: '2023-06-30',
    wh_status: 'No',
    wh_terminated: 'No',
    wh_reason: 'Moved',
    wh_graduated: '',
    wh_gpa: '',
    wh_hours_of_instruction: '',
    wh_branch_service: '',
    wh_military_rank: '',
    wh_safety_sensitive: 'Yes',
    wh_transport_regulation: 'No',
    wh_skills: { border_crossing: true, log_books: true, fmcr: false, hazmat: false },
    ...overrides,
  };
}

/** An entry the API answers from an earlier application. */
export function aWorkHistoryRecord(overrides: Partial<WorkHistoryRecord> = {}): WorkHistoryRecord {
  return {
    wh_id: 900,
    application_id: 41,
    wh_type: 'Working',
    wh_position: 'Yard driver',
    wh_comm_vehicle: 'No',
    wh_comm_vehicle_types: [],
    wh_name: 'Old Haulers',
    wh_address1: null,
    wh_address2: null,
    wh_city: 'Calgary',
    wh_province: 'Ontario',
    wh_country: 'Canada',
    wh_postcode: null,
    wh_confname: null,
    wh_conlname: null,
    wh_contact_position: null,
    wh_phone: null,
    wh_email: null,
    wh_datefrom: '2015-03-01',
    wh_dateto: '2019-12-31',
    wh_status: 'No',
    wh_terminated: null,
    wh_reason: null,
    wh_graduated: null,
    wh_gpa: null,
    wh_hours_of_instruction: null,
    wh_branch_service: null,
    wh_military_rank: null,
    wh_safety_sensitive: null,
    wh_transport_regulation: null,
    wh_skills: { border_crossing: false, log_books: false, fmcr: false, hazmat: false },
    created_at: '2020-01-01T00:00:00.000Z',
    ...overrides,
  };
}
