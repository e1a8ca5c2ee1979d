// The period (a preset or a custom range), the channel and country filters of the insight page; every change
// goes to the URL.
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { SegmentedChoice } from '@/components/segmented-choice';
import { SelectOnDemand } from '@/components/select-on-demand';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { DateTimeField } from '@/components/date-time-field';
import { countryOptions } from '@/contracts/countries';
import { customRange, PERIOD_PRESETS, PERIODS, type InsightSearch } from '../search';
import { formatIsoDateTime, parseIsoDateTime } from '@/contracts/wire';

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO 8601 → the picker's local `YYYY-MM-DD HH:mm:ss`. */
function toPicker(iso: string | undefined): string | null {
  const ms = iso === undefined ? undefined : parseIsoDateTime(iso);
  if (ms === undefined) return null;
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The picker's local value → ISO 8601 in UTC. */
function fromPicker(value: string | null): string | undefined {
  if (!value) return undefined;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? undefined : formatIsoDateTime(date);
}

export function PeriodControls({
  search,
  onChange,
}: {
  search: InsightSearch;
  onChange: (next: Partial<InsightSearch>) => void;
}) {
  const [from, setFrom] = useState<string | null>(toPicker(search.from));
  const [to, setTo] = useState<string | null>(toPicker(search.to));
  const draft = { from: fromPicker(from), to: fromPicker(to) };
  const range = customRange(draft);
  const problem =
    draft.from === undefined || draft.to === undefined
      ? 'Choose both ends of the period.'
      : range === undefined
        ? 'The start must not be after the end.'
        : undefined;
  const narrow = useMediaQuery('(max-width: 30em)', false, { getInitialValueInEffect: false });
  return (
    <Stack gap="sm">
      <Group align="end" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="insight-period-label">
            Period
          </Text>
          <SegmentedChoice
            // Four periods side by side are wider than a phone: there they stand one under another.
            orientation={narrow ? 'vertical' : 'horizontal'}
            aria-labelledby="insight-period-label"
            value={search.period}
            onChange={(period) => onChange({ period })}
            data={PERIODS.map((value) => ({
              value,
              label: value === 'custom' ? 'Custom' : PERIOD_PRESETS[value].label,
            }))}
          />
        </Stack>
        <NativeSelect
          label="Channel"
          value={search.channel ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({ channel: value === 'sms' || value === 'viber' ? value : undefined });
          }}
          data={[
            { value: '', label: 'All channels' },
            { value: 'sms', label: 'SMS' },
            { value: 'viber', label: 'Viber' },
          ]}
        />
        <SelectOnDemand
          label="Country"
          placeholder="All countries"
          searchable
          clearable
          nothingFoundMessage="No such country"
          data={countryOptions()}
          value={search.country ?? null}
          onChange={(value) => onChange({ country: value ?? undefined })}
          w={240}
        />
      </Group>
      {search.period === 'custom' && (
        <Group align="start" gap="md" wrap="wrap">
          <DateTimeField label="From" value={from} onChange={setFrom} w={260} />
          <DateTimeField
            label="To"
            defaultTime="23:59:59"
            value={to}
            onChange={setTo}
            error={from && to ? problem : undefined}
            w={260}
          />
          <Button
            mt={46}
            disabled={range === undefined}
            title={problem}
            onClick={() => range && onChange({ period: 'custom', ...range })}
          >
            Apply period
          </Button>
        </Group>
      )}
    </Stack>
  );
}
