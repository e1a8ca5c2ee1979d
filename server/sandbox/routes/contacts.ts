// The sandbox's contact book: create a contact (POST /api/contacts) and edit one (PUT /api/contacts/{id}).
import { Hono, type Context } from 'hono';
import type { Database } from 'better-sqlite3';
import type { z } from 'zod';
import type { Account, SandboxEnv } from '../env.ts';
import { readJson, serviceError, validationError } from '../http.ts';
import type { Store } from '../store/db.ts';
import { formatSpecDateTime } from '../store/time.ts';
import {
  addContactToList,
  changeContactPhone,
  contactListExists,
  customFieldExists,
  findContact,
  findContactIdByPhone,
  insertContactAwaitingHlr,
  listContactFieldValues,
  listContactLists,
  listDefaultListIds,
  setContactFieldValue,
  setContactHlrResult,
  type ContactRow,
} from '../store/areas/contacts.ts';
import {
  contactIdSchema,
  contactRequestSchema,
  type ContactRequest,
  type HlrStatus,
} from '../../../src/contracts/contacts.ts';

/** Sandbox seconds between an HLR request and its result. */
export const HLR_RESULT_DELAY_SECONDS = 30;

/**
 * The HLR result of a number, by its last digits (documented magic numbers); every other number is active.
 * The spec does not say how hlr_status moves on, only its values.
 */
export function hlrResultFor(phone: string): HlrStatus {
  if (phone.endsWith('0000')) return 'absent';
  if (phone.endsWith('9999')) return 'failed';
  if (phone.endsWith('5555')) return 'unknown';
  return 'active';
}

export const CONTACT_NOT_FOUND = 'Contact not found';

export function testModeRefusal(phone: number): string {
  return `The account is in TEST mode: contacts can be created, and a contact's phone changed, only with phone numbers verified in the personal account. ${phone} is not verified.`;
}

/** Field errors keyed as Laravel keys them (`phone`, `groups.1`, `fields.0.value`), which forms map back. */
function bodyFieldErrors(error: z.core.$ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

function addError(errors: Record<string, string[]>, key: string, message: string) {
  (errors[key] ??= []).push(message);
}

/** Checks what the schema cannot: that named lists and fields exist, and that the phone is not taken. */
function referenceErrors(
  db: Database,
  accountId: number,
  request: ContactRequest,
  contactId: number | undefined,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  request.groups?.forEach((id, index) => {
    if (!contactListExists(db, accountId, id))
      addError(errors, `groups.${index}`, `There is no contact list ${id} in this account`);
  });
  request.fields?.forEach((field, index) => {
    if (!customFieldExists(db, accountId, field.id))
      addError(
        errors,
        `fields.${index}.id`,
        `There is no custom field ${field.id} in this account`,
      );
  });
  const holder = findContactIdByPhone(db, accountId, String(request.phone));
  if (holder !== undefined && holder !== contactId)
    addError(errors, 'phone', `Contact ${holder} already has this phone number`);
  return errors;
}

/** An HLR check that was sent has its result once the delay has passed (in sandbox time). */
function settleHlr(store: Store, contact: ContactRow): void {
  if (contact.hlr_status !== 'sent' || contact.hlr_last_check === null) return;
  const resultAt = contact.hlr_last_check + HLR_RESULT_DELAY_SECONDS;
  if (store.clock.nowStored() < resultAt) return;
  setContactHlrResult(store.db, contact.id, hlrResultFor(contact.phone), resultAt);
}

function writeListsAndFields(db: Database, id: number, request: ContactRequest) {
  for (const listId of request.groups ?? []) addContactToList(db, id, listId);
  for (const field of request.fields ?? []) setContactFieldValue(db, id, field.id, field.value);
}

/** The contact as the spec's example shows it: fields as name-to-value pairs, lists with 0/1 `default`. */
function contactToWire(store: Store, accountId: number, id: number) {
  const { db, time } = store;
  const at = (stored: number | null) =>
    stored === null ? null : formatSpecDateTime(time.toReal(stored));
  const contact = findContact(db, accountId, id);
  if (!contact) throw new Error(`contact ${id} vanished`);
  const groups = listContactLists(db, accountId, id);
  const values = listContactFieldValues(db, accountId, id);
  return {
    id: contact.id,
    phone: Number(contact.phone),
    fields: Object.fromEntries(values.map((v) => [v.name, v.value])),
    created_at: at(contact.created_at),
    groups: groups.map((g) => ({
      id: g.id,
      name: g.name,
      description: g.description,
      default: g.is_default,
      created_at: at(g.created_at),
    })),
    hlr_status: contact.hlr_status,
    hlr_last_check: at(contact.hlr_last_check),
  };
}

/** Parses and checks a create or edit body; a response when it is refused, else the request. */
async function readContactRequest(
  c: Context<SandboxEnv>,
  account: Account,
  contact: ContactRow | undefined,
): Promise<{ refusal: Response } | { request: ContactRequest }> {
  const body = await readJson(c);
  if (body === undefined)
    return { refusal: validationError(c, { body: ['The body must be JSON'] }) };
  const parsed = contactRequestSchema.safeParse(body);
  if (!parsed.success) return { refusal: validationError(c, bodyFieldErrors(parsed.error)) };
  const request = parsed.data;
  const errors = referenceErrors(c.get('store').db, account.id, request, contact?.id);
  if (Object.keys(errors).length > 0) return { refusal: validationError(c, errors) };
  const phoneChanges = contact === undefined || contact.phone !== String(request.phone);
  if (
    account.mode === 'test' &&
    phoneChanges &&
    !account.verified_phones.includes(String(request.phone))
  ) {
    return { refusal: serviceError(c, 422, testModeRefusal(request.phone)) };
  }
  return { request };
}

export const contactRoutes = new Hono<SandboxEnv>()
  .post('/api/contacts', async (c) => {
    const account = c.get('account');
    const read = await readContactRequest(c, account, undefined);
    if ('refusal' in read) return read.refusal;
    const { request } = read;
    const store = c.get('store');
    const now = store.clock.nowStored();
    const id = store.db.transaction(() => {
      const contactId = insertContactAwaitingHlr(store.db, account.id, String(request.phone), now);
      // A contact created without a list goes to the account's default list.
      const groups = request.groups?.length
        ? request.groups
        : listDefaultListIds(store.db, account.id);
      writeListsAndFields(store.db, contactId, { ...request, groups });
      return contactId;
    })();
    return c.json({ data: contactToWire(store, account.id, id) }, 201);
  })
  .put('/api/contacts/:id', async (c) => {
    const account = c.get('account');
    const store = c.get('store');
    // The contract's id rule, as sent: ` 12` or `012` is no contact (src/contracts/wire.ts).
    const id = contactIdSchema.safeParse(c.req.param('id'));
    const contact = id.success ? findContact(store.db, account.id, id.data) : undefined;
    if (!contact) return serviceError(c, 404, CONTACT_NOT_FOUND);
    const read = await readContactRequest(c, account, contact);
    if ('refusal' in read) return read.refusal;
    const { request } = read;
    store.db.transaction(() => {
      settleHlr(store, contact);
      if (contact.phone !== String(request.phone)) {
        const now = store.clock.nowStored();
        changeContactPhone(store.db, contact.id, String(request.phone), now);
      }
      writeListsAndFields(store.db, contact.id, request);
    })();
    return c.json({ data: contactToWire(store, account.id, contact.id) });
  });
