import { inEnglish, type VerificationQueueItem } from '@roadhire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { signInAsAdmin } from '../../../../test/sign-in';

const QUEUE = 'GET /api/admin/verifications?';

const item = (values: Partial<VerificationQueueItem> & { id: number }): VerificationQueueItem => ({
  application_id: 42,
  applicant_name: 'Marie-Ève Tremblay',
  employer_name: 'Northern Freight',
  status: 'sent',
  sent_at: '2026-10-01T14:00:00.000Z',
  reminders_sent: 3,
  employer_due: '2026-10-31',
  file_due: null,
  ...values,
});

const items = [
  item({ id: 1 }),
  item({
    id: 2,
    application_id: 43,
    applicant_name: 'Bo Kim',
    employer_name: 'Lakeside Transport',
    status: 'awaiting_contact',
    sent_at: null,
    reminders_sent: 0,
    employer_due: null,
    file_due: '2999-01-30',
  }),
];
const answer =
  (list: VerificationQueueItem[], total = list.length) =>
  () => ({
    body: { items: list, total, page: 1, page_size: 50 },
  });
const table = () => screen.findByRole('table', { name: inEnglish.t('verifications.queue.tableLabel') });

beforeEach(signInAsAdmin);

describe('previous employer checks queue', () => {
  it('lists each check with its applicant linked to the file, its status in words and overdue in words', async () => {
    fakeApi({ [`${QUEUE}state=open&page=1`]: answer(items) });
    renderAt('/admin/verifications');
    expect(
      await screen.findByRole('heading', { level: 1, name: inEnglish.t('verifications.queue.title') }),
    ).toBeInTheDocument();
    const body = within(await table());
    expect(body.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Applicant',
      'Employer',
      'Status',
      'Sent on',
      'Reminders sent',
      'Employer due',
      'Carrier due',
    ]);
    expect(body.getByRole('link', { name: 'Marie-Ève Tremblay' })).toHaveAttribute('href', '/admin/applicants/42');
    expect(body.getByRole('link', { name: 'Bo Kim' })).toHaveAttribute('href', '/admin/applicants/43');
    const marie = body.getByRole('link', { name: 'Marie-Ève Tremblay' }).closest('tr') as HTMLElement;
    expect(marie).toHaveTextContent('Request sent');
    expect(marie).toHaveTextContent('Overdue');
    expect(marie).toHaveTextContent('Starts at hire');
    const bo = body.getByRole('link', { name: 'Bo Kim' }).closest('tr') as HTMLElement;
    expect(bo).toHaveTextContent('Waiting for the recruiter');
    expect(bo).toHaveTextContent('Not sent');
    // A deadline still ahead is a date, not "Overdue".
    expect(bo).not.toHaveTextContent('Overdue');
  });

  it('keeps the filter, the search and the page in the address, and reads them back on load', async () => {
    const api = fakeApi({
      [`${QUEUE}state=open&page=1`]: answer(items),
      [`${QUEUE}state=overdue&page=1`]: answer(items.slice(0, 1)),
      [`${QUEUE}state=overdue&q=northern&page=1`]: answer(items.slice(0, 1), 120),
      [`${QUEUE}state=overdue&q=northern&page=2`]: answer(items.slice(0, 1), 120),
    });
    const { router } = renderAt('/admin/verifications');
    await table();
    expect(screen.getByRole('radio', { name: 'Open' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Overdue' }));
    await screen.findByText('Showing 1 to 1 of 1');
    expect(router.state.location.search).toBe('?state=overdue');
    await userEvent.type(screen.getByLabelText(inEnglish.t('verifications.queue.search')), 'northern');
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('verifications.queue.searchButton') }));
    await screen.findByText('Showing 1 to 50 of 120');
    expect(router.state.location.search).toBe('?state=overdue&q=northern');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Showing 51 to 100 of 120');
    expect(router.state.location.search).toBe('?state=overdue&q=northern&page=2');
    expect(api.calls.map((call) => call.key)).toContain(`${QUEUE}state=overdue&q=northern&page=2`);
    // The page size is the server's own: no choice is offered.
    expect(screen.queryByLabelText('Rows per page')).not.toBeInTheDocument();

    // Back returns to the previous view, the form following the address.
    await router.navigate(-1);
    await screen.findByText('Showing 1 to 50 of 120');
    expect(router.state.location.search).toBe('?state=overdue&q=northern');
    await router.navigate(-2);
    await screen.findByText('Showing 1 to 2 of 2');
    expect(screen.getByRole('radio', { name: 'Open' })).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText(inEnglish.t('verifications.queue.search'))).toHaveValue(''));
  });

  it('opens a shared address on its view', async () => {
    const api = fakeApi({ [`${QUEUE}state=all&q=kim&page=1`]: answer(items.slice(1)) });
    renderAt('/admin/verifications?state=all&q=kim');
    await table();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.getByLabelText(inEnglish.t('verifications.queue.search'))).toHaveValue('kim');
    expect(api.calls.map((call) => call.key)).toEqual([
      'GET /api/config',
      'GET /api/admin/me',
      `${QUEUE}state=all&q=kim&page=1`,
    ]);
  });

  it('says so when nothing matches, without an empty table', async () => {
    fakeApi({ [`${QUEUE}state=open&q=nobody&page=1`]: answer([]) });
    renderAt('/admin/verifications?q=nobody');
    expect(await screen.findByText(inEnglish.t('verifications.queue.empty'))).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the refusal of an administrator without the investigations permission in an alert', async () => {
    const refusal = inEnglish.t('hiring.api.investigationsForbidden');
    fakeApi({ [`${QUEUE}state=open&page=1`]: () => ({ status: 403, body: { message: refusal } }) });
    renderAt('/admin/verifications');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(inEnglish.t('verifications.queue.empty'))).not.toBeInTheDocument();
  });
});
