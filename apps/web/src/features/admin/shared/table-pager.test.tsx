import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../lib/i18n/locale';
import { theme } from '../../../test/english-theme';
import { TablePager } from './table-pager';

function renderPager(props: { page: number; pageSize: number; total: number }) {
  const onPage = vi.fn();
  const onPageSize = vi.fn();
  render(
    <MantineProvider theme={theme} env="test">
      <LocaleProvider>
        <TablePager {...props} onPage={onPage} onPageSize={onPageSize} label="Pages of things" />
      </LocaleProvider>
    </MantineProvider>,
  );
  return { onPage, onPageSize };
}

describe('TablePager', () => {
  it('says where the rows sit and moves between pages', async () => {
    const { onPage } = renderPager({ page: 2, pageSize: 25, total: 60 });
    expect(screen.getByRole('status')).toHaveTextContent('Showing 26 to 50 of 60');
    const pages = screen.getByRole('navigation', { name: 'Pages of things' });
    expect(pages).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
  });

  it('changes the page size, and shows an empty list as 0 to 0', async () => {
    const { onPageSize } = renderPager({ page: 1, pageSize: 25, total: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 to 0 of 0');
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '100');
    expect(onPageSize).toHaveBeenCalledWith(100);
  });
});
