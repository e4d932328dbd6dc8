import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Phones first: 16px inputs keep iOS from zooming in on focus.
  fontSizes: { md: '1rem' },
  defaultRadius: 'md',
});
