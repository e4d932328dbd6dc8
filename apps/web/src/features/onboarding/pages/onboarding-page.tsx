import { Alert, Anchor, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import {
  type CandidateProfile,
  messages,
  ONBOARDING_STEPS,
  type OnboardingState,
  PIPELINE_IN_PROGRESS,
} from '@roadhire/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { PageIntro } from '../../../components/page-intro';
import { paths } from '../../../config/paths';
import { profileQueryOptions } from '../../../lib/api/get-profile';
import { isApiError } from '../../../lib/api-client';
import { noticeState } from '../../../lib/route-notice';
import { announceProfileUpdated, readSession, saveMe, useSession } from '../../../lib/session';
import { cancelApplication, onboardingQueryOptions, saveDraft } from '../api/onboarding';
import { ConfirmDialog } from '../components/confirm-dialog';
import { emptyDraft } from '../empty-draft';
import { type NextGuard, NextGuardContext } from '../next-guard';
import type { OnboardingValues } from '../step-contract';
import { onboardingSteps } from '../steps';
import { validateStep } from '../validate-step';

const o = messages.onboarding;

/** The profile's address fills step 1 when there is no draft yet (SPEC §2 step 1). */
function fromProfile(profile: CandidateProfile | undefined): Partial<OnboardingValues> {
  if (!profile) return {};
  const picked = {
    dob: profile.dob?.slice(0, 10),
    address1: profile.address1,
    address2: profile.address2,
    city: profile.city,
    province: profile.province,
    country: profile.country,
    postal_code: profile.postal_code,
  };
  return Object.fromEntries(
    Object.entries(picked).filter(([, value]) => typeof value === 'string' && value),
  ) as Partial<OnboardingValues>;
}

/** A message in place of the form, with the way back home. */
function Blocked({ text, alert = false }: { text: string; alert?: boolean }) {
  return (
    <Stack gap="md" maw={720} mx="auto">
      <Title order={1}>{o.title}</Title>
      {alert ? (
        <Alert color="red" role="alert">
          {text}
        </Alert>
      ) : (
        <Text>{text}</Text>
      )}
      <Anchor component={Link} to={paths.home.href()}>
        {o.backToPositions}
      </Anchor>
    </Stack>
  );
}

/** SPEC §2 Onboarding: the nine steps of the driver application, resumed from the saved draft. */
export function OnboardingPage() {
  const applicationId = Number(useParams().applicationId);
  const validId = Number.isInteger(applicationId) && applicationId > 0;
  const { userId } = useSession();
  const state = useQuery({ ...onboardingQueryOptions(applicationId), enabled: validId });
  const profile = useQuery(profileQueryOptions(userId));

  if (!validId || (isApiError(state.error) && state.error.status === 404)) return <Blocked text={o.notFound} />;
  if (state.isError) return <Blocked text={o.loadFailed} alert />;
  if (!state.data || profile.isPending) return <PageIntro title={o.title} lead={o.loading} />;
  if (state.data.status === 'submitted') return <Blocked text={o.alreadySubmitted} />;
  if (state.data.status === 'cancelled') return <Blocked text={o.notActive} />;
  return <OnboardingSteps state={state.data} profile={profile.data} userId={Number(userId)} />;
}

type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

function OnboardingSteps({
  state,
  profile,
  userId,
}: {
  state: OnboardingState;
  profile: CandidateProfile | undefined;
  userId: number;
}) {
  const applicationId = state.application_id;
  const form = useForm<OnboardingValues>({
    defaultValues: { ...emptyDraft(), ...(state.data ? {} : fromProfile(profile)), ...(state.data ?? {}) },
  });
  const [step, setStep] = useState(state.step);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('idle');
  const guard = useRef<NextGuard | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const stepRef = useRef(step);
  stepRef.current = step;

  // Decision 007: the draft is saved on every move, without holding the candidate up. A failure
  // says so quietly; the next move (or leaving the page) tries again with everything.
  const save = useCallback(
    (toStep: number) => {
      setSaveStatus('saving');
      saveDraft(applicationId, { step: toStep, data: form.getValues() }).then(
        () => setSaveStatus((now) => (now === 'saving' ? 'saved' : now)),
        () => setSaveStatus('failed'),
      );
    },
    [applicationId, form],
  );

  // Best effort when the page goes to the background (the driver switches apps).
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save(stepRef.current);
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => document.removeEventListener('visibilitychange', onHidden);
  }, [save]);

  const goTo = useCallback(
    (target: number) => {
      const next = Math.min(ONBOARDING_STEPS, Math.max(1, target));
      moved.current = true;
      setStep(next);
      save(next);
    },
    [save],
  );

  // After a move, the new step starts at the top and its heading is read out (phones, screen readers).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes.
  useEffect(() => {
    if (!moved.current) return;
    top.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [step]);

  const definition = onboardingSteps[step - 1];
  if (!definition) return null;
  const StepComponent = definition.Component;

  const next = () => {
    const valid = validateStep(definition, form);
    const guarded = guard.current ? guard.current() : true;
    if (!valid || !guarded) return;
    definition.onNext?.(form);
    goTo(step + 1);
  };

  const percent = Math.round((step / ONBOARDING_STEPS) * 100);

  return (
    <Stack gap="lg" maw={880} mx="auto" ref={top}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1}>{o.title}</Title>
        <CancelApplication applicationId={applicationId} />
      </Group>
      <Text c="dimmed" size="sm">
        {state.p_position_title}
      </Text>
      <Stack gap={4}>
        <Progress value={percent} aria-label={o.progressLabel} size="lg" />
        <Group justify="space-between" gap="xs">
          <Text size="sm">{o.progress(step, ONBOARDING_STEPS, percent)}</Text>
          <Text size="sm" c="dimmed" aria-live="polite" role="status">
            {saveStatus === 'saving' ? o.saving : saveStatus === 'saved' ? o.saved : ''}
          </Text>
        </Group>
      </Stack>
      {saveStatus === 'failed' && (
        <Alert color="yellow" variant="light" role="status">
          {o.saveDraftFailed}
        </Alert>
      )}
      <Paper
        component="form"
        noValidate
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!definition.ownButtons) next();
        }}
        aria-labelledby="onboarding-step-title"
      >
        <Title order={2} size="h3" mb="md" id="onboarding-step-title" ref={heading} tabIndex={-1}>
          {definition.title}
        </Title>
        <NextGuardContext.Provider value={guard}>
          <StepComponent key={step} form={form} applicationId={applicationId} userId={userId} goTo={goTo} />
        </NextGuardContext.Provider>
        <Group justify="space-between" mt="xl" gap="sm" grow preventGrowOverflow={false}>
          {step > 1 && (
            <Button type="button" variant="default" onClick={() => goTo(step - 1)}>
              {o.back}
            </Button>
          )}
          {!definition.ownButtons && step < ONBOARDING_STEPS && <Button type="submit">{o.next}</Button>}
        </Group>
      </Paper>
    </Stack>
  );
}

/** SPEC §4, §8: cancelling (after a confirm) returns to / with 'Application cancelled'. */
function CancelApplication({ applicationId }: { applicationId: number }) {
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { userId } = useSession();
  const cancel = useMutation({
    mutationFn: () => cancelApplication(applicationId),
    onSuccess: async () => {
      setConfirming(false);
      // The top bar comes back once `me` no longer says an application is in progress.
      const options = profileQueryOptions(userId);
      const fresh = await queryClient.fetchQuery({ ...options, staleTime: 0 }).catch(() => undefined);
      const me = readSession().me;
      if (fresh) saveMe(fresh);
      else if (me?.pipeline_status === PIPELINE_IN_PROGRESS) saveMe({ ...me, pipeline_status: null });
      announceProfileUpdated();
      navigate(paths.home.href(), { state: noticeState(o.cancelled, 'success') });
    },
    onError: () => setConfirming(false),
  });
  return (
    <>
      <Button
        variant="outline"
        color="red"
        onClick={() => {
          cancel.reset();
          setConfirming(true);
        }}
      >
        {o.cancelApplication}
      </Button>
      {cancel.isError && (
        <Alert color="red" role="alert" w="100%">
          {o.cancelFailed}
        </Alert>
      )}
      <ConfirmDialog
        opened={confirming}
        question={o.cancelConfirm}
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
