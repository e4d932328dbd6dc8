import type { EmployerResponseInput } from '@roadhire/shared';

/** One accident as typed: counts stay text until sent, so the server can name what is wrong. */
export interface AccidentRow {
  date: string;
  city: string;
  state: string;
  injuries: string;
  fatalities: string;
  hazmat_released: boolean;
}

export const emptyAccident = (): AccidentRow => ({
  date: '',
  city: '',
  state: '',
  injuries: '0',
  fatalities: '0',
  hazmat_released: false,
});

/** A typed count goes as a number when it is one, so the server names what is wrong otherwise. */
const count = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : value);

/** The rows as the API takes them (EmployerAccidentSchema). */
export const accidentAnswers = (rows: AccidentRow[]): EmployerResponseInput['accidents'] =>
  rows.map((row) => ({ ...row, injuries: count(row.injuries) as number, fatalities: count(row.fatalities) as number }));
