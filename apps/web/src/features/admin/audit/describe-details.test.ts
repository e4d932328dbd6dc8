import { inEnglish, translatorFor } from '@roadhire/shared';
import { describe, expect, it } from 'vitest';
import { describeDetails as describeIn } from './describe-details';

const describeDetails = (entry: Parameters<typeof describeIn>[0]) => describeIn(entry, inEnglish.t);

describe('audit details in words', () => {
  it('says what a read of the investigation file showed, not the API route it read', () => {
    expect(
      describeDetails({ action: 'investigation.read', details: { part: 'applicant_file', view: 'a1b2c3d4e5f60718' } }),
    ).toBe('the investigation file on the applicant file');
    expect(describeDetails({ action: 'investigation.read', details: { part: 'file_pdf' } })).toBe(
      'the whole investigation file as PDF',
    );
  });

  it('reads the known actions', () => {
    // The stages in the words of the applicant file, not their codes.
    expect(describeDetails({ action: 'application.stage', details: { from: 'submitted', to: 'interview' } })).toBe(
      'from Waiting for review to Interview',
    );
    expect(
      describeDetails({ action: 'application.stage', details: { from: null, to: 'submitted', note: 'Call back' } }),
    ).toBe('from none to Waiting for review; note: “Call back”');
    expect(describeDetails({ action: 'application.signature_verify', details: { matches: false } })).toBe(
      'the application does NOT match its signed hash',
    );
    expect(describeDetails({ action: 'application.note', details: { event_id: 2, note: 'Left a voicemail' } })).toBe(
      '“Left a voicemail”',
    );
    // The roles by name (SPEC §6: 1 is the administrator), not their numbers.
    expect(describeDetails({ action: 'user.remove_admin', details: { email: 'a@b.c', from: 1, to: 2 } })).toBe(
      'a@b.c: Administrator → Candidate',
    );
    // A move that mailed the driver says so.
    expect(
      describeDetails({
        action: 'application.stage',
        details: { from: 'in_review', to: 'interview', mail: { to: 'maya@example.com', subject: 'Interview for X' } },
      }),
    ).toBe('from In review to Interview; mail to maya@example.com: “Interview for X”');
    // An export's filters in the applicants list's words, its position by number.
    expect(
      describeDetails({
        action: 'applications.export',
        details: {
          sort: '-name',
          status: 'submitted',
          position: 9,
          position_number: 'CB-NB-160',
          position_title: 'Flatbed Driver',
        },
      }),
    ).toBe('Sorted by: Name, descending; Status: Submitted; Position: CB-NB-160 Flatbed Driver');
    expect(describeDetails({ action: 'position.create', details: { number: 'P-7', title: 'City Driver' } })).toBe(
      'No. P-7 City Driver',
    );
    expect(
      describeDetails({ action: 'position.update', details: { number: 'P-7', changed: ['p_openings', 'p_city'] } }),
    ).toBe('No. P-7; changed: Number of openings, City');
    expect(describeDetails({ action: 'applications.export', details: {} })).toBe('all applicants');
    expect(describeDetails({ action: 'application.export', details: { format: 'pdf' } })).toBe('format: pdf');
  });

  it('reads a position edit as each field’s label with its value before and after', () => {
    expect(
      describeDetails({
        action: 'position.update',
        details: {
          number: 'P-7',
          changed: ['p_position_title', 'p_closing_date', 'p_dangerous_goods', 'p_visible_info', 'p_landing_page_desc'],
          before: {
            p_position_title: 'City Driver',
            p_closing_date: null,
            p_dangerous_goods: false,
            p_visible_info: { openings: true, route: true },
            p_landing_page_desc: '<p>Day shifts</p>',
          },
          after: {
            p_position_title: 'Local Tanker Driver',
            p_closing_date: '2026-12-31',
            p_dangerous_goods: true,
            p_visible_info: { openings: true, route: false },
            p_landing_page_desc: '<h2>Nights</h2><p>Home daily</p>',
          },
        },
      }),
    ).toBe(
      'No. P-7; Position title: “City Driver” → “Local Tanker Driver”; Closes on: none → “2026-12-31”; ' +
        'Carries dangerous goods: no → yes; Show on the careers page, Route: yes → no; ' +
        'Description: “Day shifts” → “Nights Home daily”',
    );
    expect(
      describeDetails({
        action: 'position.close',
        details: { number: 'P-7', changed: ['p_status'], before: { p_status: 'open' }, after: { p_status: 'closed' } },
      }),
    ).toBe('No. P-7; Status: Open → Closed');
  });

  it('falls back to compact key: value pairs, and a dash for nothing', () => {
    expect(describeDetails({ action: 'application.note', details: { event_id: 12 } })).toBe('event_id: 12');
    expect(describeDetails({ action: 'position.update', details: {} })).toBe('—');
    expect(describeDetails({ action: 'applications.export', details: { status: 'hired', position: 3 } })).toBe(
      'Status: Hired; Position: 3',
    );
    expect(describeDetails({ action: 'something.new', details: {} })).toBe('—');
    expect(describeDetails({ action: 'something.new', details: { long: 'x'.repeat(400) } })).toHaveLength(160);
  });

  it('reads the details in French for a recruiter who works in French', async () => {
    const french = await translatorFor('fr');
    const inFrench = (entry: Parameters<typeof describeIn>[0]) => describeIn(entry, french.t);
    expect(
      inFrench({ action: 'application.stage', details: { from: 'submitted', to: 'interview', note: 'Rappeler' } }),
    ).toBe('de En attente d’examen à Entrevue; note\u00a0: «\u00a0Rappeler\u00a0»');
    expect(inFrench({ action: 'user.remove_admin', details: { email: 'a@b.c', from: 1, to: 2 } })).toBe(
      'a@b.c\u00a0: Administrateur → Candidat',
    );
    expect(
      inFrench({
        action: 'applications.export',
        details: { sort: '-name', status: 'submitted', position: 9, position_number: 'CB-NB-160', position_title: 'X' },
      }),
    ).toBe('Trié par\u00a0: Nom, décroissant; Statut\u00a0: Soumise; Poste\u00a0: CB-NB-160 X');
    expect(
      inFrench({
        action: 'position.update',
        details: {
          number: 'P-7',
          changed: ['p_dangerous_goods', 'p_status'],
          before: { p_dangerous_goods: false, p_status: 'open' },
          after: { p_dangerous_goods: true, p_status: 'closed' },
        },
      }),
    ).toBe('Nº P-7; Transport de marchandises dangereuses\u00a0: non → oui; Statut\u00a0: Ouvert → Fermé');
    expect(inFrench({ action: 'applications.export', details: {} })).toBe('tous les candidats');
  });
});
