// The request object of a statistics file, written for a person: what was asked for, by whom, over when.
import type { StatFileRequest } from '@/contracts/statistics';
import { formatDateTime } from '@/lib/format';

const KIND_NAMES: Readonly<Record<string, string>> = {
  sms: 'SMS',
  hlr: 'HLR lookups',
  viber: 'Viber',
};

const SOURCE_NAMES: Readonly<Record<string, string>> = {
  api: 'Sent through the API',
  web: 'Sent from the personal account',
  smpp: 'Sent over SMPP',
};

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** "SMS, HLR lookups and Viber" ; "Messages of every type" when none was chosen. */
export function describeMessageTypes(types: readonly string[]): string {
  if (types.length === 0) return 'Messages of every type';
  return list(types.map((t) => KIND_NAMES[t] ?? t));
}

export interface RequestDescription {
  /** The main line: what was requested. */
  what: string;
  /** Details: sender, source, period or ids, user. */
  details: string[];
}

export function describeRequest(request: StatFileRequest): RequestDescription {
  if (request.form === 'messages') {
    const ids = request.message_ids;
    const shown = ids.slice(0, 3).join(', ');
    return {
      what: `${ids.length.toLocaleString()} message${ids.length === 1 ? '' : 's'} by id`,
      details: [
        ids.length > 3 ? `${shown} and ${(ids.length - 3).toLocaleString()} more` : shown,
        ...(request.user_id ? [`User ${request.user_id}`] : []),
      ],
    };
  }
  const from = request.time_in_from ? formatDateTime(request.time_in_from) : '';
  const to = request.time_in_to ? formatDateTime(request.time_in_to) : '';
  const period =
    from && to ? `From ${from} to ${to}` : from ? `From ${from}` : to ? `Until ${to}` : 'Any time';
  return {
    what: describeMessageTypes(request.message_type),
    details: [
      request.originator ? `Sender ${request.originator}` : 'Any sender',
      request.source_type
        ? (SOURCE_NAMES[request.source_type.toLowerCase()] ?? `Source ${request.source_type}`)
        : 'Any source',
      period,
      ...(request.user_id ? [`User ${request.user_id}`] : []),
    ],
  };
}
