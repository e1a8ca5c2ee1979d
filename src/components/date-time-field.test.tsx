// The date-time field: what a typed text gives, the calendar it loads when opened, and how it opens and closes.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import {
  DateTimeField,
  LOCAL_TIME_DESCRIPTION,
  parseTypedDateTime,
  type DateTimeFieldProps,
  type LocalDateTimeValue,
} from './date-time-field';

describe('parseTypedDateTime', () => {
  it('reads a whole date-time, with or without seconds, with a space or a T', () => {
    expect(parseTypedDateTime('2026-11-24 10:30:15')).toBe('2026-11-24 10:30:15');
    expect(parseTypedDateTime('2026-11-24T10:30')).toBe('2026-11-24 10:30:00');
    expect(parseTypedDateTime('  2026-11-24 10:30:15 ')).toBe('2026-11-24 10:30:15');
  });

  it('gives a date alone the default time', () => {
    expect(parseTypedDateTime('2026-11-24')).toBe('2026-11-24 00:00:00');
    expect(parseTypedDateTime('2026-11-24', '23:59:59')).toBe('2026-11-24 23:59:59');
  });

  it('refuses half-typed values and dates that do not exist', () => {
    for (const text of [
      '',
      '2026-11-2',
      '2026-11-24 10',
      '2026-11-24 10:3',
      '2026-02-30',
      '2026-11-24 24:00',
      '2026-13-01',
    ])
      expect(parseTypedDateTime(text)).toBeNull();
  });
});

const dayName = (year: number, month: number, day: number) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'full' }).format(new Date(year, month, day));

/** The field as a form holds it: its value in state, each change also told to `changed`. */
function Field({
  initial = null,
  changed,
  ...props
}: Partial<DateTimeFieldProps> & {
  initial?: LocalDateTimeValue;
  changed?: (value: LocalDateTimeValue) => void;
}) {
  const [value, setValue] = useState<LocalDateTimeValue>(initial);
  return (
    <DateTimeField
      label="Sent from"
      value={value}
      onChange={(next) => {
        setValue(next);
        changed?.(next);
      }}
      {...props}
    />
  );
}

function setup(props: Parameters<typeof Field>[0] = {}) {
  const changed = vi.fn<(value: LocalDateTimeValue) => void>();
  const user = userEvent.setup();
  const view = render(<Field changed={changed} {...props} />);
  return { changed, user, view, input: screen.getByLabelText('Sent from') };
}

/** Opens the calendar with a click and waits for it (it loads on first use). */
async function openCalendar(user: ReturnType<typeof userEvent.setup>, input: HTMLElement) {
  await user.click(input);
  const calendar = await screen.findByRole('dialog', { name: 'Calendar' });
  await within(calendar).findByRole('button', { name: 'Previous month' });
  return calendar;
}

describe('DateTimeField', () => {
  it('names the time zone under the field, after the caller’s words', () => {
    render(<DateTimeField label="To" description="End" value={null} onChange={() => undefined} />);
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      `End · ${LOCAL_TIME_DESCRIPTION}`,
    );
    expect(screen.getByLabelText('To')).toHaveAttribute('placeholder', 'YYYY-MM-DD hh:mm:ss');
  });

  it('gives a typed value as soon as it is a whole date-time, and never a half-typed one', async () => {
    const { changed, user, input } = setup({ defaultTime: '23:59:59' });
    await user.type(input, '2026-06-01 10:3');
    // The date alone was whole: it took the default time; the half-typed time changed nothing.
    expect(changed.mock.calls).toEqual([['2026-06-01 23:59:59']]);
    await user.type(input, '0');
    expect(changed).toHaveBeenLastCalledWith('2026-06-01 10:30:00');
    expect(input).toHaveValue('2026-06-01 10:30');
    // On blur the text says the value whole.
    await user.tab();
    expect(input).toHaveValue('2026-06-01 10:30:00');
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('puts a half-typed value back to the field’s value on blur', async () => {
    const { changed, user, input } = setup({ initial: '2026-06-01 10:30:15' });
    await user.click(input);
    await user.keyboard('{End}{Backspace}{Backspace}{Backspace}');
    expect(input).toHaveValue('2026-06-01 10:30');
    expect(changed).toHaveBeenLastCalledWith('2026-06-01 10:30:00');
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('2026-06-01 10:3');
    await user.tab();
    expect(input).toHaveValue('2026-06-01 10:30:00');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('empties to null when it can be emptied, and only then', async () => {
    const clearable = setup({ initial: '2026-06-01 10:30:15' });
    await clearable.user.clear(clearable.input);
    expect(clearable.changed).toHaveBeenLastCalledWith(null);
    clearable.view.unmount();

    const fixed = setup({ initial: '2026-06-01 10:30:15', clearable: false });
    expect(screen.queryByRole('button', { name: 'Clear the date' })).not.toBeInTheDocument();
    await fixed.user.clear(fixed.input);
    expect(fixed.changed).not.toHaveBeenCalled();
    await fixed.user.tab();
    expect(fixed.input).toHaveValue('2026-06-01 10:30:15');
  });

  it('clears with its button, which the label does not find, and keeps the focus in the field', async () => {
    const { changed, user, input } = setup({ initial: '2026-06-01 10:30:15' });
    await user.click(screen.getByRole('button', { name: 'Clear the date' }));
    expect(changed).toHaveBeenCalledWith(null);
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear the date' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a value changed from outside', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <DateTimeField label="From" value="2026-06-01 10:30:15" onChange={onChange} />,
    );
    const input = screen.getByLabelText('From');
    expect(input).toHaveValue('2026-06-01 10:30:15');
    rerender(<DateTimeField label="From" value="2026-07-02T08:00:00" onChange={onChange} />);
    expect(input).toHaveValue('2026-07-02 08:00:00');
    rerender(<DateTimeField label="From" value={null} onChange={onChange} />);
    expect(input).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('loads the calendar when opened, and a day picked keeps the time, closes it and keeps the focus', async () => {
    const { changed, user, input } = setup({ initial: '2026-06-01 10:30:15' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const calendar = await openCalendar(user, input);
    expect(input).toHaveAttribute('aria-controls', calendar.id);
    // The month of the value, its day selected.
    expect(within(calendar).getByRole('button', { name: 'June 2026' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: dayName(2026, 5, 1) })).toHaveAttribute(
      'data-selected',
    );
    await user.click(within(calendar).getByRole('button', { name: 'Next month' }));
    await user.click(within(calendar).getByRole('button', { name: dayName(2026, 6, 3) }));
    expect(changed).toHaveBeenLastCalledWith('2026-07-03 10:30:15');
    expect(input).toHaveValue('2026-07-03 10:30:15');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-controls');
  });

  it('gives a day picked in an empty field the default time, and offers no day out of bounds', async () => {
    const { changed, user, input } = setup({
      defaultTime: '23:59:59',
      minDate: '2024-02-05 12:00:00',
      maxDate: new Date(2024, 1, 20, 9, 0),
    });
    const calendar = await openCalendar(user, input);
    // Today is after the last day: the calendar opens on the month of the last day.
    expect(within(calendar).getByRole('button', { name: 'February 2024' })).toBeInTheDocument();
    const day = (d: number) => within(calendar).getByRole('button', { name: dayName(2024, 1, d) });
    expect(day(4)).toBeDisabled();
    expect(day(5)).toBeEnabled();
    expect(day(20)).toBeEnabled();
    expect(day(21)).toBeDisabled();
    await user.click(day(6));
    expect(changed).toHaveBeenCalledWith('2024-02-06 23:59:59');
  });

  it('moves the calendar to the month being typed', async () => {
    const { user, input } = setup({ initial: '2026-06-01 10:30:15' });
    const calendar = await openCalendar(user, input);
    await user.clear(input);
    await user.type(input, '2025-12-24 08:00');
    expect(within(calendar).getByRole('button', { name: 'December 2025' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: dayName(2025, 11, 24) })).toHaveAttribute(
      'data-selected',
    );
  });

  it('opens with the down arrow and on focus, closes with Escape (which goes no further), Tab and a click outside', async () => {
    const outside = vi.fn();
    document.addEventListener('keydown', outside);
    try {
      const { user, input } = setup();
      await openCalendar(user, input);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(outside).not.toHaveBeenCalled();
      expect(input).toHaveFocus();
      // Closed, Escape is the page's again.
      await user.keyboard('{Escape}');
      expect(outside).toHaveBeenCalledTimes(1);

      await user.keyboard('{ArrowDown}');
      expect(await screen.findByRole('dialog', { name: 'Calendar' })).toBeInTheDocument();
      await user.tab();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await user.tab({ shift: true });
      expect(input).toHaveFocus();
      expect(await screen.findByRole('dialog', { name: 'Calendar' })).toBeInTheDocument();
      await user.click(document.body);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      document.removeEventListener('keydown', outside);
    }
  });

  it('keeps the focus in the field while the calendar’s month is changed', async () => {
    const { user, input } = setup({ initial: '2026-06-01 10:30:15' });
    const calendar = await openCalendar(user, input);
    await user.click(within(calendar).getByRole('button', { name: 'Previous month' }));
    expect(input).toHaveFocus();
    expect(within(calendar).getByRole('button', { name: 'May 2026' })).toBeInTheDocument();
  });

  it('opens no calendar when read-only, and gives its input to the ref', async () => {
    const ref = createRef<HTMLInputElement>();
    const user = userEvent.setup();
    render(
      <DateTimeField
        label="From"
        value="2026-06-01 10:30:15"
        onChange={() => undefined}
        readOnly
        ref={ref}
      />,
    );
    const input = screen.getByLabelText('From');
    expect(ref.current).toBe(input);
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear the date' })).not.toBeInTheDocument();
  });
});
