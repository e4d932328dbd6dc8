import { inEnglish } from '@roadhire/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAdminPosition } from '../../../../test/admin-position-fixture';
import { fakeApi } from '../../../../test/fake-api';
import { paste } from '../../../../test/paste';
import { renderAt } from '../../../../test/render';
import { signInAsAdmin } from '../../../../test/sign-in';

// Typing through a long form is slow in jsdom, so these tests allow more than the default 5 s.
const LIST = 'GET /api/admin/positions?page=1&pageSize=25';

// A required field's label ends with Mantine's asterisk.
const field = (label: string) => screen.getByLabelText((text) => text.replace(/\s*\*$/, '') === label);
const visibleFlags = () => screen.getByRole('group', { name: inEnglish.t('adminPositions.sections.visible') });
const preview = () => screen.getByRole('region', { name: inEnglish.t('adminPositions.preview.title') });
/** The reference list of provinces and states (SPEC §7 Dropdowns). */
const REGIONS = {
  'GET /api/dropdowns/countries': () => ({
    body: [
      { id: 1, country_name: 'Canada', label: 'Canada' },
      { id: 2, country_name: 'United States', label: 'United States' },
    ],
  }),
  'GET /api/dropdowns/provinces/1': () => ({
    body: {
      provinces: [
        { id: 9, province_name: 'Ontario', label: 'Ontario' },
        { id: 11, province_name: 'Quebec', label: 'Quebec' },
      ],
    },
  }),
  'GET /api/dropdowns/provinces/2': () => ({
    body: { provinces: [{ id: 60, province_name: 'New York', label: 'New York' }] },
  }),
};

describe('admin position editor', () => {
  it('creates a position with every field, and says under the number when it is taken', async () => {
    let taken = true;
    const created = anAdminPosition({ p_id: 9, p_position_title: 'Long haul driver' });
    const api = fakeApi({
      'POST /api/admin/positions': () =>
        taken
          ? { status: 409, body: { message: inEnglish.t('adminPositions.numberTaken') } }
          : { status: 201, body: created },
      [LIST]: () => ({ body: { items: [created], total: 1 } }),
      ...REGIONS,
    });
    signInAsAdmin();
    const { router } = renderAt('/admin/positions/new');
    expect(
      await screen.findByRole('heading', { level: 1, name: inEnglish.t('adminPositions.editor.newTitle') }),
    ).toBeInTheDocument();

    await paste(field(inEnglish.t('adminPositions.fields.title')), '  Long haul driver ');
    await userEvent.type(field(inEnglish.t('adminPositions.fields.number')), 'LH-9');
    await userEvent.type(field(inEnglish.t('adminPositions.fields.openings')), '4');
    fireEvent.change(field(inEnglish.t('adminPositions.fields.closingDate')), { target: { value: '2027-05-01' } });
    await paste(field(inEnglish.t('adminPositions.fields.positionType')), 'Full-time');
    await userEvent.click(field(inEnglish.t('adminPositions.fields.dangerousGoods')));
    await paste(field(inEnglish.t('adminPositions.fields.route')), 'Toronto to Montreal');
    await userEvent.click(screen.getByRole('radio', { name: inEnglish.t('adminPositions.states.closed') }));
    await paste(field(inEnglish.t('adminPositions.fields.city')), 'Toronto');
    await waitFor(() =>
      expect(
        within(field(inEnglish.t('adminPositions.fields.province'))).getByRole('option', { name: 'Ontario' }),
      ).toBeInTheDocument(),
    );
    await userEvent.selectOptions(field(inEnglish.t('adminPositions.fields.province')), 'Ontario');
    await paste(field(inEnglish.t('adminPositions.fields.orgUnit')), 'Highway');
    await paste(field(inEnglish.t('adminPositions.fields.sellPositionType')), 'Long haul');
    await paste(field(inEnglish.t('adminPositions.fields.sellDriverType')), 'Company driver');
    await userEvent.type(field(inEnglish.t('adminPositions.fields.sellLicenseClass')), 'AZ');
    await userEvent.click(within(visibleFlags()).getByLabelText(inEnglish.t('adminPositions.visible.openings')));
    await userEvent.click(within(visibleFlags()).getByLabelText(inEnglish.t('adminPositions.visible.route')));
    await userEvent.click(field(inEnglish.t('adminPositions.fields.description')));
    await userEvent.paste('<p>Great pay.</p>');
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('adminPositions.editor.create') }));

    const number = field(inEnglish.t('adminPositions.fields.number'));
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    expect(number).toHaveAccessibleDescription(inEnglish.t('adminPositions.numberTaken'));
    expect(api.calls.find((call) => call.key === 'POST /api/admin/positions')?.body).toEqual({
      p_position_title: 'Long haul driver',
      p_position_number: 'LH-9',
      p_openings: 4,
      p_closing_date: '2027-05-01',
      p_dangerous_goods: true,
      p_requires_cdl: true,
      p_route_description: 'Toronto to Montreal',
      p_landing_page_desc: '<p>Great pay.</p>',
      p_landing_page_sell: {
        position_type: 'Long haul',
        driver_type: 'Company driver',
        license_class: 'AZ',
        license_conditions: null,
      },
      p_visible_info: {
        openings: true,
        work_type: false,
        closing_date: false,
        dangerous_goods: false,
        license_classes: false,
        license_conditions: false,
        route: true,
      },
      p_org_unit: 'Highway',
      p_position_type: 'Full-time',
      p_city: 'Toronto',
      p_province: 'Ontario',
      p_status: 'closed',
      p_position_title_fr: null,
      p_landing_page_desc_fr: null,
      p_route_description_fr: null,
      p_position_type_fr: null,
      p_landing_page_sell_fr: null,
      p_language_requirement: null,
      p_language_requirement_fr: null,
      p_language_reason: null,
      p_language_reason_fr: null,
    });

    taken = false;
    await userEvent.clear(number);
    await userEvent.type(number, 'LH-10');
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('adminPositions.editor.create') }));
    expect(
      await screen.findByRole('heading', { level: 1, name: inEnglish.t('adminPositions.list.title') }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/positions');
    expect(screen.getByRole('alert')).toHaveTextContent(
      inEnglish.t('adminPositions.editor.created', { title: 'Long haul driver' }),
    );
    expect(api.calls.filter((call) => call.key === 'POST /api/admin/positions').at(-1)?.body).toMatchObject({
      p_position_number: 'LH-10',
    });
    // Every keystroke redraws both previews, the English and the French.
  }, 40_000);

  it('checks the form with the shared schema before sending anything', async () => {
    const api = fakeApi();
    signInAsAdmin();
    renderAt('/admin/positions/new');
    await userEvent.click(await screen.findByRole('button', { name: inEnglish.t('adminPositions.editor.create') }));
    expect(await screen.findByText(inEnglish.t('adminPositions.titleRequired'))).toBeInTheDocument();
    expect(screen.getByText(inEnglish.t('adminPositions.numberRequired'))).toBeInTheDocument();
    expect(api.calls.some((call) => call.key.startsWith('POST'))).toBe(false);
  }, 15_000);

  it('loads a position into the form and saves it with PUT', async () => {
    const position = anAdminPosition({ p_id: 4, p_position_title: 'Yard jockey', p_position_number: 'YJ-4' });
    const api = fakeApi({
      'GET /api/admin/positions/4': () => ({ body: position }),
      'PUT /api/admin/positions/4': ({ body }) => ({ body: { ...position, ...(body as object) } }),
      [LIST]: () => ({ body: { items: [position], total: 1 } }),
    });
    signInAsAdmin();
    renderAt('/admin/positions/4');
    expect(
      await screen.findByRole('heading', { level: 1, name: inEnglish.t('adminPositions.editor.editTitle') }),
    ).toBeInTheDocument();
    const title = await screen.findByDisplayValue('Yard jockey');
    expect(field(inEnglish.t('adminPositions.fields.number'))).toHaveValue('YJ-4');
    expect(field(inEnglish.t('adminPositions.fields.closingDate'))).toHaveValue('2027-03-31');
    expect(field(inEnglish.t('adminPositions.fields.sellLicenseClass'))).toHaveValue('AZ');
    await userEvent.clear(title);
    await userEvent.type(title, 'Senior yard jockey');
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('adminPositions.editor.save') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      inEnglish.t('adminPositions.editor.saved', { title: 'Senior yard jockey' }),
    );
    expect(api.calls.find((call) => call.key === 'PUT /api/admin/positions/4')?.body).toEqual({
      p_position_title: 'Senior yard jockey',
      p_position_number: 'YJ-4',
      p_openings: 2,
      p_closing_date: '2027-03-31',
      p_dangerous_goods: true,
      p_requires_cdl: true,
      p_route_description: 'Toronto to Chicago',
      p_landing_page_desc: '<p>Good pay.</p>',
      p_landing_page_sell: position.p_landing_page_sell,
      p_visible_info: position.p_visible_info,
      p_org_unit: 'Highway',
      p_position_type: 'Full-time',
      p_city: 'Toronto',
      p_province: 'Ontario',
      p_status: 'open',
      p_position_title_fr: null,
      p_landing_page_desc_fr: null,
      p_route_description_fr: null,
      p_position_type_fr: null,
      p_landing_page_sell_fr: null,
      p_language_requirement: null,
      p_language_requirement_fr: null,
      p_language_reason: null,
      p_language_reason_fr: null,
    });
  }, 15_000);

  it('offers the provinces and states of the reference list, keeping a saved value not in it until changed', async () => {
    // In Quebec, a position opens with its French (Charter s. 41).
    const position = anAdminPosition({
      p_id: 4,
      p_province: 'Québec',
      p_position_title_fr: 'Camionneur',
      p_landing_page_desc_fr: '<p>Bon salaire.</p>',
      // The card's texts in French too: the fixture writes a route, a type and selling points.
      p_route_description_fr: 'De Toronto à Chicago',
      p_position_type_fr: 'Temps plein',
      p_landing_page_sell_fr: {
        position_type: 'Longue distance',
        driver_type: 'Salarié ou salariée',
        license_class: 'AZ',
        license_conditions: 'Freins pneumatiques',
      },
      p_language_requirement: null,
      p_language_requirement_fr: null,
      p_language_reason: null,
      p_language_reason_fr: null,
    });
    const api = fakeApi({
      'GET /api/admin/positions/4': () => ({ body: position }),
      'PUT /api/admin/positions/4': ({ body }) => ({ body: { ...position, ...(body as object) } }),
      [LIST]: () => ({ body: { items: [position], total: 1 } }),
      ...REGIONS,
    });
    signInAsAdmin();
    renderAt('/admin/positions/4');
    await screen.findByDisplayValue(position.p_position_title);
    const province = field(inEnglish.t('adminPositions.fields.province'));
    expect(province.tagName).toBe('SELECT');
    await waitFor(() => expect(within(province).getByRole('option', { name: 'New York' })).toBeInTheDocument());
    expect(province).toHaveValue('Québec');
    expect(
      within(province).getByRole('option', {
        name: inEnglish.t('adminPositions.editor.provinceUnlisted', { value: 'Québec' }),
      }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(province, 'Quebec');
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('adminPositions.editor.save') }));
    await screen.findByRole('alert');
    expect(api.calls.find((call) => call.key === 'PUT /api/admin/positions/4')?.body).toMatchObject({
      p_province: 'Quebec',
    });
  }, 15_000);

  it('Cancel asks before it discards edits, and leaves at once when nothing changed', async () => {
    const position = anAdminPosition({ p_id: 4, p_position_title: 'Yard jockey' });
    const api = fakeApi({
      'GET /api/admin/positions/4': () => ({ body: position }),
      [LIST]: () => ({ body: { items: [position], total: 1 } }),
      ...REGIONS,
    });
    signInAsAdmin();
    const { router } = renderAt('/admin/positions/4');
    const title = await screen.findByDisplayValue('Yard jockey');
    await userEvent.type(title, ' (night)');
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('adminPositions.editor.cancel') }));
    const dialog = await screen.findByRole('dialog', { name: inEnglish.t('adminPositions.editor.discardTitle') });
    await userEvent.click(
      within(dialog).getByRole('button', { name: inEnglish.t('adminPositions.editor.keepEditing') }),
    );
    expect(router.state.location.pathname).toBe('/admin/positions/4');
    expect(title).toHaveValue('Yard jockey (night)');
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('adminPositions.editor.cancel') }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: inEnglish.t('adminPositions.editor.discardTitle') })).getByRole(
        'button',
        { name: inEnglish.t('adminPositions.editor.discard') },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/positions'));
    expect(api.calls.some((call) => call.key.startsWith('PUT'))).toBe(false);
  }, 15_000);

  it('closes the position it shows after asking, and the status follows', async () => {
    const position = anAdminPosition({ p_id: 4, p_position_title: 'Yard jockey', p_position_number: 'YJ-4' });
    const api = fakeApi({
      'GET /api/admin/positions/4': () => ({ body: position }),
      'PUT /api/admin/positions/4': ({ body }) => ({ body: { ...position, ...(body as object), state: 'closed' } }),
    });
    signInAsAdmin();
    renderAt('/admin/positions/4');
    await screen.findByDisplayValue('Yard jockey');
    // The button says what it closes, and nothing is written before the recruiter confirms.
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close position' }));
    const dialog = await screen.findByRole('dialog', { name: inEnglish.t('adminPositions.statusChange.closeTitle') });
    expect(dialog).toHaveTextContent('Yard jockey');
    expect(api.calls.some((call) => call.key === 'PUT /api/admin/positions/4')).toBe(false);
    await userEvent.click(
      within(dialog).getByRole('button', { name: inEnglish.t('adminPositions.statusChange.confirmClose') }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      inEnglish.t('adminPositions.statusChange.closed', { title: 'Yard jockey' }),
    );
    expect(api.calls.find((call) => call.key === 'PUT /api/admin/positions/4')?.body).toMatchObject({
      p_position_title: 'Yard jockey',
      p_status: 'closed',
    });
    expect(screen.getByRole('radio', { name: inEnglish.t('adminPositions.states.closed') })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Reopen position' })).toBeInTheDocument();
  }, 15_000);

  it('previews the card with exactly the lines the visible_info flags switch on', async () => {
    fakeApi();
    signInAsAdmin();
    renderAt('/admin/positions/new');
    await userEvent.type(
      await screen.findByRole('textbox', { name: inEnglish.t('adminPositions.fields.title') }),
      'Flatbed driver',
    );
    await userEvent.type(field(inEnglish.t('adminPositions.fields.openings')), '3');
    await paste(field(inEnglish.t('adminPositions.fields.route')), 'Calgary loop');
    expect(within(preview()).getByRole('heading', { name: 'Flatbed driver' })).toBeInTheDocument();
    expect(preview()).not.toHaveTextContent('Openings');
    expect(preview()).not.toHaveTextContent('Calgary loop');

    await userEvent.click(within(visibleFlags()).getByLabelText(inEnglish.t('adminPositions.visible.openings')));
    expect(preview()).toHaveTextContent('Openings: 3');
    expect(preview()).not.toHaveTextContent('Calgary loop');
    await userEvent.click(within(visibleFlags()).getByLabelText(inEnglish.t('adminPositions.visible.route')));
    expect(preview()).toHaveTextContent('Route: Calgary loop');
    await userEvent.click(within(visibleFlags()).getByLabelText(inEnglish.t('adminPositions.visible.openings')));
    expect(preview()).not.toHaveTextContent('Openings');
    expect(preview()).toHaveTextContent('Route: Calgary loop');
  }, 15_000);

  it('previews the details panel with the description sanitized and an apply button that does nothing', async () => {
    fakeApi();
    signInAsAdmin();
    const { router } = renderAt('/admin/positions/new');
    await userEvent.type(
      await screen.findByRole('textbox', { name: inEnglish.t('adminPositions.fields.title') }),
      'Tanker driver',
    );
    await userEvent.click(field(inEnglish.t('adminPositions.fields.description')));
    await userEvent.paste('<p>Great <b>pay</b>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>');
    const english = within(preview()).getByRole('region', { name: inEnglish.t('adminPositions.preview.english') });
    await userEvent.click(
      within(english).getByRole('button', { name: inEnglish.t('adminPositions.preview.openDetails') }),
    );
    const panel = await screen.findByRole('dialog', { name: 'Tanker driver' });
    expect(panel).toHaveTextContent('Great pay.');
    expect(panel.querySelector('script')).toBeNull();
    expect(panel.querySelector('[onerror]')).toBeNull();
    expect(panel.innerHTML).not.toContain('alert(');
    // At the top and where the description ends, as candidates see it.
    const applyButtons = within(panel).getAllByRole('button', { name: inEnglish.t('careers.applyNow') });
    expect(applyButtons).toHaveLength(2);
    for (const apply of applyButtons) expect(apply).toBeDisabled();
    expect(router.state.location.pathname).toBe('/admin/positions/new');
  }, 15_000);

  it('previews the English and the French version, each with the careers page of its language', async () => {
    fakeApi();
    signInAsAdmin();
    renderAt('/admin/positions/new');
    await userEvent.type(
      await screen.findByRole('textbox', { name: inEnglish.t('adminPositions.fields.title') }),
      'Night driver',
    );
    await paste(field(inEnglish.t('adminPositions.fields.description')), '<p>Home every morning.</p>');
    const english = within(preview()).getByRole('region', { name: inEnglish.t('adminPositions.preview.english') });
    const french = within(preview()).getByRole('region', { name: inEnglish.t('adminPositions.preview.french') });
    expect(within(english).getByRole('heading', { name: 'Night driver' })).toBeInTheDocument();
    // No French yet: the French card says so rather than showing the English title as French.
    expect(await within(french).findByRole('heading', { name: 'Poste sans titre' })).toBeInTheDocument();
    await paste(field(inEnglish.t('adminPositions.fields.titleFr')), 'Camionneur de nuit');
    await paste(field(inEnglish.t('adminPositions.fields.descriptionFr')), '<p>À la maison chaque matin.</p>');
    expect(within(french).getByRole('heading', { name: 'Camionneur de nuit' })).toBeInTheDocument();
    expect(within(french).getByRole('button', { name: 'Détails / Postuler' })).toBeInTheDocument();
    expect(english).not.toHaveTextContent('Camionneur de nuit');

    await userEvent.click(
      within(french).getByRole('button', { name: inEnglish.t('adminPositions.preview.openDetails') }),
    );
    const panel = await screen.findByRole('dialog', { name: 'Camionneur de nuit' });
    expect(panel).toHaveTextContent('À la maison chaque matin.');
    expect(within(panel).getAllByRole('button', { name: 'Postuler maintenant' })).toHaveLength(2);
  }, 15_000);

  it('advises naming the job in both genders when the French title names a driver in the masculine alone', async () => {
    fakeApi();
    signInAsAdmin();
    renderAt('/admin/positions/new');
    const titleFr = await screen.findByRole('textbox', { name: inEnglish.t('adminPositions.fields.titleFr') });
    const advice = inEnglish.t('adminPositions.fields.titleFrBothGenders', { forms: 'camionneur ou camionneuse' });
    await paste(titleFr, 'Camionneur de nuit');
    expect(await screen.findByText(advice)).toBeInTheDocument();
    await userEvent.clear(titleFr);
    await paste(titleFr, 'Camionneur ou camionneuse de nuit');
    expect(screen.queryByText(advice)).toBeNull();
  });

  it("shows the server's message when the position cannot be loaded", async () => {
    fakeApi({ 'GET /api/admin/positions/77': () => ({ status: 404, body: { message: 'Not found' } }) });
    signInAsAdmin();
    renderAt('/admin/positions/77');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
    expect(screen.queryByRole('button', { name: inEnglish.t('adminPositions.editor.save') })).not.toBeInTheDocument();
  });
});
