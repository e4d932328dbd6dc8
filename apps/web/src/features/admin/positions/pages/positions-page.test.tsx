import { idsUnder, inEnglish } from '@roadhire/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAdminPosition } from '../../../../test/admin-position-fixture';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { signInAsAdmin } from '../../../../test/sign-in';

const open = anAdminPosition({ p_id: 1, p_position_title: 'Long haul driver', p_position_number: 'LH-1' });
const closed = anAdminPosition({
  p_id: 2,
  p_position_title: 'Yard jockey',
  p_position_number: 'YJ-2',
  p_status: 'closed',
  state: 'closed',
  p_closing_date: null,
  applications_count: 0,
});
const expired = anAdminPosition({
  p_id: 3,
  p_position_title: 'City driver',
  p_position_number: 'CD-3',
  state: 'expired',
  p_closing_date: '2026-01-15T00:00:00.000Z',
});

const LIST = 'GET /api/admin/positions?page=1&pageSize=25';

describe('admin positions list', () => {
  it('shows each position with its state, closing date and applications', async () => {
    fakeApi({ [LIST]: () => ({ body: { items: [open, closed, expired], total: 3 } }) });
    signInAsAdmin();
    renderAt('/admin/positions');
    expect(
      await screen.findByRole('heading', { level: 1, name: inEnglish.t('adminPositions.list.title') }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: inEnglish.t('adminPositions.list.tableLabel') });
    const rows = within(table).getAllByRole('row');
    const row = (index: number) => rows[index] as HTMLElement;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(Object.values(idsUnder('adminPositions.list.columns')).map((id) => inEnglish.t(id)));
    expect(rows).toHaveLength(4);
    expect(within(row(1)).getByRole('link', { name: 'Long haul driver' })).toHaveAttribute(
      'href',
      '/admin/positions/1',
    );
    expect(row(1)).toHaveTextContent('LH-1');
    expect(row(1)).toHaveTextContent('Toronto, Ontario');
    expect(row(1)).toHaveTextContent('Open');
    // The state badge keeps its whole word: its full width is its minimum, and nothing hides overflow.
    const badge = within(row(1)).getByText('Open').closest('.mantine-Badge-root');
    expect(badge).toHaveStyle({ minWidth: 'max-content', overflow: 'visible' });
    expect(row(1)).toHaveTextContent('Mar 31, 2027');
    expect(within(row(1)).getByRole('button', { name: 'Close position Long haul driver' })).toBeInTheDocument();
    expect(row(2)).toHaveTextContent('Closed');
    expect(row(2)).toHaveTextContent(inEnglish.t('adminPositions.list.noClosingDate'));
    expect(within(row(2)).getByRole('button', { name: 'Reopen position Yard jockey' })).toBeInTheDocument();
    expect(row(3)).toHaveTextContent('Expired');
    expect(within(row(3)).getByRole('button', { name: 'Close position City driver' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 to 3 of 3');
    expect(screen.getByRole('link', { name: inEnglish.t('adminPositions.list.newPosition') })).toHaveAttribute(
      'href',
      '/admin/positions/new',
    );
  });

  it('sends the search, the state filter and the page, and keeps them in the address', async () => {
    const many = Array.from({ length: 25 }, (_, i) => anAdminPosition({ p_id: 100 + i }));
    const api = fakeApi({
      [LIST]: () => ({ body: { items: [open], total: 1 } }),
      'GET /api/admin/positions?q=toronto&page=1&pageSize=25': () => ({ body: { items: many, total: 60 } }),
      'GET /api/admin/positions?q=toronto&status=expired&page=1&pageSize=25': () => ({
        body: { items: many, total: 60 },
      }),
      'GET /api/admin/positions?q=toronto&status=expired&page=2&pageSize=25': () => ({
        body: { items: [expired], total: 60 },
      }),
    });
    signInAsAdmin();
    const { router } = renderAt('/admin/positions');
    await screen.findByRole('table', { name: inEnglish.t('adminPositions.list.tableLabel') });
    await userEvent.type(screen.getByLabelText(inEnglish.t('adminPositions.list.search')), 'toronto');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 1 to 25 of 60'));
    await userEvent.selectOptions(
      screen.getByLabelText(inEnglish.t('adminPositions.list.stateFilter')),
      inEnglish.t('adminPositions.states.expired'),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?q=toronto&status=expired'));
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'City driver' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=toronto&status=expired&page=2');
    expect(api.calls.map((call) => call.key)).toContain(
      'GET /api/admin/positions?q=toronto&status=expired&page=2&pageSize=25',
    );
  });

  it('reads its filters from the address and says when nothing matches', async () => {
    fakeApi({
      'GET /api/admin/positions?q=zzz&status=closed&page=1&pageSize=50': () => ({ body: { items: [], total: 0 } }),
      [LIST]: () => ({ body: { items: [open], total: 1 } }),
    });
    signInAsAdmin();
    const { router } = renderAt('/admin/positions?q=zzz&status=closed&pageSize=50');
    expect(await screen.findByText(inEnglish.t('adminPositions.list.empty'))).toBeInTheDocument();
    expect(screen.getByLabelText(inEnglish.t('adminPositions.list.search'))).toHaveValue('zzz');
    expect(screen.getByLabelText(inEnglish.t('adminPositions.list.stateFilter'))).toHaveValue('closed');

    // Going to the bare list (the menu entry, back) clears the filters; the search box follows.
    await act(() => router.navigate('/admin/positions'));
    expect(await screen.findByRole('link', { name: 'Long haul driver' })).toBeInTheDocument();
    expect(screen.getByLabelText(inEnglish.t('adminPositions.list.search'))).toHaveValue('');
    expect(screen.getByLabelText(inEnglish.t('adminPositions.list.stateFilter'))).toHaveValue('');
  });

  it("shows the server's message when the list cannot load, and tries again", async () => {
    let fail = true;
    fakeApi({
      [LIST]: () =>
        fail ? { status: 500, body: { message: 'Database unavailable' } } : { body: { items: [open], total: 1 } },
    });
    signInAsAdmin();
    renderAt('/admin/positions');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Long haul driver' })).toBeInTheDocument();
  });

  it('closes a position after a confirmation that names it, writing the whole position back', async () => {
    let closedNow = false;
    const api = fakeApi({
      [LIST]: () => ({
        body: { items: [closedNow ? { ...open, p_status: 'closed', state: 'closed' } : open], total: 1 },
      }),
      'PUT /api/admin/positions/1': ({ body }) => {
        closedNow = true;
        return { body: { ...open, ...(body as object), p_status: 'closed', state: 'closed' } };
      },
    });
    signInAsAdmin();
    renderAt('/admin/positions');
    await userEvent.click(await screen.findByRole('button', { name: 'Close position Long haul driver' }));
    const dialog = await screen.findByRole('dialog', { name: inEnglish.t('adminPositions.statusChange.closeTitle') });
    expect(dialog).toHaveTextContent('Long haul driver');
    expect(dialog).toHaveTextContent('LH-1');
    expect(api.calls.some((call) => call.key.startsWith('PUT'))).toBe(false);
    await userEvent.click(
      within(dialog).getByRole('button', { name: inEnglish.t('adminPositions.statusChange.confirmClose') }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      inEnglish.t('adminPositions.statusChange.closed', { title: 'Long haul driver' }),
    );
    const put = api.calls.find((call) => call.key === 'PUT /api/admin/positions/1');
    expect(put?.body).toEqual({
      p_position_title: 'Long haul driver',
      p_position_number: 'LH-1',
      p_openings: 2,
      p_closing_date: '2027-03-31',
      p_dangerous_goods: true,
      p_requires_cdl: true,
      p_route_description: 'Toronto to Chicago',
      p_landing_page_desc: '<p>Good pay.</p>',
      p_landing_page_sell: open.p_landing_page_sell,
      p_visible_info: open.p_visible_info,
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
    expect(await screen.findByRole('button', { name: 'Reopen position Long haul driver' })).toBeInTheDocument();
  });

  it('marks an open Quebec position without its whole French version as needing one (Charter s. 41)', async () => {
    const quebec = { p_city: 'Montréal', p_province: 'Quebec' };
    const french = {
      p_position_title_fr: 'Camionneur ou camionneuse',
      p_landing_page_desc_fr: '<p>Bon salaire.</p>',
      p_route_description_fr: 'De Toronto à Chicago',
      p_position_type_fr: 'Temps plein',
      p_landing_page_sell_fr: {
        position_type: 'Longue distance',
        driver_type: 'Salarié ou salariée',
        license_class: 'AZ',
        license_conditions: 'Freins pneumatiques',
      },
    };
    const items = [
      anAdminPosition({ p_id: 11, p_position_title: 'No French', ...quebec }),
      anAdminPosition({ p_id: 12, p_position_title: 'Half French', ...quebec, ...french, p_position_type_fr: null }),
      anAdminPosition({ p_id: 13, p_position_title: 'Whole French', ...quebec, ...french }),
      anAdminPosition({ p_id: 14, p_position_title: 'Closed', ...quebec, p_status: 'closed', state: 'closed' }),
      anAdminPosition({ p_id: 15, p_position_title: 'Ontario' }),
    ];
    fakeApi({ [LIST]: () => ({ body: { items, total: items.length } }) });
    signInAsAdmin();
    renderAt('/admin/positions');
    const table = await screen.findByRole('table', { name: inEnglish.t('adminPositions.list.tableLabel') });
    const flagged = within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryByText(inEnglish.t('adminPositions.list.needsFrench')))
      .map((row) => within(row).getByRole('link').textContent);
    expect(flagged).toEqual(['No French', 'Half French']);
  });

  it('reopens a closed position, and cancelling the question changes nothing', async () => {
    const api = fakeApi({
      [LIST]: () => ({ body: { items: [closed], total: 1 } }),
      'PUT /api/admin/positions/2': ({ body }) => ({ body: { ...closed, ...(body as object), state: 'open' } }),
    });
    signInAsAdmin();
    renderAt('/admin/positions');
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen position Yard jockey' }));
    let dialog = await screen.findByRole('dialog', { name: inEnglish.t('adminPositions.statusChange.reopenTitle') });
    await userEvent.click(
      within(dialog).getByRole('button', { name: inEnglish.t('adminPositions.statusChange.cancel') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.key.startsWith('PUT'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Reopen position Yard jockey' }));
    dialog = await screen.findByRole('dialog', { name: inEnglish.t('adminPositions.statusChange.reopenTitle') });
    await userEvent.click(
      within(dialog).getByRole('button', { name: inEnglish.t('adminPositions.statusChange.confirmReopen') }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      inEnglish.t('adminPositions.statusChange.reopened', { title: 'Yard jockey' }),
    );
    expect(api.calls.find((call) => call.key === 'PUT /api/admin/positions/2')?.body).toMatchObject({
      p_status: 'open',
    });
  });
});
