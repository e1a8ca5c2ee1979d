// The one date-time field of the console: typed as `YYYY-MM-DD hh:mm:ss` (or picked from a calendar, which keeps
// the time already typed), in the reader's time zone, said the same way everywhere.
// The dates package's styles, loaded with the field (and after the core's, which the shell has loaded): a page
// without a date field never downloads them.
import '@mantine/dates/styles.layer.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useRef } from 'react';
import { lazyDateTimeFormat } from '@/lib/format';

/** The value the field holds and gives: `YYYY-MM-DD HH:mm:ss` in local time, or null when empty. */
export type LocalDateTimeValue = string | null;

/** The reader's time zone, as every date-time field names it. */
export const LOCAL_TIME_ZONE = new Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The wording of the time zone under every date-time field. */
export const LOCAL_TIME_DESCRIPTION = `Your time (${LOCAL_TIME_ZONE}), as YYYY-MM-DD hh:mm:ss`;

const TYPED = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * What a person typed, as `YYYY-MM-DD HH:mm:ss`, or null while it is not (yet) a whole, real date: a date alone
 * takes `defaultTime`, minutes alone take 0 seconds. Strict, so that a half-typed value never jumps elsewhere.
 */
export function parseTypedDateTime(text: string, defaultTime = '00:00:00'): string | null {
  const m = TYPED.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const [dh, dmi, ds] = defaultTime.split(':');
  const parts = [y, mo, d, h ?? dh, mi ?? dmi, s ?? (h === undefined ? ds : '00')].map(Number);
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = parts;
  const date = new Date(year, month - 1, day, hour, minute, second);
  if (
    date.getFullYear() !== year ||
    date.getMonth() !== month - 1 ||
    date.getDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return null;
  return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

type Bound = DateInputProps['maxDate'];

const boundDate = (bound: Bound) =>
  bound === undefined
    ? undefined
    : bound instanceof Date
      ? bound
      : new Date(bound.replace(' ', 'T'));

/** Whether the whole day that starts at `start` lies before `minDate` or after `maxDate`. */
function outOfBounds(start: Date, minDate: Bound, maxDate: Bound): boolean {
  const min = boundDate(minDate);
  const max = boundDate(maxDate);
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
  return (max !== undefined && start > max) || (min !== undefined && end <= min);
}

const dayLabel = lazyDateTimeFormat({ dateStyle: 'full' });

/** Names for the calendar's controls and days, so that each can be found and announced. */
const CALENDAR_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

export type DateTimeFieldProps = Omit<
  DateInputProps,
  'value' | 'onChange' | 'defaultValue' | 'valueFormat' | 'withTime' | 'dateParser'
> & {
  value: LocalDateTimeValue;
  onChange: (value: LocalDateTimeValue) => void;
  /** The time given to a day picked (or typed) without one: `23:59:59` suits the end of a period. */
  defaultTime?: string;
};

/**
 * A date-time field: type it, or open the calendar (on focus) and pick a day. Its value is local time to the
 * second; the description names the time zone unless the caller gives its own words before it.
 */
export function DateTimeField({
  value,
  onChange,
  defaultTime = '00:00:00',
  description,
  maxDate,
  minDate,
  ...props
}: DateTimeFieldProps) {
  // A day picked in the calendar comes with midnight: it keeps the time the field had, or the default one.
  const picking = useRef(false);
  const timeOf = (current: LocalDateTimeValue) => current?.slice(11) || defaultTime;
  return (
    <DateInput
      {...props}
      description={
        description ? (
          <>
            {description} · {LOCAL_TIME_DESCRIPTION}
          </>
        ) : (
          LOCAL_TIME_DESCRIPTION
        )
      }
      withTime
      valueFormat="YYYY-MM-DD HH:mm:ss"
      placeholder={props.placeholder ?? 'YYYY-MM-DD hh:mm:ss'}
      dateParser={(text) => parseTypedDateTime(text, defaultTime)}
      clearable={props.clearable ?? true}
      // Named without the field's label, so that the label finds the field alone.
      clearButtonProps={{ 'aria-label': 'Clear the date' }}
      ariaLabels={CALENDAR_LABELS}
      hideOutsideDates
      getDayProps={(day) => {
        const date = parseTypedDateTime(day);
        const start = date ? new Date(date.replace(' ', 'T')) : undefined;
        return {
          'aria-label': start ? dayLabel().format(start) : day,
          // Days out of bounds cannot be picked; a typed value out of bounds is the form's rule to explain
          // (given to the calendar, the bounds would silently ignore what was typed).
          disabled: start ? outOfBounds(start, minDate, maxDate) : false,
          onClick: () => {
            picking.current = true;
          },
        };
      }}
      value={value}
      onChange={(next) => {
        const picked = picking.current;
        picking.current = false;
        onChange(next && picked ? `${next.slice(0, 10)} ${timeOf(value)}` : next);
      }}
    />
  );
}
