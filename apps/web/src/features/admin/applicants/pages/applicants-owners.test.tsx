import { apiPaths, inEnglish } from '@roadhire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { anApplication, LIST, listAnswer, POSITIONS_KEY, positionsAnswer } from '../../../../test/applicants-fixture';
import { fakeApi, memberWith } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { signInAsAdmin } from '../../../../test/sign-in';

// Issue 43: each row names its owner, the list filters to mine or the "Unassigned" queue, and a
// member who acts on applicants claims an unowned one in one click; a claim someone else won says who.

const owned = { id: 9, name: 'Rita Recruiter', owned_at: '2026-11-04T15:00:00.000Z' };
const ann = anApplication({ id: 5, first_name: 'Ann', last_name: 'Lee' });
const bo = anApplication({ id: 6, first_name: 'Bo', last_name: 'Kim', owner: owned });
const FIRST_PAGE = `${LIST}page=1&pageSize=25`;
const CLAIM_ANN = `POST ${apiPaths.adminApplicationClaim(5)}`;
// The first page of a file waits for its lazy screens, slow on a busy machine.
const table = () =>
  screen.findByRole('table', { name: inEnglish.t('adminApplications.list.tableLabel') }, { timeout: 15_000 });
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

beforeEach(signInAsAdmin);

describe('owners on the applicants list', () => {
  it('names each row’s owner and claims an unowned one in one click', async () => {
    let claimed = false;
    const api = fakeApi({
      [FIRST_PAGE]: () =>
        listAnswer(claimed ? [{ ...ann, owner: { ...owned, id: 1, name: 'Ada Admin' } }, bo] : [ann, bo])(),
      [POSITIONS_KEY]: positionsAnswer,
      [CLAIM_ANN]: () => {
        claimed = true;
        return { body: { id: 5, owner: { ...owned, id: 1, name: 'Ada Admin' } } };
      },
    });
    renderAt('/admin/applicants');
    await table();
    expect(rowOf('Bo Kim')).toHaveTextContent('Owner: Rita Recruiter');
    expect(within(rowOf('Bo Kim')).queryByRole('button', { name: /^Claim/ })).toBeNull();
    expect(rowOf('Ann Lee')).toHaveTextContent(inEnglish.t('adminApplications.owner.none'));
    await userEvent.click(within(rowOf('Ann Lee')).getByRole('button', { name: 'Claim Ann Lee' }));
    await waitFor(() => expect(rowOf('Ann Lee')).toHaveTextContent('Owner: Ada Admin'));
    expect(api.calls.filter((call) => call.key === CLAIM_ANN)).toHaveLength(1);
  });

  it('says who won when someone else claimed it first', async () => {
    const winner = inEnglish.t('adminApplications.ownedByOther', { owner: 'Rita Recruiter' });
    fakeApi({
      [FIRST_PAGE]: listAnswer([ann]),
      [POSITIONS_KEY]: positionsAnswer,
      [CLAIM_ANN]: () => ({ status: 409, body: { message: winner } }),
    });
    renderAt('/admin/applicants');
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Claim Ann Lee' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(winner);
  });

  it('offers no claim to a member whose role only reads applicants', async () => {
    fakeApi({ [FIRST_PAGE]: listAnswer([ann]), [POSITIONS_KEY]: positionsAnswer, ...memberWith(['applicants.read']) });
    renderAt('/admin/applicants');
    await table();
    expect(rowOf('Ann Lee')).toHaveTextContent(inEnglish.t('adminApplications.owner.none'));
    expect(screen.queryByRole('button', { name: 'Claim Ann Lee' })).toBeNull();
  });

  it('filters to the "Unassigned" queue from the menu and from the filter, and back to everyone', async () => {
    const api = fakeApi({
      [FIRST_PAGE]: listAnswer([ann, bo]),
      [`${LIST}owner=none&page=1&pageSize=25`]: listAnswer([ann]),
      [`${LIST}owner=me&page=1&pageSize=25`]: listAnswer([]),
      [POSITIONS_KEY]: positionsAnswer,
    });
    const { router } = renderAt('/admin/applicants');
    await table();
    // jsdom's window is a phone's: the menu opens from its button, and closes on a choice.
    const openMenu = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
      return screen.getByRole('navigation', { name: inEnglish.t('adminPage.sidebar') });
    };
    await userEvent.click(within(await openMenu()).getByRole('link', { name: 'Unassigned' }));
    await waitFor(() => expect(router.state.location.search).toBe('?owner=none'));
    const menu = await openMenu();
    expect(within(menu).getByRole('link', { name: 'Unassigned' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Applicants' })).not.toHaveAttribute('aria-current');
    const owner = screen.getByRole('combobox', { name: inEnglish.t('adminApplications.owner.label') });
    expect(owner).toHaveValue('none');
    await userEvent.selectOptions(owner, 'me');
    await waitFor(() => expect(router.state.location.search).toBe('?owner=me'));
    expect(api.calls.map((call) => call.key)).toContain(`${LIST}owner=me&page=1&pageSize=25`);
  });
});
