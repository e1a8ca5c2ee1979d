// The export's button when the export cannot run: its reason is shown beside it and names it, and it starts nothing;
// a running export says how far it is, in words and with its progress bar (whose code loads when it starts).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import type { CampaignMessagesParams } from '../api';
import type { ExportProgress } from '../export-csv';
import { ExportCsv } from './export-csv';

/** The CSV writer of a running export: it reports what the test says and ends when the test lets it. */
const running = vi.hoisted(() => {
  const writer: { report?: (progress: ExportProgress) => void; finish: () => void } = {
    finish: () => {},
  };
  return writer;
});
vi.mock('../export-csv', () => ({
  exportFileName: () => 'campaign-messages.csv',
  exportCampaignMessages: (
    _params: unknown,
    { onProgress }: { onProgress: (progress: ExportProgress) => void },
  ) =>
    new Promise((resolve) => {
      running.report = onProgress;
      running.finish = () => resolve({ blob: new Blob(['id\n']), exported: 40 });
    }),
}));

const PARAMS: CampaignMessagesParams = {
  from: undefined,
  to: undefined,
  campaign_id: undefined,
  reference_id: undefined,
  id: undefined,
  sort: 'id',
  way: 'desc',
  offset: 0,
  limit: 50,
};

describe('the CSV export', () => {
  it('shows why it cannot run beside its button, which that reason describes, and starts nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    render(<ExportCsv params={PARAMS} disabledReason="Nothing to export: no message matches." />);
    const button = screen.getByRole('button', { name: 'Export CSV' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Nothing to export: no message matches.');
    expect(screen.getByText('Nothing to export: no message matches.')).toBeVisible();
    await user.click(button);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });

  it('is a plain button with no reason when it can run', () => {
    render(<ExportCsv params={PARAMS} />);
    const button = screen.getByRole('button', { name: 'Export CSV' });
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveAccessibleDescription('');
  });

  it('says how far a running export is, in words and on its progress bar', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    // The file is handed to the browser by a click on a download link (jsdom cannot follow it).
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<ExportCsv params={PARAMS} />);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Starting the export…')).toBeVisible();
    act(() => running.report?.({ exported: 10, total: 40 }));
    expect(screen.getByText('Exported 10 of 40 messages')).toBeVisible();
    const bar = await screen.findByRole('progressbar', { name: 'Export progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    act(() => running.finish());
    expect(await screen.findByText('Exported 40 messages to campaign-messages.csv.')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(clicked.mock.contexts[0]).toMatchObject({
      download: 'campaign-messages.csv',
      href: 'blob:csv',
    });
    clicked.mockRestore();
    createObjectURL.mockRestore();
  });
});
