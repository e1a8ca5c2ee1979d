// Confirmation before anything irreversible: Mantine's confirm modal, opened through `openConfirm`. The modals'
// host (and with it Modal, its scroll area and floating-ui) loads the first time a confirmation opens, so that no
// page carries it in its first load; the shell renders `ConfirmHost` once, where the host then lives.
import type { OpenConfirmModal } from '@mantine/modals';
import { notify } from '@/lib/notify';
import { lazy, Suspense, useSyncExternalStore } from 'react';

const loadHost = () => import('./confirm-host');
const ModalsHost = lazy(loadHost);

let wanted = false;
let ready: Promise<void> | undefined;
let markReady: () => void = () => undefined;
const onHostReady = () => markReady();
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Mounts the modals' host where `ConfirmHost` is rendered, and resolves once it listens. */
function hostReady(): Promise<void> {
  ready ??= new Promise<void>((resolve) => {
    markReady = resolve;
    wanted = true;
    for (const listener of listeners) listener();
  });
  return ready;
}

/**
 * Opens a confirmation (Mantine's `modals.openConfirmModal`), loading the modals' host first if need be. When its
 * code cannot be loaded (the connection is gone), a notification says so and nothing else happens: the action
 * it guards stays unconfirmed, and the next attempt loads it again.
 */
export async function openConfirm(props: OpenConfirmModal): Promise<string | undefined> {
  let modals;
  try {
    await loadHost();
    ({ modals } = await import('@mantine/modals'));
  } catch {
    notify({
      color: 'red',
      title: 'The confirmation could not open',
      message: 'Its code did not load. Check the connection and try again.',
    });
    return undefined;
  }
  await hostReady();
  return modals.openConfirmModal(props);
}

/** Where the modals' host lives once a confirmation was asked for: rendered once, by the shell. */
export function ConfirmHost() {
  const mounted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ModalsHost onReady={onHostReady} />
    </Suspense>
  );
}
