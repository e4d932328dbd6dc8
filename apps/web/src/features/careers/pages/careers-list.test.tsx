import { inEnglish, type OpenPosition, type VisibleInfo } from '@roadhire/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { aPosition, visibleOnly } from '../../../test/position-fixture';
import { renderAt } from '../../../test/render';

function showPositions(positions: OpenPosition[]) {
  fakeApi({ 'GET /api/open-positions': () => ({ body: positions }) });
  renderAt('/');
}

const card = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;
const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const search = (text: string) =>
  userEvent.type(screen.getByRole('searchbox', { name: inEnglish.t('careers.searchLabel') }), text);
const showing = () => screen.getByRole('status');

describe('Career Opportunities list (SPEC §2)', () => {
  it('groups the cards by city, province, each card with title, number and Details / Apply', async () => {
    showPositions([
      aPosition({
        p_id: 1,
        p_position_title: 'Flatbed',
        p_contact_info: { city: 'Calgary', province: null },
        p_province: 'Alberta',
      }),
      aPosition({
        p_id: 2,
        p_position_title: 'Tanker',
        p_contact_info: { city: 'Toronto', province: 'Ontario' },
        p_province: null,
      }),
      aPosition({
        p_id: 3,
        p_position_title: 'Reefer',
        p_contact_info: { city: 'Calgary', province: null },
        p_province: 'Alberta',
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: inEnglish.t('careers.title') })).toBeInTheDocument();
    const calgary = await screen.findByRole('region', {
      name: inEnglish.t('careers.listLabel', { location: 'Calgary, Alberta' }),
    });
    expect(within(calgary).getByRole('heading', { level: 2, name: 'Calgary, Alberta' })).toBeInTheDocument();
    expect(within(within(calgary).getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    // The province comes from p_contact_info when p_province is empty.
    const toronto = screen.getByRole('region', {
      name: inEnglish.t('careers.listLabel', { location: 'Toronto, Ontario' }),
    });
    const tanker = within(toronto).getByRole('listitem');
    expect(tanker).toHaveTextContent('Tanker');
    expect(tanker).toHaveTextContent('Position number: POS-2');
    expect(within(tanker).getByRole('link', { name: inEnglish.t('careers.details') })).toHaveAccessibleDescription(
      'Tanker',
    );
  });

  const lines: Array<[keyof VisibleInfo, string]> = [
    ['openings', 'Openings: 2'],
    ['work_type', 'Work type: Full-time'],
    ['closing_date', 'Closing date: 2027-03-31'],
    ['dangerous_goods', 'Dangerous goods: Yes'],
    ['license_classes', 'License classes: AZ'],
    ['license_conditions', 'License conditions: Air brakes'],
    ['route', 'Route: Toronto to Chicago'],
  ];
  it.each(lines)('shows the %s line only when its flag is on', async (flag, text) => {
    showPositions([
      aPosition({ p_id: 1, p_position_title: 'On', p_visible_info: visibleOnly(flag) }),
      aPosition({ p_id: 2, p_position_title: 'Off' }),
    ]);
    await screen.findByRole('heading', { level: 3, name: 'On' });
    expect(card('On')).toHaveTextContent(text);
    for (const [, other] of lines.filter(([name]) => name !== flag)) expect(card('On')).not.toHaveTextContent(other);
    for (const [, any] of lines) expect(card('Off')).not.toHaveTextContent(any.slice(0, any.indexOf(':')));
  });

  it.each([
    ['number', 'xb-77'],
    ['title', 'NIGHT'],
    ['position type', 'contract'],
    ['landing-page position type', 'dedicated'],
    ['driver type', 'owner-op'],
    ['city', 'montreal'],
    ['province', 'quebec'],
    ['organisation unit', 'bulk fleet'],
  ])('finds a position by its %s, ignoring case and accents', async (_field, text) => {
    showPositions([
      aPosition({ p_id: 1, p_position_title: 'Day driver' }),
      aPosition({
        p_id: 2,
        p_position_title: 'Night driver',
        p_position_number: 'XB-77',
        p_position_type: 'Contract',
        p_landing_page_sell: {
          position_type: 'Dedicated',
          driver_type: 'Owner-operator',
          license_class: null,
          license_conditions: null,
        },
        p_contact_info: { city: 'Montréal', province: 'Québec' },
        p_province: null,
        p_org_unit: 'Bulk Fleet',
      }),
    ]);
    await screen.findByRole('heading', { level: 3, name: 'Day driver' });
    await search(text);
    expect(titles()).toEqual(['Night driver']);
    expect(showing()).toHaveTextContent('Showing 1 to 1 of 1 entries');
  });

  it('pages ten at a time, and a search starts again at page one', async () => {
    showPositions(
      Array.from({ length: 23 }, (_, index) =>
        aPosition({ p_id: index + 1, p_position_title: `Driver ${String(index + 1).padStart(2, '0')}` }),
      ),
    );
    await screen.findByRole('heading', { level: 3, name: 'Driver 01' });
    const previous = screen.getByRole('button', { name: inEnglish.t('careers.previous') });
    const next = screen.getByRole('button', { name: inEnglish.t('careers.next') });
    expect(showing()).toHaveTextContent('Showing 1 to 10 of 23 entries');
    expect(showing()).toHaveAttribute('aria-live', 'polite');
    expect(titles()).toHaveLength(10);
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    await userEvent.click(next);
    expect(showing()).toHaveTextContent('Showing 21 to 23 of 23 entries');
    expect(titles()).toEqual(['Driver 21', 'Driver 22', 'Driver 23']);
    expect(next).toBeDisabled();
    await userEvent.click(previous);
    expect(showing()).toHaveTextContent('Showing 11 to 20 of 23 entries');
    await search('pos-1');
    expect(showing()).toHaveTextContent('Showing 1 to 10 of 11 entries');
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
  });

  it("says 'No results.' when nothing matches", async () => {
    showPositions([aPosition({ p_id: 1 })]);
    await screen.findByRole('heading', { level: 3 });
    await search('submarine');
    expect(screen.getByText('No results.')).toBeInTheDocument();
    expect(showing()).toHaveTextContent('Showing 0 to 0 of 0 entries');
  });

  it("says 'Loading…' until the list arrives", async () => {
    let answer: (value: Response) => void = () => {};
    fakeApi().fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderAt('/');
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    answer(new Response('[]', { headers: { 'Content-Type': 'application/json' } }));
    expect(await screen.findByText('No results.')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});

describe('open positions load failure (SPEC §8)', () => {
  it("shows 'Error: ' and the server's message", async () => {
    fakeApi({ 'GET /api/open-positions': () => ({ status: 503, body: { message: 'Database unavailable' } }) });
    renderAt('/');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error: Database unavailable$/);
  });

  it("shows 'Error: ' and the error's own message when the server sends none", async () => {
    fakeApi();
    renderAt('/');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error: unexpected request GET \/api\/open-positions$/);
  });

  it("shows 'Failed to load open positions' when the error has no message", async () => {
    fakeApi().fetchMock.mockRejectedValue(new Error(''));
    renderAt('/');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load open positions$/);
  });
});

describe('clearing the search and filtering by province and type', () => {
  const places = [
    aPosition({ p_id: 1, p_position_title: 'Calgary flatbed', p_province: 'Alberta', p_position_type: 'Full-time' }),
    aPosition({ p_id: 2, p_position_title: 'Edmonton yard', p_province: 'Alberta', p_position_type: 'Part-time' }),
    aPosition({ p_id: 3, p_position_title: 'Toronto tanker', p_province: 'Ontario', p_position_type: 'Full-time' }),
  ];
  const open = (url = '/') => {
    fakeApi({ 'GET /api/open-positions': () => ({ body: places }) });
    return renderAt(url);
  };

  it('clears the search with a labelled Clear button, which appears once something is typed', async () => {
    open();
    await screen.findByRole('heading', { level: 3, name: 'Toronto tanker' });
    expect(screen.queryByRole('link', { name: inEnglish.t('careers.clearSearchLabel') })).not.toBeInTheDocument();
    await search('tanker');
    expect(titles()).toEqual(['Toronto tanker']);
    const clear = screen.getByRole('link', { name: inEnglish.t('careers.clearSearchLabel') });
    expect(clear).toHaveTextContent(inEnglish.t('careers.clearSearch'));
    await userEvent.click(clear);
    expect(screen.getByRole('searchbox', { name: inEnglish.t('careers.searchLabel') })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: inEnglish.t('careers.searchLabel') })).toHaveFocus();
    expect(titles()).toHaveLength(3);
    expect(screen.queryByRole('link', { name: inEnglish.t('careers.clearSearchLabel') })).not.toBeInTheDocument();
  });

  it('filters by province and by position type, keeping both in the address', async () => {
    const { router } = open();
    await screen.findByRole('heading', { level: 3, name: 'Toronto tanker' });
    const province = screen.getByRole('combobox', { name: inEnglish.t('careers.provinceFilter') });
    expect(
      within(province)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([inEnglish.t('careers.allProvinces'), 'Alberta', 'Ontario']);
    await userEvent.selectOptions(province, 'Alberta');
    expect(titles()).toEqual(['Calgary flatbed', 'Edmonton yard']);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: inEnglish.t('careers.typeFilter') }),
      'Part-time',
    );
    expect(titles()).toEqual(['Edmonton yard']);
    expect(showing()).toHaveTextContent('Showing 1 to 1 of 1 entries');
    expect(new URLSearchParams(router.state.location.search).get('province')).toBe('Alberta');
    expect(new URLSearchParams(router.state.location.search).get('type')).toBe('Part-time');
    await userEvent.selectOptions(province, inEnglish.t('careers.allProvinces'));
    expect(new URLSearchParams(router.state.location.search).has('province')).toBe(false);
    expect(titles()).toEqual(['Edmonton yard']);
  });

  it('keeps the search and the page in the address, and reads them back', async () => {
    const many = Array.from({ length: 13 }, (_, index) =>
      aPosition({ p_id: index + 1, p_position_title: `Driver ${String(index + 1).padStart(2, '0')}` }),
    );
    fakeApi({ 'GET /api/open-positions': () => ({ body: many }) });
    const { router } = renderAt('/');
    await screen.findByRole('heading', { level: 3, name: 'Driver 01' });
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('careers.next') }));
    expect(router.state.location.search).toBe('?page=2');
    await search('driver 1');
    // The list follows at once; the address a moment later, once the typing pauses.
    expect(titles()).toEqual(['Driver 01', 'Driver 10', 'Driver 11', 'Driver 12', 'Driver 13']);
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=driver+1'));
  });

  it('shows the search and the page the address names, as after a reload or Back', async () => {
    const many = Array.from({ length: 13 }, (_, index) =>
      aPosition({ p_id: index + 1, p_position_title: `Driver ${String(index + 1).padStart(2, '0')}` }),
    );
    fakeApi({ 'GET /api/open-positions': () => ({ body: many }) });
    renderAt('/?page=2');
    expect(await screen.findByRole('heading', { level: 3, name: 'Driver 11' })).toBeInTheDocument();
    expect(showing()).toHaveTextContent('Showing 11 to 13 of 13 entries');
  });

  it('shows the search the address names', async () => {
    open('/?q=tanker');
    expect(await screen.findByRole('heading', { level: 3, name: 'Toronto tanker' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: inEnglish.t('careers.searchLabel') })).toHaveValue('tanker');
    expect(titles()).toEqual(['Toronto tanker']);
  });

  it('reads the filters from the address, and they survive opening and closing a position', async () => {
    const { router } = open('/?province=Ontario');
    expect(await screen.findByRole('heading', { level: 3, name: 'Toronto tanker' })).toBeInTheDocument();
    expect(titles()).toEqual(['Toronto tanker']);
    expect(screen.getByRole('combobox', { name: inEnglish.t('careers.provinceFilter') })).toHaveValue('Ontario');
    await userEvent.click(within(card('Toronto tanker')).getByRole('link', { name: inEnglish.t('careers.details') }));
    await screen.findByRole('dialog', { name: 'Toronto tanker' });
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?province=Ontario');
    expect(titles()).toEqual(['Toronto tanker']);
  });
});
