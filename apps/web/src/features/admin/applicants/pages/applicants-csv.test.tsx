import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anApplication, LIST, listAnswer, POSITIONS_KEY, positionsAnswer } from '../../../../test/applicants-fixture';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { signInAsAdmin } from '../../../../test/sign-in';

const CSV = 'GET /api/admin/applications.csv';
const view = '/admin/applicants?status=hired&position=3&q=lee&sort=name&page=2&pageSize=50';
const listKey = `${LIST}status=hired&position=3&q=lee&sort=name&page=2&pageSize=50`;

// jsdom has no blob URLs: only these two browser functions are stood in for.
beforeEach(() => {
  signInAsAdmin();
  URL.createObjectURL = vi.fn(() => 'blob:applicants');
  URL.revokeObjectURL = vi.fn();
  // jsdom cannot follow the download link (a browser saves the file), so the click goes nowhere.
  document.addEventListener('click', stayOnPage);
});
const stayOnPage = (event: Event) => event.preventDefault();
afterEach(() => {
  document.removeEventListener('click', stayOnPage);
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('applicants CSV', () => {
  it('downloads the filtered, sorted list (every page) with the bearer token', async () => {
    const api = fakeApi({
      [listKey]: listAnswer([anApplication({ id: 5 })], 60),
      [POSITIONS_KEY]: positionsAnswer,
      [`${CSV}?status=hired&position=3&q=lee&sort=name`]: () => ({ body: 'id,name' }),
    });
    renderAt(view);
    await screen.findByRole('table');
    // Every other request has been answered, so the one held next is the download.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Position' })).toHaveValue('Long Haul Driver (POS-3)'),
    );
    const release = api.holdNext();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveAttribute('data-loading', 'true');
    release();
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const call = api.calls.find((entry) => entry.key.startsWith(CSV));
    expect(call?.key).toBe(`${CSV}?status=hired&position=3&q=lee&sort=name`);
    expect(call?.headers.get('Authorization')).toMatch(/^Bearer .+\..+\..+$/);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download CSV' })).not.toHaveAttribute('data-loading'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says why when the download fails, with the server's message", async () => {
    fakeApi({
      [`${LIST}page=1&pageSize=25`]: listAnswer([anApplication({ id: 5 })]),
      [POSITIONS_KEY]: positionsAnswer,
      [CSV]: () => ({ status: 403, body: { message: 'Administrators only.' } }),
    });
    renderAt('/admin/applicants');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Administrators only.');
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
