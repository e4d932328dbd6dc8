import { apiPaths, type ClearinghouseConsentView, loadCatalogue } from '@roadhire/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveLogin } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { fakeToken, inOneHour } from '../../../test/fake-token';
import { aProfile } from '../../../test/profile-fixture';
import { renderAt } from '../../../test/render';

// The consent to limited Clearinghouse queries is a prescribed English text (decision 032): a
// French reader consents to the English, marked as English, with the carrier's translation beside it.

const TITLE = 'Consent to limited queries of the FMCSA Drug and Alcohol Clearinghouse';
const LABEL = 'Traduction française, pour lecture\u00a0: c’est le texte anglais que vous acceptez.';

const consent = (translation?: ClearinghouseConsentView['text']['translation']): ClearinghouseConsentView => ({
  application_id: 42,
  p_position_title: 'Camionneur régional',
  carrier: { legal_name: 'Acme Haulage Ltd.', address: '1 Depot Rd, Regina SK S4P 3Y2' },
  text: {
    key: 'clearinghouse_consent',
    version: '2026-11-26 shipped default',
    sha256: 'a'.repeat(64),
    required: true,
    title: TITLE,
    text: 'I consent to the employer named above conducting limited queries.\n\nThis consent covers limited queries.',
    ...(translation ? { translation } : {}),
  },
  signature: null,
});

const FRENCH = {
  lang: 'fr' as const,
  title: 'Consentement aux interrogations limitées du Drug and Alcohol Clearinghouse de la FMCSA',
  version: '2026-11-26 traduction livrée par défaut',
  sha256: 'b'.repeat(64),
  text: 'Je consens à ce que l’employeur nommé ci-dessus effectue des interrogations limitées.\n\nCe consentement vise les interrogations limitées.',
};

function open(view: ClearinghouseConsentView) {
  fakeApi({
    'GET /api/candidate/user/profile': () => ({ body: aProfile() }),
    [`GET ${apiPaths.clearinghouseConsent(42)}`]: () => ({ body: view }),
  });
  renderAt('/candidate/clearinghouse-consent/42', { locale: 'fr' });
}

beforeAll(async () => {
  await loadCatalogue('fr');
});

describe('the Clearinghouse consent in French', () => {
  beforeEach(() => saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) }));

  it('shows the English text marked as English and the carrier’s translation beside it, labelled', async () => {
    open(consent(FRENCH));

    const english = await screen.findByRole('article', { name: TITLE });
    expect(english).toHaveAttribute('lang', 'en');
    expect(within(english).getByText('This consent covers limited queries.')).toBeInTheDocument();
    const beside = screen.getByRole('complementary', { name: LABEL });
    expect(beside).toHaveAttribute('lang', 'fr-CA');
    expect(within(beside).getByText(FRENCH.title)).toBeInTheDocument();
    expect(within(beside).getByText('Ce consentement vise les interrogations limitées.')).toBeInTheDocument();
    // The page around them speaks French, and signs the English text.
    expect(screen.getByRole('button', { name: 'Signer le consentement' })).toBeInTheDocument();
  });

  it('shows the English text alone when the carrier has no translation of its version', async () => {
    open(consent());

    expect(await screen.findByRole('article', { name: TITLE })).toHaveAttribute('lang', 'en');
    expect(screen.queryByRole('complementary', { name: LABEL })).not.toBeInTheDocument();
  });
});
