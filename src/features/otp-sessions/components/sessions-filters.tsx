// The list's period and filters (session ids, status, channel, recipient, country), checked with the spec's
// rules before they go to the URL, so a link or a reload shows the same view.
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  OTP_CHANNELS,
  OTP_LIMITS,
  OTP_STATUSES,
  recipientSchema,
  sessionIdSchema,
} from '@/contracts/otp-sessions';
import { CountryFilter } from '@/components/country-filter';
import { FilterActions } from '@/components/filter-actions';
import {
  fromLocalInput,
  lastDayPeriod,
  parseSessionIds,
  toLocalInput,
  type OtpSessionListSearch,
} from '../search';
import { CHANNEL_LABELS } from './sessions-table';

const localDateTime = (label: string) =>
  z
    .string()
    .refine((v) => fromLocalInput(v) !== undefined, `Enter the ${label} of the period (required).`);

const filtersSchema = z
  .object({
    from: localDateTime('start'),
    to: localDateTime('end'),
    ids: z
      .string()
      .superRefine((text, ctx) => {
        const ids = parseSessionIds(text);
        const message =
          ids.length > OTP_LIMITS.filterIdsMax
            ? `At most ${OTP_LIMITS.filterIdsMax} session ids.`
            : ids
                .map((id) => sessionIdSchema.safeParse(id).error?.issues[0]?.message)
                .find(Boolean);
        if (message) ctx.addIssue({ code: 'custom', message });
      })
      .transform(parseSessionIds),
    status: z.enum(['', ...OTP_STATUSES]),
    channel: z.enum(['', ...OTP_CHANNELS]),
    recipient: z.union([z.literal(''), recipientSchema]),
    country: z.string(),
  })
  .superRefine((values, ctx) => {
    const from = fromLocalInput(values.from);
    const to = fromLocalInput(values.to);
    if (from && to && Date.parse(from) > Date.parse(to)) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The end must not be before the start.',
      });
    }
  });
type FiltersInput = z.input<typeof filtersSchema>;
type FiltersOutput = z.output<typeof filtersSchema>;

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
    recipient: search.recipient === undefined ? '' : String(search.recipient),
    country: search.country ?? '',
  };
}

/** Remount it (key) when the URL changes, so that the fields show what the URL says. */
export function SessionsFilters({
  search,
  onChange,
}: {
  search: SessionFilters;
  onChange: (next: SessionFilters & { offset: number }) => void;
}) {
  const form = useForm<FiltersInput, unknown, FiltersOutput>({
    resolver: zodResolver(filtersSchema),
    defaultValues: toFormValues(search),
  });
  const { errors } = form.formState;

  const apply = form.handleSubmit((values) => {
    onChange({
      from: fromLocalInput(values.from),
      to: fromLocalInput(values.to),
      ids: values.ids.length > 0 ? values.ids.join(',') : undefined,
      status: values.status || undefined,
      channel: values.channel || undefined,
      recipient: values.recipient ? Number(values.recipient) : undefined,
      country: values.country || undefined,
      offset: 0,
    });
  });

  const filtered = Boolean(
    search.ids ?? search.status ?? search.channel ?? search.recipient ?? search.country,
  );

  return (
    <form onSubmit={(event) => void apply(event)} aria-label="Filter sessions" noValidate>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            type="datetime-local"
            step={1}
            label="Created from"
            description="Start of the period (your time)"
            withAsterisk
            {...form.register('from')}
            error={errors.from?.message}
            w={220}
          />
          <TextInput
            type="datetime-local"
            step={1}
            label="Created to"
            description="End of the period (your time)"
            withAsterisk
            {...form.register('to')}
            error={errors.to?.message}
            w={220}
          />
          <TextInput
            label="Session ids"
            description={`Up to ${OTP_LIMITS.filterIdsMax}, separated by commas`}
            placeholder="e.g. 3f2a…, 9b1c…"
            {...form.register('ids')}
            error={errors.ids?.message}
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
            {...form.register('status')}
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
            {...form.register('channel')}
            w={160}
          />
          <TextInput
            label="Recipient"
            description="9 to 15 digits, without +"
            inputMode="numeric"
            autoComplete="off"
            {...form.register('recipient')}
            error={errors.recipient?.message}
            w={200}
          />
          <CountryFilter control={form.control} name="country" description="Of the recipient" />
        </Group>
        <FilterActions
          applyVariant="filled"
          canClear={filtered}
          onClear={() =>
            onChange({
              from: search.from,
              to: search.to,
              ids: undefined,
              status: undefined,
              channel: undefined,
              recipient: undefined,
              country: undefined,
              offset: 0,
            })
          }
        >
          <Button
            variant="default"
            size="sm"
            onClick={() => onChange({ ...search, ...lastDayPeriod(), offset: 0 })}
          >
            Last 24 hours
          </Button>
        </FilterActions>
      </Stack>
    </form>
  );
}
