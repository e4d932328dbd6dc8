import { Box, Stack, Text, Title, Typography } from '@mantine/core';
import { type OpenPosition, sanitizePositionHtml } from '@roadhire/shared';
import { useId, useMemo } from 'react';
import { useT } from '../../lib/i18n/locale';
import type { ApplyAction } from './apply-action';
import { ApplyButton } from './apply-button';
import { PositionFacts } from './position-facts';

/**
 * A language other than French the job requires, and why (Charter of the French language s. 46),
 * as the position's page in this language writes them.
 */
function LanguageRequirement({ position }: { position: OpenPosition }) {
  const t = useT();
  if (!position.p_language_requirement) return null;
  const lines = [
    { label: t('careers.languageRequirement'), value: position.p_language_requirement },
    ...(position.p_language_reason ? [{ label: t('careers.languageReason'), value: position.p_language_reason }] : []),
  ];
  return (
    <Box component="dl" m={0}>
      {lines.map(({ label, value }) => (
        <Text key={label} component="div" size="sm">
          <Box component="dt" display="inline" fw={600}>
            {t('careers.labelled', { label })}
          </Box>{' '}
          <Box component="dd" display="inline" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Text>
      ))}
    </Box>
  );
}

/**
 * What a position says about itself, under its title: the number, the visible lines, the Apply
 * button and the description, in the details panel and on the job's own page alike. The
 * description was sanitized when written and is sanitized again here (DESIGN).
 */
export function PositionBody({
  position,
  action,
  descriptionOrder,
}: {
  position: OpenPosition;
  action: ApplyAction;
  /** The description's heading sits one level under the position's title, wherever that is. */
  descriptionOrder: 2 | 3;
}) {
  const t = useT();
  const descriptionId = useId();
  const html = useMemo(() => sanitizePositionHtml(position.p_landing_page_desc), [position.p_landing_page_desc]);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('careers.labelled', { label: t('careers.positionNumber') })} {position.p_position_number}
      </Text>
      <PositionFacts position={position} />
      <LanguageRequirement position={position} />
      {/* Right under the title, so a phone reaches it without scrolling (two taps from the list). */}
      <ApplyButton size="md" mih={44} fullWidth action={action} positionId={position.p_id} />
      <section aria-labelledby={descriptionId}>
        <Title order={descriptionOrder} size="h3" id={descriptionId} mb="xs">
          {t('careers.description')}
        </Title>
        <Typography>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized just above with the position allow-list. */}
          <div dangerouslySetInnerHTML={{ __html: html }} />
        </Typography>
      </section>
      {/* And again where a long description ends, so nobody scrolls back up to apply. */}
      <ApplyButton size="md" mih={44} fullWidth action={action} positionId={position.p_id} />
    </Stack>
  );
}
