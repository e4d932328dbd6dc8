import type { ReferenceEntry } from './types.js';

// Statistics Canada's census classification "Highest certificate, diploma or degree" (2016 and 2021
// Census Dictionary), lowest to highest. The codes are ours; StatCan publishes none.
export const highestEducation: readonly ReferenceEntry[] = [
  { code: 'NONE', name: 'No certificate, diploma or degree' },
  { code: 'HS', name: 'High school diploma or equivalent (such as a GED)' },
  { code: 'APPR', name: 'Apprenticeship or trades certificate or diploma' },
  { code: 'COLL', name: 'College, CEGEP or other non-university certificate or diploma' },
  { code: 'UNIV_BELOW_BA', name: 'University certificate or diploma below bachelor level' },
  { code: 'BA', name: 'Bachelor’s degree' },
  { code: 'UNIV_ABOVE_BA', name: 'University certificate or diploma above bachelor level' },
  { code: 'MED', name: 'Degree in medicine, dentistry, veterinary medicine or optometry' },
  { code: 'MA', name: 'Master’s degree' },
  { code: 'PHD', name: 'Earned doctorate' },
];
