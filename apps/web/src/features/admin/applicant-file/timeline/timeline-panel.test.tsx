import { inEnglish, type Timeline } from '@roadhire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { anApplicantFile, FILE_API, FILE_URL, noDriverMail } from '../../../../test/applicant-file-fixture';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { signInAsAdmin } from '../../../../test/sign-in';

const t = inEnglish.t;
const panel = () => screen.getByRole('region', { name: t('timeline.panel.title') });
const entries = () => within(panel()).getByRole('list', { name: t('timeline.panel.entries') });

const NEWER: Timeline = {
  items: [
    {
      kind: 'message',
      id: 3,
      at: '2026-11-20T15:00:00Z',
      actor_id: 7,
      actor_name: 'Ana Maria Silva',
      direction: 'from_driver',
      subject: null,
      body: 'Appelez-moi après 17 h.',
      language: 'fr',
    },
    {
      kind: 'mail',
      id: 9,
      at: '2026-11-19T15:00:00Z',
      mail_kind: 'application_received',
      recipient: 'ana@example.com',
      subject: 'We received your application',
      text: 'Hi Ana',
      language: 'en',
      state: 'failed',
      sent_at: null,
      last_error: '550',
    },
  ],
  next_before: '1763564400000000.0.9',
};
const OLDER: Timeline = {
  items: [
    {
      kind: 'contact',
      id: 4,
      at: '2026-11-18T15:00:00Z',
      actor_id: null,
      actor_name: null,
      channel: 'call',
      outcome: 'no_answer',
      note: null,
    },
  ],
  next_before: null,
};

async function openFile(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    [`GET ${FILE_API}`]: () => ({ body: anApplicantFile() }),
    ...noDriverMail,
    [`GET ${FILE_API}/timeline`]: () => ({ body: NEWER }),
    [`GET ${FILE_API}/timeline?before=${encodeURIComponent(NEWER.next_before ?? '')}`]: () => ({ body: OLDER }),
    ...routes,
  });
  renderAt(FILE_URL);
  await screen.findByRole('heading', { level: 1, name: 'Ana Maria Silva' });
  return api;
}

describe('the timeline on the applicant file', () => {
  beforeEach(signInAsAdmin);

  it('lists entries newest first, each text in its own language, and pages to older ones', async () => {
    await openFile();
    const [answer, mail] = await within(await waitFor(entries)).findAllByRole('listitem');
    expect(answer).toHaveTextContent(t('timeline.panel.messageFromDriver'));
    expect(
      within(answer as HTMLElement)
        .getByText('Appelez-moi après 17 h.')
        .closest('[lang]'),
    ).toHaveAttribute('lang', 'fr-CA');
    expect(mail).toHaveTextContent(t('timeline.panel.mailStates.failed'));
    expect(within(mail as HTMLElement).getByText('We received your application')).toHaveAttribute('lang', 'en-CA');

    await userEvent.click(within(panel()).getByRole('button', { name: t('timeline.panel.more') }));
    const older = await within(entries()).findByText('Call: No answer');
    expect(older.closest('li')).toHaveTextContent(t('timeline.panel.formerMember'));
    expect(within(panel()).queryByRole('button', { name: t('timeline.panel.more') })).not.toBeInTheDocument();
  });

  it('logs a contact with the outcomes of the channel chosen', async () => {
    const api = await openFile({
      [`POST ${FILE_API}/contacts`]: () => ({ status: 201, body: {} }),
    });
    await userEvent.click(within(panel()).getByRole('button', { name: t('timeline.contactForm.open') }));
    const form = within(panel()).getByRole('form', { name: t('timeline.contactForm.open') });
    await userEvent.selectOptions(within(form).getByLabelText(t('timeline.contactForm.channel')), 'voicemail');
    expect(within(form).getByLabelText(t('timeline.contactForm.outcome'))).toHaveValue('left_message');
    await userEvent.type(within(form).getByLabelText(t('timeline.contactForm.note')), 'After lunch');
    await userEvent.click(within(form).getByRole('button', { name: t('timeline.contactForm.submit') }));
    expect(await within(panel()).findByRole('status')).toHaveTextContent(t('timeline.contactForm.done'));
    expect(api.calls.find((call) => call.key === `POST ${FILE_API}/contacts`)?.body).toEqual({
      channel: 'voicemail',
      outcome: 'left_message',
      note: 'After lunch',
    });
  });
});
