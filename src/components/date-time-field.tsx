// The one date-time field of the console: typed as `YYYY-MM-DD hh:mm:ss` (or picked from a calendar, which keeps
// the time already typed), in the reader's time zone, said the same way everywhere.
// The field itself is a core text input: the calendar (the dates package, dayjs, their styles) is a module of its
// own, loaded when a person first opens it (and fetched ahead when the pointer comes over the field or the field
// takes the focus), so that a page which only shows a date-time field never downloads it.
import { Input, Paper, Text, TextInput, type TextInputProps } from '@mantine/core';
import { useClickOutside, useMergedRef } from '@mantine/hooks';
import { useId, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { onDemand } from '@/lib/on-demand';

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

/** A bound of the calendar's days: a Date, or local `YYYY-MM-DD[ hh:mm:ss]`. */
export type DateTimeBound = Date | string;

function boundDate(bound: DateTimeBound | undefined): Date | undefined {
  if (bound === undefined || bound instanceof Date) return bound;
  const local = parseTypedDateTime(bound);
  return local ? new Date(local.replace(' ', 'T')) : undefined;
}

/** A value as the field shows it (`YYYY-MM-DD HH:mm:ss`), or null. */
const canonical = (value: LocalDateTimeValue): LocalDateTimeValue =>
  value ? (parseTypedDateTime(value) ?? value) : null;

// The calendar's module, loaded once for every field of the page.
const calendar = onDemand(() => import('./date-time-calendar'));

/** Space kept between the calendar and the window's edge. */
const EDGE = 8;

/**
 * Where the calendar shows: under the field, over what follows it (tables included), moved left when the window
 * is too narrow for it where the field is. Clicks in it keep the focus in the field.
 */
function CalendarPopup({ id, children }: { id: string; children: ReactNode }) {
  const popup = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = popup.current;
    if (!element) return;
    element.style.translate = '';
    const { left, right } = element.getBoundingClientRect();
    const shift = Math.max(
      0,
      Math.min(right - (document.documentElement.clientWidth - EDGE), left - EDGE),
    );
    if (shift > 0) element.style.translate = `${-shift}px 0`;
  });
  return (
    <Paper
      ref={popup}
      id={id}
      role="dialog"
      // Not the field's label: the label finds the field alone.
      aria-label="Calendar"
      withBorder
      shadow="md"
      py="sm"
      px="md"
      onMouseDown={(event) => event.preventDefault()}
      style={{
        position: 'absolute',
        top: `calc(100% + ${EDGE}px)`,
        left: 0,
        zIndex: 'var(--mantine-z-index-popover)',
      }}
    >
      {children}
    </Paper>
  );
}

export type DateTimeFieldProps = Omit<
  TextInputProps,
  'value' | 'onChange' | 'defaultValue' | 'type'
> & {
  value: LocalDateTimeValue;
  onChange: (value: LocalDateTimeValue) => void;
  /** The time given to a day picked (or typed) without one: `23:59:59` suits the end of a period. */
  defaultTime?: string;
  /** The first day the calendar offers (a typed value before it is the form's rule to explain). */
  minDate?: DateTimeBound;
  /** The last day the calendar offers (a typed value after it is the form's rule to explain). */
  maxDate?: DateTimeBound;
  /** Whether the field can be emptied, with its clear button or by deleting its text (it can by default). */
  clearable?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A date-time field: type it, or open the calendar (on click, on focus, or with the down arrow) and pick a day,
 * which keeps the time the field had. Its value is local time to the second; the description names the time zone
 * unless the caller gives its own words before it.
 */
export function DateTimeField({
  value,
  onChange,
  defaultTime = '00:00:00',
  description,
  minDate,
  maxDate,
  clearable = true,
  placeholder = 'YYYY-MM-DD hh:mm:ss',
  ref,
  inputContainer,
  onBlur,
  onClick,
  onFocus,
  onKeyDown,
  onPointerEnter,
  ...props
}: DateTimeFieldProps) {
  const current = canonical(value);
  /** What a text says: a value, null when it is empty, undefined while it is not (yet) a whole date-time. */
  const read = (text: string): LocalDateTimeValue | undefined =>
    text.trim() === '' ? null : (parseTypedDateTime(text, defaultTime) ?? undefined);

  const [text, setText] = useState(current ?? '');
  // A value changed from outside (a reset, a link, a preset) shows in the text, unless the text already says it.
  const [shown, setShown] = useState(current);
  if (current !== shown) {
    setShown(current);
    if (read(text) !== current) setText(current ?? '');
  }

  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const Calendar = calendar.useLoaded()?.DateTimeCalendar;
  const canOpen = !props.disabled && !props.readOnly;
  const popupId = useId();
  const input = useRef<HTMLInputElement>(null);
  const inputRef = useMergedRef(ref, input);
  const container = useClickOutside<HTMLDivElement>(() => setOpen(false), null, undefined, open);
  // Set while the field itself moves the focus back into the input: that focus opens no calendar.
  const quietFocus = useRef(false);

  const openCalendar = () => {
    if (!canOpen) return;
    setOpen(true);
    if (!Calendar) {
      setFailed(false);
      calendar.load().catch(() => setFailed(true));
    }
  };

  const keepFocus = () => {
    if (!input.current || document.activeElement === input.current) return;
    quietFocus.current = true;
    input.current.focus();
    quietFocus.current = false;
  };

  const pick = (day: string) => {
    const next = `${day} ${current?.slice(11) || defaultTime}`;
    setText(next);
    setOpen(false);
    keepFocus();
    if (next !== current) onChange(next);
  };

  const clear = () => {
    setText('');
    setOpen(false);
    keepFocus();
    if (current !== null) onChange(null);
  };

  const popup = open ? (
    <CalendarPopup id={popupId}>
      {Calendar ? (
        <Calendar
          value={current}
          minDate={boundDate(minDate)}
          maxDate={boundDate(maxDate)}
          onPick={pick}
        />
      ) : failed ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          The calendar did not load. Type the date, or click the field to try again.
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Loading the calendar…
        </Text>
      )}
    </CalendarPopup>
  ) : null;

  return (
    <TextInput
      {...props}
      ref={inputRef}
      description={
        description ? (
          <>
            {description} · {LOCAL_TIME_DESCRIPTION}
          </>
        ) : (
          LOCAL_TIME_DESCRIPTION
        )
      }
      placeholder={placeholder}
      autoComplete="off"
      aria-haspopup="dialog"
      aria-controls={open ? popupId : undefined}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        // Typing shows the calendar again (after Escape); a calendar that failed to load waits for a click.
        if (!open) openCalendar();
        // The value follows the text while it is a whole date-time (or empty, when the field can be emptied).
        const typed = read(next);
        if (typed === undefined || (typed === null && !clearable) || typed === current) return;
        onChange(typed);
      }}
      onBlur={(event) => {
        // Text that is not a whole date-time goes back to the value's.
        setOpen(false);
        setText(current ?? '');
        onBlur?.(event);
      }}
      onFocus={(event) => {
        if (!quietFocus.current) openCalendar();
        onFocus?.(event);
      }}
      onClick={(event) => {
        openCalendar();
        onClick?.(event);
      }}
      onPointerEnter={(event) => {
        if (canOpen) calendar.preload();
        onPointerEnter?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          // Closes the calendar alone: a drawer or dialog around the field stays open.
          setOpen(false);
          event.stopPropagation();
        } else if (event.key === 'ArrowDown' && !open && canOpen) {
          event.preventDefault();
          openCalendar();
        }
        onKeyDown?.(event);
      }}
      rightSection={
        props.rightSection ??
        (clearable && current !== null && canOpen ? (
          // Named without the field's label, so that the label finds the field alone.
          <Input.ClearButton aria-label="Clear the date" onClick={clear} />
        ) : undefined)
      }
      inputContainer={(children) => (
        <div ref={container} style={{ position: 'relative' }}>
          {inputContainer ? inputContainer(children) : children}
          {popup}
        </div>
      )}
    />
  );
}
