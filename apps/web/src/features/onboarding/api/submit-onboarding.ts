import {
  AdditionalLicenseSchema,
  apiPaths,
  type CandidateProfile,
  encodeReferBy,
  LicenseSchema,
  OnboardingFormSchema,
  PIPELINE_COMPLETED,
  QualificationsSchema,
  WorkHistoryCreateSchema,
} from '@roadhire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '../../../lib/api/get-profile';
import { apiRequest } from '../../../lib/api-client';
import { clearLocalDrafts } from '../../../lib/local-drafts';
import { announceProfileUpdated, readSession, saveMe } from '../../../lib/session';
import type { OnboardingValues } from '../step-contract';
import { toEntryInput } from '../work-history-entry';

const ids = (values: string[]) => values.map(Number);

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
    dob: values.dob,
    address1: values.address1,
    address2: values.address2,
    country: values.country,
    province: values.province,
    city: values.city,
    postal_code: values.postal_code,
    refer_status: values.refer_status,
    // SPEC §3: refer_by is JSON text of name and employeeId.
    refer_by:
      values.refer_status === 'Yes'
        ? encodeReferBy({ name: values.refer_by_name, employeeId: values.refer_by_id })
        : null,
    dq_legal_right_canada: values.dq_legal_right_canada,
    dq_legal_right_us: values.dq_legal_right_us,
    dq_previous_nwt_employee: values.dq_previous_nwt_employee,
    dq_previous_nwt_from: values.dq_previous_nwt_from,
    dq_previous_nwt_to: values.dq_previous_nwt_to,
    canada_doc_type: values.canada_doc_type,
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
  const qualifications = QualificationsSchema.parse({
    dq_conviction: values.dq_conviction,
    dq_conviction_date: values.dq_conviction_date,
    dq_fast_card: values.dq_fast_card,
    dq_fast_card_no: values.dq_fast_card_no,
    dq_fast_card_expiry: values.dq_fast_card_expiry,
    dq_fast_card_revoked: values.dq_fast_card_revoked,
    dq_fast_card_revoked_date: values.dq_fast_card_revoked_date,
    dq_fast_card_revoked_detail: values.dq_fast_card_revoked_detail,
    dq_accidents_last5yr: values.dq_accidents_last5yr,
    dq_accidents_last5yr_date: values.dq_accidents_last5yr_date,
    dq_accidents_last5yr_detail: values.dq_accidents_last5yr_detail,
    dq_violations_last3yr: values.dq_violations_last3yr,
    dq_violations_last3yr_date: values.dq_violations_last3yr_date,
    dq_violations_last3yr_detail: values.dq_violations_last3yr_detail,
    dq_physical_condition: values.dq_physical_condition,
    dq_physical_condition_detail: values.dq_physical_condition_detail,
    dq_lift_40lb: values.dq_lift_40lb,
    dq_training: values.dq_training,
    dq_trainings: values.dq_trainings,
    dq_safe_driving_awards: values.dq_safe_driving_awards,
    dq_awards: values.dq_awards,
    dq_commercial_license_date: values.dq_commercial_license_date,
    dq_license_denied: values.dq_license_denied,
    dq_denied_explanation: values.dq_denied_explanation,
    dq_abstract_clean: values.dq_abstract_clean,
    dq_abstract_explanation: values.dq_abstract_explanation,
    dq_license_suspended: values.dq_license_suspended,
    dq_suspended_explanation: values.dq_suspended_explanation,
    // The selects hold ids as text; the API takes numbers.
    dq_education: values.dq_education ? Number(values.dq_education) : undefined,
    dq_school: values.dq_school,
    dq_experience: values.dq_experience,
    dq_exp_detail: values.dq_exp_detail,
    dq_reg_travelled: ids(values.dq_reg_travelled),
    dq_equip_operated: ids(values.dq_equip_operated),
    dq_equip_operated_detail: Object.fromEntries(
      values.dq_equip_operated.map((id) => {
        const detail = values.dq_equip_operated_detail[id];
        const miles = detail?.miles.trim() ?? '';
        return [id, { miles: miles === '' ? undefined : Number(miles), desc: detail?.desc ?? '' }];
      }),
    ),
  });
  const workHistory = values.work_history.map((entry) => keyed(WorkHistoryCreateSchema.parse(toEntryInput(entry))));
  return { onboarding, license, additionalLicenses, qualifications, workHistory };
}

/**
 * SPEC §7 Final submit, in this order. Each call is safe to repeat (decision 007): an entry's
 * Idempotency-Key is the key it was given when it was added, so a candidate whose submit failed
 * half-way simply tries again.
 */
export async function submitOnboarding(applicationId: number, userId: number, values: OnboardingValues) {
  const body = buildSubmission(values);
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
  await apiRequest(apiPaths.pipeline(userId), { method: 'PUT', body: { pipeline_status: PIPELINE_COMPLETED } });
}

/** The final submit; on success the cached profile says 3, so the top bar and Apply buttons show it (SPEC §4). */
export function useSubmitOnboarding(applicationId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: OnboardingValues) => submitOnboarding(applicationId, userId, values),
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
}
