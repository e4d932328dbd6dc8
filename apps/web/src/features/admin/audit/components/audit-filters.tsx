import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { ADMIN_LIST_SEARCH_MAX_LENGTH, AdminAuditQuerySchema } from '@roadhire/shared';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useSayMessage, useT } from '../../../../lib/i18n/locale';
import { AUDIT_ACTIONS, actionLabel } from '../audit-actions';

export interface AuditFilterValues {
  action: string;
  actor: string;
  from: string;
  to: string;
}

const EMPTY: AuditFilterValues = { action: '', actor: '', from: '', to: '' };

/** The filters apply together when submitted, checked by the API's own query schema first. */
export function AuditFilters({
  values,
  onApply,
}: {
  values: AuditFilterValues;
  onApply: (values: AuditFilterValues) => void;
}) {
  const t = useT();
  const translate = useSayMessage();
  // Each option shows the action's name; its value is the code the API stores.
  const actionOptions = useMemo(
    () => [
      { value: '', label: t('adminAudit.allActions') },
      ...AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(t, action) })),
    ],
    [t],
  );
  const [draft, setDraft] = useState(values);
  const [errors, setErrors] = useState<Partial<Record<keyof AuditFilterValues, string>>>({});
  // Back and forward move the URL; the form follows it.
  const { action, actor, from, to } = values;
  useEffect(() => setDraft({ action, actor, from, to }), [action, actor, from, to]);

  const set = (key: keyof AuditFilterValues) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setDraft((current) => ({ ...current, [key]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { ...draft, actor: draft.actor.trim() };
    const checked = AdminAuditQuerySchema.safeParse(next);
    if (!checked.success) {
      const found: typeof errors = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0] as keyof AuditFilterValues;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onApply(next);
  };

  const clear = () => {
    setErrors({});
    setDraft(EMPTY);
    onApply(EMPTY);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('adminAudit.filtersLabel')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <NativeSelect
          label={t('adminAudit.action')}
          data={actionOptions}
          value={draft.action}
          onChange={set('action')}
        />
        <TextInput
          label={t('adminAudit.actor')}
          placeholder={t('adminAudit.actorPlaceholder')}
          type="search"
          maxLength={ADMIN_LIST_SEARCH_MAX_LENGTH}
          value={draft.actor}
          onChange={set('actor')}
          error={translate(errors.actor)}
        />
        <TextInput
          label={t('adminAudit.from')}
          type="date"
          value={draft.from}
          onChange={set('from')}
          error={translate(errors.from)}
        />
        <TextInput
          label={t('adminAudit.to')}
          type="date"
          value={draft.to}
          onChange={set('to')}
          error={translate(errors.to)}
        />
      </SimpleGrid>
      <Group gap="sm" mt="sm">
        <Button type="submit">{t('adminAudit.apply')}</Button>
        <Button variant="default" onClick={clear}>
          {t('adminAudit.clear')}
        </Button>
      </Group>
    </form>
  );
}
