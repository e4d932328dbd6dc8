import type { SummaryError } from '../../../components/error-summary';
import type { Translate } from '../../../lib/i18n/locale';

// The employer's form names each error by its field's label, as the form shows it, and links to
// the field's control through `answerFieldId`.

/** The id of the control of one field of the answer (a path of the API's `errors`). */
export const answerFieldId = (path: string) => `answer-${path.replace(/[^a-z0-9_]/gi, '-')}`;

const LABELS = {
  'employment.dates_confirmed': 'verifications.employer.datesConfirmed',
  'employment.employed_from': 'verifications.employer.employedFrom',
  'employment.employed_to': 'verifications.employer.employedTo',
  'employment.position': 'verifications.employer.position',
  'employment.drove_cmv': 'verifications.employer.droveCmv',
  'employment.vehicle_types': 'verifications.employer.vehicleTypes',
  'employment.reason_for_leaving': 'verifications.employer.reasonForLeaving',
  'employment.eligible_for_rehire': 'verifications.employer.eligibleForRehire',
  no_accidents: 'verifications.employer.noAccidents',
  accidents: 'verifications.employer.noAccidents',
  drug_alcohol: 'verifications.employer.drugAlcoholTitle',
  'drug_alcohol.record': 'verifications.employer.drugAlcoholTitle',
  'drug_alcohol.alcohol_04_or_more': 'verifications.employer.alcohol',
  'drug_alcohol.verified_positive_drug': 'verifications.employer.drugs',
  'drug_alcohol.refusals': 'verifications.employer.refusals',
  'drug_alcohol.other_violations': 'verifications.employer.otherViolations',
  'drug_alcohol.return_to_duty_documents': 'verifications.employer.returnToDuty',
  responder_name: 'verifications.employer.responderName',
  responder_title: 'verifications.employer.responderTitle',
  responder_email: 'verifications.employer.responderEmail',
  typed_signature: 'verifications.employer.typedSignature',
  certify: 'verifications.employer.certify',
} as const;

const ACCIDENT_LABELS = {
  date: 'verifications.employer.accidentDate',
  city: 'verifications.employer.city',
  state: 'verifications.employer.state',
  injuries: 'verifications.employer.injuries',
  fatalities: 'verifications.employer.fatalities',
  hazmat_released: 'verifications.employer.hazmat',
} as const;

function labelOf(path: string, t: Translate): string | null {
  if (path in LABELS) return t(LABELS[path as keyof typeof LABELS]);
  const accident = /^accidents\.(\d+)\.(\w+)$/.exec(path);
  if (accident) {
    const field = ACCIDENT_LABELS[accident[2] as keyof typeof ACCIDENT_LABELS];
    const name = t('verifications.employer.accident', { index: Number(accident[1]) + 1 });
    return field ? `${name} — ${t(field)}` : name;
  }
  return null;
}

/** The control a path's link moves to, where the path is not one control's own. */
const CONTROL_OF: Record<string, string> = {
  accidents: 'no_accidents',
  drug_alcohol: 'drug_alcohol.alcohol_04_or_more',
  'drug_alcohol.record': 'drug_alcohol.no_records',
};

/** The API's field errors in the form's order, each named by its field and linked to it. */
export function answerErrors(errors: Record<string, string[]> | undefined, t: Translate): SummaryError[] {
  return Object.entries(errors ?? {}).flatMap(([path, messages]) => {
    const message = messages[0];
    if (!message) return [];
    const label = labelOf(path, t);
    return [
      {
        id: answerFieldId(CONTROL_OF[path] ?? path),
        text: label ? t('verifications.employer.errorItem', { field: label, message }) : message,
      },
    ];
  });
}
