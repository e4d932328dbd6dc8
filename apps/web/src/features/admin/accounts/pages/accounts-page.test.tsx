import { inEnglish } from '@roadhire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAccount } from '../../../../test/admin-accounts-fixture';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { signInAsAdmin } from '../../../../test/sign-in';

const me = anAccount({ id: 1, first_name: 'Ada', last_name: 'Admin', email: 'ada@acme.example', role: 1 });
const jane = anAccount({
  id: 2,
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  email_verified_at: null,
});
const omar = anAccount({ id: 3, first_name: 'Omar', last_name: 'Other', email: 'omar@acme.example', role: 1 });

const LIST = 'GET /api/admin/users?page=1&pageSize=25';

function signInAdmin() {
  signInAsAdmin();
}

describe('accounts page', () => {
  it('lists the accounts with their role, verification and created date, marking your own', async () => {
    fakeApi({ [LIST]: () => ({ body: { items: [me, jane, omar], total: 3 } }) });
    signInAdmin();
    renderAt('/admin/accounts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Accounts' });
    const [, mine, janes] = within(table).getAllByRole('row');
    expect(mine).toHaveTextContent('Ada Admin (you)');
    expect(mine).toHaveTextContent('Administrator');
    expect(mine).toHaveTextContent('Verified');
    expect(janes).toHaveTextContent('jane@example.com');
    expect(janes).toHaveTextContent('Candidate');
    expect(janes).toHaveTextContent('Not verified');
    expect(janes).not.toHaveTextContent('(you)');
    expect(janes).toHaveTextContent(/Oct 1, 2026/);
    expect(
      within(janes as HTMLElement).getByRole('button', { name: 'Make Jane Doe an administrator' }),
    ).toHaveTextContent('Make administrator');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Showing 1 to 3 of 3');
  });

  it('searches and filters by role through the URL, and pages on the server', async () => {
    const api = fakeApi({
      [LIST]: () => ({ body: { items: [jane], total: 60 } }),
      'GET /api/admin/users?page=2&pageSize=25': () => ({ body: { items: [omar], total: 60 } }),
      'GET /api/admin/users?q=jane&page=1&pageSize=25': () => ({ body: { items: [jane], total: 1 } }),
      'GET /api/admin/users?q=jane&role=1&page=1&pageSize=25': () => ({ body: { items: [], total: 0 } }),
    });
    signInAdmin();
    const { router } = renderAt('/admin/accounts');
    await screen.findByRole('table', { name: 'Accounts' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('omar@acme.example')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');

    await userEvent.type(screen.getByLabelText('Search'), 'jane');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('jane@example.com')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=jane');

    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Administrators');
    expect(await screen.findByText('No accounts match.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=jane&role=1');
    expect(api.calls.map((call) => call.key)).toContain('GET /api/admin/users?q=jane&role=1&page=1&pageSize=25');
  });

  it('reads the filters from the URL it opens at', async () => {
    const api = fakeApi({
      'GET /api/admin/users?q=omar&role=1&page=1&pageSize=50': () => ({ body: { items: [omar], total: 1 } }),
    });
    signInAdmin();
    renderAt('/admin/accounts?q=omar&role=1&pageSize=50');
    expect(await screen.findByText('omar@acme.example')).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('omar');
    expect(screen.getByLabelText('Role')).toHaveValue('1');
    expect(api.calls.some((call) => call.key.startsWith('GET /api/admin/users?q=omar&role=1'))).toBe(true);
  });

  it('grants the role after a confirmation naming the account, then refreshes the table', async () => {
    let janeNow = jane;
    const api = fakeApi({
      [LIST]: () => ({ body: { items: [me, janeNow], total: 2 } }),
      'PUT /api/admin/users/2/role': ({ body }) => {
        janeNow = { ...jane, role: (body as { role: number }).role };
        return { body: janeNow };
      },
    });
    signInAdmin();
    renderAt('/admin/accounts');
    await userEvent.click(await screen.findByRole('button', { name: 'Make Jane Doe an administrator' }));
    const dialog = screen.getByRole('dialog', { name: 'Make administrator?' });
    expect(dialog).toHaveTextContent('Jane Doe (jane@example.com)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make administrator' }));
    expect(await screen.findByText('Jane Doe is now an administrator.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === 'PUT /api/admin/users/2/role')?.body).toEqual({ role: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Remove administrator role from Jane Doe' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key === LIST)).toHaveLength(2);
  });

  it('removes the role only when confirmed, and says so when it was your own', async () => {
    const api = fakeApi({
      [LIST]: () => ({ body: { items: [me, omar], total: 2 } }),
      'PUT /api/admin/users/1/role': () => ({ body: { ...me, role: 2 } }),
    });
    signInAdmin();
    renderAt('/admin/accounts');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove administrator role from Ada Admin' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove administrator?' });
    expect(dialog).toHaveTextContent('Ada Admin (ada@acme.example)');
    expect(dialog).toHaveTextContent('This is your own account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((call) => call.key.startsWith('PUT'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Remove administrator role from Ada Admin' }));
    dialog = screen.getByRole('dialog', { name: 'Remove administrator?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove administrator' }));
    expect(await screen.findByText(/You removed your own administrator role/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === 'PUT /api/admin/users/1/role')?.body).toEqual({ role: 2 });
  });

  it('shows the server’s message when the last administrator would lose the role', async () => {
    fakeApi({
      [LIST]: () => ({ body: { items: [me], total: 1 } }),
      'PUT /api/admin/users/1/role': () => ({
        status: 409,
        body: { message: inEnglish.t('adminPositions.lastAdmin') },
      }),
    });
    signInAdmin();
    renderAt('/admin/accounts');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove administrator role from Ada Admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove administrator?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove administrator' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This is the last administrator. Give another account the administrator role first.',
    );
    expect(screen.queryByText(/no longer an administrator/)).not.toBeInTheDocument();
  });
});
