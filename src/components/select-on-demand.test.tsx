// The Select whose list's code comes when a person is about to use it: a plain field first, then the Select, with
// what was typed, the focus and the open list carried over.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts from a page that has not loaded the Select yet: fresh modules, the render helper's Mantine too.
async function fresh() {
  vi.resetModules();
  const [{ render }, { SelectOnDemand }] = await Promise.all([
    import('@/test/render'),
    import('./select-on-demand'),
  ]);
  return { render, SelectOnDemand };
}

const COUNTRIES = [
  { value: 'UA', label: 'Ukraine (UA)' },
  { value: 'DE', label: 'Germany (DE)' },
];

describe('SelectOnDemand', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it('is a plain field with the chosen label until used, then the Select with the typed text, focused and open', async () => {
    const { render, SelectOnDemand } = await fresh();
    const onChange = vi.fn();
    const onDropdownOpen = vi.fn();
    render(
      <SelectOnDemand
        label="Country"
        data={COUNTRIES}
        value="DE"
        onChange={onChange}
        onDropdownOpen={onDropdownOpen}
        searchable
      />,
    );
    const field = screen.getByRole('combobox', { name: 'Country' });
    expect(field).toHaveValue('Germany (DE)');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();

    await userEvent.clear(field);
    await userEvent.type(field, 'Ukr');

    const option = await screen.findByRole('option', { name: 'Ukraine (UA)' });
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).not.toBe(field);
    expect(select).toHaveValue('Ukr');
    expect(select).toHaveFocus();
    expect(select).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('option', { name: 'Germany (DE)' })).toBeNull();
    expect(onDropdownOpen).toHaveBeenCalledTimes(1);

    await userEvent.click(option);
    expect(onChange).toHaveBeenCalledWith('UA', expect.objectContaining({ value: 'UA' }));
  });

  it('opens its list when clicked or opened from the keyboard before the Select was there', async () => {
    const { render, SelectOnDemand } = await fresh();
    render(<SelectOnDemand label="Status" data={['approved', 'rejected']} value={null} />);
    const field = screen.getByRole('combobox', { name: 'Status' });
    expect(field).toHaveAttribute('readonly');

    field.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'rejected' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveFocus());
  });

  it('stays closed when disabled, and shows its error and description', async () => {
    const { render, SelectOnDemand } = await fresh();
    render(
      <SelectOnDemand
        label="Template"
        description="Only approved templates"
        error="Choose a template."
        data={COUNTRIES}
        value={null}
        disabled
      />,
    );
    const field = screen.getByRole('combobox', { name: 'Template' });
    expect(field).toBeDisabled();
    expect(field).toHaveAccessibleDescription(/Only approved templates/);
    expect(screen.getByText('Choose a template.')).toBeVisible();
  });
});
