import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { ADMIN_LIST_SEARCH_MAX_LENGTH } from '@roadhire/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useT } from '../../../../lib/i18n/locale';

/** The search runs when submitted (not on each key), the role filter as soon as it changes. */
export function AccountsFilters({
  q,
  role,
  onChange,
}: {
  q: string;
  role: string;
  onChange: (patch: { q?: string; role?: string }) => void;
}) {
  const t = useT();
  const roleOptions = [
    { value: '', label: t('adminAccounts.roleOptions.all') },
    { value: '1', label: t('adminAccounts.roleOptions.admins') },
    { value: '2', label: t('adminAccounts.roleOptions.candidates') },
  ];
  const [text, setText] = useState(q);
  // Back and forward move the URL; the box follows it.
  useEffect(() => setText(q), [q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text.trim() });
  };
  return (
    <Group component="form" role="search" onSubmit={submit} align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={t('adminAccounts.search')}
        placeholder={t('adminAccounts.searchPlaceholder')}
        type="search"
        value={text}
        maxLength={ADMIN_LIST_SEARCH_MAX_LENGTH}
        onChange={(event) => setText(event.currentTarget.value)}
        style={{ flex: '1 1 240px' }}
      />
      <Button type="submit" variant="default">
        {t('adminAccounts.searchButton')}
      </Button>
      <NativeSelect
        label={t('adminAccounts.role')}
        data={roleOptions}
        value={role}
        onChange={(event) => onChange({ role: event.currentTarget.value })}
        style={{ flex: '0 1 200px' }}
      />
    </Group>
  );
}
