// All of a template's countries in a popover, as a module of its own: TemplateCountries (template-countries.tsx)
// brings it, with Mantine's Popover and ScrollArea, when a person is about to open a list.
import '@/styles/mantine-floating.css';
import { Popover, ScrollArea, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { countryLabel } from '@/contracts/countries';

export function CountriesPopover({
  countries,
  defaultOpened,
  children,
}: {
  countries: readonly string[];
  defaultOpened: boolean;
  /** The button that opens it. */
  children: ReactNode;
}) {
  return (
    <Popover width={280} position="bottom-start" shadow="md" defaultOpened={defaultOpened}>
      <Popover.Target>{children}</Popover.Target>
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
  );
}
