import { Alert, Stack } from '@mantine/core';
import type { DraftWorkHistory } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { profileQueryOptions } from '../../../lib/api/get-profile';
import { useT } from '../../../lib/i18n/locale';
import { useEarlierWorkHistory } from '../api/get-work-history';
import { DeleteEntryDialog } from '../components/delete-entry-dialog';
import { EmploymentCoveragePanel } from '../components/employment-coverage-panel';
import { ReviewButtons } from '../components/review-buttons';
import { EarlierEntries, NewEntries } from '../components/work-history-list';
import { emptyWorkHistory } from '../empty-draft';
import { SignAndSubmit } from '../signing/sign-and-submit';
import { useSigningHistory } from '../signing/signing-history';
import { useFinalSubmit } from '../signing/use-final-submit';
import type { StepDefinition, StepProps } from '../step-contract';
import { useEmploymentCoverage } from '../use-employment-coverage';

function ReviewWorkHistory({ form, applicationId, userId, positionTitle, goTo, goToFirstIncomplete }: StepProps) {
  const t = useT();
  const entries = useWatch({ control: form.control, name: 'work_history' });
  const history = useEarlierWorkHistory(userId, applicationId);
  const { submit, sign } = useFinalSubmit(applicationId, userId, form);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [noEntries, setNoEntries] = useState(false);
  const signingHistory = useSigningHistory();
  const signing = signingHistory.page !== undefined;
  const profile = useQuery(profileQueryOptions(String(userId)));
  const { earlier } = history;
  const { coverage, explanationOf, explain } = useEmploymentCoverage(form, earlier);
  // Without any entry the gap is the whole window: Submit then says an entry is needed instead.
  const gapsOpen = entries.length + earlier.length > 0 ? coverage.unexplained.length : 0;

  // SPEC §8: a work-history load failure is only logged.
  useEffect(() => {
    if (history.error) console.error('Onboarding: work history could not be loaded', history.error);
  }, [history.error]);

  // Step 8 edits one entry: a new one, blank or (decision 017) with a gap's dates, or one already there.
  const openEntry = (draft: DraftWorkHistory | null, key: string | null = null) => {
    form.setValue('wh_form', draft);
    form.setValue('wh_editing_key', key);
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

  if (signing)
    return (
      <SignAndSubmit
        values={form.getValues()}
        earlier={earlier}
        signer={profile.data ?? { first_name: '', last_name: '', email: '', mobile: null }}
        positionTitle={positionTitle}
        page={signingHistory.page ?? 0}
        onPage={signingHistory.forward}
        onBack={signingHistory.back}
        onRestart={signingHistory.restart}
        submit={submit}
        onSign={sign}
      />
    );

  return (
    <Stack gap="lg">
      <EarlierEntries entries={earlier} />
      <NewEntries
        entries={entries}
        onEdit={(entry) => openEntry(structuredClone(entry), entry.entry_key)}
        onDelete={(entry) => setDeleting(entry.entry_key)}
      />
      <EmploymentCoveragePanel
        coverage={coverage}
        explanationOf={explanationOf}
        onAddEntry={(gap) => openEntry({ ...emptyWorkHistory(), wh_datefrom: gap.from, wh_dateto: gap.to })}
        onExplain={explain}
      />
      {noEntries && (
        <Alert color="red" role="alert">
          {t('onboarding.step9.entryRequired')}
        </Alert>
      )}
      <ReviewButtons
        gapsOpen={gapsOpen}
        onBack={() => goTo(8)}
        onAddEntry={() => openEntry(null)}
        onSubmit={onSubmit}
      />
      <DeleteEntryDialog
        entryKey={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          form.setValue(
            'work_history',
            entries.filter((entry) => entry.entry_key !== deleting),
            { shouldDirty: true },
          )
        }
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
