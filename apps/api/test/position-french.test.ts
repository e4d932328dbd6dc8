import { type AdminPosition, type AdminPositionInput, apiPaths, inEnglish, positionIn } from '@roadhire/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './helpers/admin-applicants.js';
import { bearer, uniqueEmail } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(async () => t.close());

function input(overrides: Partial<AdminPositionInput> = {}): AdminPositionInput {
  return {
    p_position_title: 'Regional Van Driver',
    p_position_number: uniqueEmail('Q').slice(0, 12),
    p_landing_page_desc: '<p>Home every weekend</p>',
    p_city: 'Laval',
    p_province: 'Quebec',
    p_status: 'open',
    ...overrides,
  };
}

const send = (method: 'POST' | 'PUT', url: string, payload: AdminPositionInput, language?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(admin.token), ...(language ? { 'accept-language': language } : {}) },
    payload,
  });

const FRENCH = {
  p_position_title_fr: 'Camionneur régional, fourgon',
  p_landing_page_desc_fr: '<p>À la maison chaque fin de semaine</p><script>alert(1)</script>',
};

describe('a position in Quebec (Charter s. 41)', () => {
  it.each(['Quebec', 'Québec', 'QC', ' qc '])(
    'cannot open in %j without its French title and description',
    async (province) => {
      const response = await send('POST', apiPaths.adminPositions, input({ p_province: province }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(inEnglish.t('adminPositions.frenchRequired'));
      expect(Object.keys(response.json().errors).sort()).toEqual(['p_landing_page_desc_fr', 'p_position_title_fr']);
    },
  );

  it('needs both: a French title alone is not enough', async () => {
    const response = await send(
      'POST',
      apiPaths.adminPositions,
      input({ p_position_title_fr: 'Camionneur', p_landing_page_desc_fr: '   ' }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['p_landing_page_desc_fr']);
  });

  it('opens with its French, kept beside the English, the French description cleaned like the English', async () => {
    const response = await send('POST', apiPaths.adminPositions, input(FRENCH));
    expect(response.statusCode).toBe(201);
    const created = response.json() as AdminPosition;
    expect(created.p_position_title_fr).toBe('Camionneur régional, fourgon');
    expect(created.p_landing_page_desc_fr).toBe('<p>À la maison chaque fin de semaine</p>');

    // Reopening or editing keeps the rule: the French cannot be taken away while it is open.
    const edited = await send(
      'PUT',
      apiPaths.adminPosition(created.p_id),
      input({ p_position_number: created.p_position_number, p_position_title_fr: null }),
    );
    expect(edited.statusCode).toBe(400);
    // Closed, both versions close together: the French may then be left out.
    const closed = await send(
      'PUT',
      apiPaths.adminPosition(created.p_id),
      input({ p_position_number: created.p_position_number, p_status: 'closed' }),
    );
    expect(closed.statusCode).toBe(200);
    expect((closed.json() as AdminPosition).p_position_title_fr).toBeNull();
  });

  it('outside Quebec, the French is optional', async () => {
    const response = await send('POST', apiPaths.adminPositions, input({ p_province: 'Ontario', p_city: 'Ottawa' }));
    expect(response.statusCode).toBe(201);
    expect((response.json() as AdminPosition).p_position_title_fr).toBeNull();
  });

  it('needs the French of each card text written in English, and the French list shows it in their place', async () => {
    const english = {
      p_route_description: 'Laval to Ottawa and back',
      p_position_type: 'Full-time',
      p_landing_page_sell: {
        position_type: 'Regional',
        driver_type: 'Company driver',
        license_class: 'Class 1',
        license_conditions: null,
      },
      p_visible_info: { work_type: true, license_classes: true, route: true },
    };
    const refused = await send('POST', apiPaths.adminPositions, input({ ...FRENCH, ...english }));
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors).sort()).toEqual([
      'p_landing_page_sell_fr.driver_type',
      'p_landing_page_sell_fr.license_class',
      'p_landing_page_sell_fr.position_type',
      'p_position_type_fr',
      'p_route_description_fr',
    ]);

    const french = {
      p_route_description_fr: 'De Laval à Ottawa, aller-retour',
      p_position_type_fr: 'Temps plein',
      p_landing_page_sell_fr: {
        position_type: 'Régional',
        driver_type: 'Salarié ou salariée',
        license_class: 'Classe 1',
        license_conditions: null,
      },
    };
    const created = await send('POST', apiPaths.adminPositions, input({ ...FRENCH, ...english, ...french }));
    expect(created.statusCode).toBe(201);
    const listed = (await t.app.inject({ method: 'GET', url: apiPaths.openPositions })).json() as AdminPosition[];
    const open = listed.find((position) => position.p_id === (created.json() as AdminPosition).p_id);
    expect(open).toMatchObject(french);
    expect(open && positionIn(open, 'fr')).toMatchObject({
      p_route_description: french.p_route_description_fr,
      p_position_type: 'Temps plein',
      p_landing_page_sell: french.p_landing_page_sell_fr,
    });
  });
});
