import { inEnglish } from '@roadhire/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { noticeState } from '../../../lib/route-notice';
import { readSession, saveLogin } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { fakeToken, inOneHour } from '../../../test/fake-token';
import {
  aDraftEntry,
  anOnboardingState,
  answer,
  DRAFT_API,
  draftSaves,
  draftServer,
  dropdownRoutes,
  findStep,
  ONBOARDING_API,
  ONBOARDING_URL,
  openOnboarding,
  pressBack,
  pressNext,
  step1Answers,
} from '../../../test/onboarding-fixture';
import { aProfile } from '../../../test/profile-fixture';
import { byLabel, groupByLegend } from '../../../test/queries';
import { renderAt } from '../../../test/render';

const next = pressNext;
const back = pressBack;

describe('Onboarding page (SPEC §2 Onboarding, §4, §8; decision 007)', { timeout: 20_000 }, () => {
  it('resumes at the saved step with its answers, under one h1, with the progress', async () => {
    await openOnboarding(anOnboardingState(3, { ...step1Answers, dl_license_no: 'D1234-56789' }));
    await findStep(inEnglish.t('onboarding.stepTitles.2'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(inEnglish.t('onboarding.title'));
    expect(byLabel(inEnglish.t('onboarding.step3.licenseNo'))).toHaveValue('D1234-56789');
    expect(screen.getByText('Step 3 of 9 (33%)')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: inEnglish.t('onboarding.progressLabel') });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByRole('button', { name: inEnglish.t('onboarding.back') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: inEnglish.t('onboarding.next') })).toBeInTheDocument();
  });

  it('fills step 1 from the profile when there is no draft, and has no Back on step 1', async () => {
    const profile = aProfile({
      pipeline_status: 2,
      dob: '1985-02-03',
      address1: '9 Elm Rd',
      address2: 'Unit 4',
      city: 'Buffalo',
      province: 'New York',
      country: 'United States',
      postal_code: '14201',
    });
    await openOnboarding(anOnboardingState(1, null), {}, { profile });
    await findStep(inEnglish.t('onboarding.stepTitles.0'));
    expect(byLabel(inEnglish.t('onboarding.step1.dob'))).toHaveValue('1985-02-03');
    expect(byLabel(inEnglish.t('onboarding.step1.address1'))).toHaveValue('9 Elm Rd');
    expect(byLabel(inEnglish.t('onboarding.step1.address2'))).toHaveValue('Unit 4');
    expect(byLabel(inEnglish.t('onboarding.step1.city'))).toHaveValue('Buffalo');
    await waitFor(() => expect(byLabel(inEnglish.t('onboarding.step1.country'))).toHaveValue('United States'));
    expect(byLabel(inEnglish.t('onboarding.step1.province'))).toHaveValue('New York');
    expect(byLabel(inEnglish.t('onboarding.step1.postalCode'))).toHaveValue('14201');
    expect(screen.getByText('Step 1 of 9 (11%)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: inEnglish.t('onboarding.back') })).not.toBeInTheDocument();
  });

  it("a saved draft's answers win over the profile", async () => {
    const profile = aProfile({ pipeline_status: 2, address1: '9 Elm Rd', city: 'Buffalo' });
    await openOnboarding(anOnboardingState(1, { address1: '1 Main St' }), {}, { profile });
    await findStep(inEnglish.t('onboarding.stepTitles.0'));
    expect(byLabel(inEnglish.t('onboarding.step1.address1'))).toHaveValue('1 Main St');
    expect(byLabel(inEnglish.t('onboarding.step1.city'))).toHaveValue('');
  });

  it("Next is blocked with the step's messages and saves nothing", async () => {
    const { api } = await openOnboarding();
    await findStep(inEnglish.t('onboarding.stepTitles.0'));
    await next();
    expect(byLabel(inEnglish.t('onboarding.step1.dob'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.required'),
    );
    expect(byLabel(inEnglish.t('onboarding.step1.address1'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.required'),
    );
    expect(byLabel(inEnglish.t('onboarding.step1.city'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.required'),
    );
    expect(groupByLegend(inEnglish.t('onboarding.step1.referStatus'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.answerRequired'),
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(inEnglish.t('onboarding.stepTitles.0'));
    expect(draftSaves(api)).toHaveLength(0);
  });

  it('Next saves the draft with the new step and every answer, and focuses the next heading', async () => {
    const { api } = await openOnboarding(anOnboardingState(1, step1Answers));
    await findStep(inEnglish.t('onboarding.stepTitles.0'));
    await userEvent.type(byLabel(inEnglish.t('onboarding.step1.address2')), 'Apt 2');
    await next();
    const heading = await findStep(inEnglish.t('onboarding.stepTitles.1'));
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(draftSaves(api)).toHaveLength(1));
    const [saved] = draftSaves(api);
    expect(saved?.step).toBe(2);
    expect(saved?.data).toMatchObject({ ...step1Answers, address2: 'Apt 2', dl_class: [], work_history: [] });
    expect(Object.values(saved?.data ?? {})).not.toContain(undefined);
    expect(await screen.findByText(inEnglish.t('onboarding.saved'))).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 9 (22%)')).toBeInTheDocument();
  });

  it('Back keeps the answers, without checking the step, and saves the step', async () => {
    const { api } = await openOnboarding(anOnboardingState(2, step1Answers));
    await findStep(inEnglish.t('onboarding.stepTitles.1'));
    await back();
    await findStep(inEnglish.t('onboarding.stepTitles.0'));
    expect(byLabel(inEnglish.t('onboarding.step1.address1'))).toHaveValue('1 Main St');
    expect(byLabel(inEnglish.t('onboarding.step1.city'))).toHaveValue('Ottawa');
    // Whole saves, not their steps: should a second ever come, its version tells a retry from a new save.
    await waitFor(() => expect(draftSaves(api)).toEqual([expect.objectContaining({ step: 1 })]));
    await next();
    await findStep(inEnglish.t('onboarding.stepTitles.1'));
    // The step 2 answers were never given: Back moved on anyway, and Next now checks them.
    await next();
    expect(groupByLegend(inEnglish.t('onboarding.step2.legalRightCanada'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.answerRequired'),
    );
  });

  it("the browser's Back and Forward move between steps, keeping every answer and saving the step", async () => {
    const { api, router } = await openOnboarding(anOnboardingState(1, step1Answers));
    await findStep(inEnglish.t('onboarding.stepTitles.0'));
    await userEvent.type(byLabel(inEnglish.t('onboarding.step1.address2')), 'Apt 2');
    await next();
    await findStep(inEnglish.t('onboarding.stepTitles.1'));
    await answer(inEnglish.t('onboarding.step2.legalRightCanada'), 'Yes');
    await act(() => router.navigate(-1));
    await findStep(inEnglish.t('onboarding.stepTitles.0'));
    expect(router.state.location.pathname).toBe(ONBOARDING_URL);
    expect(byLabel(inEnglish.t('onboarding.step1.address2'))).toHaveValue('Apt 2');
    await waitFor(() => expect(draftSaves(api).at(-1)?.step).toBe(1));
    await act(() => router.navigate(1));
    await findStep(inEnglish.t('onboarding.stepTitles.1'));
    expect(
      within(groupByLegend(inEnglish.t('onboarding.step2.legalRightCanada'))).getByRole('radio', { name: 'Yes' }),
    ).toBeChecked();
    // The on-screen Back is the same history step: one more browser Back then leaves the application.
    await back();
    await findStep(inEnglish.t('onboarding.stepTitles.0'));
    await act(() => router.navigate(1));
    await findStep(inEnglish.t('onboarding.stepTitles.1'));
  });

  it('the notice the apply page handed over goes once the driver moves to the next step', async () => {
    saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) });
    fakeApi({
      [`GET ${ONBOARDING_API}`]: () => ({ body: anOnboardingState(1, step1Answers) }),
      'GET /api/candidate/user/profile': () => ({ body: aProfile({ pipeline_status: 2 }) }),
      [`PUT ${DRAFT_API}`]: draftServer(0),
      ...dropdownRoutes,
    });
    renderAt(ONBOARDING_URL, { state: noticeState(inEnglish.t('apply.started'), 'success') });
    await findStep(inEnglish.t('onboarding.stepTitles.0'));
    expect(screen.getByText(inEnglish.t('apply.started'))).toBeInTheDocument();
    await next();
    await findStep(inEnglish.t('onboarding.stepTitles.1'));
    expect(screen.queryByText(inEnglish.t('apply.started'))).not.toBeInTheDocument();
  });

  it('tells the driver when the position closed since they started, and keeps the steps', async () => {
    await openOnboarding(anOnboardingState(2, step1Answers, { position_open: false }));
    await findStep(inEnglish.t('onboarding.stepTitles.1'));
    expect(screen.getByRole('alert')).toHaveTextContent(inEnglish.t('onboarding.positionClosed'));
  });

  it('a failed draft save says it is retrying, the steps still move, and it is sent again by itself', async () => {
    let fail = true;
    const saved = draftServer(1);
    const { api } = await openOnboarding(anOnboardingState(2, step1Answers), {
      [`PUT ${DRAFT_API}`]: (request) => (fail ? { status: 503, body: { message: 'down' } } : saved(request)),
    });
    await findStep(inEnglish.t('onboarding.stepTitles.1'));
    await back();
    await findStep(inEnglish.t('onboarding.stepTitles.0'));
    expect(await screen.findByText(inEnglish.t('onboarding.saveRetrying'))).toBeInTheDocument();
    expect(screen.getByText(inEnglish.t('onboarding.saveRetrying'))).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fail = false;
    expect(await screen.findByText(inEnglish.t('onboarding.saved'), {}, { timeout: 4000 })).toBeInTheDocument();
    // The same draft each time, until one is taken: how many tries failed first depends on how long
    // the page took to show its message, so only that there was a second is asserted.
    const saves = draftSaves(api);
    expect(saves.length).toBeGreaterThanOrEqual(2);
    expect(new Set(saves.map((save) => `step ${save.step}, version ${save.version}`))).toEqual(
      new Set(['step 1, version 1']),
    );
  });

  it('saves the draft when the page is hidden (the driver switches apps)', async () => {
    const { api } = await openOnboarding(anOnboardingState(3, step1Answers));
    await findStep(inEnglish.t('onboarding.stepTitles.2'));
    await userEvent.type(byLabel(inEnglish.t('onboarding.step3.licenseNo')), 'X1');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    await waitFor(() => expect(draftSaves(api)).toHaveLength(1));
    expect(draftSaves(api)[0]).toMatchObject({ step: 3, data: { dl_license_no: 'X1' } });
  });

  it('saves what the driver types after a pause, without Next, and keeps it in the browser until then', async () => {
    const { api } = await openOnboarding(anOnboardingState(3, step1Answers));
    await findStep(inEnglish.t('onboarding.stepTitles.2'));
    await userEvent.type(byLabel(inEnglish.t('onboarding.step3.licenseNo')), 'Z9');
    expect(JSON.stringify(localStorage)).toContain('Z9');
    expect(draftSaves(api)).toHaveLength(0);
    await waitFor(() => expect(draftSaves(api)).toHaveLength(1), { timeout: 4000 });
    expect(draftSaves(api)[0]).toMatchObject({ step: 3, version: 1, data: { dl_license_no: 'Z9' } });
    expect(await screen.findByText(inEnglish.t('onboarding.saved'))).toBeInTheDocument();
    expect(JSON.stringify(localStorage)).not.toContain('Z9');
  });

  it('a save refused only because another window moved between steps changes nothing on screen and says nothing', async () => {
    let version = 1;
    const { api } = await openOnboarding(anOnboardingState(3, step1Answers), {
      [`PUT ${DRAFT_API}`]: ({ body }) => {
        const draft = body as { version: number; step: number };
        if (draft.version !== version) return { status: 409, body: { message: 'changed', version } };
        return { body: { step: draft.step, updated_at: '2026-11-21T10:00:00.000Z', version: ++version } };
      },
      // Then the other window saved the same answers on another step.
      [`GET ${ONBOARDING_API}`]: () => ({
        body: version === 1 ? anOnboardingState(3, step1Answers) : anOnboardingState(1, step1Answers, { version }),
      }),
    });
    await findStep(inEnglish.t('onboarding.stepTitles.2'));
    version = 2;
    await userEvent.type(byLabel(inEnglish.t('onboarding.step3.licenseNo')), 'Q1');
    await next();
    // No notice of a change elsewhere, and this window's answer saved on the newer version.
    await waitFor(() => expect(draftSaves(api).at(-1)?.version).toBe(2));
    expect(screen.queryByText(inEnglish.t('onboarding.draftChanged'))).not.toBeInTheDocument();
    expect(draftSaves(api).at(-1)?.data).toMatchObject({ dl_license_no: 'Q1' });
  });

  it('a save refused as stale loads the newer answers, says so, and keeps and saves this window’s own change', async () => {
    let version = 1;
    const newer = { ...step1Answers, city: 'Kingston' };
    const { api } = await openOnboarding(anOnboardingState(3, step1Answers), {
      [`PUT ${DRAFT_API}`]: ({ body }) => {
        const draft = body as { version: number; step: number };
        if (draft.version !== version) return { status: 409, body: { message: 'changed', version } };
        return { body: { step: draft.step, updated_at: '2026-11-21T10:00:00.000Z', version: ++version } };
      },
      [`GET ${ONBOARDING_API}`]: () => ({
        body: version === 1 ? anOnboardingState(3, step1Answers) : anOnboardingState(7, newer, { version }),
      }),
    });
    await findStep(inEnglish.t('onboarding.stepTitles.2'));
    version = 2; // another device saved the new city meanwhile
    await userEvent.type(byLabel(inEnglish.t('onboarding.step3.licenseNo')), 'Q1');
    await next();
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      inEnglish.t('onboarding.draftChanged'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(inEnglish.t('onboarding.draftKeptMine'));
    await waitFor(() => expect(draftSaves(api).at(-1)?.version).toBe(2));
    expect(draftSaves(api).at(-1)?.data).toMatchObject({ city: 'Kingston', dl_license_no: 'Q1' });
  });

  it('stops saving, and says why, once the application was signed in another window (decision 016)', async () => {
    const { api } = await openOnboarding(anOnboardingState(3, step1Answers), {
      [`PUT ${DRAFT_API}`]: () => ({ status: 409, body: { message: inEnglish.t('signing.api.frozen') } }),
      [`GET ${ONBOARDING_API}`]: () => ({ body: anOnboardingState(3, step1Answers, { signed: true }) }),
    });
    await findStep(inEnglish.t('onboarding.stepTitles.2'));
    await userEvent.type(byLabel(inEnglish.t('onboarding.step3.licenseNo')), 'Q1');
    await next();
    expect(await screen.findByText(inEnglish.t('signing.api.frozen'), {}, { timeout: 4000 })).toBeInTheDocument();
    // No loop of refused saves: the one refused save is the last.
    const saves = draftSaves(api).length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(draftSaves(api)).toHaveLength(saves);
  });

  it('says an application submitted in another window was submitted, not that it is no longer active', async () => {
    let submitted = false;
    await openOnboarding(anOnboardingState(3, step1Answers), {
      [`PUT ${DRAFT_API}`]: () => {
        submitted = true;
        return { status: 409, body: { message: inEnglish.t('onboarding.api.alreadySubmitted') } };
      },
      [`GET ${ONBOARDING_API}`]: () => ({
        body: anOnboardingState(3, step1Answers, submitted ? { status: 'submitted' } : {}),
      }),
    });
    await findStep(inEnglish.t('onboarding.stepTitles.2'));
    await userEvent.type(byLabel(inEnglish.t('onboarding.step3.licenseNo')), 'Q1');
    await next();
    expect(
      await screen.findByText(inEnglish.t('onboarding.alreadySubmitted'), {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(inEnglish.t('onboarding.notActive'))).not.toBeInTheDocument();
  });

  it('a save answered 401 asks the driver to sign in on the page; afterwards every answer is there and saved', async () => {
    let signedIn = false;
    const saved = draftServer(1);
    const { api } = await openOnboarding(anOnboardingState(3, step1Answers), {
      [`PUT ${DRAFT_API}`]: (request) =>
        signedIn ? saved(request) : { status: 401, body: { message: 'Session timed out.' } },
      'POST /api/auth/login': () => {
        signedIn = true;
        return { body: { id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) } };
      },
    });
    await findStep(inEnglish.t('onboarding.stepTitles.2'));
    await userEvent.type(byLabel(inEnglish.t('onboarding.step3.licenseNo')), 'L77');
    const dialog = await screen.findByRole(
      'dialog',
      { name: inEnglish.t('onboarding.signInTitle') },
      { timeout: 4000 },
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Session timed out. Please log in again.');
    expect(screen.getByText(inEnglish.t('onboarding.saveSignIn'))).toBeInTheDocument();
    await userEvent.type(byLabel(inEnglish.t('fields.email')), 'driver@example.com');
    await userEvent.type(byLabel(inEnglish.t('fields.password')), 'long-enough');
    await userEvent.click(within(dialog).getByRole('button', { name: inEnglish.t('loginPage.submit') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(inEnglish.t('onboarding.saved'))).toBeInTheDocument();
    expect(draftSaves(api).at(-1)).toMatchObject({ step: 3, data: { dl_license_no: 'L77' } });
    expect(byLabel(inEnglish.t('onboarding.step3.licenseNo'))).toHaveValue('L77');
  });

  it('answers typed but not sent come back after the page is opened again', async () => {
    const { unmount } = await openOnboarding(anOnboardingState(3, step1Answers), {
      [`PUT ${DRAFT_API}`]: () => ({ status: 503, body: { message: 'down' } }),
    });
    await findStep(inEnglish.t('onboarding.stepTitles.2'));
    await userEvent.type(byLabel(inEnglish.t('onboarding.step3.licenseNo')), 'KEEP1');
    unmount();
    const { api } = await openOnboarding(anOnboardingState(3, step1Answers));
    await findStep(inEnglish.t('onboarding.stepTitles.2'));
    expect(byLabel(inEnglish.t('onboarding.step3.licenseNo'))).toHaveValue('KEEP1');
    await waitFor(() => expect(draftSaves(api).at(-1)?.data).toMatchObject({ dl_license_no: 'KEEP1' }));
  });

  it("offers Help and Logout in the application's header; Logout leaves no answer in this browser", async () => {
    const { router } = await openOnboarding(anOnboardingState(3, step1Answers));
    await findStep(inEnglish.t('onboarding.stepTitles.2'));
    const header = screen.getByRole('navigation', { name: inEnglish.t('onboarding.applicationNav') });
    await userEvent.click(within(header).getByRole('button', { name: inEnglish.t('nav.help') }));
    const help = await screen.findByRole('dialog', { name: inEnglish.t('help.title') });
    expect(help).toHaveTextContent('hr@acme.example');
    await userEvent.click(within(help).getByRole('button', { name: inEnglish.t('help.ok') }));
    await userEvent.type(byLabel(inEnglish.t('onboarding.step3.licenseNo')), 'L1');
    await waitFor(() => expect(screen.getByText(inEnglish.t('onboarding.saved'))).toBeInTheDocument());
    // A copy another driver left behind on this phone goes too.
    localStorage.setItem('onboardingDraft:99:5', '{}');
    await userEvent.click(within(header).getByRole('button', { name: inEnglish.t('nav.logout') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readSession().token).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('onboardingDraft:'))).toEqual([]);
  });

  it('Logout with answers not saved yet asks first, and Stay keeps them', async () => {
    await openOnboarding(anOnboardingState(3, step1Answers), {
      [`PUT ${DRAFT_API}`]: () => ({ status: 503, body: { message: 'down' } }),
    });
    await findStep(inEnglish.t('onboarding.stepTitles.2'));
    await userEvent.type(byLabel(inEnglish.t('onboarding.step3.licenseNo')), 'L2');
    const header = screen.getByRole('navigation', { name: inEnglish.t('onboarding.applicationNav') });
    await userEvent.click(within(header).getByRole('button', { name: inEnglish.t('nav.logout') }));
    const dialog = await screen.findByRole('dialog', { name: inEnglish.t('onboarding.logoutUnsaved') });
    await userEvent.click(within(dialog).getByRole('button', { name: inEnglish.t('onboarding.stayHere') }));
    expect(readSession().token).not.toBeNull();
    expect(byLabel(inEnglish.t('onboarding.step3.licenseNo'))).toHaveValue('L2');
    expect(Object.keys(localStorage).some((key) => key.startsWith('onboardingDraft:7:'))).toBe(true);
  });

  it('Submit Application first takes the candidate to the first incomplete step, with its messages, and sends nothing', async () => {
    const current = aDraftEntry({ wh_datefrom: '2010-01-01', wh_status: 'Yes', wh_dateto: '' });
    const { api } = await openOnboarding(anOnboardingState(9, { ...step1Answers, work_history: [current] }), {
      'GET /api/candidate/user/work-history/7': () => ({ body: [] }),
    });
    await findStep(inEnglish.t('onboarding.stepTitles.8'));
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('onboarding.submitApplication') }));
    await findStep(inEnglish.t('onboarding.stepTitles.1'));
    expect(screen.getByText('Step 2 of 9 (22%)')).toBeInTheDocument();
    expect(await screen.findAllByText(inEnglish.t('onboarding.validation.answerRequired'))).not.toHaveLength(0);
    expect(api.calls.filter((call) => call.key === `PUT ${ONBOARDING_API}`)).toHaveLength(0);
  });

  it("Cancel Application asks first; 'Cancel application' cancels, goes to / and says 'Application cancelled'", async () => {
    let cancelled = false;
    const { api, router } = await openOnboarding(anOnboardingState(2, step1Answers), {
      'DELETE /api/candidate/apply/cancel/42': () => {
        cancelled = true;
        return { body: { message: 'ok' } };
      },
      'GET /api/candidate/user/profile': () => ({ body: aProfile({ pipeline_status: cancelled ? null : 2 }) }),
      'GET /api/open-positions': () => ({ body: [] }),
    });
    await findStep(inEnglish.t('onboarding.stepTitles.1'));
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('onboarding.cancelApplication') }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to cancel this application?' });
    // The buttons say what they do, not OK / Cancel.
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Keep my application', 'Cancel application']);
    await userEvent.click(within(dialog).getByRole('button', { name: inEnglish.t('onboarding.keepApplication') }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.key.startsWith('DELETE'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('onboarding.cancelApplication') }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: inEnglish.t('onboarding.confirmCancel') }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Application cancelled')).toBeInTheDocument();
    expect(readSession().me?.pipeline_status).toBeNull();
  });

  it("a failed cancel says 'Failed to cancel application' and stays", async () => {
    const { router } = await openOnboarding(anOnboardingState(2, step1Answers), {
      'DELETE /api/candidate/apply/cancel/42': () => ({ status: 500, body: { message: 'boom' } }),
    });
    await findStep(inEnglish.t('onboarding.stepTitles.1'));
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('onboarding.cancelApplication') }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: inEnglish.t('onboarding.confirmCancel') }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to cancel application');
    expect(router.state.location.pathname).toBe('/candidate/onboarding/42');
  });

  it.each([
    ['submitted', inEnglish.t('onboarding.alreadySubmitted')],
    ['cancelled', inEnglish.t('onboarding.notActive')],
  ] as const)('a %s application shows its message and the way home', async (status, text) => {
    await openOnboarding(anOnboardingState(1, null, { status }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: inEnglish.t('onboarding.next') })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: inEnglish.t('onboarding.backToPositions') })).toHaveAttribute('href', '/');
  });

  it('an unknown application says it was not found; other failures say so in an alert', async () => {
    const { unmount } = await openOnboarding(anOnboardingState(), {
      [`GET ${ONBOARDING_API}`]: () => ({ status: 404, body: { message: 'Not found.' } }),
    });
    expect(await screen.findByText(inEnglish.t('onboarding.notFound'))).toBeInTheDocument();
    unmount();
    await openOnboarding(anOnboardingState(), {
      [`GET ${ONBOARDING_API}`]: () => ({ status: 500, body: { message: 'boom' } }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(inEnglish.t('onboarding.loadFailed'));
    expect(screen.getByRole('link', { name: inEnglish.t('onboarding.backToPositions') })).toHaveAttribute('href', '/');
  });
});
