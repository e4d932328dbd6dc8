import { messages } from '@roadhire/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { aDraftEntry, aWorkHistoryRecord } from '../../../test/onboarding-fixture';
import { renderStep } from '../../../test/render-step';
import { reviewWorkHistoryStep } from './step-9-review-work-history';

const text = messages.onboarding;
const t = text.step9;
const section = (name: string) => screen.getByRole('region', { name });

function open(
  values = {},
  records = [
    aWorkHistoryRecord(),
    aWorkHistoryRecord({ wh_id: 901, application_id: 42, wh_name: 'This Application Co' }),
  ],
) {
  const api = fakeApi({ 'GET /api/candidate/user/work-history/7': () => ({ body: records }) });
  return { ...renderStep(reviewWorkHistoryStep, { values }), api };
}

describe('Step 9 Review Work History (SPEC §2, §4, §8)', { timeout: 20_000 }, () => {
  it('shows entries of earlier applications read-only', async () => {
    open({ work_history: [aDraftEntry()] });
    const earlier = await screen.findByRole('region', { name: t.previous });
    expect(within(earlier).getByText(/Old Haulers/)).toBeInTheDocument();
    expect(within(earlier).getByText('2015-03-01 – 2019-12-31')).toBeInTheDocument();
    expect(within(earlier).queryByRole('button')).not.toBeInTheDocument();
    // Entries already saved with this application are not "earlier" ones.
    expect(screen.queryByText(/This Application Co/)).not.toBeInTheDocument();
    expect(within(section(t.added)).getByText(/Prairie Freight/)).toBeInTheDocument();
  });

  it('Edit puts a copy of the entry on the step 8 form', async () => {
    const entry = aDraftEntry({ wh_status: 'Yes', wh_dateto: '' });
    const { form, goTo } = open({ work_history: [entry] });
    expect(within(section(t.added)).getByText(`2020-01-01 – ${t.present}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Edit Working/ }));
    expect(goTo).toHaveBeenCalledWith(8);
    expect(form().getValues('wh_form')).toEqual(entry);
    expect(form().getValues('wh_editing_key')).toBe(entry.entry_key);
  });

  it('Delete removes a new entry after confirmation', async () => {
    const kept = aDraftEntry({ wh_name: 'Kept Co' });
    const gone = aDraftEntry({ wh_name: 'Gone Co' });
    const { form } = open({ work_history: [kept, gone] });
    await userEvent.click(screen.getByRole('button', { name: /^Delete Working — Gone Co/ }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: t.deleteConfirm })).getByRole('button', { name: text.ok }),
    );
    expect(screen.queryByText(/Gone Co/)).not.toBeInTheDocument();
    expect(form().getValues('work_history')).toEqual([kept]);
  });

  it("'Add Another Entry' opens a blank step 8", async () => {
    const entry = aDraftEntry();
    const { form, goTo } = open({ work_history: [entry], wh_form: entry, wh_editing_key: entry.entry_key });
    await userEvent.click(screen.getByRole('button', { name: text.addAnotherEntry }));
    expect(goTo).toHaveBeenCalledWith(8);
    expect(form().getValues('wh_form')).toBeNull();
    expect(form().getValues('wh_editing_key')).toBeNull();
  });

  it('needs at least one entry, new or earlier, before submitting', async () => {
    const { api } = open({}, []);
    await screen.findByText(t.none);
    await userEvent.click(screen.getByRole('button', { name: text.submitApplication }));
    expect(screen.getByRole('alert')).toHaveTextContent(t.entryRequired);
    expect(api.calls.filter((call) => !call.key.startsWith('GET'))).toEqual([]);
  });

  it('only logs a work-history load failure', async () => {
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    fakeApi({ 'GET /api/candidate/user/work-history/7': () => ({ status: 500, body: { message: 'down' } }) });
    renderStep(reviewWorkHistoryStep, { values: { work_history: [aDraftEntry()] } });
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: t.previous })).not.toBeInTheDocument();
  });
});
