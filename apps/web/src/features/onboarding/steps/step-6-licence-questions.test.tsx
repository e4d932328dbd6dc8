import { inEnglish } from '@roadhire/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { byLabel, groupByLegend } from '../../../test/queries';
import { renderStep } from '../../../test/render-step';
import { licenceQuestionsStep } from './step-6-licence-questions';

const answer = (question: string, choice: 'Yes' | 'No') =>
  userEvent.click(within(groupByLegend(question)).getByRole('radio', { name: choice }));
const next = () => userEvent.click(screen.getByRole('button', { name: inEnglish.t('onboarding.next') }));
const explanations = () => screen.queryAllByRole('textbox', { name: /Please explain/ });

describe('Step 6 Driver Licence Questions (SPEC §2, §5)', { timeout: 20_000 }, () => {
  it('requires the date and the three answers', async () => {
    fakeApi();
    const { moved } = renderStep(licenceQuestionsStep);
    await next();
    expect(await screen.findByText(inEnglish.t('onboarding.validation.required'))).toBeInTheDocument();
    expect(screen.getAllByText(inEnglish.t('onboarding.validation.answerRequired'))).toHaveLength(3);
    expect(moved).not.toHaveBeenCalled();
  });

  it('asks for an explanation when denied Yes, clean abstract No and suspended Yes, and requires each', async () => {
    fakeApi();
    const { moved, form } = renderStep(licenceQuestionsStep);
    await userEvent.type(byLabel(inEnglish.t('onboarding.step6.commercialDate')), '2019-04-01');
    await answer(inEnglish.t('onboarding.step6.denied'), 'No');
    await answer(inEnglish.t('onboarding.step6.abstractClean'), 'Yes');
    await answer(inEnglish.t('onboarding.step6.suspended'), 'No');
    expect(explanations()).toHaveLength(0);

    await answer(inEnglish.t('onboarding.step6.denied'), 'Yes');
    expect(explanations()).toHaveLength(1);
    await answer(inEnglish.t('onboarding.step6.abstractClean'), 'No');
    expect(explanations()).toHaveLength(2);
    await answer(inEnglish.t('onboarding.step6.suspended'), 'Yes');
    expect(explanations()).toHaveLength(3);

    await next();
    expect(await screen.findAllByText(inEnglish.t('onboarding.validation.required'))).toHaveLength(3);
    expect(moved).not.toHaveBeenCalled();

    const [denied, abstract, suspended] = explanations();
    await userEvent.type(denied as HTMLElement, 'Medical review in 2015');
    await userEvent.type(abstract as HTMLElement, 'One speeding ticket');
    await userEvent.type(suspended as HTMLElement, 'Unpaid fine, 2016');
    await next();
    expect(moved).toHaveBeenCalledTimes(1);
    expect(form().getValues('dq_abstract_explanation')).toBe('One speeding ticket');
  });

  it('needs no explanation for the other answers', async () => {
    fakeApi();
    const { moved } = renderStep(licenceQuestionsStep);
    await userEvent.type(byLabel(inEnglish.t('onboarding.step6.commercialDate')), '2019-04-01');
    await answer(inEnglish.t('onboarding.step6.denied'), 'No');
    await answer(inEnglish.t('onboarding.step6.abstractClean'), 'Yes');
    await answer(inEnglish.t('onboarding.step6.suspended'), 'No');
    await next();
    expect(moved).toHaveBeenCalledTimes(1);
  });
});
