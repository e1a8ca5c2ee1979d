// The filters of the entries (status, type, country, operator, sender, text search), with the count of each
// value in the whole file; they live in the URL and are applied in the worker.
import '@/styles/mantine-floating.css';
import { Button, Group, MultiSelect, TextInput } from '@mantine/core';
import { memo, startTransition, useEffect, useState } from 'react';
import type { Facets } from '../worker/protocol';
import { FILTER_FIELDS, type FilterField, type StatFileViewerSearch } from '../search';

const LABELS: Readonly<Record<FilterField, string>> = {
  status: 'Status',
  type: 'Type',
  country: 'Country',
  operator: 'Operator',
  sender: 'Sender',
};

/** Waits for a pause in typing before the search goes to the URL (and the worker). */
const SEARCH_DELAY_MS = 300;

// Memoised: the viewer renders again as each chunk of a file arrives; the filters need not.
export const EntriesFilters = memo(function EntriesFilters({
  search,
  facets,
  disabled,
  onChange,
}: {
  search: StatFileViewerSearch;
  facets: Facets | undefined;
  disabled: boolean;
  onChange: (next: Partial<StatFileViewerSearch>, options?: { replace?: boolean }) => void;
}) {
  const [text, setText] = useState(search.q);
  const [typedFor, setTypedFor] = useState(search.q);
  // Back, forward or a pasted link put their own search in the field.
  if (typedFor !== search.q && text === typedFor) {
    setTypedFor(search.q);
    setText(search.q);
  }
  useEffect(() => {
    if (text === search.q) return undefined;
    const timer = setTimeout(() => {
      setTypedFor(text);
      onChange({ q: text }, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search.q, onChange]);

  // The five combo boxes cost the most of the viewer's first render: they come in a render of their own that
  // yields to the page, once the rest of the viewer is on screen and the file's download has started. Until then
  // each is stood for by a plain field of the same size, label and state.
  const [comboBoxes, setComboBoxes] = useState(false);
  useEffect(() => startTransition(() => setComboBoxes(true)), []);

  const active = FILTER_FIELDS.some((f) => search[f].length > 0) || search.q !== '';
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {FILTER_FIELDS.map((field) => {
        const width = field === 'status' || field === 'type' ? 200 : 230;
        if (!comboBoxes) {
          return (
            <TextInput
              key={field}
              label={LABELS[field]}
              placeholder={search[field].length === 0 ? 'All' : undefined}
              value={search[field].join(', ')}
              readOnly
              disabled
              w={width}
            />
          );
        }
        const counts = facets?.[field] ?? [];
        const known = new Set(counts.map((c) => c.value));
        const data = [
          ...counts.map((c) => ({
            value: c.value,
            label: `${c.value === '' ? '(none)' : c.value} (${c.count.toLocaleString()})`,
          })),
          // A value from the URL that the file does not hold stays visible (and matches nothing).
          ...search[field]
            .filter((v) => !known.has(v))
            .map((v) => ({ value: v, label: `${v} (0)` })),
        ];
        return (
          <MultiSelect
            key={field}
            label={LABELS[field]}
            placeholder={search[field].length === 0 ? 'All' : undefined}
            data={data}
            value={[...search[field]]}
            onChange={(value) => onChange({ [field]: value, entry: undefined })}
            searchable
            clearable
            disabled={disabled}
            maxDropdownHeight={280}
            w={width}
            comboboxProps={{ withinPortal: true }}
          />
        );
      })}
      <TextInput
        label="Search"
        placeholder="ID, phone, text…"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        disabled={disabled}
        w={240}
      />
      <Button
        variant="default"
        disabled={disabled || !active}
        onClick={() => {
          setText('');
          setTypedFor('');
          onChange({ status: [], type: [], country: [], operator: [], sender: [], q: '' });
        }}
      >
        Clear filters
      </Button>
    </Group>
  );
});
