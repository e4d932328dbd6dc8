import { randomUUID } from 'node:crypto';
import { apiPaths, type UploadKind } from '@roadhire/shared';
import { expect } from 'vitest';
import {
  listEquipmentOperated,
  listHighestEducation,
  listRegionsTravelled,
} from '../../src/data/reference-data-repository.js';
import type { Executor } from '../../src/db/client.js';
import { uploads } from '../../src/db/schema.js';
import { applyForm, bearer, createCandidate, createPosition } from './factories.js';
import type { TestApp } from './test-app.js';

// Valid payloads of the final-submit calls (SPEC §7) live with the other shared test parts.
export {
  additionalLicense,
  onboardingForm,
  primaryLicense,
  qualifications,
  workHistoryEntry,
} from '@roadhire/testing';

/** Ids of the seeded reference lists, as the dropdowns answer them. */
export async function referenceIds(db: Executor): Promise<{ education: number; region: number; equipment: number }> {
  const [education] = await listHighestEducation(db);
  const [region] = await listRegionsTravelled(db);
  const [equipment] = await listEquipmentOperated(db);
  if (!education || !region || !equipment) throw new Error('reference data is not seeded');
  return { education: education.he_id, region: region.rt_id, equipment: equipment.eo_id };
}

/** A document row as the documents routes would store it; the file itself does not matter here. */
export async function insertDocument(
  db: Executor,
  userId: number,
  kind: UploadKind,
  docType: 'work_permit' | 'passport' | 'pr_card' | null = null,
): Promise<number> {
  const [row] = await db
    .insert(uploads)
    .values({
      user_id: userId,
      kind,
      doc_type: docType,
      filename: `${randomUUID()}.pdf`,
      original_name: `${kind}.pdf`,
      size_bytes: 42,
    })
    .returning({ id: uploads.id });
  if (!row) throw new Error('no upload row');
  return row.id;
}

/** A verified candidate who applied, with the application whose onboarding comes next. */
export async function startOnboarding(t: TestApp): Promise<{ id: number; token: string; applicationId: number }> {
  const candidate = await createCandidate(t);
  const position = await createPosition(t, { p_position_title: 'Regional AZ Driver' });
  const response = await t.app.inject({
    method: 'POST',
    url: apiPaths.apply,
    headers: bearer(candidate.token),
    payload: applyForm(position.p_id),
  });
  expect(response.statusCode).toBe(200);
  return { id: candidate.id, token: candidate.token, applicationId: response.json().application_id };
}
