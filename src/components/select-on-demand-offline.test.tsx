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
        data={[
          { value: 'UA', label: 'Ukraine (UA)' },
          { value: 'GB', label: 'United Kingdom (GB)' },
        ]}
        value={null}
        searchable
      />,
    );
    const field = screen.getByRole('combobox', { name: 'Country' });
    // A space is typed, not taken as a key that opens the list.
    await user.type(field, 'United K');
    expect(await screen.findByText(LIST_DID_NOT_LOAD)).toBeVisible();
    expect(field).toHaveValue('United K');
    expect(field).toHaveAccessibleDescription(LIST_DID_NOT_LOAD);

    connection.up = true;
    await user.click(field);
    expect(await screen.findByRole('option', { name: 'United Kingdom (GB)' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Ukraine (UA)' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('United K');
    expect(screen.queryByText(LIST_DID_NOT_LOAD)).toBeNull();
  });
});
