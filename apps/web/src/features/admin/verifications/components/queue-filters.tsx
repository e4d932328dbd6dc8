import { Button, Group, Radio, TextInput } from '@mantine/core';
import { VERIFICATION_QUEUE_STATES, type VerificationQueueQuery } from '@roadhire/shared';
import { type FormEvent, startTransition, useEffect, useOptimistic, useState } from 'react';
import { useT } from '../../../../lib/i18n/locale';

type State = VerificationQueueQuery['state'];

/** Which checks (open, overdue, all) apply at once; the search applies when submitted. */
export function QueueFilters({
  state,
  q,
  onState,
  onSearch,
}: {
  state: State;
  q: string;
  onState: (state: State) => void;
  onSearch: (q: string) => void;
}) {
  const t = useT();
  // The address changes in a router transition; until it commits, the tapped choice is shown, so a
  // tap is never drawn back over by the state it is about to replace.
  const [shown, setShown] = useOptimistic(state);
  const choose = (value: string) =>
    startTransition(() => {
      setShown(value as State);
      onState(value as State);
    });
  const [text, setText] = useState(q);
  // Back and forward move the address; the box follows it.
  useEffect(() => setText(q), [q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <Radio.Group label={t('verifications.queue.show')} value={shown} onChange={choose}>
        <Group gap="md" mih={36}>
          {VERIFICATION_QUEUE_STATES.map((value) => (
            <Radio key={value} value={value} label={t(`verifications.queue.states.${value}`)} />
          ))}
        </Group>
      </Radio.Group>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            type="search"
            label={t('verifications.queue.search')}
            placeholder={t('verifications.queue.searchPlaceholder')}
            maxLength={100}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            w={280}
          />
          <Button type="submit" variant="default">
            {t('verifications.queue.searchButton')}
          </Button>
        </Group>
      </form>
    </Group>
  );
}
