import { inEnglish, type OpenPosition } from '@roadhire/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getPendingJobId } from '../../../lib/pending-job';
import { readSession, saveLogin, saveMe } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { fakeToken, inOneHour } from '../../../test/fake-token';
import { aPosition } from '../../../test/position-fixture';
import { aProfile } from '../../../test/profile-fixture';
import { renderAt } from '../../../test/render';

const hostile = aPosition({
  p_id: 12,
  p_position_title: 'Flatbed Driver',
  p_landing_page_desc:
    '<h3>What we offer</h3><p>Home weekly</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1">',
});
const other = aPosition({ p_id: 13, p_position_title: 'Tanker Driver' });

function openAt(
  url: string,
  { positions = [hostile, other], check }: { positions?: OpenPosition[]; check?: object } = {},
) {
  const api = fakeApi({
    'GET /api/open-positions': () => ({ body: positions }),
    // The apply page an Apply link leads to asks for its position.
    ...Object.fromEntries(positions.map((p) => [`GET /api/open-positions/${p.p_id}`, () => ({ body: p })])),
    ...(check && { 'GET /api/apply/check': () => ({ body: check }) }),
  });
  return { api, ...renderAt(url) };
}

function signInWithStatus(pipeline_status: number | null) {
  saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) });
  saveMe(aProfile({ pipeline_status }));
}

const openDetails = async (title: string) => {
  const heading = await screen.findByRole('heading', { level: 3, name: title });
  // 'View details' once the card's own button continues or is completed.
  const opener = new RegExp(`^(${inEnglish.t('careers.details')}|${inEnglish.t('careers.viewDetails')})$`);
  await userEvent.click(await within(heading.closest('li') as HTMLElement).findByRole('link', { name: opener }));
  return screen.findByRole('dialog', { name: title });
};

describe('position details panel (SPEC §2)', () => {
  it('opens from a card as a dialog named by the title, with the sanitized description', async () => {
    const { router } = openAt('/');
    const panel = await openDetails('Flatbed Driver');
    expect(router.state.location.search).toBe('?position=12');
    expect(within(panel).getByRole('heading', { name: inEnglish.t('careers.description') })).toBeInTheDocument();
    expect(within(panel).getByText('Home weekly')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'What we offer' })).toBeInTheDocument();
    // Never the script, never the handler, whatever the server sent.
    expect(panel.querySelector('script, img, [onerror]')).toBeNull();
    expect(panel.innerHTML).not.toMatch(/onerror|hacked/);
    expect(window).not.toHaveProperty('hacked');
  });

  it('opens as a new history entry and closes with its close button by going back to the list', async () => {
    const { router } = openAt('/');
    const panel = await openDetails('Flatbed Driver');
    expect(router.state.historyAction).toBe('PUSH');
    await userEvent.click(within(panel).getByRole('button', { name: inEnglish.t('careers.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('POP');
  });

  it('closes when the browser goes Back, and stays on the list', async () => {
    const { router } = openAt('/');
    await openDetails('Flatbed Driver');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: inEnglish.t('careers.title') })).toBeInTheDocument();
  });

  it('puts the list beneath a shared link opened as the first page, so Back closes the panel', async () => {
    const { router } = openAt('/?position=13');
    expect(await screen.findByRole('dialog', { name: 'Tanker Driver' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.historyAction).toBe('PUSH'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location).toMatchObject({ pathname: '/', search: '' });
    // Closed with its button, the panel goes back to that same list entry.
    await openDetails('Tanker Driver');
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('careers.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('offers Apply again where the description ends', async () => {
    openAt('/');
    const panel = await openDetails('Flatbed Driver');
    const [top, bottom] = within(panel).getAllByRole('link', { name: inEnglish.t('careers.applyNow') });
    const description = within(panel).getByText('Home weekly');
    expect(top?.compareDocumentPosition(description)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(bottom?.compareDocumentPosition(description)).toBe(Node.DOCUMENT_POSITION_PRECEDING);
  });

  it('opens the position a shared /?position= link names', async () => {
    openAt('/?position=13');
    expect(await screen.findByRole('dialog', { name: 'Tanker Driver' })).toBeInTheDocument();
  });

  it('says the position is no longer open when the link names one not in the list', async () => {
    openAt('/?position=99');
    expect(await screen.findByRole('alert')).toHaveTextContent(inEnglish.t('careers.positionGone'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Tanker Driver' })).toBeInTheDocument();
  });
});

describe('Apply button on a position (SPEC §4)', () => {
  it('sends a visitor to register with the apply page as redirect, keeping the job in the cookie', async () => {
    const { router } = openAt('/');
    const panel = await openDetails('Flatbed Driver');
    await userEvent.click(
      within(panel).getAllByRole('link', { name: inEnglish.t('careers.applyNow') })[0] as HTMLElement,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/apply/12')}`);
    expect(getPendingJobId()).toBe('12');
  });

  it("reads 'Apply Now' for a candidate without an application and goes to /apply/{id}", async () => {
    signInWithStatus(null);
    const { router, api } = openAt('/', { check: { pipeline_status: null, application_id: null } });
    const panel = await openDetails('Tanker Driver');
    await waitFor(() => expect(api.calls.map((call) => call.key)).toContain('GET /api/apply/check'));
    await userEvent.click(
      within(panel).getAllByRole('link', { name: inEnglish.t('careers.applyNow') })[0] as HTMLElement,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply/13'));
    expect(getPendingJobId()).toBe('13');
  });

  it("reads 'Continue Application' while one is in progress and goes to its onboarding", async () => {
    signInWithStatus(null);
    const { router } = openAt('/', { check: { pipeline_status: 2, application_id: 41 } });
    // Once the check has answered, so the card's buttons do not change under the click.
    await screen.findAllByRole('link', { name: inEnglish.t('careers.viewDetails') });
    const panel = await openDetails('Flatbed Driver');
    await userEvent.click(
      (
        await within(panel).findAllByRole('link', { name: inEnglish.t('careers.continueApplication') })
      )[0] as HTMLElement,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate/onboarding/41'));
    expect(getPendingJobId()).toBe('12');
  });

  it("reads 'Completed', disabled, once onboarding is done", async () => {
    signInWithStatus(null);
    openAt('/', { check: { pipeline_status: 3, application_id: 41 } });
    await screen.findAllByRole('link', { name: inEnglish.t('careers.viewDetails') });
    const panel = await openDetails('Flatbed Driver');
    for (const button of await within(panel).findAllByRole('button', { name: inEnglish.t('careers.completed') }))
      expect(button).toBeDisabled();
  });

  it("keeps the cached profile's status when the check fails, and says nothing of it", async () => {
    signInWithStatus(3);
    fakeApi({
      'GET /api/open-positions': () => ({ body: [hostile] }),
      'GET /api/apply/check': () => ({ status: 500, body: { message: 'down' } }),
    });
    renderAt('/?position=12');
    const panel = await screen.findByRole('dialog', { name: 'Flatbed Driver' });
    for (const button of within(panel).getAllByRole('button', { name: inEnglish.t('careers.completed') }))
      expect(button).toBeDisabled();
    // SPEC §8: a failed check stays silent.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the card button follows pipeline_status too (SPEC §2, §4)', () => {
  const cardOf = async (title: string) =>
    (await screen.findByRole('heading', { level: 3, name: title })).closest('li') as HTMLElement;

  it("reads 'Continue Application' on every card while one is in progress, and goes to its onboarding", async () => {
    signInWithStatus(null);
    const { router } = openAt('/', { check: { pipeline_status: 2, application_id: 41 } });
    const card = await cardOf('Tanker Driver');
    const button = await within(card).findByRole('link', { name: inEnglish.t('careers.continueApplication') });
    expect(within(card).queryByRole('link', { name: inEnglish.t('careers.details') })).not.toBeInTheDocument();
    expect(
      within(await cardOf('Flatbed Driver')).getByRole('link', { name: inEnglish.t('careers.continueApplication') }),
    ).toBeEnabled();
    await userEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate/onboarding/41'));
  });

  it("reads 'Completed', disabled, once onboarding is done; the details still open", async () => {
    signInWithStatus(null);
    openAt('/', { check: { pipeline_status: 3, application_id: 41 } });
    const card = await cardOf('Tanker Driver');
    expect(await within(card).findByRole('button', { name: inEnglish.t('careers.completed') })).toBeDisabled();
    expect(within(card).queryByRole('link', { name: inEnglish.t('careers.details') })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('link', { name: inEnglish.t('careers.viewDetails') }));
    const panel = await screen.findByRole('dialog', { name: 'Tanker Driver' });
    for (const button of within(panel).getAllByRole('button', { name: inEnglish.t('careers.completed') }))
      expect(button).toBeDisabled();
  });

  it("reads 'Details / Apply' for a candidate without an application", async () => {
    signInWithStatus(null);
    const { api } = openAt('/', { check: { pipeline_status: null, application_id: null } });
    await waitFor(() => expect(api.calls.map((call) => call.key)).toContain('GET /api/apply/check'));
    const card = await cardOf('Tanker Driver');
    expect(within(card).getByRole('link', { name: inEnglish.t('careers.details') })).toBeEnabled();
    expect(within(card).queryByRole('link', { name: inEnglish.t('careers.viewDetails') })).not.toBeInTheDocument();
  });
});

describe('a session ended on another device', () => {
  it('shows the careers page signed out, without leaving it, once the server refuses the session', async () => {
    signInWithStatus(null);
    fakeApi({
      'GET /api/open-positions': () => ({ body: [hostile, other] }),
      'GET /api/apply/check': () => ({ status: 401, body: { message: 'Please log in to continue.' } }),
    });
    const { router } = renderAt('/');
    expect(await screen.findByRole('link', { name: inEnglish.t('topBar.continueApplication') })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(readSession().token).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });
});
