// The lookup's palette with its styles: loaded by the header's lookup (global-lookup.tsx) when first opened.
import '@mantine/spotlight/styles.css';
import { useEffect, useRef } from 'react';
import {
  LookupSpotlight,
  type LookupPageLink,
} from '@/features/lookup/components/lookup-spotlight';
import { useLookupOpened } from '@/features/lookup/lookup-store';

export default function LookupPalette({
  pages,
  returnFocusTo,
}: {
  pages: readonly LookupPageLink[];
  /**
   * Where the focus was when the lookup was first opened: the palette mounts already open then, so Mantine has
   * no element to return the focus to when it first closes.
   */
  returnFocusTo: HTMLElement | null;
}) {
  const opened = useLookupOpened();
  const firstReturn = useRef(returnFocusTo);
  useEffect(() => {
    const element = firstReturn.current;
    if (opened || !element) return;
    firstReturn.current = null;
    if (element.isConnected) element.focus();
  }, [opened]);
  return <LookupSpotlight pages={pages} />;
}
