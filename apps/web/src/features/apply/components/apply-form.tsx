import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Paper, Stack, TextInput } from '@mantine/core';
import {
  type ApplyRequest,
  type CandidateProfile,
  type ResumeUploadResponse,
  ResumeUploadResponseSchema,
} from '@roadhire/shared';
import { type ReactNode, useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CollectionNotice } from '../../../components/collection-notice';
import { FormSection } from '../../../components/form-section';
import { MobileField } from '../../../components/mobile-field';
import { homePathIn } from '../../../config/paths';
import { keepFormDraft, readFormDraft, useFormDraft } from '../../../lib/form-draft';
import { useLocale, useSayMessage, useT } from '../../../lib/i18n/locale';
import { normalizeMobile } from '../../../lib/phone';
import { ApplyFormSchema, type ApplyFormValues, applyDraftKeys, toApplyForm, withResume } from '../form-schema';
import { ResumeUpload } from './resume-upload';
import { ScreeningQuestions } from './screening-questions';

interface ApplyFormProps {
  jobId: number;
  userId: string | null;
  profile: CandidateProfile | undefined;
  submitting: boolean;
  /** What happened to the last submit, shown right above the buttons. */
  feedback?: ReactNode;
  onSubmit: (request: ApplyRequest) => void;
}

/** SPEC §2 Apply: the candidate's details, the screening questions and the resume, sent at once. */
export function ApplyForm({ jobId, userId, profile, submitting, feedback, onSubmit }: ApplyFormProps) {
  const t = useT();
  // The shared schema's messages are catalogue ids; each is said in the page's language.
  const translate = useSayMessage();
  const { locale } = useLocale();
  // What this tab typed before a reload or a Back comes back over the profile's details.
  const drafts = applyDraftKeys(userId, jobId);
  const form = useForm<ApplyFormValues, unknown, ApplyRequest>({
    resolver: zodResolver(ApplyFormSchema),
    defaultValues: { ...toApplyForm(jobId, profile), ...readFormDraft<ApplyFormValues>(drafts.answers), job_id: jobId },
  });
  useFormDraft(form.watch, drafts.answers);
  const [resume, setResume] = useState(
    () => ResumeUploadResponseSchema.safeParse(readFormDraft(drafts.resume)).data ?? null,
  );
  const keepResume = (uploaded: ResumeUploadResponse | null) => {
    setResume(uploaded);
    keepFormDraft(drafts.resume, uploaded);
  };
  const [uploading, setUploading] = useState(false);
  const { errors } = form.formState;
  const errorOf = (name: keyof ApplyFormValues) => translate(errors[name]?.message);
  const field = (name: keyof ApplyFormValues) => ({ error: errorOf(name), ...form.register(name) });

  return (
    <form noValidate onSubmit={form.handleSubmit((request) => onSubmit(withResume(request, resume)), showFocusedError)}>
      <Stack gap="lg">
        <FormSection id="apply-information" title={t('apply.yourInformation')}>
          <TextInput label={t('fields.email')} type="email" value={profile?.email ?? ''} readOnly />
          <TextInput label={t('fields.firstName')} autoComplete="given-name" required {...field('first_name')} />
          <TextInput label={t('fields.lastName')} autoComplete="family-name" required {...field('last_name')} />
          <TextInput
            label={t('fields.homePhone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            {...field('home_phone')}
          />
          <MobileField
            label={t('fields.mobile')}
            required
            error={errorOf('mobile')}
            {...form.register('mobile', { setValueAs: (value: string) => normalizeMobile(value ?? '') })}
          />
          <TextInput
            label={t('fields.postalCode')}
            required
            autoComplete="postal-code"
            autoCapitalize="characters"
            title={t('apply.postalCodeFormat')}
            error={errorOf('postal_code')}
            {...upperCased(form.register('postal_code'))}
          />
        </FormSection>
        <ScreeningQuestions form={form} field={field} errorOf={errorOf} />
        <FormSection id="apply-resume" title={t('apply.resume')} columns={1}>
          <ResumeUpload uploaded={resume} onUploaded={keepResume} onBusyChange={setUploading} />
        </FormSection>
        {feedback}
        <CollectionNotice />
        {/* Kept in reach at the bottom of a phone screen while the candidate scrolls (DESIGN: phone first). */}
        <Paper withBorder shadow="sm" radius="md" p="sm" pos="sticky" bottom={8} style={{ zIndex: 2 }}>
          <Flex direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between" gap="sm">
            <Button component={Link} to={homePathIn(locale)} variant="default" size="md">
              {t('apply.backToPositions')}
            </Button>
            {/* French runs longer: on a narrow phone the label wraps rather than being cut off. */}
            <Button
              type="submit"
              size="md"
              h="auto"
              mih={42}
              py={8}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
              disabled={submitting || uploading}
            >
              {t(submitting ? 'apply.submitting' : 'apply.submit')}
            </Button>
          </Flex>
        </Paper>
      </Stack>
    </form>
  );
}

/**
 * The first field in error gets the focus (react-hook-form does that right after this); a focused
 * field can still sit behind the sticky buttons, so it is then centred on the screen.
 */
function showFocusedError() {
  requestAnimationFrame(() => document.activeElement?.scrollIntoView({ block: 'center' }));
}

/** SPEC §5: the postal code is upper-cased as it is typed. */
function upperCased(registration: UseFormRegisterReturn): UseFormRegisterReturn {
  return {
    ...registration,
    onChange: (event: { target: HTMLInputElement }) => {
      event.target.value = event.target.value.toUpperCase();
      return registration.onChange(event);
    },
  };
}
