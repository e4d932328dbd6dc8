import { type ComplianceText, type ComplianceTextsResponse, inEnglish, type Signature } from '@roadhire/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const text = (key: string, title: string, required = true): ComplianceText => ({
  key,
  version: '2026-11',
  sha256: 'a'.repeat(64),
  required,
  title,
  text: `${title}: first paragraph.\n\nSecond paragraph.`,
});

/** The texts in force as `GET /api/compliance/texts` answers them: two required, one optional. */
export function someComplianceTexts(): ComplianceTextsResponse {
  return {
    carrier: { legal_name: 'Acme Haulage Ltd.', address: '1 Depot Rd, Regina SK S4P 3Y2' },
    certification: {
      ...text('certification', 'Certification'),
      text: 'This certifies that this application was completed by me, and that all entries on it and information in it are true and complete to the best of my knowledge.',
    },
    texts: [
      text('previous_employers', 'Notice: previous employers will be contacted'),
      text('background_check', 'Background check disclosure and authorisation'),
      text('psp', 'PSP disclosure and authorisation', false),
    ],
  };
}

export function aSignature(overrides: Partial<Signature> = {}): Signature {
  return {
    application_id: 42,
    user_id: 7,
    typed_name: 'Ana Silva',
    signed_at: '2026-11-23T15:04:05.000Z',
    ip: '127.0.0.1',
    user_agent: 'test',
    snapshot_sha256: 'b'.repeat(64),
    texts: [],
    language: 'en',
    ...overrides,
  };
}

/** Reads the summary, accepts every required text, certifies and signs as `name`. */
export async function signAs(name: string) {
  await fillSignature(name);
  await userEvent.click(screen.getByRole('button', { name: inEnglish.t('signing.signAndSubmit') }));
}

/** Everything before "Sign and submit": the summary read, the required texts accepted, the certification ticked and the name typed. */
export async function fillSignature(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: inEnglish.t('signing.continue') }));
  for (const { title, required } of someComplianceTexts().texts) {
    await screen.findByRole('heading', { name: title });
    if (required) await user.click(screen.getByRole('checkbox', { name: inEnglish.t('signing.accept') }));
    await user.click(screen.getByRole('button', { name: inEnglish.t('signing.continue') }));
  }
  await screen.findByRole('heading', { name: inEnglish.t('signing.certifyTitle') });
  await user.click(screen.getByRole('checkbox', { name: /This certifies/ }));
  await user.type(screen.getByRole('textbox', { name: inEnglish.t('signing.legalName') }), name);
}
