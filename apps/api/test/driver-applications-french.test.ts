import { apiPaths } from '@roadhire/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { applyForm, bearer, createCandidate, createPosition } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// The driver's "My applications" names each job as the driver's mails do: in French to a French
// reader when the position has a French title (Charter of the French language s. 41, decision 032).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('where a driver’s applications stand, in the reader’s language', () => {
  it('names the job by its French title in French and by its English title in English', async () => {
    const candidate = await createCandidate(t);
    const position = await createPosition(t, {
      p_position_title: 'Local P&D Driver',
      p_position_title_fr: 'Camionneur ou camionneuse de ville',
    });
    const applied = await t.app.inject({
      method: 'POST',
      url: apiPaths.apply,
      headers: bearer(candidate.token),
      payload: applyForm(position.p_id),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    // A signed-in driver is answered in the language stored on their account.
    const titleIn = async (language: 'en' | 'fr') => {
      await t.database.db.update(users).set({ language }).where(eq(users.id, candidate.id));
      const answer = await t.app.inject({
        method: 'GET',
        url: apiPaths.driverApplications,
        headers: bearer(candidate.token),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().items[0].p_position_title;
    };
    expect(await titleIn('fr')).toBe('Camionneur ou camionneuse de ville');
    expect(await titleIn('en')).toBe('Local P&D Driver');
  });

  it('keeps the English title in French when the position has no French one', async () => {
    const candidate = await createCandidate(t);
    const position = await createPosition(t, { p_position_title: 'Yard Hostler', p_position_title_fr: null });
    await t.app.inject({
      method: 'POST',
      url: apiPaths.apply,
      headers: bearer(candidate.token),
      payload: applyForm(position.p_id),
    });
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, candidate.id));
    const answer = await t.app.inject({
      method: 'GET',
      url: apiPaths.driverApplications,
      headers: bearer(candidate.token),
    });
    expect(answer.json().items[0].p_position_title).toBe('Yard Hostler');
  });

  it('names the job of the application in progress by its French title in French', async () => {
    const candidate = await createCandidate(t);
    const position = await createPosition(t, {
      p_position_title: 'Tanker Driver',
      p_position_title_fr: 'Camionneur ou camionneuse de citerne',
    });
    const applied = await t.app.inject({
      method: 'POST',
      url: apiPaths.apply,
      headers: bearer(candidate.token),
      payload: applyForm(position.p_id),
    });
    const applicationId: number = applied.json().application_id;
    const titleIn = async (language: 'en' | 'fr') => {
      await t.database.db.update(users).set({ language }).where(eq(users.id, candidate.id));
      const state = await t.app.inject({
        method: 'GET',
        url: apiPaths.onboarding(applicationId),
        headers: bearer(candidate.token),
      });
      expect(state.statusCode, state.body).toBe(200);
      return state.json().p_position_title;
    };
    expect(await titleIn('fr')).toBe('Camionneur ou camionneuse de citerne');
    expect(await titleIn('en')).toBe('Tanker Driver');
  });
});
