// The date-time field in a react-hook-form form: the form's spelling read and written, and a refused value's
// field focused with its message, as the filter forms rely on.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { FormDateTimeField } from './form-date-time-field';

interface Period {
  from: string;
}

/** Refuses an empty start, as the sessions' filters do. */
const resolver: Resolver<Period> = (values) =>
  Promise.resolve<ResolverResult<Period>>(
    values.from
      ? { values, errors: {} }
      : { values: {}, errors: { from: { type: 'required', message: 'Enter the start.' } } },
  );

function PeriodForm({ onApply }: { onApply: (values: Period) => void }) {
  const form = useForm<Period>({ resolver, defaultValues: { from: '' } });
  return (
    <form onSubmit={(event) => void form.handleSubmit(onApply)(event)} aria-label="Filter">
      <FormDateTimeField
        control={form.control}
        name="from"
        label="Created from"
        clearable={false}
        // The form keeps the `datetime-local` spelling.
        read={(value) => (value ? value.replace('T', ' ') : null)}
        write={(value) => (value ? value.replace(' ', 'T') : '')}
      />
      <button type="submit">Apply</button>
    </form>
  );
}

describe('FormDateTimeField', () => {
  it('focuses a refused field with its message, and gives the form its own spelling', async () => {
    const onApply = vi.fn<(values: Period) => void>();
    const user = userEvent.setup();
    render(<PeriodForm onApply={onApply} />);
    const from = screen.getByLabelText('Created from');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(from).toHaveFocus());
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription(expect.stringContaining('Enter the start.'));
    expect(onApply).not.toHaveBeenCalled();

    await user.type(from, '2026-06-01 10:30');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
    expect(onApply.mock.calls[0]?.[0]).toEqual({ from: '2026-06-01T10:30:00' });
    expect(from).toHaveValue('2026-06-01 10:30:00');
  });
});
