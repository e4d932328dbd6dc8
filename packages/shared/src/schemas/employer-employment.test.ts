import { describe, expect, it } from 'vitest';
import { EmployerEmploymentSchema } from './verifications.js';

const employment = {
  dates_confirmed: true,
  employed_from: '2020-01-06',
  employed_to: '2024-03-29',
  position: 'AZ Driver',
  drove_cmv: true,
  vehicle_types: ['Tractor-trailer'],
  reason_for_leaving: 'Moved closer to home',
  eligible_for_rehire: 'yes',
};

describe('the employment a previous employer confirms', () => {
  it('asks no reason for leaving of a driver still employed there', () => {
    const parsed = EmployerEmploymentSchema.safeParse({ ...employment, employed_to: null, reason_for_leaving: '' });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.reason_for_leaving).toBe('');
    expect(
      EmployerEmploymentSchema.safeParse({ ...employment, employed_to: null, reason_for_leaving: undefined }).success,
    ).toBe(true);
  });

  it('needs the reason once the driver has left', () => {
    const parsed = EmployerEmploymentSchema.safeParse({ ...employment, reason_for_leaving: '  ' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['reason_for_leaving']);
  });
});
