// The 2FA insight Web Worker: reads the sessions of a period and sums the figures, so that the page never
// parses or counts on its own thread.
import { createInsightModel } from './insight-model';
import type { FromWorker, ToWorker } from './protocol';
import { readSessionPage } from './read-page';

const model = createInsightModel(readSessionPage, (message: FromWorker) =>
  self.postMessage(message),
);

self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  switch (message.type) {
    case 'read':
      model.read(message.period);
      break;
    case 'reread':
      model.reread(message.period);
      break;
    case 'cancel':
      model.cancel(message.key);
      break;
    case 'view':
      model.view(message.key, message.filter);
      break;
  }
});
