import { Box, Loader, Stack, Text } from '@mantine/core';

/**
 * SPEC §2: a full-screen overlay while the final save runs. It covers the page, so no button can
 * be pressed twice, and screen readers hear its text.
 */
export function SubmittingOverlay({ message, busy }: { message: string; busy: boolean }) {
  return (
    <Box
      role="status"
      aria-busy={busy}
      aria-live="polite"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 1000,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'rgba(255, 255, 255, 0.92)',
      }}
    >
      <Stack align="center" gap="sm" p="md">
        {busy && <Loader />}
        <Text size="lg" fw={600} ta="center">
          {message}
        </Text>
      </Stack>
    </Box>
  );
}
