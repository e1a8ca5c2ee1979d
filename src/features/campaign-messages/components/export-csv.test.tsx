// The export's button when the export cannot run: its reason is shown beside it and names it, and it starts nothing.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import type { CampaignMessagesParams } from '../api';
import { ExportCsv } from './export-csv';

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
});
