import { MantineProvider, Table } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../test/english-theme';

describe('the theme', () => {
  it('lets the keyboard reach the box a wide table scrolls in', () => {
    const { container } = render(
      <MantineProvider theme={theme}>
        <Table.ScrollContainer minWidth={900}>
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>Ontario</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </MantineProvider>,
    );
    expect(container.querySelector('[data-scrollarea-viewport]')).toHaveAttribute('tabindex', '0');
  });
});
