import { messages } from '@roadhire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../../lib/session';
import {
  aDraftEntry,
  anOnboardingState,
  DRAFT_API,
  draftSaves,
  findStep,
  ONBOARDING_API,
  openOnboarding,
  pressBack,
  pressNext,
  step1Answers,
} from '../../../test/onboarding-fixture';
import { aProfile } from '../../../test/profile-fixture';
import { byLabel, groupByLegend } from '../../../test/queries';

const o = messages.onboarding;
const v = o.validation;
const s1 = o.step1;
const titles = o.stepTitles;

const next = pressNext;
const back = pressBack;

describe('Onboarding page (SPEC §2 Onboarding, §4, §8; decision 007)', { timeout: 20_000 }, () => {
  it('resumes at the saved step with its answers, under one h1, with the progress', async () => {
    await openOnboarding(anOnboardingState(3, { ...step1Answers, dl_license_no: 'D1234-56789' }));
    await findStep(titles[2]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(o.title);
    expect(byLabel(o.step3.licenseNo)).toHaveValue('D1234-56789');
    expect(screen.getByText('Step 3 of 9 (33%)')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: o.progressLabel });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByRole('button', { name: o.back })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: o.next })).toBeInTheDocument();
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
    await findStep(titles[0]);
    expect(byLabel(s1.dob)).toHaveValue('1985-02-03');
    expect(byLabel(s1.address1)).toHaveValue('9 Elm Rd');
    expect(byLabel(s1.address2)).toHaveValue('Unit 4');
    expect(byLabel(s1.city)).toHaveValue('Buffalo');
    await waitFor(() => expect(byLabel(s1.country)).toHaveValue('United States'));
    expect(byLabel(s1.province)).toHaveValue('New York');
    expect(byLabel(s1.postalCode)).toHaveValue('14201');
    expect(screen.getByText('Step 1 of 9 (11%)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: o.back })).not.toBeInTheDocument();
  });

  it("a saved draft's answers win over the profile", async () => {
    const profile = aProfile({ pipeline_status: 2, address1: '9 Elm Rd', city: 'Buffalo' });
    await openOnboarding(anOnboardingState(1, { address1: '1 Main St' }), {}, { profile });
    await findStep(titles[0]);
    expect(byLabel(s1.address1)).toHaveValue('1 Main St');
    expect(byLabel(s1.city)).toHaveValue('');
  });

  it("Next is blocked with the step's messages and saves nothing", async () => {
    const { api } = await openOnboarding();
    await findStep(titles[0]);
    await next();
    expect(byLabel(s1.dob)).toHaveAccessibleDescription(v.required);
    expect(byLabel(s1.address1)).toHaveAccessibleDescription(v.required);
    expect(byLabel(s1.city)).toHaveAccessibleDescription(v.required);
    expect(groupByLegend(s1.referStatus)).toHaveAccessibleDescription(v.answerRequired);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(titles[0]);
    expect(draftSaves(api)).toHaveLength(0);
  });

  it('Next saves the draft with the new step and every answer, and focuses the next heading', async () => {
    const { api } = await openOnboarding(anOnboardingState(1, step1Answers));
    await findStep(titles[0]);
    await userEvent.type(byLabel(s1.address2), 'Apt 2');
    await next();
    const heading = await findStep(titles[1]);
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(draftSaves(api)).toHaveLength(1));
    const [saved] = draftSaves(api);
    expect(saved?.step).toBe(2);
    expect(saved?.data).toMatchObject({ ...step1Answers, address2: 'Apt 2', dl_class: [], work_history: [] });
    expect(Object.values(saved?.data ?? {})).not.toContain(undefined);
    expect(await screen.findByText(o.saved)).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 9 (22%)')).toBeInTheDocument();
  });

  it('Back keeps the answers, without checking the step, and saves the step', async () => {
    const { api } = await openOnboarding(anOnboardingState(2, step1Answers));
    await findStep(titles[1]);
    await back();
    await findStep(titles[0]);
    expect(byLabel(s1.address1)).toHaveValue('1 Main St');
    expect(byLabel(s1.city)).toHaveValue('Ottawa');
    await waitFor(() => expect(draftSaves(api).map((save) => save.step)).toEqual([1]));
    await next();
    await findStep(titles[1]);
    // The step 2 answers were never given: Back moved on anyway, and Next now checks them.
    await next();
    expect(groupByLegend(o.step2.legalRightCanada)).toHaveAccessibleDescription(v.answerRequired);
  });

  it('a failed draft save shows a quiet notice, the steps still move, and the next move tries again', async () => {
    let fail = true;
    const { api } = await openOnboarding(anOnboardingState(2, step1Answers), {
      [`PUT ${DRAFT_API}`]: () => (fail ? { status: 503, body: { message: 'down' } } : { body: { step: 1 } }),
    });
    await findStep(titles[1]);
    await back();
    await findStep(titles[0]);
    expect(await screen.findByText(o.saveDraftFailed)).toBeInTheDocument();
    expect(o.saveDraftFailed).toBe(
      'Your answers could not be saved just now. We will try again when you move to another step.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fail = false;
    await next();
    await findStep(titles[1]);
    await waitFor(() => expect(screen.queryByText(o.saveDraftFailed)).not.toBeInTheDocument());
    expect(draftSaves(api).map((save) => save.step)).toEqual([1, 2]);
  });

  it('saves the draft when the page is hidden (the driver switches apps)', async () => {
    const { api } = await openOnboarding(anOnboardingState(3, step1Answers));
    await findStep(titles[2]);
    await userEvent.type(byLabel(o.step3.licenseNo), 'X1');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    await waitFor(() => expect(draftSaves(api)).toHaveLength(1));
    expect(draftSaves(api)[0]).toMatchObject({ step: 3, data: { dl_license_no: 'X1' } });
  });

  it('Submit Application first takes the candidate to the first incomplete step, with its messages, and sends nothing', async () => {
    const { api } = await openOnboarding(anOnboardingState(9, { ...step1Answers, work_history: [aDraftEntry()] }), {
      'GET /api/candidate/user/work-history/7': () => ({ body: [] }),
    });
    await findStep(titles[8]);
    await userEvent.click(screen.getByRole('button', { name: o.submitApplication }));
    await findStep(titles[1]);
    expect(screen.getByText('Step 2 of 9 (22%)')).toBeInTheDocument();
    expect(await screen.findAllByText(v.answerRequired)).not.toHaveLength(0);
    expect(api.calls.filter((call) => call.key === `PUT ${ONBOARDING_API}`)).toHaveLength(0);
  });

  it("Cancel Application asks first; OK cancels, goes to / and says 'Application cancelled'", async () => {
    let cancelled = false;
    const { api, router } = await openOnboarding(anOnboardingState(2, step1Answers), {
      'DELETE /api/candidate/apply/cancel/42': () => {
        cancelled = true;
        return { body: { message: 'ok' } };
      },
      'GET /api/candidate/user/profile': () => ({ body: aProfile({ pipeline_status: cancelled ? null : 2 }) }),
      'GET /api/open-positions': () => ({ body: [] }),
    });
    await findStep(titles[1]);
    await userEvent.click(screen.getByRole('button', { name: o.cancelApplication }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to cancel this application?');
    await userEvent.click(within(dialog).getByRole('button', { name: o.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.key.startsWith('DELETE'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: o.cancelApplication }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: o.ok }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Application cancelled')).toBeInTheDocument();
    expect(readSession().me?.pipeline_status).toBeNull();
  });

  it("a failed cancel says 'Failed to cancel application' and stays", async () => {
    const { router } = await openOnboarding(anOnboardingState(2, step1Answers), {
      'DELETE /api/candidate/apply/cancel/42': () => ({ status: 500, body: { message: 'boom' } }),
    });
    await findStep(titles[1]);
    await userEvent.click(screen.getByRole('button', { name: o.cancelApplication }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: o.ok }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to cancel application');
    expect(router.state.location.pathname).toBe('/candidate/onboarding/42');
  });

  it.each([
    ['submitted', o.alreadySubmitted],
    ['cancelled', o.notActive],
  ] as const)('a %s application shows its message and the way home', async (status, text) => {
    await openOnboarding(anOnboardingState(1, null, { status }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: o.next })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: o.backToPositions })).toHaveAttribute('href', '/');
  });

  it('an unknown application says it was not found; other failures say so in an alert', async () => {
    const { unmount } = await openOnboarding(anOnboardingState(), {
      [`GET ${ONBOARDING_API}`]: () => ({ status: 404, body: { message: 'Not found.' } }),
    });
    expect(await screen.findByText(o.notFound)).toBeInTheDocument();
    unmount();
    await openOnboarding(anOnboardingState(), {
      [`GET ${ONBOARDING_API}`]: () => ({ status: 500, body: { message: 'boom' } }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(o.loadFailed);
    expect(screen.getByRole('link', { name: o.backToPositions })).toHaveAttribute('href', '/');
  });
});
