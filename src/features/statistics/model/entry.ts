// One model of a statistics entry for the three formats and the three kinds (sms, hlr, viber): field names
// are matched loosely (`Incoming date`, `Incoming_date`, `incomingDate`), values become strings, an hlr body
// becomes operator details, and a viber entry keeps its alternative SMS as an entry of the same model.

export interface HlrDetails {
  country: string;
  brand: string;
  operator: string;
  mcc: string;
  mnc: string;
  status: string;
  imsi: string;
  /** null when the file does not say (or says something that is not yes/no). */
  ported: boolean | null;
  roaming: boolean | null;
}

export interface StatisticsEntry {
  /** message_ID as text ('' when absent). */
  id: string;
  /** message_type, lower case: sms, hlr, viber (or whatever else the file says). */
  type: string;
  msisdn: string;
  country: string;
  /** brand_name: the operator's brand. */
  operator: string;
  mcc: string;
  mnc: string;
  /** originator: the sender name ("HLR" for hlr entries). */
  sender: string;
  /** The amount of `price` as a decimal string ("0.0123000"); '' when the price is absent or unreadable. */
  amount: string;
  /** The currency of `price` ("EUR"); '' when it names none. */
  currency: string;
  /** `price` as the file wrote it. */
  price: string;
  incoming: string;
  sending: string;
  dlr: string;
  status: string;
  /** `body` when it is text (sms, viber). */
  text: string;
  /** `body` when it is an object (hlr). */
  hlr: HlrDetails | null;
  img: string;
  caption: string;
  action: string;
  alternativeSms: StatisticsEntry | null;
}

type EntryField =
  | 'id'
  | 'type'
  | 'msisdn'
  | 'country'
  | 'operator'
  | 'mcc'
  | 'mnc'
  | 'sender'
  | 'price'
  | 'incoming'
  | 'sending'
  | 'dlr'
  | 'status'
  | 'body'
  | 'img'
  | 'caption'
  | 'action'
  | 'alternativeSms';

/** A field name with case, spaces, underscores and dots removed: how names are matched. */
export const canonicalName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

const ENTRY_FIELDS: Readonly<Record<string, EntryField>> = {
  messageid: 'id',
  id: 'id',
  messagetype: 'type',
  type: 'type',
  msisdn: 'msisdn',
  phone: 'msisdn',
  countryname: 'country',
  country: 'country',
  brandname: 'operator',
  brand: 'operator',
  mcc: 'mcc',
  mnc: 'mnc',
  originator: 'sender',
  sender: 'sender',
  price: 'price',
  incomingdate: 'incoming',
  sendingdate: 'sending',
  dlrdate: 'dlr',
  status: 'status',
  body: 'body',
  text: 'body',
  img: 'img',
  image: 'img',
  caption: 'caption',
  action: 'action',
  alternativesms: 'alternativeSms',
};

type HlrField = keyof HlrDetails;
const HLR_FIELDS: Readonly<Record<string, HlrField>> = {
  countryname: 'country',
  country: 'country',
  brand: 'brand',
  operator: 'operator',
  mcc: 'mcc',
  mnc: 'mnc',
  status: 'status',
  imsi: 'imsi',
  ported: 'ported',
  roaming: 'roaming',
};

// Field names repeat in every entry: each raw name is matched once.
const entryFieldCache = new Map<string, EntryField | null>();
const hlrFieldCache = new Map<string, HlrField | null>();

function entryField(name: string): EntryField | null {
  let field = entryFieldCache.get(name);
  if (field === undefined) {
    field = ENTRY_FIELDS[canonicalName(name)] ?? null;
    entryFieldCache.set(name, field);
  }
  return field;
}

function hlrField(name: string): HlrField | null {
  let field = hlrFieldCache.get(name);
  if (field === undefined) {
    field = HLR_FIELDS[canonicalName(name)] ?? null;
    hlrFieldCache.set(name, field);
  }
  return field;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A scalar as text; objects and arrays (where a scalar belongs) as '' so they never show as "[object Object]". */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return '';
}

function flag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  const t = text(value).trim().toLowerCase();
  if (t === 'true' || t === '1' || t === 'yes' || t === 'y') return true;
  if (t === 'false' || t === '0' || t === 'no' || t === 'n') return false;
  return null;
}

const PRICE = /^\s*(-?\d+(?:\.\d+)?)\s*([A-Za-z]{3})?\s*$/;

/** "0.0123000 EUR" → amount and currency; a bare number is an amount without a currency. */
export function splitPrice(price: string): { amount: string; currency: string } {
  const m = PRICE.exec(price);
  if (!m) return { amount: '', currency: '' };
  return { amount: m[1] ?? '', currency: (m[2] ?? '').toUpperCase() };
}

function hlrDetails(body: Record<string, unknown>): HlrDetails {
  const details: HlrDetails = {
    country: '',
    brand: '',
    operator: '',
    mcc: '',
    mnc: '',
    status: '',
    imsi: '',
    ported: null,
    roaming: null,
  };
  for (const name in body) {
    const field = hlrField(name);
    if (field === 'ported' || field === 'roaming') details[field] = flag(body[name]);
    else if (field) details[field] = text(body[name]);
  }
  return details;
}

/** Whether a nested record carries anything (csv writes empty `alternativeSMS.*` cells for every entry). */
function hasContent(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  for (const name in value) {
    const v = value[name];
    if (isRecord(v) ? hasContent(v) : text(v) !== '') return true;
  }
  return false;
}

/** The model of one raw entry (a parsed json object, an xml element, a csv row made nested). */
export function normalizeEntry(record: Record<string, unknown>, nested = false): StatisticsEntry {
  const entry: StatisticsEntry = {
    id: '',
    type: '',
    msisdn: '',
    country: '',
    operator: '',
    mcc: '',
    mnc: '',
    sender: '',
    amount: '',
    currency: '',
    price: '',
    incoming: '',
    sending: '',
    dlr: '',
    status: '',
    text: '',
    hlr: null,
    img: '',
    caption: '',
    action: '',
    alternativeSms: null,
  };
  for (const name in record) {
    const field = entryField(name);
    if (field === null) continue;
    const value = record[name];
    switch (field) {
      case 'body':
        if (hasContent(value)) entry.hlr = hlrDetails(value);
        else entry.text = text(value);
        break;
      case 'alternativeSms':
        if (!nested && hasContent(value)) entry.alternativeSms = normalizeEntry(value, true);
        break;
      case 'type':
        entry.type = text(value).trim().toLowerCase();
        break;
      default:
        entry[field] = text(value);
    }
  }
  if (entry.price !== '') {
    const { amount, currency } = splitPrice(entry.price);
    entry.amount = amount;
    entry.currency = currency;
  }
  return entry;
}
