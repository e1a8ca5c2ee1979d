// The date-time field when the calendar's code cannot load (the connection is gone): the field says so, typing
// still works, and the next opening loads it again.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { DateTimeField } from './date-time-field';

const connection = vi.hoisted(() => ({ up: false }));

vi.mock('./date-time-calendar', async (importOriginal) => {
  if (!connection.up) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('DateTimeField without its calendar', () => {
  it('says the calendar did not load, takes typed values, and loads it on the next opening', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<DateTimeField label="From" value={null} onChange={onChange} />);
    const input = screen.getByLabelText('From');
    await user.click(input);
    expect(await screen.findByRole('alert')).toHaveTextContent('The calendar did not load.');
    await user.type(input, '2026-06-01 10:30');
    expect(onChange).toHaveBeenLastCalledWith('2026-06-01 10:30:00');

    connection.up = true;
    await user.keyboard('{Escape}');
    await user.click(input);
    expect(await screen.findByRole('button', { name: 'Previous month' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
