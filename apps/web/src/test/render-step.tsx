import { Button, Title } from '@mantine/core';
import type { Locale } from '@roadhire/shared';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { paths } from '../config/paths';
import { emptyDraft } from '../features/onboarding/empty-draft';
import { type NextGuard, NextGuardContext } from '../features/onboarding/next-guard';
import { ApplicationReceivedPage } from '../features/onboarding/pages/application-received-page';
import { passNext } from '../features/onboarding/pass-next';
import type { OnboardingForm, OnboardingValues, StepDefinition } from '../features/onboarding/step-contract';
import { useRecheckOnChange } from '../features/onboarding/validate-step';
import { useT } from '../lib/i18n/locale';
import { renderRouter } from './render-router';

/**
 * Renders one onboarding step on a real form, as the page does: its title, the step, and a Next
 * button that checks the step and its guard and runs its `onNext`. `moved` records a Next that passed, `goTo`
 * the steps it asked for; `form()` is the live form.
 */
export function renderStep(
  step: StepDefinition,
  {
    values = {},
    applicationId = 42,
    userId = 7,
    locale,
  }: { values?: Partial<OnboardingValues>; applicationId?: number; userId?: number; locale?: Locale } = {},
) {
  const goTo = vi.fn();
  const moved = vi.fn();
  // The page's own check of steps 1–7 is tested with the page; here every step passes.
  const goToFirstIncomplete = vi.fn(() => false);
  let current: OnboardingForm | undefined;

  function Host() {
    const form = useForm<OnboardingValues>({ defaultValues: { ...emptyDraft(), ...values } });
    const guard = useRef<NextGuard | null>(null);
    const t = useT();
    current = form;
    useRecheckOnChange(step, form);
    const next = () => {
      if (passNext(step, form, guard.current)) moved();
    };
    return (
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <Title order={1}>{t(step.title)}</Title>
        <NextGuardContext.Provider value={guard}>
          <step.Component
            form={form}
            applicationId={applicationId}
            userId={userId}
            goTo={goTo}
            goToFirstIncomplete={goToFirstIncomplete}
          />
        </NextGuardContext.Provider>
        {!step.ownButtons && <Button onClick={next}>{t('onboarding.next')}</Button>}
      </form>
    );
  }

  const router = createMemoryRouter(
    [
      { path: '/', element: <Host /> },
      { path: paths.applicationReceived.pattern, element: <ApplicationReceivedPage /> },
    ],
    { initialEntries: ['/'] },
  );
  const view = renderRouter(router, { locale });
  const form = () => {
    if (!current) throw new Error('the step is not rendered');
    return current;
  };
  return { ...view, form, goTo, moved, goToFirstIncomplete };
}
