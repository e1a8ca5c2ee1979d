// Export of the current selection to CSV: all pages, no row cap, with progress and a cancel button.
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage, isApiError } from '@/lib/errors';
import { onDemand } from '@/lib/on-demand';
import type { CampaignMessagesParams } from '../api';
import type { ExportProgress } from '../export-csv';

// The progress bar's module, loaded when an export starts.
const progressBar = onDemand(() => import('./export-progress-bar'));

/** The height of Mantine's Progress of size md, kept while the bar's code loads (or if it cannot). */
const PROGRESS_HEIGHT = 'calc(0.5rem * var(--mantine-scale))';

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; progress: ExportProgress }
  | { kind: 'done'; exported: number; file: string }
  | { kind: 'cancelled'; exported: number }
  | { kind: 'failed'; message: string };

function download(blob: Blob, file: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started reading the file by then; the memory is freed afterwards.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function ExportCsv({
  params,
  disabledReason,
}: {
  params: CampaignMessagesParams;
  /** Why the export cannot run now (e.g. the period breaks the rules); shown beside the button, which names it. */
  disabledReason?: string;
}) {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const ProgressBar = progressBar.useLoaded()?.default;
  const controller = useRef<AbortController | null>(null);
  const reasonId = useId();
  // Leaving the page stops an export in progress.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ kind: 'running', progress: { exported: 0, total: 0 } });
    // The bar shows once its code is there; until then (or if it cannot load) the words say how far it is.
    progressBar.preload();
    try {
      // The CSV writer (papaparse) loads when an export starts: the list page does not carry it.
      const { exportCampaignMessages, exportFileName } = await import('../export-csv');
      const result = await exportCampaignMessages(params, {
        signal: abort.signal,
        onProgress: (progress) => setState({ kind: 'running', progress }),
      });
      const file = exportFileName();
      download(result.blob, file);
      setState({ kind: 'done', exported: result.exported, file });
    } catch (error) {
      if (abort.signal.aborted || (isApiError(error) && error.kind === 'aborted')) return;
      setState({ kind: 'failed', message: errorMessage(error) });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };

  const cancel = () => {
    const exported = state.kind === 'running' ? state.progress.exported : 0;
    controller.current?.abort();
    setState({ kind: 'cancelled', exported });
  };

  if (state.kind === 'running') {
    const { exported, total } = state.progress;
    const percent = total === 0 ? 0 : Math.round((exported / total) * 100);
    return (
      <Stack gap={4} w={320}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" role="status" aria-live="polite">
            {total === 0
              ? 'Starting the export…'
              : `Exported ${exported.toLocaleString()} of ${total.toLocaleString()} messages`}
          </Text>
          <Button size="xs" variant="default" onClick={cancel}>
            Cancel export
          </Button>
        </Group>
        {ProgressBar ? <ProgressBar percent={percent} /> : <Box h={PROGRESS_HEIGHT} />}
      </Stack>
    );
  }

  return (
    <Group gap="sm" wrap="wrap">
      {disabledReason ? (
        // Focusable and announced as disabled with its reason, which is shown beside it: on a phone too, where
        // nothing hovers, and without the floating layer's code on the list page.
        <>
          <Button
            variant="default"
            data-disabled
            aria-disabled
            aria-describedby={reasonId}
            onClick={(event) => event.preventDefault()}
          >
            Export CSV
          </Button>
          <Text size="sm" c="dimmed" id={reasonId}>
            {disabledReason}
          </Text>
        </>
      ) : (
        <Button variant="default" onClick={() => void start()}>
          Export CSV
        </Button>
      )}
      <Text
        size="sm"
        c={state.kind === 'failed' ? 'red' : 'dimmed'}
        role="status"
        aria-live="polite"
      >
        {state.kind === 'done' &&
          `Exported ${state.exported.toLocaleString()} messages to ${state.file}.`}
        {state.kind === 'cancelled' &&
          `Export cancelled after ${state.exported.toLocaleString()} messages; no file was saved.`}
        {state.kind === 'failed' && `The export failed: ${state.message}`}
      </Text>
    </Group>
  );
}
