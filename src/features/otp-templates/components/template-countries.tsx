// A template's countries by name and code: a few inline, all of them on demand, in a popover whose code comes when
// a person is about to open one (on-demand-trigger.tsx).
import { Group, Text, UnstyledButton } from '@mantine/core';
import { COUNTRY_CODES, countryLabel } from '@/contracts/countries';
import { OnDemandTrigger } from '@/components/on-demand-trigger';
import { onDemand } from '@/lib/on-demand';

const countriesList = onDemand(() => import('./template-countries-list'));

const SHOWN = 3;

export function TemplateCountries({ countries }: { countries: readonly string[] }) {
  if (countries.length === 0) return <Text c="dimmed">—</Text>;
  const all = countries.length >= COUNTRY_CODES.length;
  const shown = all ? [] : countries.slice(0, SHOWN);
  const rest = countries.length - shown.length;
  return (
    <Group gap={4} wrap="wrap">
      {shown.map((code) => (
        <Text
          key={code}
          size="xs"
          px={6}
          py={1}
          bd="1px solid var(--mantine-color-default-border)"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        >
          {countryLabel(code)}
        </Text>
      ))}
      {rest > 0 && (
        <OnDemandTrigger
          demand={countriesList}
          opensOn="click"
          render={({ CountriesPopover }, trigger, opened) => (
            <CountriesPopover countries={countries} defaultOpened={opened}>
              {trigger}
            </CountriesPopover>
          )}
        >
          <UnstyledButton
            fz="sm"
            c="var(--mantine-color-anchor)"
            td="underline"
            // The name holds the visible words (WCAG 2.5.3) and says what the button does.
            aria-label={`Show all ${countries.length} countries${all ? '' : ` (+${rest} more)`}`}
          >
            {all ? `All ${countries.length} countries` : `+${rest} more`}
          </UnstyledButton>
        </OnDemandTrigger>
      )}
    </Group>
  );
}
