import { inEnglish } from '@roadhire/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BRAND, fakeApi } from '../../test/fake-api';
import { renderAt } from '../../test/render';
import { signInAsAdmin } from '../../test/sign-in';

const AUDIT = 'GET /api/admin/audit?page=1&pageSize=25';

describe('admin area frame', () => {
  it('warns on every page while drivers sign legal texts that are not the carrier’s own (decision 016)', async () => {
    const shipped = ['FMCSA Pre-Employment Screening Program (PSP) disclosure and authorisation'];
    fakeApi({
      'GET /api/config': () => ({ body: { ...BRAND, shippedLegalTexts: shipped } }),
      [AUDIT]: () => ({ body: { items: [], total: 0 } }),
    });
    signInAsAdmin();
    renderAt('/admin/audit');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(inEnglish.t('adminPage.shippedTexts.title'));
    expect(alert).toHaveTextContent(shipped[0] as string);
  });

  it('says nothing once every required text is the carrier’s own', async () => {
    fakeApi({
      'GET /api/config': () => ({ body: { ...BRAND, shippedLegalTexts: [] } }),
      [AUDIT]: () => ({ body: { items: [], total: 0 } }),
    });
    signInAsAdmin();
    renderAt('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(screen.queryByText(inEnglish.t('adminPage.shippedTexts.title'))).not.toBeInTheDocument();
  });
});
