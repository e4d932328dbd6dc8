import { type AdminApplicationEvent, messages } from '@roadhire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { anApplicantFile, anEvent, FILE_API, FILE_URL } from '../../../../test/applicant-file-fixture';
import { fakeApi } from '../../../../test/fake-api';
import { byLabel } from '../../../../test/queries';
import { renderAt } from '../../../../test/render';
import { signInAsAdmin } from '../../../../test/sign-in';
import { fileTexts } from '../texts';

const panel = () => screen.getByRole('region', { name: fileTexts.pipeline });
const history = () => within(panel()).getByRole('list', { name: fileTexts.history });

/** The file as the server keeps it: a stage change or a note adds to its history. */
function serverWith(events: AdminApplicationEvent[]) {
  let file = anApplicantFile({ events });
  return {
    routes: {
      [`GET ${FILE_API}`]: () => ({ body: file }),
    },
    add(event: AdminApplicationEvent, stage = file.application.recruiter_stage) {
      file = {
        ...file,
        application: { ...file.application, recruiter_stage: stage },
        events: [event, ...file.events],
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
    expect(items[1]).toHaveTextContent(fileTexts.noteEvent);
    expect(items[1]).toHaveTextContent('Called, will send the abstract.');
  });

  it('offers the five stages with the current one chosen', async () => {
    await openFile(serverWith([]).routes);
    const select = screen.getByRole('combobox', { name: fileTexts.stageSelect });
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
        const event = anEvent({ id: 901, from_stage: 'in_review', to_stage: 'interview', note: 'Booked for Tuesday.' });
        server.add(event, 'interview');
        return { body: { id: 42, recruiter_stage: 'interview', recruiter_stage_at: event.created_at, event } };
      },
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: fileTexts.stageSelect }), 'interview');
    await userEvent.type(byLabel(fileTexts.stageNote), 'Booked for Tuesday.');
    await userEvent.click(screen.getByRole('button', { name: fileTexts.changeStage }));

    expect(await screen.findByText(fileTexts.stageChanged('Interview'))).toBeInTheDocument();
    await waitFor(() =>
      expect(within(history()).getAllByRole('listitem')[0]).toHaveTextContent(
        'Stage changed from In review to Interview',
      ),
    );
    expect(within(history()).getAllByRole('listitem')[0]).toHaveTextContent('Booked for Tuesday.');
    expect(api.calls.find((call) => call.key === `PUT ${FILE_API}/status`)?.body).toEqual({
      stage: 'interview',
      note: 'Booked for Tuesday.',
    });
    expect(screen.getByText('Recruiter stage: Interview')).toBeInTheDocument();
  });

  it('shows the server message when the application cannot move', async () => {
    await openFile({
      ...serverWith([]).routes,
      [`PUT ${FILE_API}/status`]: () => ({ status: 409, body: { message: messages.adminApplications.notSubmitted } }),
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: fileTexts.stageSelect }), 'hired');
    await userEvent.click(screen.getByRole('button', { name: fileTexts.changeStage }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(messages.adminApplications.notSubmitted);
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
    expect(within(panel()).getByText(fileTexts.historyEmpty)).toBeInTheDocument();
    await userEvent.type(byLabel(fileTexts.note), 'References checked.');
    await userEvent.click(screen.getByRole('button', { name: fileTexts.addNote }));

    expect(await screen.findByText(fileTexts.noteAdded)).toBeInTheDocument();
    await waitFor(() => expect(history()).toHaveTextContent('References checked.'));
    expect(api.calls.find((call) => call.key === `POST ${FILE_API}/notes`)?.body).toEqual({
      note: 'References checked.',
    });
    expect(byLabel(fileTexts.note)).toHaveValue('');
  });

  it('asks for a note before sending an empty one', async () => {
    const api = await openFile(serverWith([]).routes);
    await userEvent.type(byLabel(fileTexts.note), '   ');
    await userEvent.click(screen.getByRole('button', { name: fileTexts.addNote }));
    await waitFor(() =>
      expect(byLabel(fileTexts.note)).toHaveAccessibleDescription(messages.adminApplications.noteRequired),
    );
    expect(api.calls.filter((call) => call.key.startsWith('POST'))).toHaveLength(0);
  });
});
