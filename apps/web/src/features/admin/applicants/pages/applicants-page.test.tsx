import { inEnglish } from '@roadhire/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { anApplication, LIST, listAnswer, POSITIONS_KEY, positionsAnswer } from '../../../../test/applicants-fixture';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { signInAsAdmin } from '../../../../test/sign-in';

const rows = [
  anApplication({ id: 5, first_name: 'Ann', last_name: 'Lee', recruiter_stage: 'interview' }),
  anApplication({
    id: 6,
    first_name: 'Bo',
    last_name: 'Kim',
    status: 'in_progress',
    recruiter_stage: null,
    submitted_at: null,
  }),
];
const table = () => screen.findByRole('table', { name: inEnglish.t('adminApplications.list.tableLabel') });
const header = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) }).closest('th');
const positionInput = () => screen.getByRole('combobox', { name: 'Position' });
const asked = (api: ReturnType<typeof fakeApi>) => api.calls.map((call) => call.key);

beforeEach(signInAsAdmin);

describe('applicants table', () => {
  it('lists the applications newest first, each name linking to its file', async () => {
    const api = fakeApi({ [`${LIST}page=1&pageSize=25`]: listAnswer(rows), [POSITIONS_KEY]: positionsAnswer });
    renderAt('/admin/applicants');
    expect(await screen.findByRole('heading', { level: 1, name: 'Applicants' })).toBeInTheDocument();
    const body = within(await table());
    expect(body.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/admin/applicants/5');
    expect(body.getByRole('link', { name: 'Bo Kim' })).toHaveAttribute('href', '/admin/applicants/6');
    const ann = body.getByRole('link', { name: 'Ann Lee' }).closest('tr') as HTMLElement;
    // The email opens the mail app; the mobile is formatted and calls when tapped.
    expect(within(ann).getByRole('link', { name: 'driver5@example.com' })).toHaveAttribute(
      'href',
      'mailto:driver5@example.com',
    );
    expect(within(ann).getByRole('link', { name: '(416) 555-0100' })).toHaveAttribute('href', 'tel:4165550100');
    expect(ann).toHaveTextContent('SubmittedInterview');
    expect(body.getByRole('link', { name: 'Bo Kim' }).closest('tr')).toHaveTextContent('In progress');
    expect(header('Applied')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByText('Showing 1 to 2 of 2')).toBeInTheDocument();
    expect(api.calls[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('searches a moment after typing stops, and at once on Enter', async () => {
    const api = fakeApi({
      [`${LIST}page=1&pageSize=25`]: listAnswer(rows),
      [`${LIST}q=ann&page=1&pageSize=25`]: listAnswer(rows.slice(0, 1)),
      [`${LIST}q=416+555&page=1&pageSize=25`]: listAnswer(rows.slice(1)),
      [POSITIONS_KEY]: positionsAnswer,
    });
    const { router } = renderAt('/admin/applicants');
    await table();
    await userEvent.type(screen.getByLabelText('Search'), 'ann');
    await waitFor(() => expect(router.state.location.search).toBe('?q=ann'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Bo Kim' })).not.toBeInTheDocument());
    expect(asked(api)).not.toContain(`${LIST}q=a&page=1&pageSize=25`);

    await userEvent.clear(screen.getByLabelText('Search'));
    await userEvent.type(screen.getByLabelText('Search'), '416 555{Enter}');
    expect(router.state.location.search).toBe('?q=416+555');
    expect(await screen.findByRole('link', { name: 'Bo Kim' })).toBeInTheDocument();
  });

  it('filters by status, position and dates, each change back on page 1', async () => {
    const many = listAnswer(rows, 80);
    const api = fakeApi({
      [`${LIST}page=3&pageSize=25`]: many,
      [`${LIST}stage=submitted&page=1&pageSize=25`]: many,
      [`${LIST}status=hired&page=1&pageSize=25`]: many,
      [`${LIST}status=hired&position=8&page=1&pageSize=25`]: many,
      [`${LIST}status=hired&position=8&from=2026-11-10&page=1&pageSize=25`]: many,
      [`${LIST}status=hired&position=8&from=2026-11-10&to=2026-11-30&page=1&pageSize=25`]: many,
      [POSITIONS_KEY]: positionsAnswer,
    });
    const { router } = renderAt('/admin/applicants?page=3');
    await table();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Waiting for review');
    await waitFor(() => expect(router.state.location.search).toBe('?stage=submitted'));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Hired');
    await waitFor(() => expect(router.state.location.search).toBe('?status=hired'));

    await userEvent.click(positionInput());
    await userEvent.click(await screen.findByRole('option', { name: 'Yard Jockey (POS-8)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=hired&position=8'));

    fireEvent.change(screen.getByLabelText('Applied from'), { target: { value: '2026-11-10' } });
    // An end date before the start date is refused where it is typed, and never asked for.
    fireEvent.change(screen.getByLabelText('Applied to'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText(inEnglish.t('adminApplications.badRange'))).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Applied to'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(asked(api)).toContain(`${LIST}status=hired&position=8&from=2026-11-10&to=2026-11-30&page=1&pageSize=25`),
    );
    expect(asked(api).some((key) => key.includes('to=2026-11-01'))).toBe(false);
    expect(screen.queryByText(inEnglish.t('adminApplications.badRange'))).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('sorts by a header, and a second click turns the order round', async () => {
    fakeApi({
      [`${LIST}page=1&pageSize=25`]: listAnswer(rows),
      [`${LIST}sort=name&page=1&pageSize=25`]: listAnswer(rows),
      [`${LIST}sort=-name&page=1&pageSize=25`]: listAnswer(rows),
      [POSITIONS_KEY]: positionsAnswer,
    });
    const { router } = renderAt('/admin/applicants');
    await table();
    await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(header('Name')).toHaveAttribute('aria-sort', 'ascending'));
    expect(router.state.location.search).toBe('?sort=name');
    expect(header('Applied')).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(header('Name')).toHaveAttribute('aria-sort', 'descending'));
    expect(router.state.location.search).toBe('?sort=-name');
  });

  it('pages through the list, keeping the rows on screen while the next page loads', async () => {
    const api = fakeApi({
      [`${LIST}page=1&pageSize=25`]: listAnswer(rows, 60),
      [`${LIST}page=2&pageSize=25`]: listAnswer([anApplication({ id: 30, first_name: 'Cy', last_name: 'Roe' })], 60),
      [`${LIST}page=1&pageSize=50`]: listAnswer(rows, 60),
      [POSITIONS_KEY]: positionsAnswer,
    });
    const { router } = renderAt('/admin/applicants');
    await table();
    expect(screen.getByText('Showing 1 to 25 of 60')).toBeInTheDocument();

    const release = api.holdNext();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('link', { name: 'Ann Lee' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: inEnglish.t('adminApplications.list.tableLabel') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    release();
    expect(await screen.findByRole('link', { name: 'Cy Roe' })).toBeInTheDocument();
    expect(screen.getByText('Showing 26 to 50 of 60')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: inEnglish.t('adminApplications.list.tableLabel') })).toHaveAttribute(
      'aria-busy',
      'false',
    );

    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '50');
    await waitFor(() => expect(router.state.location.search).toBe('?pageSize=50'));
    expect(await screen.findByText('Showing 1 to 50 of 60')).toBeInTheDocument();
    expect(asked(api)).toContain(`${LIST}page=1&pageSize=50`);
  });

  it('restores the whole view from a shared link, and Back returns to the previous one', async () => {
    const link = '/admin/applicants?q=ann&status=interview&position=8&from=2026-11-01&to=2026-11-30&sort=-name&page=2';
    const api = fakeApi({
      [`${LIST}status=interview&position=8&q=ann&from=2026-11-01&to=2026-11-30&sort=-name&page=2&pageSize=25`]:
        listAnswer(rows, 30),
      [`${LIST}status=interview&position=8&q=ann&from=2026-11-01&to=2026-11-30&sort=-name&page=1&pageSize=25`]:
        listAnswer(rows, 30),
      [POSITIONS_KEY]: positionsAnswer,
    });
    const { router } = renderAt(link);
    await table();
    expect(screen.getByLabelText('Search')).toHaveValue('ann');
    expect(screen.getByLabelText('Status')).toHaveValue('interview');
    await waitFor(() => expect(positionInput()).toHaveValue('Yard Jockey (POS-8)'));
    expect(screen.getByLabelText('Applied from')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('Applied to')).toHaveValue('2026-11-30');
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('Showing 26 to 30 of 30')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(screen.getByText('Showing 1 to 25 of 30')).toBeInTheDocument());
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByText('Showing 26 to 30 of 30')).toBeInTheDocument());
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(link);
    expect(asked(api)).toContain(
      `${LIST}status=interview&position=8&q=ann&from=2026-11-01&to=2026-11-30&sort=-name&page=1&pageSize=25`,
    );
  });

  it('says when no application matches the filters', async () => {
    fakeApi({ [`${LIST}status=hired&page=1&pageSize=25`]: listAnswer([]), [POSITIONS_KEY]: positionsAnswer });
    renderAt('/admin/applicants?status=hired');
    expect(await screen.findByText('No applications match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's message when the list fails, and tries again on Retry", async () => {
    let attempts = 0;
    fakeApi({
      [`${LIST}page=1&pageSize=25`]: () =>
        ++attempts === 1 ? { status: 503, body: { message: 'The database is busy.' } } : listAnswer(rows)(),
      [POSITIONS_KEY]: positionsAnswer,
    });
    renderAt('/admin/applicants');
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Ann Lee' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
