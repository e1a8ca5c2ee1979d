// Where each reading opens: the page of the area with the record in its URL (path params and search params).
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { recipientPeriod } from './checks';
import type { Lookup } from './classify';

/**
 * Opens the page of a reading; `recordId` is the one record a reading that can find several found (a
 * reference of one campaign message opens that message). `now` (when it is opened) fixes the period of those
 * that have one.
 */
export function useOpenLookup() {
  const navigate = useNavigate();
  return useCallback(
    (lookup: Lookup, recordId?: string) => {
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
          return recordId === undefined
            ? navigate({ to: '/messages', search: { reference_id: value } })
            : navigate({
                to: '/messages/$messageId',
                params: { messageId: recordId },
                search: { reference_id: value },
              });
        case 'viber-message':
          return navigate({ to: '/viber/$id', params: { id: value } });
        case 'viber-by-reference':
          return navigate({ to: '/viber/reference/$reference', params: { reference: value } });
        case 'statistics-file':
          return navigate({ to: '/statistics/$key', params: { key: value } });
        case 'sender-application':
          return navigate({
            to: '/senders',
            search: { id: Number(value), application: Number(value) },
          });
        case 'otp-template':
          return navigate({ to: '/otp/templates', search: { ids: value } });
      }
    },
    [navigate],
  );
}
