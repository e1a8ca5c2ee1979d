// Where each lookup opens: the page of the area with the view in its URL (path params and search params).
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { toIsoSeconds } from '@/lib/format';
import { RECIPIENT_LOOKBACK_DAYS, type Lookup } from './classify';

const DAY_MS = 86_400_000;

/** The period of a phone number's sessions: the last RECIPIENT_LOOKBACK_DAYS days up to `now`. */
export function recipientPeriod(now: Date): { from: string; to: string } {
  return {
    from: toIsoSeconds(new Date(now.getTime() - RECIPIENT_LOOKBACK_DAYS * DAY_MS)),
    to: toIsoSeconds(now),
  };
}

/** Opens the page of a lookup; `now` (when it is opened) fixes the period of those that have one. */
export function useOpenLookup() {
  const navigate = useNavigate();
  return useCallback(
    (lookup: Lookup) => {
      const { value } = lookup;
      switch (lookup.kind) {
        case 'otp-session':
          return navigate({ to: '/otp/sessions/$id', params: { id: value } });
        case 'otp-sessions-by-recipient':
          return navigate({
            to: '/otp/sessions',
            search: {
              recipient: value,
              ...recipientPeriod(new Date()),
              sort: 'created_at',
              way: 'desc',
            },
          });
        case 'campaign-message':
          // The message's drawer over the list narrowed to it.
          return navigate({
            to: '/messages/$messageId',
            params: { messageId: value },
            search: { id: Number(value) },
          });
        case 'campaign':
          return navigate({ to: '/campaigns/$campaignId', params: { campaignId: value } });
        case 'campaign-messages-by-reference':
          return navigate({ to: '/messages', search: { reference_id: value } });
        case 'viber-message':
          return navigate({ to: '/viber/$id', params: { id: value } });
        case 'viber-by-reference':
          return navigate({ to: '/viber/reference/$reference', params: { reference: value } });
        case 'statistics-file':
          return navigate({ to: '/statistics/$key', params: { key: value } });
      }
    },
    [navigate],
  );
}
