// The filters' rules, checked before any request: no future date, at most 3 months, `to` defaulting to now,
// ids as whole numbers; and what a valid form applies (UTC wire dates, numbers).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_MESSAGE_RULES, toWireDateTime } from '@/contracts/campaign-messages';
import { LOCAL_TIME_DESCRIPTION } from '@/components/date-time-field';
import { render } from '@/test/render';
import { CampaignMessagesFilters, type AppliedFilters } from './campaign-messages-filters';

const NOW = new Date(2026, 5, 15, 12, 0, 0);
const now = () => NOW;
const EMPTY: AppliedFilters = {
  from: undefined,
  to: undefined,
  campaign_id: undefined,
  reference_id: undefined,
  id: undefined,
};

const wire = (y: number, m: number, d: number, h = 0, mi = 0) =>
  toWireDateTime(new Date(y, m, d, h, mi, 0));

function setup(search: Partial<AppliedFilters> = {}, props: { hideCampaign?: boolean } = {}) {
  const onApply = vi.fn<(filters: AppliedFilters) => void>();
  const user = userEvent.setup();
  render(
    <CampaignMessagesFilters
      search={{ ...EMPTY, ...search }}
      onApply={onApply}
      now={now}
      {...props}
    />,
  );
  return { onApply, user };
}

const apply = () => screen.getByRole('button', { name: 'Apply filters' });

describe('the period rules', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('refuses a period longer than 3 months, on the start field, without applying it', async () => {
    const { onApply, user } = setup({ from: wire(2026, 1, 14), to: wire(2026, 5, 14) });
    // Shown as soon as the link is opened, since no request is made for it.
    expect(await screen.findByLabelText('Sent from')).toHaveAccessibleDescription(
      expect.stringContaining(CAMPAIGN_MESSAGE_RULES.period),
    );
    await user.click(apply());
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Sent from')).toHaveAttribute('aria-invalid', 'true');
  });

  it('measures 3 months from now when the end is empty', async () => {
    const { onApply, user } = setup({ from: wire(2026, 2, 14, 11) });
    expect(await screen.findByLabelText('Sent from')).toHaveAccessibleDescription(
      expect.stringContaining(CAMPAIGN_MESSAGE_RULES.period),
    );
    await user.click(apply());
    expect(onApply).not.toHaveBeenCalled();
  });

  it('accepts exactly 3 months', async () => {
    const { onApply, user } = setup({ from: wire(2026, 2, 15, 12), to: wire(2026, 5, 15, 12) });
    await user.click(apply());
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
    expect(onApply).toHaveBeenCalledWith({
      ...EMPTY,
      from: wire(2026, 2, 15, 12),
      to: wire(2026, 5, 15, 12),
    });
  });

  it('refuses a future end and a future start, each on its field', async () => {
    const { onApply, user } = setup({ from: wire(2026, 5, 16), to: wire(2026, 5, 17) });
    expect(await screen.findByLabelText('Sent to')).toHaveAccessibleDescription(
      expect.stringContaining(CAMPAIGN_MESSAGE_RULES.future),
    );
    expect(screen.getByLabelText('Sent from')).toHaveAccessibleDescription(
      expect.stringContaining(CAMPAIGN_MESSAGE_RULES.future),
    );
    await user.click(apply());
    expect(onApply).not.toHaveBeenCalled();
  });

  it('refuses a start after the end', async () => {
    const { onApply, user } = setup({ from: wire(2026, 5, 10), to: wire(2026, 5, 1) });
    await user.click(apply());
    expect(screen.getByLabelText('Sent from')).toHaveAccessibleDescription(
      expect.stringContaining(CAMPAIGN_MESSAGE_RULES.order),
    );
    expect(onApply).not.toHaveBeenCalled();
  });

  it('refuses a period picked in the calendar that is longer than 3 months', async () => {
    const { onApply, user } = setup();
    await user.click(screen.getByLabelText('Sent from'));
    // The calendar's code loads when the field first opens.
    for (let i = 0; i < 4; i++)
      await user.click(await screen.findByRole('button', { name: 'Previous month' }));
    const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'full' }).format(
      new Date(2026, 1, 1),
    );
    await user.click(screen.getByRole('button', { name: day }));
    expect(screen.getByLabelText('Sent from')).toHaveValue('2026-02-01 00:00:00');
    await user.click(apply());
    expect(screen.getByLabelText('Sent from')).toHaveAccessibleDescription(
      expect.stringContaining(CAMPAIGN_MESSAGE_RULES.period),
    );
    expect(onApply).not.toHaveBeenCalled();
  }, 30_000);

  it('takes a typed date and time, and a day picked afterwards keeps the typed time', async () => {
    const { onApply, user } = setup();
    const from = screen.getByLabelText('Sent from');
    await user.type(from, '2026-06-01 10:30:15');
    await user.keyboard('{Escape}');
    const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'full' }).format(
      new Date(2026, 5, 3),
    );
    await user.click(from);
    await user.click(await screen.findByRole('button', { name: day }));
    expect(from).toHaveValue('2026-06-03 10:30:15');
    await user.type(screen.getByLabelText('Sent to'), '2026-06-10');
    await user.click(apply());
    await waitFor(() =>
      expect(onApply).toHaveBeenCalledWith({
        ...EMPTY,
        from: toWireDateTime(new Date(2026, 5, 3, 10, 30, 15)),
        // A date typed alone ends the period at the end of that day.
        to: toWireDateTime(new Date(2026, 5, 10, 23, 59, 59)),
      }),
    );
  }, 30_000);

  it('names the button that clears a date, and the label still finds the field alone', async () => {
    const { user } = setup({ from: wire(2026, 5, 1, 10) });
    const from = await screen.findByLabelText('Sent from');
    expect(from).not.toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Clear the date' }));
    expect(from).toHaveValue('');
  });

  it('says the time zone the same way on both ends', async () => {
    setup();
    for (const label of ['Sent from', 'Sent to'])
      expect(await screen.findByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining(LOCAL_TIME_DESCRIPTION),
      );
  });

  it('offers no day after today in the calendar', async () => {
    const { user } = setup();
    await user.click(screen.getByLabelText('Sent to'));
    const tomorrow = new Intl.DateTimeFormat(undefined, { dateStyle: 'full' }).format(
      new Date(2026, 5, 16),
    );
    expect(await screen.findByRole('button', { name: tomorrow })).toBeDisabled();
  }, 30_000);
});

describe('ids and what is applied', () => {
  it('says when an id is not a whole number', async () => {
    const { onApply, user } = setup();
    await user.type(screen.getByLabelText('Campaign id'), '12a');
    await user.type(screen.getByLabelText('Message id'), '0');
    await user.click(apply());
    expect(screen.getByLabelText('Campaign id')).toHaveAccessibleDescription(
      expect.stringContaining(CAMPAIGN_MESSAGE_RULES.integer),
    );
    expect(screen.getByLabelText('Message id')).toHaveAccessibleDescription(
      expect.stringContaining(CAMPAIGN_MESSAGE_RULES.positive),
    );
    expect(onApply).not.toHaveBeenCalled();
  });

  it('applies ids as numbers, a trimmed reference, and an empty period', async () => {
    const { onApply, user } = setup();
    await user.type(screen.getByLabelText('Campaign id'), ' 900001 ');
    await user.type(screen.getByLabelText('External reference'), ' fx-1 ');
    await user.type(screen.getByLabelText('Message id'), '42');
    await user.click(apply());
    await waitFor(() =>
      expect(onApply).toHaveBeenCalledWith({
        from: undefined,
        to: undefined,
        campaign_id: 900001,
        reference_id: 'fx-1',
        id: 42,
      }),
    );
  });

  it('keeps the fixed campaign on a campaign page and clears the rest', async () => {
    const { onApply, user } = setup({ campaign_id: 7, id: 3 }, { hideCampaign: true });
    expect(screen.queryByLabelText('Campaign id')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onApply).toHaveBeenCalledWith({ ...EMPTY, campaign_id: 7 });
  });

  it('puts the platform’s field errors on their fields', async () => {
    const onApply = vi.fn();
    render(
      <CampaignMessagesFilters
        search={EMPTY}
        onApply={onApply}
        serverErrors={{ 'filter[reference_id]': ['Must not be longer than 100 characters.'] }}
      />,
    );
    expect(await screen.findByLabelText('External reference')).toHaveAccessibleDescription(
      expect.stringContaining('Must not be longer than 100 characters.'),
    );
  });
});
