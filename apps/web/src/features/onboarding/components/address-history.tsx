import { Box, Button, List, Stack, Text, Title } from '@mantine/core';
import { addressCoverage, addressGapTexts, isDate } from '@roadhire/shared';
import { useId, useRef, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useClientConfig } from '../../../lib/api/get-client-config';
import { useT } from '../../../lib/i18n/locale';
import { useNextGuard } from '../next-guard';
import type { OnboardingForm } from '../step-contract';
import { AddressRow } from './address-row';

/** Today in the driver's own calendar, YYYY-MM-DD: the day the history must reach. */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const blankAddress = { address1: '', city: '', province: '', country: '', postal_code: '', from: '', to: '' };

/**
 * The addresses before the current one, until the current address (from the day the
 * driver moved in) and these rows cover the years the carrier asks for (`historyYears.all`). Each
 * gap is listed with its dates as the driver types (a polite status, read without moving focus);
 * Next is refused while one is left, with the message at the list.
 */
export function AddressHistory({ form }: { form: OnboardingForm }) {
  const t = useT();
  const years = useClientConfig().data?.historyYears.all;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'address_history' });
  const since = useWatch({ control: form.control, name: 'address_since' });
  const rows = useWatch({ control: form.control, name: 'address_history' });
  const [refused, setRefused] = useState(false);
  const gapsRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const gapsId = useId();

  // Until the start date is a date (its own field says so) and the years are known, there is nothing to cover.
  const coverage =
    years !== undefined && isDate(since ?? '')
      ? addressCoverage({ address_since: since, address_history: rows }, { years, today: localDay() })
      : null;
  const incomplete = coverage !== null && !coverage.complete;

  useNextGuard(() => {
    setRefused(incomplete);
    // A field's own message, focused by Next, comes first.
    if (incomplete && Object.keys(form.formState.errors).length === 0) gapsRef.current?.focus();
    return !incomplete;
  });

  if (!incomplete && fields.length === 0) return null;
  const question = t('onboarding.step1.addressHistoryQuestion', { years: years ?? 0 });
  const lastGap = coverage?.gaps.at(-1);
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {question}
      </Title>
      <Text size="sm" c="dimmed">
        {t('onboarding.step1.addressHistoryHelp')}
      </Text>
      {fields.map((row, index) => (
        <AddressRow key={row.id} form={form} index={index} today={localDay()} onRemove={() => remove(index)} />
      ))}
      {/* Polite: the list changes as dates are typed and is read when the driver pauses. */}
      <Box ref={gapsRef} id={gapsId} role="status" aria-live="polite" aria-labelledby={headingId} tabIndex={-1}>
        {incomplete && (
          <Stack gap={4}>
            {refused && (
              <Text c="red" fw={600} size="sm">
                {t('onboarding.step1.addressHistoryIncomplete', { years: years ?? 0 })}
              </Text>
            )}
            <List size="sm" c={refused ? 'red' : undefined}>
              {addressGapTexts(coverage, t).map((text) => (
                <List.Item key={text}>{text}</List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Box>
      {incomplete && (
        <Button
          variant="light"
          aria-describedby={gapsId}
          onClick={() => append({ ...blankAddress, to: lastGap?.to ?? '' })}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('onboarding.step1.addAddress')}
        </Button>
      )}
    </Stack>
  );
}
