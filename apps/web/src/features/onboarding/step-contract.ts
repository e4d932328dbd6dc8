import type { MessageId, OnboardingDraftData } from '@roadhire/shared';
import type { ComponentType } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** The whole onboarding form, as one react-hook-form over every step (the draft's shape). */
export type OnboardingValues = OnboardingDraftData;
export type OnboardingForm = UseFormReturn<OnboardingValues>;

export interface StepProps {
  form: OnboardingForm;
  applicationId: number;
  userId: number;
  /** The position applied for, as the signing summary names it. */
  positionTitle?: string;
  /** Moves to another step (SPEC §4: step 9 jumps to 8 to add or edit an entry). */
  goTo: (step: number) => void;
  /**
   * Before the final submit: goes to the first step whose answers do not pass its checks, with its
   * messages shown, and returns true; returns false when every step passes.
   */
  goToFirstIncomplete: () => boolean;
}

/**
 * One of the nine steps (SPEC §2). The page shows `title`, the component, and Back/Next; Next
 * checks `schema` against the form's values (SPEC §5: each step's required-field checks),
 * puts each issue on its field, and then runs `onNext` (step 8 keeps the entry) before moving on.
 * A step that draws its own buttons (step 9) sets `ownButtons`; a step that is a form for one entry
 * of a list (step 8) sets `entryForm`.
 */
export interface StepDefinition {
  /** The step's title in the catalogues, said in the page's language. */
  title: MessageId;
  Component: ComponentType<StepProps>;
  schema?: z.ZodType<unknown, OnboardingValues>;
  onNext?: (form: OnboardingForm) => void;
  ownButtons?: boolean;
  /** Empty between entries, each checked as it was kept: the final check for incomplete steps skips it. */
  entryForm?: boolean;
}
