import { inEnglish } from '@roadhire/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveLogin, saveMe } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { fakeToken, inOneHour } from '../../../test/fake-token';
import { aProfile } from '../../../test/profile-fixture';
import { renderAt } from '../../../test/render';

describe('Application received page', () => {
  it('thanks the candidate and links back to the open positions', async () => {
    saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) });
    saveMe(aProfile({ pipeline_status: 3 }));
    fakeApi({ 'GET /api/candidate/user/profile': () => ({ body: aProfile({ pipeline_status: 3 }) }) });
    renderAt('/application-received');
    expect(
      await screen.findByRole('heading', { level: 1, name: inEnglish.t('onboarding.receivedTitle') }),
    ).toBeInTheDocument();
    expect(screen.getByText(inEnglish.t('onboarding.receivedBody'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: inEnglish.t('onboarding.backToPositions') })).toHaveAttribute('href', '/');
  });

  it('needs a session', async () => {
    fakeApi();
    const { router } = renderAt('/application-received');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/login');
  });
});
