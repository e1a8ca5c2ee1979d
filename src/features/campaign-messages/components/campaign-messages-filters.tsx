// The list's filters: the send period (checked before any request: no future date, at most 3 months) and the
// campaign, external reference and message ids. Applied to the URL, so a link shows the same view.
import { Group, TextInput } from '@mantine/core';
import { useMemo } from 'react';
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
import { DateTimeField } from '@/components/date-time-field';
import { FilterActions } from '@/components/filter-actions';
import { useSchemaForm, type FieldErrors, type FieldName } from '@/lib/use-schema-form';
import { searchProblems, type CampaignMessagesSearch } from '../search';

/** The search params a filter form sets (the rest of the URL is kept). */
export type AppliedFilters = Pick<
  CampaignMessagesSearch,
  'from' | 'to' | 'campaign_id' | 'reference_id' | 'id'
>;

/** Server field names (shape 2 keys) and the form fields they belong on. */
export const FIELD_OF_PARAMETER: Readonly<Record<string, FieldName<CampaignMessagesFilter>>> = {
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
  // A period in the URL that breaks the rules is shown on its field, since no request is made for it; so are the
  // platform's refusals of the fields.
  const errors = useMemo((): FieldErrors<CampaignMessagesFilter> => {
    const shown: FieldErrors<CampaignMessagesFilter> = { ...searchProblems({ from, to }, now()) };
    for (const [parameter, messages] of Object.entries(serverErrors ?? {})) {
      const field = FIELD_OF_PARAMETER[parameter];
      const message = messages[0];
      if (field && message) shown[field] = message;
    }
    return shown;
  }, [from, to, now, serverErrors]);
  // The fields follow the URL when it changes from outside (back, a pasted link).
  const form = useSchemaForm(schema, { values, errors });

  const apply = form.submit((filters) =>
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
    <form onSubmit={apply} aria-label="Filter campaign messages" noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <DateTimeField
          {...form.field('from')}
          label="Sent from"
          placeholder={`${MAX_PERIOD_MONTHS} months before the end`}
          defaultTime="00:00:00"
          maxDate={maxDate}
          w={250}
        />
        <DateTimeField
          {...form.field('to')}
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
            {...form.input('campaign_id')}
            w={150}
          />
        )}
        <TextInput
          label="External reference"
          description="Your own message id"
          maxLength={MAX_REFERENCE_LENGTH}
          autoComplete="off"
          {...form.input('reference_id')}
          w={190}
        />
        <TextInput
          label="Message id"
          description="The platform's id"
          inputMode="numeric"
          autoComplete="off"
          {...form.input('id')}
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
