import type { EmployerResponse, Translator } from '@roadhire/shared';

// An answer in plain lines: the responder's copy, the PDFs and the recruiter's view read the same.
// The labels speak the reader's language (`t`); what the employer gave prints as given.

type Answer = Pick<EmployerResponse, 'employment' | 'accidents' | 'no_accidents' | 'drug_alcohol'>;

export function answerLines(answer: Answer, t: Translator['t']): string[] {
  const yesNo = (value: boolean) => t(value ? 'investigationFile.yes' : 'investigationFile.no');
  const labelled = (label: Parameters<typeof t>[0], value: string) =>
    t('applicationPdf.labelled', { label: t(label), value });
  const e = answer.employment;
  const lines = [
    t('investigationFile.lines.employment'),
    labelled('investigationFile.lines.datesConfirmed', yesNo(e.dates_confirmed)),
    t('investigationFile.lines.employed', {
      from: e.employed_from,
      to: e.employed_to ?? t('verifications.driver.present'),
    }),
    labelled('investigationFile.lines.position', e.position),
    labelled('investigationFile.lines.droveCmv', yesNo(e.drove_cmv)),
    labelled('investigationFile.lines.vehicleTypes', e.vehicle_types.join(', ') || t('investigationFile.lines.none')),
    // A driver still employed there has not left: no reason is asked, and none is printed unless given.
    ...(e.employed_to === null && !e.reason_for_leaving
      ? []
      : [labelled('investigationFile.lines.reasonForLeaving', e.reason_for_leaving)]),
    labelled('investigationFile.lines.eligibleForRehire', t(`investigationFile.lines.rehire.${e.eligible_for_rehire}`)),
    t('investigationFile.lines.accidents'),
  ];
  if (answer.no_accidents || answer.accidents.length === 0) lines.push(t('investigationFile.lines.noAccidents'));
  answer.accidents.forEach((accident, index) => {
    lines.push(
      t('investigationFile.lines.accident', {
        n: index + 1,
        date: accident.date,
        city: accident.city,
        state: accident.state,
        injuries: accident.injuries,
        fatalities: accident.fatalities,
        hazmat: yesNo(accident.hazmat_released),
      }),
    );
  });
  const d = answer.drug_alcohol;
  if (d) {
    lines.push(t('investigationFile.lines.drugAlcohol'));
    // Exactly what was chosen: a statement standing for all the questions, or each answer; an
    // answer stored before the statements existed answered the questions.
    const record = d.record ?? 'answered';
    if (record === 'not_subject') lines.push(t('investigationFile.lines.notSubject'));
    else if (record === 'no_records') lines.push(t('investigationFile.lines.noRecords'));
    else {
      const given = (value: boolean | null | undefined) =>
        value === null
          ? t('investigationFile.lines.doesNotApply')
          : value === undefined
            ? t('investigationFile.lines.notAnswered')
            : yesNo(value);
      lines.push(
        labelled('investigationFile.lines.alcohol', given(d.alcohol_04_or_more)),
        labelled('investigationFile.lines.drugs', given(d.verified_positive_drug)),
        labelled('investigationFile.lines.refusals', given(d.refusals)),
        labelled('investigationFile.lines.otherViolations', given(d.other_violations)),
        labelled('investigationFile.lines.returnToDuty', given(d.return_to_duty_documents)),
      );
    }
  }
  return lines;
}
