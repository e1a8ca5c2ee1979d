// What Mantine's ScrollArea takes from @floating-ui/react: `useMergeRefs`, and nothing else. vite.config.ts
// resolves that one import to this module, Mantine's own merged ref (@mantine/hooks) with floating-ui's
// signature, so that a scroll area (every Mantine Table's scroll container) does not bring the whole of
// floating-ui into a page's first load; popovers, menus and tooltips still load it when a page uses them.
import { useMergedRef } from '@mantine/hooks';
import type { Ref, RefCallback } from 'react';

export function useMergeRefs<T>(refs: readonly (Ref<T> | undefined)[]): RefCallback<T> {
  return useMergedRef(...refs);
}
