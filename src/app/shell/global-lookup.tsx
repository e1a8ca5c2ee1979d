// The global lookup in the shell: the header field and the palette, whose pages are the navigation's areas.
import '@mantine/spotlight/styles.css';
import { LookupField } from '@/features/lookup/components/lookup-field';
import {
  LookupSpotlight,
  type LookupPageLink,
} from '@/features/lookup/components/lookup-spotlight';
import { NAV_ITEMS } from './nav-items';

const PAGES: readonly LookupPageLink[] = NAV_ITEMS.map((item) => ({
  label: item.label,
  description: item.description,
  to: item.to,
}));

export function GlobalLookup() {
  return (
    <>
      <LookupField />
      <LookupSpotlight pages={PAGES} />
    </>
  );
}
