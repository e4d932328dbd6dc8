import { describe, expect, it } from 'vitest';
import { describeDetails } from './describe-details';

describe('audit details in words', () => {
  it('reads the known actions', () => {
    expect(describeDetails({ action: 'application.stage', details: { from: 'in_review', to: 'hired' } })).toBe(
      'from in_review to hired',
    );
    expect(
      describeDetails({ action: 'application.stage', details: { from: null, to: 'submitted', note: 'Call back' } }),
    ).toBe('from none to submitted; note: “Call back”');
    expect(describeDetails({ action: 'user.remove_admin', details: { email: 'a@b.c', from: 1, to: 2 } })).toBe(
      'a@b.c: role 1 → 2',
    );
    expect(describeDetails({ action: 'position.create', details: { number: 'P-7', title: 'City Driver' } })).toBe(
      'No. P-7 City Driver',
    );
    expect(
      describeDetails({ action: 'position.update', details: { number: 'P-7', changed: ['p_openings', 'p_city'] } }),
    ).toBe('No. P-7; changed: p_openings, p_city');
    expect(describeDetails({ action: 'applications.export', details: {} })).toBe('all applicants');
    expect(describeDetails({ action: 'application.export', details: { format: 'pdf' } })).toBe('format: pdf');
  });

  it('falls back to compact key: value pairs, and a dash for nothing', () => {
    expect(describeDetails({ action: 'application.note', details: { event_id: 12 } })).toBe('event_id: 12');
    expect(describeDetails({ action: 'applications.export', details: { status: 'hired', position: 3 } })).toBe(
      'status: hired; position: 3',
    );
    expect(describeDetails({ action: 'something.new', details: {} })).toBe('—');
    expect(describeDetails({ action: 'something.new', details: { long: 'x'.repeat(400) } })).toHaveLength(160);
  });
});
