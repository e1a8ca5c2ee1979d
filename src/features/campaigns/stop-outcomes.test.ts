// The outcome of a stop, remembered per account in this browser and read back through the contract.
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { campaignSchema } from '@/contracts/campaigns';
import {
  STOP_OUTCOMES_STORAGE_KEY,
  rememberStopOutcome,
  stopOutcomeAccount,
  useStopOutcome,
  useStopOutcomes,
} from './stop-outcomes';

const campaign = campaignSchema.parse({
  id: 900001,
  name: 'Spring sale',
  sender: 'ShopBrand',
  status: 'Stopped',
  calculated_price: 12.5,
  statistics: { delivered: 3, sent: 5 },
  alternative_channels: { sms: { statistic: { delivered: 1, sent: 2 } } },
});

describe('stop outcomes', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the returned campaign as it was, for its account only, and follows a new outcome', () => {
    const mine = renderHook(() => useStopOutcome('sandbox:live:abcd', 900001));
    const other = renderHook(() => useStopOutcome('sandbox:live:wxyz', 900001));
    expect(mine.result.current).toBeUndefined();

    act(() =>
      rememberStopOutcome('sandbox:live:abcd', 900001, {
        kind: 'stopped',
        at: '2026-11-24T10:00:00.000Z',
        campaign,
      }),
    );
    expect(mine.result.current).toEqual({
      kind: 'stopped',
      at: '2026-11-24T10:00:00.000Z',
      campaign,
    });
    expect(other.result.current).toBeUndefined();

    act(() =>
      rememberStopOutcome('sandbox:live:abcd', 900001, {
        kind: 'refused',
        at: '2026-11-24T10:01:00.000Z',
        status: 422,
        message: 'Campaign in status stopped cannot be stopped',
      }),
    );
    expect(mine.result.current).toMatchObject({ kind: 'refused', status: 422 });
  });

  it('ignores what it cannot read', () => {
    window.localStorage.setItem(STOP_OUTCOMES_STORAGE_KEY, '{"a":{"1":{"kind":"stopped"}}}');
    expect(renderHook(() => useStopOutcome('a', 1)).result.current).toBeUndefined();
    window.localStorage.setItem(STOP_OUTCOMES_STORAGE_KEY, 'not json');
    expect(renderHook(() => useStopOutcome('a', 1)).result.current).toBeUndefined();
  });

  it("lists an account's stops the latest first, and nothing of another account's", () => {
    const account = stopOutcomeAccount({ mode: 'sandbox', key_type: 'live', key_hint: 'abcd' });
    const all = renderHook(() => useStopOutcomes(account));
    expect(all.result.current).toEqual([]);
    act(() => {
      rememberStopOutcome(account, 900001, {
        kind: 'stopped',
        at: '2026-11-24T10:00:00.000Z',
        campaign,
      });
      rememberStopOutcome(account, 900003, {
        kind: 'refused',
        at: '2026-11-24T11:00:00.000Z',
        status: 422,
        message: 'Campaign in status finished cannot be stopped',
      });
      rememberStopOutcome('sandbox:live:wxyz', 900002, {
        kind: 'stopped',
        at: '2026-11-24T12:00:00.000Z',
        campaign,
      });
    });
    expect(all.result.current.map(({ campaignId, outcome }) => [campaignId, outcome.kind])).toEqual(
      [
        [900003, 'refused'],
        [900001, 'stopped'],
      ],
    );
  });
});
