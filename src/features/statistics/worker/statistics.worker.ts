// The statistics viewer's Web Worker: downloads and parses the file, keeps the model, and answers views and
// entries, so that the page never blocks on 200,000 entries.
import { createEntryStore } from './entry-store';
import { loadStatisticsFile, toLoadFailure } from './load-file';
import type { FromWorker, ToWorker } from './protocol';

const store = createEntryStore();
let loaded = false;

function post(message: FromWorker, transfer: Transferable[] = []): void {
  self.postMessage(message, { transfer });
}

async function load(key: string, format: Extract<ToWorker, { type: 'load' }>['format']) {
  try {
    const result = await loadStatisticsFile(key, format, store, {
      onProgress: (received, total, entries) =>
        post({ type: 'progress', received, total, entries }),
      onRows: (chunk) => post({ type: 'rows', chunk }, [chunk.codes.buffer, chunk.offsets.buffer]),
    });
    loaded = true;
    post({ type: 'done', ...result, facets: store.facets() });
  } catch (error) {
    post({ type: 'failed', error: toLoadFailure(error) });
  }
}

self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  switch (message.type) {
    case 'load':
      void load(message.key, message.format);
      break;
    case 'view': {
      if (!loaded) return;
      const t0 = performance.now();
      const { rows, summary } = store.view(message.request);
      post(
        { type: 'view', id: message.id, rows, summary, ms: performance.now() - t0 },
        rows ? [rows.buffer] : [],
      );
      break;
    }
    case 'entry':
      post({ type: 'entry', id: message.id, row: message.row, entry: store.entry(message.row) });
      break;
    case 'find':
      post({ type: 'find', id: message.id, row: store.find(message.messageId) });
      break;
  }
});
