// The page buttons of a list: where they lead, which are disabled at either end, and where the dots stand.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { ListPagination } from './list-pagination';

const PAGE_SIZES = [25, 50, 100] as const;

function renderAt(offset: number, total: number) {
  const onChange = vi.fn();
  render(
    <ListPagination
      offset={offset}
      limit={25}
      total={total}
      pageSizes={PAGE_SIZES}
      onChange={onChange}
    />,
  );
  return onChange;
}

const pageNames = () =>
  screen
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? '')
    .filter((name) => name.startsWith('Page '));

it('on the first page: previous is disabled, the current page is marked, next and a page lead on', async () => {
  const user = userEvent.setup({ delay: null });
  const onChange = renderAt(0, 1000);
  expect(screen.getByText('1–25 of 1,000')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'previous page' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  // 40 pages: the first five, dots, the last.
  expect(pageNames()).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', 'Page 40']);
  await user.click(screen.getByRole('button', { name: 'next page' }));
  expect(onChange).toHaveBeenLastCalledWith({ offset: 25, limit: 25 });
  await user.click(screen.getByRole('button', { name: 'Page 40' }));
  expect(onChange).toHaveBeenLastCalledWith({ offset: 975, limit: 25 });
  // The current page leads nowhere.
  onChange.mockClear();
  await user.click(screen.getByRole('button', { name: 'Page 1' }));
  expect(onChange).not.toHaveBeenCalled();
});

it('in the middle: the first and last pages, the neighbours of the current one, and dots on both sides', async () => {
  const user = userEvent.setup({ delay: null });
  const onChange = renderAt(500, 1000);
  expect(pageNames()).toEqual(['Page 1', 'Page 20', 'Page 21', 'Page 22', 'Page 40']);
  expect(screen.getAllByText('…')).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'previous page' }));
  expect(onChange).toHaveBeenLastCalledWith({ offset: 475, limit: 25 });
});

it('on the last page next is disabled; a new page size starts from the first row', async () => {
  const user = userEvent.setup({ delay: null });
  const onChange = renderAt(975, 1000);
  expect(screen.getByRole('button', { name: 'next page' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'previous page' })).toBeEnabled();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
  expect(onChange).toHaveBeenLastCalledWith({ offset: 0, limit: 100 });
});

it('an empty list has one page and no way on', () => {
  renderAt(0, 0);
  expect(screen.getByText('No results')).toBeInTheDocument();
  const buttons = within(
    screen.getByRole('button', { name: 'Page 1' }).parentElement ?? document.body,
  );
  expect(buttons.getByRole('button', { name: 'previous page' })).toBeDisabled();
  expect(buttons.getByRole('button', { name: 'next page' })).toBeDisabled();
});
