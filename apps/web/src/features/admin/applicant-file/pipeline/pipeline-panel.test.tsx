import { type AdminApplicationEvent, inEnglish } from '@roadhire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  anApplicantFile,
  anEvent,
  DRIVER_MAIL_API,
  FILE_API,
  FILE_URL,
  noDriverMail,
} from '../../../../test/applicant-file-fixture';
import { fakeApi } from '../../../../test/fake-api';
import { byLabel } from '../../../../test/queries';
import { renderAt } from '../../../../test/render';
import { signInAsAdmin } from '../../../../test/sign-in';

const panel = () => screen.getByRole('region', { name: inEnglish.t('adminApplications.file.pipeline') });
const history = () => within(panel()).getByRole('list', { name: inEnglish.t('adminApplications.file.history') });

/** The file as the server keeps it: a stage change or a note adds to its history. */
function serverWith(events: AdminApplicationEvent[]) {
  let file = anApplicantFile({ events });
  return {
    routes: {
      [`GET ${FILE_API}`]: () => ({ body: file }),
      ...noDriverMail,
    } as Parameters<typeof fakeApi>[0],
    add(event: AdminApplicationEvent, stage = file.application.recruiter_stage) {
      file = {
        ...file,
        application: { ...file.application, recruiter_stage: stage },
        events: [event, ...file.events],
      };
    },
  };
}

const HIRED_TEXT = 'Hi Ana,\n\nCongratulations: we are glad to offer you the position of Long Haul Driver.';

/** The server's default message for a stage, as GET …/stage-message answers it. */
function previewRoute(stage: 'interview' | 'hired' | 'rejected') {
  return {
    [`GET ${FILE_API}/stage-message?stage=${stage}`]: () => ({
      body: {
        stage,
        to: 'ana@example.com',
        subject: 'Welcome aboard: you are hired for Long Haul Driver',
        text: HIRED_TEXT,
      },
    }),
    // A hire on 2026-12-01 the Clearinghouse step allows.
    ...hireCheckRoute([]),
  };
}

/** What GET …/hire-check answers for a hire on 2026-12-01: the reasons it cannot happen, if any. */
function hireCheckRoute(reasons: string[]) {
  return {
    [`GET ${FILE_API}/hire-check?hired_on=2026-12-01`]: () => ({
      body: { hired_on: '2026-12-01', allowed: reasons.length === 0, reasons },
    }),
  };
}

/** A move to hired that the server accepts, adding its event to the file. */
function hiredRoute(server: ReturnType<typeof serverWith>) {
  return {
    [`PUT ${FILE_API}/status`]: () => {
      const event = anEvent({ id: 903, from_stage: 'in_review', to_stage: 'hired', note: null });
      server.add(event, 'hired');
      return {
        body: { id: 42, recruiter_stage: 'hired', recruiter_stage_at: event.created_at, hired_on: '2026-12-01', event },
      };
    },
  };
}

async function openFile(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  renderAt(FILE_URL);
  await screen.findByRole('heading', { level: 1, name: 'Ana Maria Silva' });
  return api;
}

describe('applicant file pipeline (decision 008)', () => {
  beforeEach(signInAsAdmin);

  it('shows the history newest first, with who and when', async () => {
    await openFile(
      serverWith([
        anEvent(),
        anEvent({ id: 899, kind: 'note', from_stage: null, to_stage: null, note: 'Called, will send the abstract.' }),
      ]).routes,
    );
    const items = within(history()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Stage changed from Waiting for review to In review');
    expect(items[0]).toHaveTextContent('Strong mountain experience.');
    expect(items[0]).toHaveTextContent('recruiter@acme.example');
    expect(items[1]).toHaveTextContent(inEnglish.t('adminApplications.file.noteEvent'));
    expect(items[1]).toHaveTextContent('Called, will send the abstract.');
  });

  it('offers the five stages with the current one chosen', async () => {
    await openFile(serverWith([]).routes);
    const select = screen.getByRole('combobox', { name: inEnglish.t('adminApplications.file.stageSelect') });
    expect(select).toHaveValue('in_review');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Waiting for review', 'In review', 'Interview', 'Hired', 'Rejected']);
  });

  it('changes the stage with a note, then shows the new event and a confirmation', async () => {
    const server = serverWith([anEvent()]);
    const api = await openFile({
      ...server.routes,
      [`PUT ${FILE_API}/status`]: () => {
        const event = anEvent({ id: 901, from_stage: 'in_review', to_stage: 'submitted', note: 'Back for a check.' });
        server.add(event, 'submitted');
        return { body: { id: 42, recruiter_stage: 'submitted', recruiter_stage_at: event.created_at, event } };
      },
    });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: inEnglish.t('adminApplications.file.stageSelect') }),
      'submitted',
    );
    await userEvent.type(byLabel(inEnglish.t('adminApplications.file.stageNote')), 'Back for a check.');
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('adminApplications.file.changeStage') }));

    // Waiting for review is not a step the driver is told of: no dialog, no message.
    expect(
      await screen.findByText(inEnglish.t('adminApplications.file.stageChanged', { stage: 'Waiting for review' })),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(history()).getAllByRole('listitem')[0]).toHaveTextContent('Back for a check.'));
    expect(api.calls.find((call) => call.key === `PUT ${FILE_API}/status`)?.body).toEqual({
      stage: 'submitted',
      note: 'Back for a check.',
      from_stage: 'in_review',
    });
  });

  it('says the application is already at the chosen stage, and sends nothing', async () => {
    const api = await openFile(serverWith([]).routes);
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('adminApplications.file.changeStage') }));
    await waitFor(() =>
      expect(
        screen.getByRole('combobox', { name: inEnglish.t('adminApplications.file.stageSelect') }),
      ).toHaveAccessibleDescription(inEnglish.t('adminApplications.sameStage')),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.key.startsWith('PUT'))).toHaveLength(0);
  });

  it('refuses to overwrite a move made elsewhere since the file was read, and shows where it is now', async () => {
    const server = serverWith([]);
    const moved = inEnglish.t('adminApplications.stageMovedMeanwhile', { stage: 'Interview' });
    await openFile({
      ...server.routes,
      ...previewRoute('rejected'),
      [`PUT ${FILE_API}/status`]: () => {
        // Another tab moved it to interview a moment ago.
        server.add(anEvent({ id: 904, from_stage: 'in_review', to_stage: 'interview', note: null }), 'interview');
        return { status: 409, body: { message: moved } };
      },
    });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: inEnglish.t('adminApplications.file.stageSelect') }),
      'rejected',
    );
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('adminApplications.file.changeStage') }));
    const dialog = await screen.findByRole('dialog', { name: inEnglish.t('adminApplications.stageMessage.title') });
    await userEvent.click(
      within(dialog).getByRole('button', { name: inEnglish.t('adminApplications.stageMessage.confirm') }),
    );
    // The file is read again: its history and stage show the other move, and the refusal stays said.
    await waitFor(() =>
      expect(within(history()).getAllByRole('listitem')[0]).toHaveTextContent(
        'Stage changed from In review to Interview',
      ),
    );
    expect(screen.getByRole('combobox', { name: inEnglish.t('adminApplications.file.stageSelect') })).toHaveValue(
      'interview',
    );
    expect(within(panel()).getByRole('alert')).toHaveTextContent(moved);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the hire date before a move to hired', async () => {
    const api = await openFile({ ...serverWith([]).routes, ...previewRoute('hired') });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: inEnglish.t('adminApplications.file.stageSelect') }),
      'hired',
    );
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('adminApplications.file.changeStage') }));
    expect(await screen.findByText(inEnglish.t('hiring.api.hireDateRequired'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.key.startsWith('PUT'))).toHaveLength(0);
  });

  it('shows the server message when the application cannot move', async () => {
    await openFile({
      ...serverWith([]).routes,
      ...previewRoute('hired'),
      [`PUT ${FILE_API}/status`]: () => ({
        status: 409,
        body: { message: inEnglish.t('adminApplications.notSubmitted') },
      }),
    });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: inEnglish.t('adminApplications.file.stageSelect') }),
      'hired',
    );
    await userEvent.type(screen.getByLabelText(inEnglish.t('hiring.file.hireDate'), { exact: false }), '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('adminApplications.file.changeStage') }));
    const dialog = await screen.findByRole('dialog', { name: inEnglish.t('adminApplications.stageMessage.title') });
    await userEvent.click(
      within(dialog).getByRole('button', { name: inEnglish.t('adminApplications.stageMessage.confirm') }),
    );
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(inEnglish.t('adminApplications.notSubmitted'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds a note and shows it in the history', async () => {
    const server = serverWith([]);
    const api = await openFile({
      ...server.routes,
      [`POST ${FILE_API}/notes`]: ({ body }) => {
        const event = anEvent({
          id: 902,
          kind: 'note',
          from_stage: null,
          to_stage: null,
          note: (body as { note: string }).note,
        });
        server.add(event);
        return { status: 201, body: event };
      },
    });
    expect(within(panel()).getByText(inEnglish.t('adminApplications.file.historyEmpty'))).toBeInTheDocument();
    await userEvent.type(byLabel(inEnglish.t('adminApplications.file.note')), 'References checked.');
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('adminApplications.file.addNote') }));

    expect(await screen.findByText(inEnglish.t('adminApplications.file.noteAdded'))).toBeInTheDocument();
    await waitFor(() => expect(history()).toHaveTextContent('References checked.'));
    expect(api.calls.find((call) => call.key === `POST ${FILE_API}/notes`)?.body).toEqual({
      note: 'References checked.',
    });
    expect(byLabel(inEnglish.t('adminApplications.file.note'))).toHaveValue('');
  });

  it('asks for a note before sending an empty one', async () => {
    const api = await openFile(serverWith([]).routes);
    await userEvent.type(byLabel(inEnglish.t('adminApplications.file.note')), '   ');
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('adminApplications.file.addNote') }));
    await waitFor(() =>
      expect(byLabel(inEnglish.t('adminApplications.file.note'))).toHaveAccessibleDescription(
        inEnglish.t('adminApplications.noteRequired'),
      ),
    );
    expect(api.calls.filter((call) => call.key.startsWith('POST'))).toHaveLength(0);
  });

  it('says at once why a hire cannot happen on the date chosen, and asks for no message', async () => {
    const reason = inEnglish.t('hiring.api.hireFullQueryAfterHire', { queried: '2026-12-03', hired: '2026-12-01' });
    const api = await openFile({ ...serverWith([]).routes, ...previewRoute('hired'), ...hireCheckRoute([reason]) });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: inEnglish.t('adminApplications.file.stageSelect') }),
      'hired',
    );
    await userEvent.type(screen.getByLabelText(inEnglish.t('hiring.file.hireDate'), { exact: false }), '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('adminApplications.file.changeStage') }));

    const dialog = await screen.findByRole('dialog', { name: inEnglish.t('adminApplications.stageMessage.title') });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(inEnglish.t('hiring.file.cannotHire', { date: '2026-12-01' }));
    expect(alert).toHaveTextContent(reason);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: inEnglish.t('adminApplications.stageMessage.confirm') }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: inEnglish.t('adminApplications.stageMessage.cancel') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.key.startsWith('PUT'))).toHaveLength(0);
  });

  it('shows the message to the driver before a move to hired, and sends the edited text', async () => {
    const server = serverWith([]);
    const api = await openFile({ ...server.routes, ...previewRoute('hired'), ...hiredRoute(server) });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: inEnglish.t('adminApplications.file.stageSelect') }),
      'hired',
    );
    await userEvent.type(screen.getByLabelText(inEnglish.t('hiring.file.hireDate'), { exact: false }), '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('adminApplications.file.changeStage') }));

    const dialog = await screen.findByRole('dialog', { name: inEnglish.t('adminApplications.stageMessage.title') });
    expect(within(dialog).getByRole('button', { name: inEnglish.t('careers.close') })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('ana@example.com');
    expect(dialog).toHaveTextContent('Welcome aboard: you are hired for Long Haul Driver');
    const text = within(dialog).getByRole('textbox', { name: inEnglish.t('adminApplications.stageMessage.text') });
    expect(text).toHaveValue(HIRED_TEXT);
    expect(
      within(dialog).getByRole('checkbox', { name: inEnglish.t('adminApplications.stageMessage.send') }),
    ).toBeChecked();
    // Nothing moves until the recruiter confirms.
    expect(api.calls.filter((call) => call.key.startsWith('PUT'))).toHaveLength(0);

    await userEvent.clear(text);
    await userEvent.type(text, 'Hi Ana, welcome aboard. Orientation is Monday.');
    await userEvent.click(
      within(dialog).getByRole('button', { name: inEnglish.t('adminApplications.stageMessage.confirm') }),
    );

    expect(
      await screen.findByText(inEnglish.t('adminApplications.file.stageChanged', { stage: 'Hired' }), { exact: false }),
    ).toHaveTextContent(inEnglish.t('adminApplications.stageMessage.sentNote'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.key === `PUT ${FILE_API}/status`)?.body).toEqual({
      stage: 'hired',
      note: null,
      hired_on: '2026-12-01',
      send_message: true,
      message_text: 'Hi Ana, welcome aboard. Orientation is Monday.',
      from_stage: 'in_review',
    });
  });

  it('moves without a message when the recruiter unticks it, and asks for a text before sending an empty one', async () => {
    const server = serverWith([]);
    const api = await openFile({ ...server.routes, ...previewRoute('hired'), ...hiredRoute(server) });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: inEnglish.t('adminApplications.file.stageSelect') }),
      'hired',
    );
    await userEvent.type(screen.getByLabelText(inEnglish.t('hiring.file.hireDate'), { exact: false }), '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('adminApplications.file.changeStage') }));
    const dialog = await screen.findByRole('dialog', { name: inEnglish.t('adminApplications.stageMessage.title') });
    const text = within(dialog).getByRole('textbox', { name: inEnglish.t('adminApplications.stageMessage.text') });

    await userEvent.clear(text);
    await userEvent.click(
      within(dialog).getByRole('button', { name: inEnglish.t('adminApplications.stageMessage.confirm') }),
    );
    expect(text).toHaveAccessibleDescription(inEnglish.t('adminApplications.messageRequired'));
    expect(api.calls.filter((call) => call.key.startsWith('PUT'))).toHaveLength(0);

    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: inEnglish.t('adminApplications.stageMessage.send') }),
    );
    expect(dialog).toHaveTextContent(inEnglish.t('adminApplications.stageMessage.notSent'));
    await userEvent.click(
      within(dialog).getByRole('button', { name: inEnglish.t('adminApplications.stageMessage.confirm') }),
    );
    expect(
      await screen.findByText(inEnglish.t('adminApplications.file.stageChanged', { stage: 'Hired' })),
    ).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === `PUT ${FILE_API}/status`)?.body).toEqual({
      stage: 'hired',
      note: null,
      hired_on: '2026-12-01',
      send_message: false,
      from_stage: 'in_review',
    });
  });

  it('lists every message to the driver with its state, and its text on request', async () => {
    await openFile({
      ...serverWith([]).routes,
      [`GET ${DRIVER_MAIL_API}`]: () => ({
        body: {
          items: [
            {
              id: 2,
              kind: 'stage_message',
              recipient: 'ana@example.com',
              subject: 'Bienvenue à bord : vous êtes embauchée pour Long Haul Driver',
              text: 'Bonjour Ana, bienvenue à bord.',
              language: 'fr',
              status: 'sent',
              tries: 1,
              queued_at: '2026-11-13T15:00:00.000Z',
              sent_at: '2026-11-13T15:00:02.000Z',
              last_error: null,
            },
            {
              id: 1,
              kind: 'application_received',
              recipient: 'ana@example.com',
              subject: 'We received your application for Long Haul Driver',
              text: 'We received your application.',
              language: 'en',
              status: 'failed',
              tries: 12,
              queued_at: '2026-11-12T15:00:00.000Z',
              sent_at: null,
              last_error: '550 mailbox unavailable',
            },
          ],
        },
      }),
    });
    const list = await screen.findByRole('list', { name: inEnglish.t('adminApplications.driverMail.title') });
    const [hired, received] = within(list).getAllByRole('listitem');
    // Each mail is marked with the language it was written in, for a screen reader to speak it right.
    const frenchSubject = within(hired as HTMLElement).getByText(/^Bienvenue à bord/);
    expect(frenchSubject).toHaveAttribute('lang', 'fr-CA');
    expect(
      within(received as HTMLElement).getByText('We received your application for Long Haul Driver'),
    ).toHaveAttribute('lang', 'en-CA');
    expect(hired).toHaveTextContent(inEnglish.t('adminApplications.driverMail.sent'));
    expect(hired).toHaveTextContent(`${inEnglish.t('adminApplications.driverMail.tries')}: 1`);
    expect(received).toHaveTextContent(inEnglish.t('adminApplications.driverMail.failed'));
    expect(received).toHaveTextContent('550 mailbox unavailable');
    expect(received).toHaveTextContent(`${inEnglish.t('adminApplications.driverMail.tries')}: 12`);
    const text = within(hired as HTMLElement).getByText('Bonjour Ana, bienvenue à bord.');
    expect(text).toHaveAttribute('lang', 'fr-CA');
    expect(text).not.toBeVisible();
    await userEvent.click(within(hired as HTMLElement).getByText(inEnglish.t('adminApplications.driverMail.showText')));
    expect(text).toBeVisible();
  });
});
