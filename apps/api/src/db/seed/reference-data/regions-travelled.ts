import type { ReferenceEntry } from './types.js';

// No carrier standard for regions exists. This list joins Statistics Canada's geographic regions of
// Canada (2011 Census Dictionary) and the US Census Bureau's four regions, plus cross-border runs.
export const regionsTravelled: readonly ReferenceEntry[] = [
  { code: 'ON', name: 'Ontario' },
  { code: 'QC', name: 'Quebec' },
  { code: 'ATL', name: 'Atlantic Canada (NB, NS, PE, NL)' },
  { code: 'PRA', name: 'Prairies (MB, SK, AB)' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'TER', name: 'Northern Canada (YT, NT, NU)' },
  { code: 'US_NE', name: 'US Northeast' },
  { code: 'US_MW', name: 'US Midwest' },
  { code: 'US_S', name: 'US South' },
  { code: 'US_W', name: 'US West' },
  { code: 'CROSS_BORDER', name: 'Cross-border (Canada–US)' },
];
