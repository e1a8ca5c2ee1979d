// A country as its ISO code, named in full on hover and for screen readers. (No flag emoji: Windows and
// most Linux desktops have no glyphs for them and show boxes or bare letters.)
import { Badge, Text, VisuallyHidden } from '@mantine/core';
import { TooltipOnDemand } from '@/components/tooltip-on-demand';
import { countryLabel } from '@/contracts/countries';

export function CountryText({ code }: { code: string | null }) {
  if (!code) {
    return (
      <Text component="span" size="sm" c="dimmed">
        —<VisuallyHidden>no country</VisuallyHidden>
      </Text>
    );
  }
  const upper = code.toUpperCase();
  const name = countryLabel(upper);
  return (
    <TooltipOnDemand label={name} openDelay={300}>
      <Badge component="span" variant="default" radius="sm" tt="none" ff="monospace">
        <span aria-hidden="true">{upper}</span>
        <VisuallyHidden>{name}</VisuallyHidden>
      </Badge>
    </TooltipOnDemand>
  );
}
