// The accidents a previous employer reports (390.15(b)) against what the driver declared on the
// application (391.21(b)(7): yes or no, one day and free words). An accident counts as declared
// when the driver said yes and gave its day, as the date field or within the words; any other is
// flagged for the recruiter to ask about. A flag is a question, not a finding.

interface Declared {
  any: 'Yes' | 'No' | null;
  date: string | null;
  detail: string | null;
}

type ReportedAccident = { date: string; city: string; state: string };

const asAccident = (value: unknown): ReportedAccident | null => {
  if (!value || typeof value !== 'object') return null;
  const { date, city, state } = value as Record<string, unknown>;
  return typeof date === 'string' ? { date, city: String(city ?? ''), state: String(state ?? '') } : null;
};

export function undeclaredAccidents(answer: Record<string, unknown>, declared: Declared | undefined) {
  const reported = (Array.isArray(answer.accidents) ? answer.accidents : []).flatMap((item) => {
    const accident = asAccident(item);
    return accident ? [accident] : [];
  });
  const said = declared?.any === 'Yes';
  const isDeclared = (accident: ReportedAccident) =>
    said && (declared?.date === accident.date || (declared?.detail ?? '').includes(accident.date));
  return reported.filter((accident) => !isDeclared(accident));
}
