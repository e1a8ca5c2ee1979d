// Tables, seed data and queries of the sandbox's contact book: contact lists, custom field definitions, contacts.
import type { Database } from 'better-sqlite3';
import type { StoreArea } from '../area.ts';
import { scaled } from '../area.ts';
import { PRIMARY_ACCOUNT_ID, SEED_ACCOUNTS } from '../core.ts';
import type { Rng } from '../rng.ts';
import { cached } from '../statements.ts';
import { DAY, SEED_EPOCH } from '../time.ts';
import {
  CUSTOM_FIELD_VALUE_MAX_LENGTH,
  HLR_STATUSES,
  SANDBOX_CONTACT_LISTS,
  SANDBOX_CUSTOM_FIELDS,
  type HlrStatus,
} from '../../../../src/contracts/contacts.ts';

const PRIMARY_CONTACTS = 3000;
const NOTES_FIELD_ID = 6;
const OTHER_CONTACTS = 60;

/** Values that must come back byte for byte and be shown as text. */
export const HOSTILE_FIELD_VALUES: readonly [string, ...string[]] = [
  '<script>alert("contact")</script>',
  '<img src=x onerror=alert(1)>',
  "Robert'); DROP TABLE contacts; --",
  'null',
  '',
  '   ',
  '‮moc.elpmaxe',
  'Zero​width',
  '👩‍💻 Ірина Ковальчук',
  'x'.repeat(CUSTOM_FIELD_VALUE_MAX_LENGTH),
];

const FIRST_NAMES = ['Olena', 'Taras', 'Iryna', 'Andrii', 'Maria', 'Oksana', 'Dmytro', 'Sofia'];
const LAST_NAMES = ['Shevchenko', 'Bondarenko', 'Melnyk', 'Kovalenko', 'Tkachenko', 'Kravets'];
const CITIES = ['Kyiv', 'Lviv', 'Odesa', 'Kharkiv', 'Dnipro', 'Warsaw', 'Chisinau'];
const COMPANIES = ['ACME', 'Kvitka LLC', 'NovaPost', 'EcoFarm', 'FitClub'];

export const contactsArea: StoreArea = {
  name: 'contacts',
  // Lists and field definitions are numbered per account (1, 2, ...), so every account has the same ids.
  schema: `
    CREATE TABLE contact_lists (
      account_id INTEGER NOT NULL REFERENCES accounts(id),
      id INTEGER NOT NULL,
      name TEXT NOT NULL,
      description TEXT NOT NULL,
      is_default INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL,
      PRIMARY KEY (account_id, id)
    );
    CREATE TABLE contact_field_definitions (
      account_id INTEGER NOT NULL REFERENCES accounts(id),
      id INTEGER NOT NULL,
      name TEXT NOT NULL,
      PRIMARY KEY (account_id, id),
      UNIQUE (account_id, name)
    );
    CREATE TABLE contacts (
      id INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id),
      phone TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      hlr_status TEXT NOT NULL CHECK (hlr_status IN ('sent', 'absent', 'active', 'unknown', 'failed')),
      hlr_last_check INTEGER,
      UNIQUE (account_id, phone)
    );
    CREATE TABLE contact_list_members (
      contact_id INTEGER NOT NULL REFERENCES contacts(id),
      list_id INTEGER NOT NULL,
      PRIMARY KEY (contact_id, list_id)
    );
    CREATE TABLE contact_field_values (
      contact_id INTEGER NOT NULL REFERENCES contacts(id),
      field_id INTEGER NOT NULL,
      value TEXT NOT NULL,
      PRIMARY KEY (contact_id, field_id)
    );
  `,
  seed(db, { scale, rng }) {
    for (const account of SEED_ACCOUNTS) {
      seedDefinitions(db, rng, account.id);
      const count =
        account.id === PRIMARY_ACCOUNT_ID
          ? scaled(PRIMARY_CONTACTS, scale, 30)
          : scaled(OTHER_CONTACTS, scale, 5);
      seedContacts(db, rng, account.id, account.verified_phones, count);
    }
  },
};

function seedDefinitions(db: Database, rng: Rng, accountId: number): void {
  const insertList = db.prepare(
    'INSERT INTO contact_lists (account_id, id, name, description, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const list of SANDBOX_CONTACT_LISTS) {
    insertList.run(
      accountId,
      list.id,
      list.name,
      list.description,
      list.default ? 1 : 0,
      SEED_EPOCH - rng.int(200, 400) * DAY + list.id * 3600,
    );
  }
  const insertField = db.prepare(
    'INSERT INTO contact_field_definitions (account_id, id, name) VALUES (?, ?, ?)',
  );
  for (const field of SANDBOX_CUSTOM_FIELDS) insertField.run(accountId, field.id, field.name);
}

function fieldValue(rng: Rng, fieldId: number): string {
  if (rng.chance(0.05)) return rng.pick(HOSTILE_FIELD_VALUES);
  switch (fieldId) {
    case 1:
      return rng.pick(FIRST_NAMES);
    case 2:
      return rng.pick(LAST_NAMES);
    case 3:
      return rng.pick(CITIES);
    case 4:
      return rng.pick(COMPANIES);
    case 5:
      return `19${rng.int(50, 99)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    default:
      return rng.pick(['Prefers Viber', 'Call after 18:00', 'Wholesale buyer', 'Met at the fair']);
  }
}

function seedContacts(
  db: Database,
  rng: Rng,
  accountId: number,
  verifiedPhones: readonly string[],
  count: number,
): void {
  const insertContact = db.prepare(
    'INSERT INTO contacts (account_id, phone, created_at, hlr_status, hlr_last_check) VALUES (?, ?, ?, ?, ?)',
  );
  const insertMember = db.prepare(
    'INSERT INTO contact_list_members (contact_id, list_id) VALUES (?, ?)',
  );
  const insertValue = db.prepare(
    'INSERT INTO contact_field_values (contact_id, field_id, value) VALUES (?, ?, ?)',
  );
  // Verified phones stay free, so the test-mode account can create contacts with them.
  const used = new Set(verifiedPhones);
  for (let i = 0; i < count; i++) {
    let phone = '';
    do {
      phone = `${rng.pick(['380', '380', '48', '373', '995'])}${rng.string(9, '0123456789')}`;
    } while (used.has(phone));
    used.add(phone);
    const createdAt = SEED_EPOCH - rng.int(DAY, 300 * DAY);
    const hlrStatus = rng.pick(HLR_STATUSES);
    const hlrLastCheck = Math.min(SEED_EPOCH - 60, createdAt + rng.int(30, 90 * DAY));
    const { lastInsertRowid } = insertContact.run(
      accountId,
      phone,
      createdAt,
      hlrStatus,
      hlrLastCheck,
    );
    const lists = new Set([1]);
    for (const list of SANDBOX_CONTACT_LISTS)
      if (list.id > 1 && rng.chance(0.25)) lists.add(list.id);
    for (const list of lists) insertMember.run(lastInsertRowid, list);
    for (const field of SANDBOX_CUSTOM_FIELDS) {
      // The first contact of each account always carries hostile notes, so every store has some.
      if (i === 0 && field.id === NOTES_FIELD_ID)
        insertValue.run(lastInsertRowid, field.id, HOSTILE_FIELD_VALUES[0]);
      else if (rng.chance(0.6))
        insertValue.run(lastInsertRowid, field.id, fieldValue(rng, field.id));
    }
  }
}

// --- Queries -----------------------------------------------------------------------------------------------

/** A contact as stored: phone as digits, times in stored seconds. */
export interface ContactRow {
  id: number;
  account_id: number;
  phone: string;
  created_at: number;
  hlr_status: HlrStatus;
  hlr_last_check: number | null;
}

/** Whether the account has the contact list. */
export function contactListExists(db: Database, accountId: number, listId: number): boolean {
  return (
    cached<[number, number], { id: number }>(
      db,
      'SELECT id FROM contact_lists WHERE account_id = ? AND id = ?',
    ).get(accountId, listId) !== undefined
  );
}

/** Whether the account has the custom field. */
export function customFieldExists(db: Database, accountId: number, fieldId: number): boolean {
  return (
    cached<[number, number], { id: number }>(
      db,
      'SELECT id FROM contact_field_definitions WHERE account_id = ? AND id = ?',
    ).get(accountId, fieldId) !== undefined
  );
}

/** The id of the account's contact with this phone, if there is one. */
export function findContactIdByPhone(
  db: Database,
  accountId: number,
  phone: string,
): number | undefined {
  return cached<[number, string], { id: number }>(
    db,
    'SELECT id FROM contacts WHERE account_id = ? AND phone = ?',
  ).get(accountId, phone)?.id;
}

/** A contact of the account, by id. */
export function findContact(db: Database, accountId: number, id: number): ContactRow | undefined {
  return cached<[number, number], ContactRow>(
    db,
    'SELECT * FROM contacts WHERE account_id = ? AND id = ?',
  ).get(accountId, id);
}

/** Stores a new contact whose HLR check has just been sent; returns its id. */
export function insertContactAwaitingHlr(
  db: Database,
  accountId: number,
  phone: string,
  now: number,
): number {
  const { lastInsertRowid } = cached(
    db,
    "INSERT INTO contacts (account_id, phone, created_at, hlr_status, hlr_last_check) VALUES (?, ?, ?, 'sent', ?)",
  ).run(accountId, phone, now, now);
  return Number(lastInsertRowid);
}

/** The contact's number changes, and an HLR check of the new one is sent at `now`. */
export function changeContactPhone(db: Database, id: number, phone: string, now: number): void {
  cached(
    db,
    "UPDATE contacts SET phone = ?, hlr_status = 'sent', hlr_last_check = ? WHERE id = ?",
  ).run(phone, now, id);
}

/** The result of the contact's HLR check, as of `at`. */
export function setContactHlrResult(db: Database, id: number, status: HlrStatus, at: number): void {
  cached(db, 'UPDATE contacts SET hlr_status = ?, hlr_last_check = ? WHERE id = ?').run(
    status,
    at,
    id,
  );
}

/** The ids of the account's default lists (where a contact created without a list goes). */
export function listDefaultListIds(db: Database, accountId: number): number[] {
  return cached<[number], { id: number }>(
    db,
    'SELECT id FROM contact_lists WHERE account_id = ? AND is_default = 1',
  )
    .all(accountId)
    .map((l) => l.id);
}

/** Puts the contact on the list (nothing when it is on it already). */
export function addContactToList(db: Database, contactId: number, listId: number): void {
  cached(db, 'INSERT OR IGNORE INTO contact_list_members (contact_id, list_id) VALUES (?, ?)').run(
    contactId,
    listId,
  );
}

/** Sets the contact's value of a custom field, replacing any it had. */
export function setContactFieldValue(
  db: Database,
  contactId: number,
  fieldId: number,
  value: string,
): void {
  cached(
    db,
    'INSERT INTO contact_field_values (contact_id, field_id, value) VALUES (?, ?, ?) ON CONFLICT (contact_id, field_id) DO UPDATE SET value = excluded.value',
  ).run(contactId, fieldId, value);
}

/** The lists the contact is on, by id. */
export function listContactLists(
  db: Database,
  accountId: number,
  contactId: number,
): { id: number; name: string; description: string; is_default: number; created_at: number }[] {
  return cached<
    [number, number],
    { id: number; name: string; description: string; is_default: number; created_at: number }
  >(
    db,
    `SELECT l.id, l.name, l.description, l.is_default, l.created_at
     FROM contact_list_members m JOIN contact_lists l ON l.account_id = ? AND l.id = m.list_id
     WHERE m.contact_id = ? ORDER BY l.id`,
  ).all(accountId, contactId);
}

/** The contact's custom field values with their field names, by field id. */
export function listContactFieldValues(
  db: Database,
  accountId: number,
  contactId: number,
): { name: string; value: string }[] {
  return cached<[number, number], { name: string; value: string }>(
    db,
    `SELECT d.name, v.value
     FROM contact_field_values v JOIN contact_field_definitions d ON d.account_id = ? AND d.id = v.field_id
     WHERE v.contact_id = ? ORDER BY d.id`,
  ).all(accountId, contactId);
}
