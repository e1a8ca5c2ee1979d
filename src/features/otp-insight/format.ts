// How the insight page writes its figures: shares, durations and per-currency amounts.
import { formatMoney } from '@/lib/format';
import type { CurrencyAmount } from './figures';

export function formatShare(value: number | null): string {
  return value === null ? '—' : `${(value * 100).toFixed(1)} %`;
}

export function formatSeconds(value: number | null): string {
  if (value === null) return '—';
  if (value < 60) return `${value % 1 === 0 ? value : value.toFixed(1)} s`;
  const minutes = Math.floor(value / 60);
  const seconds = Math.round(value - minutes * 60);
  return seconds ? `${minutes} min ${seconds} s` : `${minutes} min`;
}

export function formatAmounts(amounts: readonly CurrencyAmount[]): string {
  return amounts.length === 0
    ? '—'
    : amounts.map((a) => formatMoney(a.amount, a.currency)).join(' + ');
}

/** The exact amounts, for the hover text. */
export function exactAmounts(amounts: readonly CurrencyAmount[]): string | undefined {
  return amounts.length === 0
    ? undefined
    : amounts.map((a) => `${a.amount} ${a.currency}`).join(' + ');
}

export const CHANNEL_NAMES: Readonly<Record<string, string>> = { sms: 'SMS', viber: 'Viber' };
export const channelName = (channel: string) => CHANNEL_NAMES[channel] ?? channel;
