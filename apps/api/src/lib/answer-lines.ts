import type { EmployerResponse } from '@roadhire/shared';

// An answer in plain lines: the responder's copy, the PDF and the recruiter's view read the same.

type Answer = Pick<EmployerResponse, 'employment' | 'accidents' | 'no_accidents' | 'drug_alcohol'>;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function answerLines(answer: Answer): string[] {
  const e = answer.employment;
  const lines = [
    'Employment verification',
    `Dates of employment confirmed: ${yesNo(e.dates_confirmed)}`,
    `Employed from ${e.employed_from} to ${e.employed_to ?? 'present'}`,
    `Position: ${e.position}`,
    `Drove a commercial motor vehicle: ${yesNo(e.drove_cmv)}`,
    `Vehicle types: ${e.vehicle_types.join(', ') || 'none'}`,
    `Reason for leaving: ${e.reason_for_leaving}`,
    `Eligible for rehire: ${e.eligible_for_rehire}`,
    'Accidents (49 CFR 390.15(b))',
  ];
  if (answer.no_accidents || answer.accidents.length === 0) lines.push('No accidents to report.');
  answer.accidents.forEach((accident, index) => {
    lines.push(
      `${index + 1}. ${accident.date}, ${accident.city}, ${accident.state}: ${accident.injuries} injured, ${accident.fatalities} killed, hazardous materials released: ${yesNo(accident.hazmat_released)}`,
    );
  });
  const d = answer.drug_alcohol;
  if (d) {
    lines.push(
      'Drug and alcohol history (49 CFR 40.25(b))',
      `Alcohol test of 0.04 or greater: ${yesNo(d.alcohol_04_or_more)}`,
      `Verified positive drug test: ${yesNo(d.verified_positive_drug)}`,
      `Refusal to be tested: ${yesNo(d.refusals)}`,
      `Other DOT drug and alcohol violation: ${yesNo(d.other_violations)}`,
      `Return-to-duty documents on file: ${yesNo(d.return_to_duty_documents)}`,
    );
  }
  return lines;
}
