// The outcome of every stop of a campaign, remembered in this browser per account (localStorage): the campaign
// the stop returned, or the platform's refusal. The spec has no request that reads a campaign, so this is all
// the console can know of one; it is shown when the campaign is opened again, after a reload too. Nothing of a
// key or a token is stored: the account is told apart by its mode, key type and key hint, and the returned
// campaign is stored in the platform's own form and read back through the contract's schema.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import type { SessionInfo } from '@/contracts/auth';
import { campaignSchema, type Campaign } from '@/contracts/campaigns';
import { storedText } from '@/lib/stored-text';

export const STOP_OUTCOMES_STORAGE_KEY = 'messaging-console:campaign-stops';
/** Campaigns remembered per account, the newest stops kept. */
export const STOP_OUTCOMES_MAX = 200;

export type StopOutcome =
  | { kind: 'stopped'; at: string; campaign: Campaign }
  | { kind: 'refused'; at: string; status: number; message: string };

const storedOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('stopped'), at: z.string(), campaign: campaignSchema }),
  z.object({
    kind: z.literal('refused'),
    at: z.string(),
    status: z.int(),
    message: z.string().check(z.maxLength(2000)),
  }),
]);
/** account → campaign id → its last stop's outcome. */
const storedSchema = z.record(z.string(), z.record(z.string(), z.unknown()));

type Stored = Record<string, Record<string, unknown>>;

/** Who is signed in, as stop outcomes are kept: mode, key type and key hint (never the key). */
export function stopOutcomeAccount(session: Pick<SessionInfo, 'mode' | 'key_type' | 'key_hint'>) {
  return `${session.mode}:${session.key_type}:${session.key_hint}`;
}

const stored = storedText(STOP_OUTCOMES_STORAGE_KEY);

function readAll(): Stored {
  try {
    const raw = stored.read();
    if (!raw) return {};
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** The campaign in the platform's own form (what campaignSchema reads), so that reading it back is lossless. */
function wireCampaign(campaign: Campaign) {
  return {
    ...campaign,
    sms_statistics: undefined,
    alternative_channels: { sms: { statistics: campaign.sms_statistics } },
  };
}

export function rememberStopOutcome(account: string, campaignId: number, outcome: StopOutcome) {
  const all = readAll();
  const entry =
    outcome.kind === 'stopped' ? { ...outcome, campaign: wireCampaign(outcome.campaign) } : outcome;
  const mine = { ...all[account], [String(campaignId)]: entry };
  // The oldest stops go first once the account has many.
  const kept = Object.entries(mine)
    .sort(([, a], [, b]) => atOf(b).localeCompare(atOf(a)))
    .slice(0, STOP_OUTCOMES_MAX);
  stored.write(JSON.stringify({ ...all, [account]: Object.fromEntries(kept) }));
}

function atOf(entry: unknown): string {
  const at = z.object({ at: z.string() }).safeParse(entry);
  return at.success ? at.data.at : '';
}

function readOutcomeRaw(account: string, campaignId: number): string | undefined {
  const entry = readAll()[account]?.[String(campaignId)];
  return entry === undefined ? undefined : JSON.stringify(entry);
}

function parseOutcome(raw: string | undefined): StopOutcome | undefined {
  if (raw === undefined) return undefined;
  return parseEntry(JSON.parse(raw));
}

function parseEntry(entry: unknown): StopOutcome | undefined {
  const parsed = storedOutcomeSchema.safeParse(entry);
  return parsed.success ? parsed.data : undefined;
}

function readAccountRaw(account: string): string | undefined {
  const entries = readAll()[account];
  return entries === undefined ? undefined : JSON.stringify(entries);
}

/** The last stop's outcome of this campaign in this account, as remembered by this browser. */
export function useStopOutcome(account: string, campaignId: number): StopOutcome | undefined {
  const snapshot = useCallback(() => readOutcomeRaw(account, campaignId), [account, campaignId]);
  // The snapshot is the stored text (stable between changes); it is parsed once per change.
  const raw = useSyncExternalStore(stored.subscribe, snapshot, () => undefined);
  return useMemo(() => parseOutcome(raw), [raw]);
}

/** Every campaign this account stopped (or tried to) in this browser, the latest stop first. */
export function useStopOutcomes(account: string): { campaignId: number; outcome: StopOutcome }[] {
  const snapshot = useCallback(() => readAccountRaw(account), [account]);
  const raw = useSyncExternalStore(stored.subscribe, snapshot, () => undefined);
  return useMemo(() => {
    if (raw === undefined) return [];
    const entries = JSON.parse(raw) as Record<string, unknown>;
    return Object.entries(entries)
      .flatMap(([id, entry]) => {
        const outcome = parseEntry(entry);
        return outcome && /^\d+$/.test(id) ? [{ campaignId: Number(id), outcome }] : [];
      })
      .sort((a, b) => b.outcome.at.localeCompare(a.outcome.at));
  }, [raw]);
}
