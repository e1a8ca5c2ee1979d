// Each reading of a pasted text, asked of the platform: found (with a one-line summary of what), or not found.
// Only the spec's /api and /rest endpoints are used (never the sandbox's controls), so the lookup works in proxy
// mode too. A failure (no answer, a server error, a refusal) is an error, never "not found".
//
// Query keys: ['lookup', kind, value]; kept for the session (cleared at sign-in and sign-out with the cache), and
// cancelled through their AbortSignal when the text changes (React Query aborts a query nobody observes).
import { queryOptions, type QueryFunctionContext } from '@tanstack/react-query';
import {
  campaignMessagesQuerySchema,
  campaignMessagesResponseSchema,
} from '@/contracts/campaign-messages';
import {
  otpSessionListQuerySchema,
  otpSessionListResponseSchema,
  otpSessionResponseSchema,
} from '@/contracts/otp-sessions';
import { templateListQuerySchema, templateListResponseSchema } from '@/contracts/otp-templates';
import {
  senderApplicationsQuerySchema,
  senderApplicationsResponseSchema,
} from '@/contracts/sender-applications';
import { statListResponseSchema } from '@/contracts/statistics';
import { viberStatusRecordSchema } from '@/contracts/viber';
import { apiPath, apiRequest, wireQuery } from '@/lib/api-client';
import { ApiError, isApiError } from '@/lib/errors';
import { formatDateTime, formatMoney } from '@/lib/format';
import { RECIPIENT_LOOKBACK_MONTHS, type Lookup } from './classify';
import { formatIsoDateTime } from '@/contracts/wire';

/** What a check found: nothing, or a summary of the record(s) and, when it is one record, its id. */
export type CheckOutcome =
  | { found: false }
  | {
      found: true;
      /** One line: status, time, recipient, cost. */
      summary: string;
      /** The one record found, when a reading that can find several found exactly one. */
      recordId?: string;
    };

export const LOOKUP_QUERY_ROOT = ['lookup'] as const;

/** The period of a phone number's sessions: the last RECIPIENT_LOOKBACK_MONTHS months up to `now`. */
export function recipientPeriod(now: Date): { from: string; to: string } {
  const from = new Date(now.getTime());
  from.setUTCMonth(from.getUTCMonth() - RECIPIENT_LOOKBACK_MONTHS);
  return { from: formatIsoDateTime(from), to: formatIsoDateTime(now) };
}

/** The parts of a summary that are known, joined by a middle dot. */
const line = (...parts: (string | null | undefined | false)[]) =>
  parts.filter((part): part is string => typeof part === 'string' && part !== '').join(' · ');

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`;

const notFound: CheckOutcome = { found: false };

/** A 404 is the platform's "there is no such record": an answer, not a failure. */
async function orNotFound(ask: () => Promise<CheckOutcome>): Promise<CheckOutcome> {
  try {
    return await ask();
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return notFound;
    throw error;
  }
}

async function campaignMessages(
  filter: { id?: number; campaign_id?: number; reference_id?: string },
  signal: AbortSignal,
) {
  return apiRequest('/api/messages', {
    schema: campaignMessagesResponseSchema,
    signal,
    // The newest first; with no period the platform's own applies (the last 3 months, its longest).
    query: wireQuery(campaignMessagesQuerySchema, { ...filter, sort: 'id', way: 'desc', limit: 1 }),
  });
}

async function check(
  lookup: Lookup,
  { signal, client }: QueryFunctionContext,
): Promise<CheckOutcome> {
  const { value } = lookup;
  switch (lookup.kind) {
    case 'otp-session':
      return orNotFound(async () => {
        const { data } = await apiRequest(apiPath`/api/2fa/authentications/${value}`, {
          schema: otpSessionResponseSchema,
          signal,
        });
        return {
          found: true,
          summary: line(
            data.status,
            data.channel.toUpperCase() === 'SMS' ? 'SMS' : 'Viber',
            `to ${data.recipient}`,
            formatDateTime(data.created_at),
            formatMoney(data.price, data.currency),
          ),
        };
      });
    case 'otp-sessions-by-recipient': {
      const { data } = await apiRequest('/api/2fa/authentications', {
        schema: otpSessionListResponseSchema,
        signal,
        query: wireQuery(otpSessionListQuerySchema, {
          ...recipientPeriod(new Date()),
          recipient: value,
          sort: 'created_at',
          way: 'desc',
          limit: 10,
        }),
      });
      const newest = data.list[0];
      if (data.total === 0 || !newest) return notFound;
      return {
        found: true,
        summary: line(
          plural(data.total, 'session'),
          `newest ${newest.status}`,
          formatDateTime(newest.created_at),
          newest.channel.toUpperCase() === 'SMS' ? 'SMS' : 'Viber',
        ),
      };
    }
    case 'campaign-message': {
      const page = await campaignMessages({ id: Number(value) }, signal);
      const message = page.data[0];
      if (!message || String(message.id) !== value) return notFound;
      return {
        found: true,
        summary: line(
          message.status,
          message.phone !== null && `to ${message.phone}`,
          formatDateTime(message.sent_at ?? message.created_at),
          message.amount && formatMoney(message.amount.value, message.amount.currency),
          message.campaign_id !== null && `campaign ${message.campaign_id}`,
        ),
      };
    }
    case 'campaign': {
      const page = await campaignMessages({ campaign_id: Number(value) }, signal);
      const newest = page.data[0];
      if (page.meta.page.total === 0 || !newest) return notFound;
      return {
        found: true,
        summary: line(
          plural(page.meta.page.total, 'message'),
          `newest ${newest.status}`,
          formatDateTime(newest.sent_at ?? newest.created_at),
          newest.sender !== null && `from ${newest.sender}`,
        ),
      };
    }
    case 'campaign-messages-by-reference': {
      const page = await campaignMessages({ reference_id: value }, signal);
      const newest = page.data[0];
      const total = page.meta.page.total;
      if (total === 0 || !newest) return notFound;
      return {
        found: true,
        summary: line(
          total === 1 ? `message ${newest.id}` : plural(total, 'message'),
          total === 1 ? newest.status : `newest ${newest.status}`,
          newest.phone !== null && `to ${newest.phone}`,
          formatDateTime(newest.sent_at ?? newest.created_at),
          total === 1 && newest.amount && formatMoney(newest.amount.value, newest.amount.currency),
        ),
        recordId: total === 1 ? String(newest.id) : undefined,
      };
    }
    case 'viber-message':
    case 'viber-by-reference':
      return orNotFound(async () => {
        const record = await apiRequest(
          lookup.kind === 'viber-message'
            ? apiPath`/rest/viber/${value}`
            : apiPath`/rest/viber/reference/${value}`,
          { schema: viberStatusRecordSchema, signal },
        );
        return {
          found: true,
          summary: line(
            record.status,
            `to ${record.msisdn}`,
            formatDateTime(record.time_in),
            formatMoney(record.price, record.currency),
            record.alt_route.length > 0 && 'sent on by SMS',
          ),
        };
      });
    case 'statistics-file': {
      // One listing serves every key typed in a minute.
      const files = await client.query({
        queryKey: [...LOOKUP_QUERY_ROOT, 'statistics-files'],
        queryFn: async ({ signal: listSignal }) => {
          const body = await apiRequest('/rest/stat/list', {
            schema: statListResponseSchema,
            signal: listSignal,
          });
          if (String(body.error).trim() !== '0')
            throw new ApiError({
              kind: 'invalid-response',
              status: 200,
              message: `The platform reported error ${String(body.error)} instead of the list of files.`,
            });
          return body.result;
        },
        staleTime: 60_000,
      });
      const file = files.find((f) => f.key === value);
      if (!file) return notFound;
      return {
        found: true,
        summary: line(
          file.status,
          file.request.form === 'messages'
            ? plural(file.request.message_ids.length, 'message id')
            : line(
                file.request.message_type.join(', '),
                file.request.time_in_from &&
                  `${formatDateTime(file.request.time_in_from)} to ${formatDateTime(file.request.time_in_to)}`,
              ),
        ),
      };
    }
    case 'sender-application': {
      const page = await apiRequest('/api/senders/requests/sms', {
        schema: senderApplicationsResponseSchema,
        signal,
        query: wireQuery(senderApplicationsQuerySchema, { id: value, limit: 1 }),
      });
      const application = page.data.find((a) => String(a.id) === value);
      if (!application) return notFound;
      return {
        found: true,
        summary: line(
          application.sender,
          application.status,
          application.country_code,
          formatDateTime(application.created_at),
        ),
      };
    }
    case 'otp-template': {
      const page = await apiRequest('/api/2fa/authentications/templates', {
        schema: templateListResponseSchema,
        signal,
        query: wireQuery(templateListQuerySchema, { ids: [value], limit: 1 }),
      });
      const template = page.data.find((t) => t.template_id === value);
      if (!template) return notFound;
      return {
        found: true,
        summary: line(template.name, template.status, formatDateTime(template.updated_at)),
      };
    }
  }
}

/** One reading asked of the platform. Not retried by itself: a failure shows at once, with a retry. */
export const lookupCheckQueryOptions = ({ kind, value }: Lookup) =>
  queryOptions({
    queryKey: [...LOOKUP_QUERY_ROOT, kind, value],
    queryFn: (context) => check({ kind, value }, context),
    staleTime: 5 * 60_000,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    // A check is asked for the lookup only: its failure shows there, not as a page notification.
    meta: { quietRefetch: true },
  });
