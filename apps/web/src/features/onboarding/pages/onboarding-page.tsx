import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { type CandidateProfile, ONBOARDING_STEPS, type OnboardingState } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { Link, useLocation, useParams } from 'react-router';
import { PageIntro } from '../../../components/page-intro';
import { paths } from '../../../config/paths';
import { profileQueryOptions } from '../../../lib/api/get-profile';
import { isApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/locale';
import { useSession } from '../../../lib/session';
import { onboardingQueryOptions } from '../api/get-onboarding';
import { ApplicationNav } from '../components/application-nav';
import { OnboardingHeader } from '../components/onboarding-header';
import { StepButtons } from '../components/step-buttons';
import { StepProgress } from '../components/step-progress';
import { ConflictNotice } from '../draft-sync/conflict-notice';
import type { DraftConflict } from '../draft-sync/draft-sync';
import { SignInAgainDialog } from '../draft-sync/sign-in-again-dialog';
import { startingPoint } from '../draft-sync/starting-point';
import { useDraftSync } from '../draft-sync/use-draft-sync';
import { useSignInAgain } from '../draft-sync/use-sign-in-again';
import { NextGuardContext } from '../next-guard';
import { signingPageOf } from '../signing/signing-history';
import type { OnboardingValues } from '../step-contract';
import { useStepNavigation } from '../use-step-navigation';

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
  const t = useT();
  return (
    <Stack gap="md" maw={720} mx="auto">
      <Title order={1}>{t('onboarding.title')}</Title>
      {alert ? (
        <Alert color="red" role="alert">
          {text}
        </Alert>
      ) : (
        <Text>{text}</Text>
      )}
      <Anchor component={Link} to={paths.home.href()}>
        {t('onboarding.backToPositions')}
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
  const t = useT();

  if (!validId || (isApiError(state.error) && state.error.status === 404))
    return <Blocked text={t('onboarding.notFound')} />;
  if (state.isError) return <Blocked text={t('onboarding.loadFailed')} alert />;
  // Decision 010: the form starts from what the server holds now, never from an earlier answer.
  if (!state.data || !state.isFetchedAfterMount || state.isFetching || profile.isPending) {
    return <PageIntro title={t('onboarding.title')} lead={t('onboarding.loading')} />;
  }
  if (state.data.status === 'submitted') return <Blocked text={t('onboarding.alreadySubmitted')} />;
  if (state.data.status === 'cancelled') return <Blocked text={t('onboarding.notActive')} />;
  return <OnboardingSteps state={state.data} profile={profile.data} userId={Number(userId)} />;
}

/** A conflict's answers as the driver had them, kept over the newer ones the server holds. */
function keepMyAnswers(form: UseFormReturn<OnboardingValues>, conflict: DraftConflict) {
  for (const [name, value] of Object.entries(conflict.conflicts)) {
    form.setValue(name as Path<OnboardingValues>, value as never, { shouldDirty: true });
  }
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
  const [start] = useState(() => startingPoint(state, userId, fromProfile(profile)));
  const form = useForm<OnboardingValues>({ defaultValues: start.values });
  const { sync, status, conflict, dismissConflict, generation } = useDraftSync(form, {
    applicationId,
    userId,
    step: start.step,
    version: start.version,
    base: start.base,
    dirty: start.dirty,
    conflict: start.conflict,
  });
  const [signInOpened, setSignInOpened] = useSignInAgain(status);
  const t = useT();

  const location = useLocation();
  const { step, definition, goTo, goToFirstIncomplete, next, guard, top, heading } = useStepNavigation(
    form,
    sync,
    start.step,
  );
  if (!definition) return null;
  const StepComponent = definition.Component;

  const signing = step === ONBOARDING_STEPS && signingPageOf(location) !== undefined;

  return (
    <Stack gap="lg" maw={880} mx="auto" ref={top}>
      <ApplicationNav
        unsaved={() => {
          sync.flush();
          return sync.dirty;
        }}
      />
      <OnboardingHeader
        applicationId={applicationId}
        positionTitle={state.p_position_title}
        positionOpen={state.position_open}
      />
      {/* Signing is no step of the nine: it has its own heading and page count instead. */}
      <StepProgress step={step} hidden={signing} status={status} onSignIn={() => setSignInOpened(true)} />
      {conflict && (
        <ConflictNotice
          conflict={conflict}
          onClose={dismissConflict}
          onUseMine={() => {
            keepMyAnswers(form, conflict);
            dismissConflict();
          }}
        />
      )}
      <SignInAgainDialog
        opened={signInOpened}
        userId={userId}
        onClose={() => setSignInOpened(false)}
        onSignedIn={() => {
          setSignInOpened(false);
          sync.resume();
        }}
      />
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
          {signing ? t('signing.title') : t(definition.title)}
        </Title>
        <NextGuardContext.Provider value={guard}>
          <StepComponent
            key={`${step}-${generation}`}
            form={form}
            applicationId={applicationId}
            userId={userId}
            positionTitle={state.p_position_title}
            goTo={goTo}
            goToFirstIncomplete={goToFirstIncomplete}
          />
        </NextGuardContext.Provider>
        <StepButtons step={step} ownButtons={definition.ownButtons ?? false} onBack={() => goTo(step - 1)} />
      </Paper>
    </Stack>
  );
}
