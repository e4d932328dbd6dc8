import type { AdminAuditEntry } from '@roadhire/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAuditEntry } from '../../../../test/admin-accounts-fixture';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { signInAsAdmin } from '../../../../test/sign-in';
import { formatDateTime } from '../../shared/format-date';

const entry = anAuditEntry;

const entries: AdminAuditEntry[] = [
  entry({
    id: 9,
    action: 'application.stage',
    target_type: 'application',
    target_id: 42,
    target_label: 'Marie-Ève Tremblay',
    details: { from: 'in_review', to: 'hired' },
    created_at: '2026-11-21T09:30:00.000Z',
  }),
  entry({
    id: 8,
    actor_email: 'omar@acme.example',
    action: 'user.grant_admin',
    target_type: 'user',
    target_id: 5,
    details: { email: 'jane@example.com', from: 2, to: 1 },
  }),
  entry({ id: 7, action: 'position.close', details: { number: 'P-12', changed: ['p_status'] } }),
];

const LIST = 'GET /api/admin/audit?page=1&pageSize=25';

function signInAdmin() {
  signInAsAdmin();
}

describe('audit log page', () => {
  it('shows who did what and when, in the order the API gives (newest first), with readable details', async () => {
    fakeApi({ [LIST]: () => ({ body: { items: entries, total: 3 } }) });
    signInAdmin();
    renderAt('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['When', 'Who', 'What', 'Target', 'Details']);
    const [, stage, grant, close] = within(table).getAllByRole('row');
    expect(stage).toHaveTextContent(formatDateTime('2026-11-21T09:30:00.000Z'));
    expect(stage).toHaveTextContent('ada@acme.example');
    expect(stage).toHaveTextContent('Stage changed');
    // The action and its target in words: no code under the label, the applicant by name.
    expect(stage).not.toHaveTextContent('application.stage');
    expect(stage).toHaveTextContent('Application: Marie-Ève Tremblay');
    expect(stage).toHaveTextContent('from In review to Hired');
    expect(grant).toHaveTextContent('omar@acme.example');
    expect(grant).toHaveTextContent('Administrator role granted');
    expect(grant).toHaveTextContent('Account #5');
    expect(grant).toHaveTextContent('jane@example.com: Candidate → Administrator');
    expect(close).toHaveTextContent('Position closed');
    expect(close).toHaveTextContent('No. P-12; changed: Status');
  });

  it('links a target to its position or applicant file, and an account to nothing', async () => {
    fakeApi({ [LIST]: () => ({ body: { items: entries, total: 3 } }) });
    signInAdmin();
    renderAt('/admin/audit');
    expect(await screen.findByRole('link', { name: 'Open application 42' })).toHaveAttribute(
      'href',
      '/admin/applicants/42',
    );
    expect(screen.getByRole('link', { name: 'Open position 12' })).toHaveAttribute('href', '/admin/positions/12');
    expect(screen.queryByRole('link', { name: /Open account/ })).not.toBeInTheDocument();
  });

  it('sends the filters to the API and keeps them in the URL', async () => {
    const filtered =
      'GET /api/admin/audit?action=user.remove_admin&actor=omar&from=2026-11-01&to=2026-11-21&page=1&pageSize=25';
    const api = fakeApi({
      [LIST]: () => ({ body: { items: entries, total: 3 } }),
      [filtered]: () => ({ body: { items: [], total: 0 } }),
    });
    signInAdmin();
    const { router } = renderAt('/admin/audit');
    await screen.findByRole('table', { name: 'Audit log' });
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Administrator role removed');
    await userEvent.type(screen.getByLabelText('Actor email'), 'omar');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-21');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No entries match.')).toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).toContain(filtered);
    expect(router.state.location.search).toBe('?action=user.remove_admin&actor=omar&from=2026-11-01&to=2026-11-21');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('from In review to Hired')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Actor email')).toHaveValue('');
  });

  it('refuses a date range that ends before it starts, without asking the API', async () => {
    const api = fakeApi({ [LIST]: () => ({ body: { items: entries, total: 3 } }) });
    signInAdmin();
    renderAt('/admin/audit');
    await screen.findByRole('table', { name: 'Audit log' });
    await userEvent.type(screen.getByLabelText('From'), '2026-11-21');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('The end date must be on or after the start date.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key.startsWith('GET /api/admin/audit'))).toHaveLength(1);
  });

  it('pages on the server and reads its filters from the URL it opens at', async () => {
    const api = fakeApi({
      'GET /api/admin/audit?actor=ada&page=2&pageSize=50': () => ({ body: { items: entries.slice(2), total: 53 } }),
    });
    signInAdmin();
    renderAt('/admin/audit?actor=ada&page=2&pageSize=50');
    expect(await screen.findByRole('cell', { name: 'Position closed' })).toBeInTheDocument();
    expect(screen.getByLabelText('Actor email')).toHaveValue('ada');
    expect(screen.getByText('Showing 51 to 53 of 53')).toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).toContain('GET /api/admin/audit?actor=ada&page=2&pageSize=50');
  });
});
