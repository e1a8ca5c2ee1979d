// Says when the browser is offline: queries are paused and resume by themselves.
import { Alert } from '@mantine/core';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

export function OfflineBanner() {
  const online = useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () =>
    onlineManager.isOnline(),
  );
  if (online) return null;
  return (
    <Alert color="orange" radius={0} role="status" title="You are offline">
      Requests are paused and will resume when the connection is back.
    </Alert>
  );
}
