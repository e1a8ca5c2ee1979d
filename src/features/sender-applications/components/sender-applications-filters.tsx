// The list's filters (status, id, country, sender name, application date): applied to the URL on submit.
import { Group, NativeSelect, TextInput } from '@mantine/core';
import {
  SENDER_APPLICATION_STATUSES,
  SENDER_NAME_MAX_LENGTH,
  senderApplicationFiltersSchema,
  type SenderApplicationFiltersInput,
} from '@/contracts/sender-applications';
import { CountryFilter } from '@/components/country-filter';
import { FilterActions } from '@/components/filter-actions';
import { useSchemaForm } from '@/lib/use-schema-form';
import {
  SENDER_APPLICATION_SEARCH_DEFAULTS,
  hasFilters,
  type SenderApplicationSearch,
} from '../search';
import { SENDER_APPLICATION_STATUS_STYLES } from '../statuses';

function formValues(search: SenderApplicationSearch): SenderApplicationFiltersInput {
  return {
    status: search.status ?? '',
    id: search.id === undefined ? '' : String(search.id),
    country_code: search.country_code ?? '',
    sender: search.sender ?? '',
    created_at: search.created_at ?? '',
  };
}

const NO_FILTERS = {
  status: undefined,
  id: undefined,
  country_code: undefined,
  sender: undefined,
  created_at: undefined,
} as const;

export function SenderApplicationsFilters({
  search,
  onChange,
}: {
  search: SenderApplicationSearch;
  onChange: (next: Partial<SenderApplicationSearch>) => void;
}) {
  // The fields follow the URL when it changes from outside (back, a pasted link, Clear).
  const form = useSchemaForm(senderApplicationFiltersSchema, { values: formValues(search) });
  const apply = form.submit((filters) => onChange({ ...filters, offset: 0 }));

  return (
    <form onSubmit={apply} aria-label="Filter sender applications" noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <NativeSelect
          label="Status"
          {...form.input('status')}
          data={[
            { value: '', label: 'Any status' },
            ...SENDER_APPLICATION_STATUSES.map((value) => ({
              value,
              label: SENDER_APPLICATION_STATUS_STYLES[value].label ?? value,
            })),
          ]}
          w={210}
        />
        <TextInput
          label="Application id"
          inputMode="numeric"
          autoComplete="off"
          {...form.input('id')}
          w={140}
        />
        <CountryFilter {...form.field('country_code')} />
        <TextInput
          label="Sender name"
          description={`Part of the name, up to ${SENDER_NAME_MAX_LENGTH} characters`}
          maxLength={SENDER_NAME_MAX_LENGTH}
          autoComplete="off"
          {...form.input('sender')}
          w={200}
        />
        <TextInput type="date" label="Application date" {...form.input('created_at')} w={170} />
        <FilterActions
          mt={25}
          canClear={
            hasFilters(search) ||
            search.sort !== SENDER_APPLICATION_SEARCH_DEFAULTS.sort ||
            search.way !== SENDER_APPLICATION_SEARCH_DEFAULTS.way
          }
          onClear={() =>
            onChange({
              ...NO_FILTERS,
              sort: SENDER_APPLICATION_SEARCH_DEFAULTS.sort,
              way: SENDER_APPLICATION_SEARCH_DEFAULTS.way,
              offset: 0,
            })
          }
        />
      </Group>
    </form>
  );
}
