// A country as its flag and ISO code, named in full on hover and for screen readers.
import { Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { countryLabel } from '@/lib/countries';

/** The flag emoji of a two-letter code (regional indicator symbols); undefined for anything else. */
export function countryFlag(code: string): string | undefined {
  if (!/^[A-Z]{2}$/.test(code)) return undefined;
  return String.fromCodePoint(0x1f1e6 + code.charCodeAt(0) - 65, 0x1f1e6 + code.charCodeAt(1) - 65);
}

export function CountryText({ code }: { code: string | null }) {
  if (!code) {
    return (
      <Text component="span" size="sm" c="dimmed">
        —
      </Text>
    );
  }
  const upper = code.toUpperCase();
  const name = countryLabel(upper);
  return (
    <Tooltip label={name} openDelay={300}>
      <Text component="span" size="sm" style={{ whiteSpace: 'nowrap' }}>
        <span aria-hidden="true">{countryFlag(upper)} </span>
        <Text component="span" size="sm" ff="monospace" aria-hidden="true">
          {upper}
        </Text>
        <VisuallyHidden>{name}</VisuallyHidden>
      </Text>
    </Tooltip>
  );
}
