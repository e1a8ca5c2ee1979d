// The global lookup in the shell: the header field and the palette, whose pages are the navigation's areas.
// The palette's code loads when the lookup is first opened, or as soon as the pointer or the focus reaches the
// field, so that a page does not download it until someone may use it.
import { lazy, Suspense, useState } from 'react';
import { LookupField } from '@/features/lookup/components/lookup-field';
import type { LookupPageLink } from '@/features/lookup/components/lookup-spotlight';
import { useLookupOpened } from '@/features/lookup/lookup-store';
import { NAV_ITEMS } from './nav-items';

const PAGES: readonly LookupPageLink[] = NAV_ITEMS.map((item) => ({
  label: item.label,
  description: item.description,
  to: item.to,
}));

const loadPalette = () => import('./lookup-palette');
const LookupPalette = lazy(loadPalette);

export function GlobalLookup() {
  const opened = useLookupOpened();
  const [wanted, setWanted] = useState(false);
  const [returnFocusTo, setReturnFocusTo] = useState<HTMLElement | null>(null);
  if (opened && !wanted) {
    setWanted(true);
    setReturnFocusTo(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  }
  const preload = () => void loadPalette().catch(() => undefined);
  return (
    <>
      <span onPointerEnter={preload} onFocusCapture={preload} style={{ display: 'contents' }}>
        <LookupField />
      </span>
      {wanted && (
        <Suspense fallback={null}>
          <LookupPalette pages={PAGES} returnFocusTo={returnFocusTo} />
        </Suspense>
      )}
    </>
  );
}
