import { inEnglish, translatorFor } from '@roadhire/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { announceProfileUpdated, readSession, saveLogin, saveMe } from '../../lib/session';
import { BRAND, fakeApi } from '../../test/fake-api';
import { fakeToken, inOneHour } from '../../test/fake-token';
import { aProfile } from '../../test/profile-fixture';
import { renderAt } from '../../test/render';

const signIn = (role: number) => saveLogin({ id: 7, role, token: fakeToken({ exp: inOneHour(), role }) });

describe('top navigation bar (SPEC §2)', () => {
  it('offers a visitor to continue an application at /login', async () => {
    fakeApi();
    renderAt('/');
    const link = await screen.findByRole('link', { name: 'Continue an application ?' });
    expect(link).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: inEnglish.t('nav.myAccount') })).not.toBeInTheDocument();
  });

  it('gives a candidate Home, Help and My Account without Admin or Menu', async () => {
    fakeApi();
    signIn(2);
    renderAt('/');
    expect(await screen.findByRole('link', { name: inEnglish.t('nav.home') })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: inEnglish.t('nav.help') })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('nav.myAccount') }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: inEnglish.t('nav.profile') })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(menu).queryByRole('menuitem', { name: inEnglish.t('nav.admin') })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: inEnglish.t('nav.logout') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: inEnglish.t('nav.menu') })).not.toBeInTheDocument();
  });

  it('gives a candidate reading French Home to the French careers list', async () => {
    fakeApi();
    signIn(2);
    const french = await translatorFor('fr');
    renderAt('/profile', { locale: 'fr' });
    expect(await screen.findByRole('link', { name: french.t('nav.home') })).toHaveAttribute('href', '/fr/');
  });

  it('gives an administrator Home to /admin, the Admin entry and the Menu button', async () => {
    fakeApi();
    signIn(1);
    renderAt('/admin');
    expect(await screen.findByRole('link', { name: inEnglish.t('nav.home') })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('button', { name: inEnglish.t('nav.menu') })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('nav.myAccount') }));
    expect(await screen.findByRole('menuitem', { name: inEnglish.t('nav.admin') })).toHaveAttribute('href', '/admin');
  });

  it('opens Support with the company phone and HR email, closed by OK', async () => {
    fakeApi();
    signIn(2);
    renderAt('/');
    await userEvent.click(await screen.findByRole('button', { name: inEnglish.t('nav.help') }));
    const dialog = await screen.findByRole('dialog', { name: inEnglish.t('help.title') });
    expect(within(dialog).getByRole('button', { name: inEnglish.t('careers.close') })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: BRAND.companyPhone })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: BRAND.hrEmail })).toHaveAttribute(
      'href',
      `mailto:${BRAND.hrEmail}`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: inEnglish.t('help.ok') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('logs out: clears the session and goes to /login', async () => {
    fakeApi();
    signIn(2);
    saveMe(aProfile());
    const { router } = renderAt('/');
    await userEvent.click(await screen.findByRole('button', { name: inEnglish.t('nav.myAccount') }));
    await userEvent.click(await screen.findByRole('menuitem', { name: inEnglish.t('nav.logout') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readSession()).toMatchObject({ token: null, userId: null, userRole: null, me: null });
  });

  it('hides entirely once profileUpdated reports an application in progress', async () => {
    fakeApi();
    signIn(2);
    renderAt('/');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    localStorage.setItem('me', JSON.stringify(aProfile({ pipeline_status: 2 })));
    act(() => announceProfileUpdated());
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});
