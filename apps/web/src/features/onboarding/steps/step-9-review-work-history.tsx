import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { HistoryGap } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useClientConfig } from '../../../lib/api/get-client-config';
import { profileQueryOptions } from '../../../lib/api/get-profile';
import { useSayMessage, useT } from '../../../lib/i18n/locale';
import { useEarlierWorkHistory } from '../api/get-work-history';
import { submitRefusal, useSubmitOnboarding } from '../api/submit-onboarding';
import { ConfirmDialog } from '../components/confirm-dialog';
import { EmploymentCoveragePanel } from '../components/employment-coverage-panel';
import { SubmittingOverlay } from '../components/submitting-overlay';
import { EarlierEntries, NewEntries } from '../components/work-history-list';
import { emptyWorkHistory } from '../empty-draft';
import { SigningFlow } from '../signing/signing-flow';
import { useSigningHistory } from '../signing/signing-history';
import type { StepDefinition, StepProps } from '../step-contract';
import { useEmploymentCoverage } from '../use-employment-coverage';

/** How long 'Onboarding completed!' shows before the candidate is sent on. */
export const COMPLETED_REDIRECT_DELAY_MS = 1200;

function ReviewWorkHistory({ form, applicationId, userId, positionTitle, goTo, goToFirstIncomplete }: StepProps) {
  const t = useT();
  const tx = useSayMessage();
  const entries = useWatch({ control: form.control, name: 'work_history' });
  const history = useEarlierWorkHistory(userId, applicationId);
  const config = useClientConfig();
  const submit = useSubmitOnboarding(applicationId, userId);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<string | null>(null);
  const [noEntries, setNoEntries] = useState(false);
  const signingHistory = useSigningHistory();
  const signing = signingHistory.page !== undefined;
  // A second tap before the page redraws would start a second submit: one runs at a time.
  const submitting = useRef(false);
  const profile = useQuery(profileQueryOptions(String(userId)));
  const { earlier } = history;
  const { coverage, explanationOf, explain } = useEmploymentCoverage(form, earlier);
  // Without any entry the gap is the whole window: Submit then says an entry is needed instead.
  const gapsOpen = entries.length + earlier.length > 0 ? coverage.unexplained.length : 0;

  // SPEC §8: a work-history load failure is only logged.
  useEffect(() => {
    if (history.error) console.error('Onboarding: work history could not be loaded', history.error);
  }, [history.error]);

  // SPEC §4, §8: after 'Onboarding completed!' the candidate goes to the HR site, or to our own page without one.
  const hrSiteUrl = config.data?.hrSiteUrl ?? null;
  useEffect(() => {
    // Wait for the client config, so a slow answer does not skip the HR site.
    if (!submit.isSuccess || config.isPending) return;
    const timer = window.setTimeout(() => {
      if (hrSiteUrl) window.location.assign(hrSiteUrl);
      else navigate(paths.applicationReceived.href(), { replace: true });
    }, COMPLETED_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [submit.isSuccess, config.isPending, hrSiteUrl, navigate]);

  const startEntry = () => {
    form.setValue('wh_form', null);
    form.setValue('wh_editing_key', null);
    goTo(8);
  };

  // Decision 017: an entry for a gap starts with the gap's dates; the driver chooses its type.
  const startGapEntry = (gap: HistoryGap) => {
    form.setValue('wh_form', { ...emptyWorkHistory(), wh_datefrom: gap.from, wh_dateto: gap.to });
    form.setValue('wh_editing_key', null);
    goTo(8);
  };

  const onSubmit = () => {
    if (entries.length + earlier.length === 0) {
      setNoEntries(true);
      return;
    }
    setNoEntries(false);
    if (goToFirstIncomplete() || !coverage.complete) return;
    // Only the explanations of the gaps there are now are sent.
    form.setValue('wh_gap_explanations', coverage.explanations);
    signingHistory.forward(0);
  };

  // Decision 016: the driver reads the whole application and the notices, and signs, before the final calls.
  if (signing)
    return (
      <Stack gap="lg">
        <SigningFlow
          values={form.getValues()}
          earlier={earlier}
          signer={profile.data ?? { first_name: '', last_name: '', email: '', mobile: null }}
          positionTitle={positionTitle}
          page={signingHistory.page ?? 0}
          onPage={signingHistory.forward}
          onBack={signingHistory.back}
          onRestart={signingHistory.restart}
          pending={submit.isPending || submit.isSuccess}
          onSign={(signature) => {
            if (submitting.current) return;
            submitting.current = true;
            submit.mutate(
              { values: form.getValues(), signature },
              {
                onError: (error) => {
                  submitting.current = false;
                  console.error('Onboarding: the final save failed', error);
                },
              },
            );
          }}
        />
        {submit.isError && (
          <Alert color="red" role="alert">
            {t('onboarding.saveFailed')} {tx(submitRefusal(submit.error))}
          </Alert>
        )}
        {(submit.isPending || submit.isSuccess) && (
          <SubmittingOverlay
            busy={submit.isPending}
            message={
              submit.offline
                ? t('onboarding.submitOffline')
                : submit.isPending
                  ? t('onboarding.submitting')
                  : t('onboarding.completed')
            }
          />
        )}
      </Stack>
    );

  return (
    <Stack gap="lg">
      <EarlierEntries entries={earlier} />
      <NewEntries
        entries={entries}
        onEdit={(entry) => {
          form.setValue('wh_form', structuredClone(entry));
          form.setValue('wh_editing_key', entry.entry_key);
          goTo(8);
        }}
        onDelete={(entry) => setDeleting(entry.entry_key)}
      />
      <EmploymentCoveragePanel
        coverage={coverage}
        explanationOf={explanationOf}
        onAddEntry={startGapEntry}
        onExplain={explain}
      />
      {noEntries && (
        <Alert color="red" role="alert">
          {t('onboarding.step9.entryRequired')}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={() => goTo(8)}>
          {t('onboarding.back')}
        </Button>
        <Button variant="default" onClick={startEntry}>
          {t('onboarding.addAnotherEntry')}
        </Button>
        <Button onClick={onSubmit} disabled={gapsOpen > 0} aria-describedby={gapsOpen > 0 ? 'gaps-open' : undefined}>
          {t('onboarding.submitApplication')}
        </Button>
      </Group>
      {gapsOpen > 0 && (
        <Text id="gaps-open" size="sm" c="red.9">
          {t('onboarding.step9.gapsOpen', { count: gapsOpen })}
        </Text>
      )}
      <ConfirmDialog
        question={t('onboarding.step9.deleteConfirm')}
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          form.setValue(
            'work_history',
            entries.filter((entry) => entry.entry_key !== deleting),
            { shouldDirty: true },
          );
          setDeleting(null);
        }}
      />
    </Stack>
  );
}

/** SPEC §2 onboarding step 9: it draws its own buttons. */
export const reviewWorkHistoryStep: StepDefinition = {
  title: 'onboarding.stepTitles.8',
  Component: ReviewWorkHistory,
  ownButtons: true,
};
