import { apiPaths, type DriverVerifications, type EmployerResponseInput } from '@roadhire/shared';
import { linkIn } from '@roadhire/testing';
import { expect } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../src/config.js';
import { addDays } from '../../src/domain/verifications/verification-clock.js';
import { carrierDay } from '../../src/lib/zoned-time.js';
import { bearer } from './factories.js';
import { submittedCandidate } from './submitted-application.js';
import type { TestApp } from './test-app.js';

// A driver whose work history names two DOT-regulated employers of the last three years
// (49 CFR 391.23), and an employer's complete answer.

/** A day of the carrier's calendar counted from today, as the server counts it (not UTC's). */
export const dayOffset = (days: number) => addDays(carrierDay(new Date(), DEFAULT_TIME_ZONE), days);

export const FMCSA_EMPLOYER = 'fmcsa-employer@carrier-a.test';
export const TRANSIT_EMPLOYER = 'transit-employer@carrier-b.test';

/**
 * Submitted with: a current FMCSA-regulated job (drug and alcohol left to the Clearinghouse), a
 * safety-sensitive job under another DOT mode that ended a year ago, and an older DOT job ending
 * before the three years, which is not asked about.
 */
export function driverWithTwoDotEmployers(t: TestApp, emails = { a: FMCSA_EMPLOYER, b: TRANSIT_EMPLOYER }) {
  return submittedCandidate(t, {
    workHistory: [
      {
        wh_name: 'Northern Freight Ltd.',
        wh_datefrom: dayOffset(-365),
        wh_dateto: null,
        wh_status: 'Yes',
        wh_transport_regulation: 'Yes',
        wh_safety_sensitive: 'Yes',
        wh_confname: 'Dana',
        wh_conlname: 'Reed',
        wh_email: emails.a,
        wh_phone: '905-555-0101',
      },
      {
        wh_name: 'Metro Transit Lines',
        wh_position: 'Bus operator',
        wh_datefrom: dayOffset(-6 * 365),
        wh_dateto: dayOffset(-366),
        wh_transport_regulation: 'No',
        wh_safety_sensitive: 'Yes',
        wh_email: emails.b,
        wh_phone: '416-555-0199',
      },
      {
        wh_name: 'Old Road Cartage',
        wh_datefrom: dayOffset(-12 * 365),
        wh_dateto: dayOffset(-6 * 365 - 1),
        wh_transport_regulation: 'Yes',
        wh_email: 'old@cartage.test',
      },
    ],
  });
}

export function employerAnswer(overrides: Partial<EmployerResponseInput> = {}): EmployerResponseInput {
  return {
    employment: {
      dates_confirmed: true,
      employed_from: dayOffset(-365),
      employed_to: null,
      position: 'AZ Driver',
      drove_cmv: true,
      vehicle_types: ['Tractor-trailer'],
      reason_for_leaving: 'Still employed',
      eligible_for_rehire: 'yes',
    },
    accidents: [
      { date: dayOffset(-200), city: 'Buffalo', state: 'NY', injuries: 1, fatalities: 0, hazmat_released: false },
    ],
    no_accidents: false,
    responder_name: 'Dana Reed',
    responder_title: 'Safety Manager',
    typed_signature: 'Dana Reed',
    certify: true,
    ...overrides,
  };
}

/** The driver signs the release of every check of theirs, as `name`; each is then sent. */
export async function signAllReleases(t: TestApp, token: string, name = 'Maya Singh') {
  const list: DriverVerifications = (
    await t.app.inject({ method: 'GET', url: apiPaths.candidateVerifications, headers: bearer(token) })
  ).json();
  for (const item of list.verifications) {
    const signed = await t.app.inject({
      method: 'POST',
      url: apiPaths.candidateVerificationRelease(item.id),
      headers: bearer(token),
      payload: { typed_name: name, certify: true },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ id: item.id, release_signed: true, status: 'sent' });
  }
  return list;
}

/** The token of the employer's single-use link in a request mail. */
export const employerTokenOf = (mail: Parameters<typeof linkIn>[0]) =>
  new URL(linkIn(mail, '/employer-response/')).pathname.split('/').pop() ?? '';
