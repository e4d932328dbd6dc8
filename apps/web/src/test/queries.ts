import { screen } from '@testing-library/react';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The control whose visible label is exactly `label` (a required field's label ends in " *"). */
export const byLabel = (label: string) => screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));
