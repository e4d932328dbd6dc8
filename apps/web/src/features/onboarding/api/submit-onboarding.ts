import {
  AdditionalLicenseSchema,
  apiPaths,
  type CandidateProfile,
  encodeReferBy,
  LicenseSchema,
  ONBOARDING_FORM_QUESTIONS,
  OnboardingFormSchema,
  PIPELINE_COMPLETED,
  QUALIFICATION_QUESTIONS,
  QualificationsSchema,
  type Signature,
  sentAnswers,
  WorkHistoryCreateSchema,
} from '@roadhire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { profileQueryOptions } from '../../../lib/api/get-profile';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { clearLocalDrafts } from '../../../lib/local-drafts';
import { announceProfileUpdated, readSession, saveMe } from '../../../lib/session';
import type { SignBody } from '../signing/signing-answers';
import type { OnboardingValues } from '../step-contract';
import { toEntryInput } from '../work-history-entry';

/** An entry's SPEC §7 body, and the key it travels under in the Idempotency-Key header (decision 007). */
function keyed<T extends { entry_key?: string | undefined }>(entry: T) {
  const { entry_key: key, ...body } = entry;
  return { key: key ?? crypto.randomUUID(), body };
}
const idempotent = (key: string) => ({ 'Idempotency-Key': key });

/**
 * The bodies of the final calls (SPEC §7), checked whole with the shared schemas the server uses
 * (SPEC §5). Throws the first schema's error when an answer is missing or wrong.
 */
export function buildSubmission(values: OnboardingValues) {
  const onboarding = OnboardingFormSchema.parse({
    ...sentAnswers(ONBOARDING_FORM_QUESTIONS, values),
    // SPEC §3: refer_by is JSON text of name and employeeId.
    refer_by:
      values.refer_status === 'Yes'
        ? encodeReferBy({ name: values.refer_by_name, employeeId: values.refer_by_id })
        : null,
  });
  const license = LicenseSchema.parse({
    dl_country: values.dl_country,
    dl_province: values.dl_province,
    dl_license_no: values.dl_license_no,
    dl_class: values.dl_class,
    dl_condition: values.dl_condition,
    dl_expdate: values.dl_expdate,
  });
  const additionalLicenses =
    values.other_licenses_held === 'Yes'
      ? values.additional_licenses.map((licence) => keyed(AdditionalLicenseSchema.parse(licence)))
      : [];
  // Only the chosen equipment's answers are sent.
  const chosen = Object.fromEntries(values.dq_equip_operated.map((id) => [id, values.dq_equip_operated_detail[id]]));
  const qualifications = QualificationsSchema.parse(
    sentAnswers(QUALIFICATION_QUESTIONS, { ...values, dq_equip_operated_detail: chosen }),
  );
  const workHistory = values.work_history.map((entry) => keyed(WorkHistoryCreateSchema.parse(toEntryInput(entry))));
  return { onboarding, license, additionalLicenses, qualifications, workHistory };
}

/**
 * SPEC §7 Final submit, in this order, with the signature between the work history and the last
 * call (decision 016). Each call is safe to repeat (decision 007): an entry's Idempotency-Key is
 * the key it was given when it was added, so a candidate whose submit failed half-way simply tries
 * again.
 */
export async function submitOnboarding(
  applicationId: number,
  userId: number,
  values: OnboardingValues,
  signature: SignBody,
) {
  const body = buildSubmission(values);
  // Decision 016: a signed application is frozen. A submit that signed and then failed before the
  // last call goes straight to it when tried again.
  if (!(await readSignature(applicationId))) {
    try {
      await sendAnswers(applicationId, userId, body);
      await apiRequest(apiPaths.sign(applicationId), { method: 'POST', body: signature });
    } catch (error) {
      // A second tap, another window or a lost answer signed it meanwhile: that step is done, not failed.
      if (!(isApiError(error) && error.status === 409 && (await readSignature(applicationId)))) throw error;
    }
  }
  await apiRequest(apiPaths.pipeline(userId), { method: 'PUT', body: { pipeline_status: PIPELINE_COMPLETED } });
}

/** How long a submit that could not reach the server waits before it tries again, if the browser does not say it is back online sooner. */
export const SUBMIT_RETRY_MS = 3000;

/** The request never reached the server or its answer never came back (offline, the server restarting). */
function isUnreachable(error: unknown): boolean {
  if (isApiError(error)) return error.status === 502 || error.status === 503 || error.status === 504;
  return error instanceof TypeError;
}

/** Resolves when the browser is back online, or after `SUBMIT_RETRY_MS`. */
function backOnline(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      window.clearTimeout(timer);
      resolve();
    };
    const timer = window.setTimeout(done, SUBMIT_RETRY_MS);
    window.addEventListener('online', done);
  });
}

/**
 * Why the final submit failed, in the server's words, when it refused the answers or the signature
 * (400, 409: they say what to do); shown under SPEC §8's "Failed to save onboarding info.".
 */
export function submitRefusal(error: unknown): string | undefined {
  if (isApiError(error) && (error.status === 409 || error.status === 400)) return error.serverMessage;
  return undefined;
}

/** The signature of the application, or null while it is not signed. */
async function readSignature(applicationId: number): Promise<Signature | null> {
  try {
    return await apiRequest<Signature>(apiPaths.sign(applicationId));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** SPEC §7's first five calls: the answers, licences and work history. */
async function sendAnswers(applicationId: number, userId: number, body: ReturnType<typeof buildSubmission>) {
  await apiRequest(apiPaths.onboarding(applicationId), { method: 'PUT', body: body.onboarding });
  await apiRequest(apiPaths.license(userId), { method: 'POST', body: body.license });
  for (const licence of body.additionalLicenses)
    await apiRequest(apiPaths.addLicense(userId), {
      method: 'POST',
      body: licence.body,
      headers: idempotent(licence.key),
    });
  await apiRequest(apiPaths.qualifications(userId), { method: 'POST', body: body.qualifications });
  for (const entry of body.workHistory)
    await apiRequest(apiPaths.workHistory(userId), {
      method: 'POST',
      body: entry.body,
      headers: idempotent(entry.key),
    });
}

/**
 * The final submit; on success the cached profile says 3, so the top bar and Apply buttons show it
 * (SPEC §4). A submit that cannot reach the server is not a failure: it says the driver is offline
 * and goes on by itself once the connection is back (each call is safe to repeat, decision 007).
 */
export function useSubmitOnboarding(applicationId: number, userId: number) {
  const queryClient = useQueryClient();
  const [offline, setOffline] = useState(false);
  const mutation = useMutation({
    mutationFn: async ({ values, signature }: { values: OnboardingValues; signature: SignBody }) => {
      for (;;) {
        try {
          await submitOnboarding(applicationId, userId, values, signature);
          setOffline(false);
          return;
        } catch (error) {
          if (!isUnreachable(error)) {
            setOffline(false);
            throw error;
          }
          setOffline(true);
          await backOnline();
        }
      }
    },
    onSuccess: () => {
      // Decision 010: nothing typed for this application stays in the browser once it is submitted.
      clearLocalDrafts({ userId, applicationId });
      const me = readSession().me;
      if (me) saveMe({ ...me, pipeline_status: PIPELINE_COMPLETED });
      queryClient.setQueryData<CandidateProfile>(profileQueryOptions(String(userId)).queryKey, (profile) =>
        profile ? { ...profile, pipeline_status: PIPELINE_COMPLETED } : profile,
      );
      void queryClient.invalidateQueries({ queryKey: profileQueryOptions(String(userId)).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['application-check'] });
      announceProfileUpdated();
    },
  });
  return { ...mutation, offline };
}
