import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type AdminPosition,
  type AdminPositionInput,
  apiPaths,
  frenchJobPagePath,
  inEnglish,
  jobPagePath,
} from '@roadhire/shared';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { createAdmin } from './helpers/admin-applicants.js';
import { bearer, uniqueEmail } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Charter of the French language s. 46: a job that requires a language other than French says
// which and why in the offer, in the offer's languages.

// The real web build, browser and server bundles both: `npm test` builds it first.
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const SERVER_BUNDLE = fileURLToPath(new URL('../../web/dist-ssr/entry-server.js', import.meta.url));

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
/** A recruiter whose account speaks French. */
let frenchAdmin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  if (!existsSync(SERVER_BUNDLE)) throw new Error('the web app is not built: run `npm run build` first');
  t = await createTestApp({ WEB_DIST_DIR: WEB_DIST });
  admin = await createAdmin(t);
  frenchAdmin = await createAdmin(t);
  await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, frenchAdmin.id));
});
afterAll(async () => t?.close());

const REQUIREMENT = {
  p_language_requirement: 'English, spoken and written',
  p_language_reason: 'Drivers cross into the US every day and speak with US customs and customers.',
  p_language_requirement_fr: 'Anglais parlé et écrit',
  p_language_reason_fr:
    'Les camionneurs et camionneuses passent aux États-Unis chaque jour et parlent aux douaniers et aux clients.',
};

function input(overrides: Partial<AdminPositionInput> = {}): AdminPositionInput {
  return {
    p_position_title: 'Cross-border Driver',
    p_position_number: uniqueEmail('L').slice(0, 12),
    p_landing_page_desc: '<p>Montreal to New York</p>',
    p_position_title_fr: 'Camionneur transfrontalier',
    p_landing_page_desc_fr: '<p>Montréal à New York</p>',
    p_city: 'Montréal',
    p_province: 'Quebec',
    p_status: 'open',
    ...overrides,
  };
}

const send = (method: 'POST' | 'PUT', url: string, payload: unknown, as = admin) =>
  t.app.inject({ method, url, headers: bearer(as.token), payload: payload as AdminPositionInput });

const errorKeys = (body: { errors?: Record<string, unknown> }) => Object.keys(body.errors ?? {}).sort();

describe('a position’s language requirement (Charter s. 46)', () => {
  it('is saved in both languages, and read back as written', async () => {
    const created = await send('POST', apiPaths.adminPositions, input(REQUIREMENT));
    expect(created.statusCode).toBe(201);
    const position = created.json() as AdminPosition;
    expect(position).toMatchObject(REQUIREMENT);

    const read = await t.app.inject({
      method: 'GET',
      url: apiPaths.adminPosition(position.p_id),
      headers: bearer(admin.token),
    });
    expect(read.json()).toMatchObject(REQUIREMENT);
    // Left out, it is no requirement at all: blank texts are stored as none.
    const cleared = await send(
      'PUT',
      apiPaths.adminPosition(position.p_id),
      input({ p_position_number: position.p_position_number, p_language_requirement: ' ', p_language_reason: '' }),
    );
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      p_language_requirement: null,
      p_language_reason: null,
      p_language_requirement_fr: null,
      p_language_reason_fr: null,
    });
  });

  it('cannot open in Quebec with the requirement in English only, and says so in the caller’s language', async () => {
    const english = {
      p_language_requirement: REQUIREMENT.p_language_requirement,
      p_language_reason: REQUIREMENT.p_language_reason,
    };
    const refused = await send('POST', apiPaths.adminPositions, input(english));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(inEnglish.t('adminPositions.languageRequirementIncomplete'));
    expect(errorKeys(refused.json())).toEqual(['p_language_reason_fr', 'p_language_requirement_fr']);

    const inFrench = await send('POST', apiPaths.adminPositions, input(english), frenchAdmin);
    expect(inFrench.statusCode).toBe(400);
    expect(inFrench.json().message).toBe(
      'Un poste au Québec publie son exigence linguistique en anglais et en français\u00a0: indiquez les langues exigées et la raison, dans les deux langues.',
    );

    // Closed, both versions close together, as the French title and description do.
    const closed = await send('POST', apiPaths.adminPositions, input({ ...english, p_status: 'closed' }));
    expect(closed.statusCode).toBe(201);
  });

  it('never states a requirement without its reason, in Quebec or elsewhere', async () => {
    const noReason = await send(
      'POST',
      apiPaths.adminPositions,
      input({ p_province: 'Ontario', p_language_requirement: 'English' }),
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(inEnglish.t('adminPositions.languageReasonRequired'));
    expect(errorKeys(noReason.json())).toEqual(['p_language_reason']);

    const noLanguage = await send(
      'POST',
      apiPaths.adminPositions,
      input({ p_province: 'Ontario', p_language_reason_fr: 'Clients américains' }),
    );
    expect(noLanguage.statusCode).toBe(400);
    expect(errorKeys(noLanguage.json())).toEqual(['p_language_requirement_fr']);
  });

  it('answers bad input with 400 and a message, never 500', async () => {
    const tooLong = await send(
      'POST',
      apiPaths.adminPositions,
      input({ ...REQUIREMENT, p_language_reason: 'x'.repeat(501) }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(inEnglish.t('adminPositions.languageRequirementTooLong'));
    for (const bad of [42, { en: 'English' }, ['English'], true]) {
      const response = await send('POST', apiPaths.adminPositions, {
        ...input(REQUIREMENT),
        p_language_requirement: bad,
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().message, JSON.stringify(bad)).toEqual(expect.any(String));
    }
  });

  it('shows on the job page in the page’s language', async () => {
    const created = (await send('POST', apiPaths.adminPositions, input(REQUIREMENT))).json() as AdminPosition;
    const page = async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const document = new new JSDOM().window.DOMParser().parseFromString(response.body, 'text/html');
      const root = document.querySelector('#root');
      return root?.textContent ?? '';
    };

    const english = await page(jobPagePath(created));
    expect(english).toContain(`Language requirement: ${REQUIREMENT.p_language_requirement}`);
    expect(english).toContain(`Why: ${REQUIREMENT.p_language_reason}`);
    expect(english).not.toContain(REQUIREMENT.p_language_requirement_fr);

    const french = await page(
      frenchJobPagePath({ p_id: created.p_id, p_position_title_fr: 'Camionneur transfrontalier' }),
    );
    expect(french).toContain(`Exigence linguistique\u00a0: ${REQUIREMENT.p_language_requirement_fr}`);
    expect(french).toContain(`Raison\u00a0: ${REQUIREMENT.p_language_reason_fr}`);
    expect(french).not.toContain(REQUIREMENT.p_language_reason);
  });
});
