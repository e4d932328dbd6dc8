import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { anAdminPosition } from '../../../../test/admin-position-fixture';
import { anApplication, LIST, listAnswer, POSITIONS_KEY, positionsAnswer } from '../../../../test/applicants-fixture';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { signInAsAdmin } from '../../../../test/sign-in';

const rows = [anApplication({ id: 5, first_name: 'Ann', last_name: 'Lee' })];
// A carrier with more positions than one menu lists: the first 100 come, 150 exist.
const manyPositions = () => ({
  body: {
    items: [
      anAdminPosition({ p_id: 3, p_position_title: 'Long Haul Driver' }),
      anAdminPosition({ p_id: 8, p_position_title: 'Yard Jockey' }),
    ],
    total: 150,
  },
});
const positionBox = () => screen.getByRole('combobox', { name: 'Position' });

beforeEach(signInAsAdmin);

describe('applicants position filter', () => {
  it('lists every position to choose from, searched as typed', async () => {
    fakeApi({
      [`${LIST}page=1&pageSize=25`]: listAnswer(rows),
      [`${LIST}position=3&page=1&pageSize=25`]: listAnswer(rows),
      [POSITIONS_KEY]: positionsAnswer,
    });
    const { router } = renderAt('/admin/applicants');
    await screen.findByRole('table');
    await userEvent.type(positionBox(), 'long');
    expect(await screen.findByRole('option', { name: 'Long Haul Driver (POS-3)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Yard Jockey (POS-8)' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Long Haul Driver (POS-3)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?position=3'));
  });

  it('asks the API to search when there are more positions than it listed', async () => {
    const api = fakeApi({
      [`${LIST}page=1&pageSize=25`]: listAnswer(rows),
      [`${LIST}position=120&page=1&pageSize=25`]: listAnswer(rows),
      [POSITIONS_KEY]: manyPositions,
      'GET /api/admin/positions?q=tank&pageSize=100': () => ({
        body: { items: [anAdminPosition({ p_id: 120, p_position_title: 'Tanker Driver' })], total: 1 },
      }),
    });
    const { router } = renderAt('/admin/applicants');
    await screen.findByRole('table');
    await waitFor(() => expect(api.calls.map((call) => call.key)).toContain(POSITIONS_KEY));
    await userEvent.type(positionBox(), 'tank');
    await userEvent.click(await screen.findByRole('option', { name: 'Tanker Driver (POS-120)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?position=120'));
  });

  it('names a chosen position that is not among those listed', async () => {
    fakeApi({
      [`${LIST}position=120&page=1&pageSize=25`]: listAnswer(rows),
      [POSITIONS_KEY]: manyPositions,
      'GET /api/admin/positions/120': () => ({
        body: anAdminPosition({ p_id: 120, p_position_title: 'Tanker Driver' }),
      }),
    });
    renderAt('/admin/applicants?position=120');
    await screen.findByRole('table');
    await waitFor(() => expect(positionBox()).toHaveValue('Tanker Driver (POS-120)'));
  });
});
