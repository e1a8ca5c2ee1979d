// The list's filters (template ids, status): applied to the URL, so a link shows the same view.
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import { TEMPLATE_STATUSES, type TemplateStatus } from '@/contracts/otp-templates';
import { FilterActions } from '@/components/filter-actions';
import {
  TEMPLATE_SEARCH_DEFAULTS,
  invalidTemplateIds,
  parseTemplateIds,
  type TemplateListSearch,
} from '../search';

export function TemplatesFilters({
  search,
  onChange,
}: {
  search: TemplateListSearch;
  onChange: (next: Partial<TemplateListSearch>) => void;
}) {
  const [idsText, setIdsText] = useState(search.ids ?? '');
  // The field follows the URL when it changes from outside (back, a link, reset).
  const [appliedIds, setAppliedIds] = useState(search.ids);
  if (appliedIds !== search.ids) {
    setAppliedIds(search.ids);
    setIdsText(search.ids ?? '');
  }
  const invalid = invalidTemplateIds(idsText);

  const apply = (event: SyntheticEvent) => {
    event.preventDefault();
    if (invalid.length > 0) return;
    const ids = parseTemplateIds(idsText).join(',');
    onChange({ ids: ids || undefined, offset: 0 });
  };

  return (
    <form onSubmit={apply} aria-label="Filter templates">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Template ids"
          description="One or more ids, separated by commas"
          placeholder="e.g. 101, 102"
          value={idsText}
          onChange={(event) => setIdsText(event.currentTarget.value)}
          error={
            invalid.length > 0
              ? `Not a template id (1 to 9 digits): ${invalid.slice(0, 3).join(', ')}`
              : undefined
          }
          w={240}
        />
        {/* As the other lists' status filters: a native select, applied as soon as it changes. */}
        <NativeSelect
          label="Status"
          description="Moderation status"
          data={[
            { value: '', label: 'Any status' },
            ...TEMPLATE_STATUSES.map((status) => ({ value: status, label: status })),
          ]}
          value={search.status ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({
              status: TEMPLATE_STATUSES.find((s): s is TemplateStatus => s === value),
              offset: 0,
            });
          }}
          w={180}
        />
        <FilterActions
          applyLabel="Apply ids"
          canClear={
            Boolean(search.ids) ||
            Boolean(search.status) ||
            search.sort !== TEMPLATE_SEARCH_DEFAULTS.sort ||
            search.way !== TEMPLATE_SEARCH_DEFAULTS.way
          }
          onClear={() =>
            onChange({ ids: undefined, status: undefined, ...TEMPLATE_SEARCH_DEFAULTS, offset: 0 })
          }
        />
      </Group>
    </form>
  );
}
