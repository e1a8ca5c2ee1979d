// The calendar of the date-time field, in a module of its own: the field loads it (and with it the dates package,
// dayjs and the dates package's styles) the first time a person opens a calendar, so that a page which only shows
// a date-time field never downloads them.
// The dates package's styles come with the calendar (after the core's, which the shell has loaded).
import '@mantine/dates/styles.layer.css';
import { DatePicker } from '@mantine/dates';
import { useState } from 'react';
import { lazyDateTimeFormat } from '@/lib/format';
import classes from './date-time-calendar.module.css';

/**
 * Names for the calendar's arrows, so that each can be found and announced. The level controls keep the name they
 * show (`June 2026`): a name other than the visible text is one a person using speech input cannot say.
 */
const CALENDAR_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

const dayLabel = lazyDateTimeFormat({ dateStyle: 'full' });

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const pad = (n: number) => String(n).padStart(2, '0');

/** The local midnight that starts a `YYYY-MM-DD` day, or undefined when it is not one. */
function startOfDay(day: string): Date | undefined {
  const m = DAY.exec(day);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
}

const dayOf = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Whether the whole day that starts at `start` lies before `minDate` or after `maxDate`. */
function outOfBounds(start: Date, minDate?: Date, maxDate?: Date): boolean {
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
  return (maxDate !== undefined && start > maxDate) || (minDate !== undefined && end <= minDate);
}

/** The month shown first: the value's, or today's brought within the bounds. */
function firstMonth(day: string | null, minDate?: Date, maxDate?: Date): string {
  if (day) return day;
  let shown = new Date();
  if (maxDate && shown > maxDate) shown = maxDate;
  if (minDate && shown < minDate) shown = minDate;
  return dayOf(shown);
}

export interface DateTimeCalendarProps {
  /** The field's value, `YYYY-MM-DD HH:mm:ss`, or null. */
  value: string | null;
  minDate?: Date;
  maxDate?: Date;
  /** A day picked, as `YYYY-MM-DD`. */
  onPick: (day: string) => void;
}

/**
 * The month of the field's value (following it while a person types), its day selected; days out of bounds cannot
 * be picked. Its controls never take the focus, which stays in the field (as in Mantine's DateInput): the calendar
 * is for the mouse and touch, the keyboard types.
 */
export function DateTimeCalendar({ value, minDate, maxDate, onPick }: DateTimeCalendarProps) {
  const day = value === null ? null : (DAY.exec(value)?.[0] ?? null);
  const [month, setMonth] = useState(() => firstMonth(day, minDate, maxDate));
  // A typed value moves the calendar to its month.
  const [followed, setFollowed] = useState(day);
  if (day !== followed) {
    setFollowed(day);
    if (day) setMonth(day);
  }
  return (
    <DatePicker
      value={day}
      allowDeselect={false}
      onChange={(picked) => {
        if (picked) onPick(picked.slice(0, 10));
      }}
      date={month}
      onDateChange={setMonth}
      ariaLabels={CALENDAR_LABELS}
      classNames={{ day: classes.day }}
      hideOutsideDates
      __preventFocus
      getDayProps={(date) => {
        const start = startOfDay(date);
        return {
          'aria-label': start ? dayLabel().format(start) : date,
          // Days out of bounds cannot be picked; a typed value out of bounds is the form's rule to explain.
          disabled: start ? outOfBounds(start, minDate, maxDate) : false,
        };
      }}
    />
  );
}
