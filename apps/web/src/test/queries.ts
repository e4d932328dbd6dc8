import { screen } from '@testing-library/react';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A required field's label ends in " *".
const exactly = (label: string) => new RegExp(`^${escapeRegExp(label)}( \\*)?$`);

/** The control whose visible label is exactly `label`. */
export const byLabel = (label: string) => screen.getByLabelText(exactly(label));

/** The fieldset whose legend is exactly `legend` (a group of radios, say). */
export const groupByLegend = (legend: string) => screen.getByRole('group', { name: exactly(legend) });
