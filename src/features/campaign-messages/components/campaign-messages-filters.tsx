// The list's filters: the send period (checked before any request: no future date, at most 3 months) and the
// campaign, external reference and message ids. Applied to the URL, so a link shows the same view.
import { Group, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod/mini';
import {
  MAX_PERIOD_MONTHS,
  MAX_REFERENCE_LENGTH,
  campaignMessagesFilterSchema,
  fromWireDateTime,
  localDateTime,
  toLocalDateTime,
  toWireDateTime,
  type CampaignMessagesFilter,
} from '@/contracts/campaign-messages';
import { FormDateTimeField } from '@/components/form-date-time-field';
import { FilterActions } from '@/components/filter-actions';
import { searchProblems, type CampaignMessagesSearch } from '../search';

type FilterOutput = z.output<ReturnType<typeof campaignMessagesFilterSchema>>;

/** The search params a filter form sets (the rest of the URL is kept). */
export type AppliedFilters = Pick<
  CampaignMessagesSearch,
  'from' | 'to' | 'campaign_id' | 'reference_id' | 'id'
>;

/** Server field names (shape 2 keys) and the form fields they belong on. */
export const FIELD_OF_PARAMETER: Readonly<Record<string, Path<CampaignMessagesFilter>>> = {
  'filter[from]': 'from',
  'filter[to]': 'to',
  'filter[campaign_id]': 'campaign_id',
  'filter[reference_id]': 'reference_id',
  'filter[id]': 'id',
};

const localFromWire = (value: string | undefined) => {
  const date = value === undefined ? undefined : fromWireDateTime(value);
  return date ? toLocalDateTime(date) : null;
};

const wireFromLocal = (value: string | null) => {
  const date = value ? localDateTime(value) : undefined;
  return date ? toWireDateTime(date) : undefined;
};

const systemNow = () => new Date();

const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value));

export function CampaignMessagesFilters({
  search,
  onApply,
  serverErrors,
  hideCampaign = false,
  sorted = false,
  onClear,
  now = systemNow,
}: {
  search: AppliedFilters;
  onApply: (filters: AppliedFilters) => void;
  /** Whether the list is in an order of the person's choice: clearing also returns it to newest first. */
  sorted?: boolean;
  /** Clears the filters (and the order); the default applies the empty filters. */
  onClear?: (filters: AppliedFilters) => void;
  /** Field errors of the platform (shape 2), keyed as the request names them. */
  serverErrors?: Readonly<Record<string, readonly string[]>>;
  /** On a campaign's page the campaign is fixed. */
  hideCampaign?: boolean;
  now?: () => Date;
}) {
  const schema = useMemo(() => campaignMessagesFilterSchema(now), [now]);
  const { from, to, campaign_id: campaignId, reference_id: referenceId, id } = search;
  const values = useMemo(
    (): CampaignMessagesFilter => ({
      from: localFromWire(from),
      to: localFromWire(to),
      campaign_id: campaignId === undefined ? '' : String(campaignId),
      reference_id: referenceId ?? '',
      id: id === undefined ? '' : String(id),
    }),
    [from, to, campaignId, referenceId, id],
  );
  const form = useForm<CampaignMessagesFilter, unknown, FilterOutput>({
    resolver: zodResolver(schema),
    defaultValues: values,
  });
  const { reset, setError } = form;

  // The fields follow the URL when it changes from outside (back, a pasted link); a period in the URL that
  // breaks the rules is shown on its field, since no request is made for it.
  useEffect(() => {
    reset(values);
    const problems = searchProblems({ from, to }, now());
    if (problems.from) setError('from', { type: 'rule', message: problems.from });
    if (problems.to) setError('to', { type: 'rule', message: problems.to });
  }, [values, reset, setError, from, to, now]);

  useEffect(() => {
    for (const [parameter, messages] of Object.entries(serverErrors ?? {})) {
      const field = FIELD_OF_PARAMETER[parameter];
      const message = messages[0];
      if (field && message) setError(field, { type: 'server', message });
    }
  }, [serverErrors, setError]);

  const apply = form.handleSubmit((filters) =>
    onApply({
      from: wireFromLocal(filters.from),
      to: wireFromLocal(filters.to),
      campaign_id: hideCampaign ? campaignId : numberOrUndefined(filters.campaign_id),
      reference_id: filters.reference_id || undefined,
      id: numberOrUndefined(filters.id),
    }),
  );
  const filtered = Boolean(
    from ?? to ?? referenceId ?? id ?? (hideCampaign ? undefined : campaignId),
  );
  const maxDate = now();

  return (
    <form onSubmit={(event) => void apply(event)} aria-label="Filter campaign messages" noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <FormDateTimeField
          control={form.control}
          name="from"
          label="Sent from"
          placeholder={`${MAX_PERIOD_MONTHS} months before the end`}
          defaultTime="00:00:00"
          maxDate={maxDate}
          w={250}
        />
        <FormDateTimeField
          control={form.control}
          name="to"
          label="Sent to"
          placeholder="Now"
          defaultTime="23:59:59"
          maxDate={maxDate}
          w={250}
        />
        {!hideCampaign && (
          <TextInput
            label="Campaign id"
            description="From the send request"
            inputMode="numeric"
            autoComplete="off"
            {...form.register('campaign_id')}
            error={form.formState.errors.campaign_id?.message}
            w={150}
          />
        )}
        <TextInput
          label="External reference"
          description="Your own message id"
          maxLength={MAX_REFERENCE_LENGTH}
          autoComplete="off"
          {...form.register('reference_id')}
          error={form.formState.errors.reference_id?.message}
          w={190}
        />
        <TextInput
          label="Message id"
          description="The platform's id"
          inputMode="numeric"
          autoComplete="off"
          {...form.register('id')}
          error={form.formState.errors.id?.message}
          w={140}
        />
      </Group>
      <FilterActions
        mt="sm"
        canClear={filtered || sorted}
        onClear={() =>
          (onClear ?? onApply)({
            from: undefined,
            to: undefined,
            campaign_id: hideCampaign ? campaignId : undefined,
            reference_id: undefined,
            id: undefined,
          })
        }
      />
    </form>
  );
}
