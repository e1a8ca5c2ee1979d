// The modals' host of `openConfirm` (confirm.tsx), in a chunk of its own.
import '@/styles/mantine-floating.css';
import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';

export default function ConfirmModalsHost({ onReady }: { onReady: () => void }) {
  // A parent's effects run after its children's: the provider listens for modals by now.
  useEffect(() => onReady(), [onReady]);
  return <ModalsProvider />;
}
