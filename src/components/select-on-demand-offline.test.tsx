// The Select on demand when its list's code cannot load (the connection is gone): the field says so, keeps what was
// typed, and the next click loads the list.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { LIST_DID_NOT_LOAD, SelectOnDemand } from './select-on-demand';

const connection = vi.hoisted(() => ({ up: false }));

vi.mock('./mantine-select', async (importOriginal) => {
  if (!connection.up) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('SelectOnDemand without its list', () => {
  it('says the list did not load, keeps the typed text, and loads it on the next click', async () => {
    const user = userEvent.setup();
    render(
      <SelectOnDemand
        label="Country"
        data={[{ value: 'UA', label: 'Ukraine (UA)' }]}
        value={null}
        searchable
      />,
    );
    const field = screen.getByRole('combobox', { name: 'Country' });
    await user.type(field, 'Ukr');
    expect(await screen.findByText(LIST_DID_NOT_LOAD)).toBeVisible();
    expect(field).toHaveValue('Ukr');
    expect(field).toHaveAccessibleDescription(LIST_DID_NOT_LOAD);

    connection.up = true;
    await user.click(field);
    expect(await screen.findByRole('option', { name: 'Ukraine (UA)' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Ukr');
    expect(screen.queryByText(LIST_DID_NOT_LOAD)).toBeNull();
  });
});
