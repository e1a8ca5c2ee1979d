// A template's countries by name and code: a few inline, all of them on demand.
import { Group, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { COUNTRY_CODES, countryLabel } from '@/contracts/countries';

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
        <Popover width={280} position="bottom-start" shadow="md">
          <Popover.Target>
            <UnstyledButton
              fz="sm"
              c="var(--mantine-color-anchor)"
              td="underline"
              // The name holds the visible words (WCAG 2.5.3) and says what the button does.
              aria-label={`Show all ${countries.length} countries${all ? '' : ` (+${rest} more)`}`}
            >
              {all ? `All ${countries.length} countries` : `+${rest} more`}
            </UnstyledButton>
          </Popover.Target>
          <Popover.Dropdown>
            <ScrollArea.Autosize mah={240}>
              <Stack gap={2}>
                {countries.map((code) => (
                  <Text key={code} size="sm">
                    {countryLabel(code)}
                  </Text>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Popover.Dropdown>
        </Popover>
      )}
    </Group>
  );
}
