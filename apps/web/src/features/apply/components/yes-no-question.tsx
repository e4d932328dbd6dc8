import { Box, Group, Input, Radio } from '@mantine/core';
import { messages } from '@roadhire/shared';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

const ANSWERS = [
  { value: '1', label: messages.apply.yes },
  { value: '0', label: messages.apply.no },
] as const;

// Each answer's label is a 44 px tall target a thumb can hit, not just the small circle.
const TAP_TARGET = {
  body: { alignItems: 'center' },
  label: { paddingBlock: 12, paddingInlineEnd: 24, cursor: 'pointer' },
} as const;

/** A yes/no screening question (SPEC §2 Apply): a fieldset whose legend is the question. */
export function YesNoQuestion({
  question,
  error,
  registration,
}: {
  question: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const errorId = useId();
  return (
    <Box
      component="fieldset"
      aria-describedby={error ? errorId : undefined}
      m={0}
      p={0}
      style={{ border: 0, minInlineSize: 0 }}
    >
      <Input.Label component="legend" required mb={4} style={{ display: 'block' }}>
        {question}
      </Input.Label>
      <Group gap="md">
        {ANSWERS.map((answer) => (
          <Radio
            key={answer.value}
            size="md"
            value={answer.value}
            label={answer.label}
            aria-invalid={error ? true : undefined}
            styles={TAP_TARGET}
            {...registration}
          />
        ))}
      </Group>
      {error && (
        <Input.Error id={errorId} mt={4}>
          {error}
        </Input.Error>
      )}
    </Box>
  );
}
