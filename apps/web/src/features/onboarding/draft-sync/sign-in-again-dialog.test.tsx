import { loadCatalogue } from '@roadhire/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { SignInAgainDialog } from './sign-in-again-dialog';

describe('SignInAgainDialog', () => {
  it('says the session timed out in the page’s language', async () => {
    await loadCatalogue('fr');
    const dialog = <SignInAgainDialog opened userId={1} onClose={() => {}} onSignedIn={() => {}} />;
    renderAt('/', { routes: [{ path: '/', element: dialog }], locale: 'fr' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Votre session a expiré. Veuillez vous reconnecter.');
  });
});
