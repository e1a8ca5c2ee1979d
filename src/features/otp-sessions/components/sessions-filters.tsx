// The list's period and filters (session ids, status, channel, recipient, country), checked with the spec's
// rules before they go to the URL, so a link or a reload shows the same view.
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { z } from 'zod/mini';
import {
  OTP_CHANNELS,
  OTP_LIMITS,
  OTP_STATUSES,
  periodOrderProblem,
  recipientSchema,
  sessionIdSchema,
} from '@/contracts/otp-sessions';
import { CountryFilter } from '@/components/country-filter';
import { DateTimeField } from '@/components/date-time-field';
import { FilterActions } from '@/components/filter-actions';
import { useSchemaForm } from '@/lib/use-schema-form';
import {
  fromLocalInput,
  lastDayPeriod,
  OTP_SEARCH_DEFAULTS,
  parseSessionIds,
  toLocalInput,
  type OtpSessionListSearch,
} from '../search';
import { recipientFromInput } from '../recipient';
import { CHANNEL_LABELS } from './sessions-table';

const localDateTime = (label: string) =>
  z
    .string()
    .check(
      z.refine(
        (v) => fromLocalInput(v) !== undefined,
        `Enter the ${label} of the period (required).`,
      ),
    );

/** The labels of the period's ends, as the form shows them and as its order rule names them. */
export const PERIOD_LABELS = { from: 'Created from', to: 'Created to' } as const;

/**
 * The form's rules: the contract's rules for ids, the recipient and the period's order (named by the form's
 * labels), and a period that is complete.
 */
export const sessionFiltersSchema = z
  .object({
    from: localDateTime('start'),
    to: localDateTime('end'),
    ids: z.pipe(
      z.string().check(
        z.superRefine((text, ctx) => {
          const ids = parseSessionIds(text);
          const message =
            ids.length > OTP_LIMITS.filterIdsMax
              ? `At most ${OTP_LIMITS.filterIdsMax} session ids.`
              : ids
                  .map((id) => sessionIdSchema.safeParse(id).error?.issues[0]?.message)
                  .find(Boolean);
          if (message) ctx.addIssue({ code: 'custom', message });
        }),
      ),
      z.transform(parseSessionIds),
    ),
    // A select's value is text; the list's values are the ones it offers.
    status: z.pipe(z.string(), z.enum(['', ...OTP_STATUSES])),
    channel: z.pipe(z.string(), z.enum(['', ...OTP_CHANNELS])),
    // A pasted `+380 50 111 22 33` is read as its digits; the contract's rule decides the rest.
    recipient: z
      .pipe(
        z.string(),
        z.transform((text: string) => recipientFromInput(text)),
      )
      .check(
        z.superRefine((value, ctx) => {
          const message =
            value === '' ? undefined : recipientSchema.safeParse(value).error?.issues[0]?.message;
          if (message) ctx.addIssue({ code: 'custom', message });
        }),
      ),
    country: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const message = periodOrderProblem(
        fromLocalInput(values.from),
        fromLocalInput(values.to),
        PERIOD_LABELS,
      );
      if (message) ctx.addIssue({ code: 'custom', path: ['to'], message });
    }),
  );
type FiltersInput = z.input<typeof sessionFiltersSchema>;

/**
 * Both ends of the period in the shared date-time field. The form keeps the `datetime-local` spelling
 * (`YYYY-MM-DDThh:mm:ss`) that the search helpers read; the field shows and takes `YYYY-MM-DD hh:mm:ss`.
 */
const PERIOD_END = { withAsterisk: true, clearable: false, w: 250 } as const;
const shownTime = (value: string) => (value ? value.replace('T', ' ') : null);
const keptTime = (value: string | null) => (value ? value.replace(' ', 'T') : '');

export type SessionFilters = Pick<
  OtpSessionListSearch,
  'from' | 'to' | 'ids' | 'status' | 'channel' | 'recipient' | 'country'
>;

function toFormValues(search: SessionFilters): FiltersInput {
  return {
    from: search.from ? toLocalInput(search.from) : '',
    to: search.to ? toLocalInput(search.to) : '',
    ids: search.ids?.split(',').join(', ') ?? '',
    status: search.status ?? '',
    channel: search.channel ?? '',
    recipient: search.recipient ?? '',
    country: search.country ?? '',
  };
}

/** Remount it (key) when the URL changes, so that the fields show what the URL says. */
export function SessionsFilters({
  search,
  sorted = false,
  onChange,
}: {
  search: SessionFilters;
  /** Whether the list is in an order of the person's choice (clearing returns it to newest first). */
  sorted?: boolean;
  /** `lastDay`: the period is the Last 24 hours button's, which follows now (see LAST_DAY_STATE). */
  onChange: (next: Partial<OtpSessionListSearch>, options?: { lastDay?: boolean }) => void;
}) {
  const form = useSchemaForm(sessionFiltersSchema, { values: toFormValues(search) });
  const periodEnd = (name: 'from' | 'to') => {
    const { value, onChange, ...field } = form.field(name);
    return {
      ...field,
      value: shownTime(value),
      onChange: (next: string | null) => onChange(keptTime(next)),
    };
  };

  const apply = form.submit((values) => {
    onChange({
      from: fromLocalInput(values.from),
      to: fromLocalInput(values.to),
      ids: values.ids.length > 0 ? values.ids.join(',') : undefined,
      status: values.status || undefined,
      channel: values.channel || undefined,
      recipient: values.recipient || undefined,
      country: values.country || undefined,
      offset: 0,
    });
  });

  const filtered = Boolean(
    search.ids ?? search.status ?? search.channel ?? search.recipient ?? search.country,
  );

  return (
    <form onSubmit={apply} aria-label="Filter sessions" noValidate>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <DateTimeField
            label={PERIOD_LABELS.from}
            description="Start of the period"
            defaultTime="00:00:00"
            {...PERIOD_END}
            {...periodEnd('from')}
          />
          <DateTimeField
            label={PERIOD_LABELS.to}
            description="End of the period"
            defaultTime="23:59:59"
            {...PERIOD_END}
            {...periodEnd('to')}
          />
          <TextInput
            label="Session ids"
            description={`Up to ${OTP_LIMITS.filterIdsMax}, separated by commas`}
            placeholder="e.g. 3f2a…, 9b1c…"
            {...form.input('ids')}
            w={280}
          />
        </Group>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <NativeSelect
            label="Status"
            description="Any, or one status"
            data={[
              { value: '', label: 'Any status' },
              ...OTP_STATUSES.map((status) => ({ value: status, label: status })),
            ]}
            {...form.input('status')}
            w={160}
          />
          <NativeSelect
            label="Channel"
            description="Any, SMS or Viber"
            data={[
              { value: '', label: 'Any channel' },
              ...OTP_CHANNELS.map((channel) => ({
                value: channel,
                label: CHANNEL_LABELS[channel] ?? channel,
              })),
            ]}
            {...form.input('channel')}
            w={160}
          />
          <TextInput
            label="Recipient"
            description="9 to 15 digits; + and spaces are dropped"
            inputMode="numeric"
            autoComplete="off"
            {...form.input('recipient')}
            w={200}
          />
          <CountryFilter {...form.field('country')} description="Of the recipient" />
        </Group>
        <FilterActions
          applyVariant="filled"
          canClear={filtered || sorted}
          onClear={() =>
            onChange({
              from: search.from,
              to: search.to,
              ids: undefined,
              status: undefined,
              channel: undefined,
              recipient: undefined,
              country: undefined,
              ...OTP_SEARCH_DEFAULTS,
              offset: 0,
            })
          }
        >
          <Button
            variant="default"
            size="sm"
            onClick={() =>
              onChange({ ...search, ...lastDayPeriod(), offset: 0 }, { lastDay: true })
            }
          >
            Last 24 hours
          </Button>
        </FilterActions>
      </Stack>
    </form>
  );
}
