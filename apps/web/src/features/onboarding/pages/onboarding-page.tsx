import { Alert, Anchor, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { type CandidateProfile, messages, ONBOARDING_STEPS, type OnboardingState } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { PageIntro } from '../../../components/page-intro';
import { paths } from '../../../config/paths';
import { profileQueryOptions } from '../../../lib/api/get-profile';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { onboardingQueryOptions } from '../api/get-onboarding';
import { CancelApplication } from '../components/cancel-application';
import { emptyDraft } from '../empty-draft';
import { type NextGuard, NextGuardContext } from '../next-guard';
import type { OnboardingValues } from '../step-contract';
import { onboardingSteps } from '../steps';
import { useDraftSaver } from '../use-draft-saver';
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
  const guard = useRef<NextGuard | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // A step reached by goToFirstIncomplete shows its messages once it is on screen.
  const checkOnArrival = useRef<number | null>(null);
  const { status: saveStatus, save } = useDraftSaver(applicationId, form, step);

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
    const arrived = onboardingSteps[step - 1];
    if (checkOnArrival.current === step && arrived) validateStep(arrived, form);
    checkOnArrival.current = null;
  }, [step]);

  const goToFirstIncomplete = useCallback(() => {
    const values = form.getValues();
    // Step 8's form is empty between entries; its entries were checked as each was kept.
    const index = onboardingSteps.findIndex(
      (candidate, i) => i + 1 !== 8 && candidate.schema && !candidate.schema.safeParse(values).success,
    );
    if (index < 0) return false;
    checkOnArrival.current = index + 1;
    goTo(index + 1);
    return true;
  }, [form, goTo]);

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
        {/* The label goes on the section, the element with the progressbar role. */}
        <Progress.Root size="lg">
          <Progress.Section value={percent} aria-label={o.progressLabel} />
        </Progress.Root>
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
          <StepComponent
            key={step}
            form={form}
            applicationId={applicationId}
            userId={userId}
            goTo={goTo}
            goToFirstIncomplete={goToFirstIncomplete}
          />
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
