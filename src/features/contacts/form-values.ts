// The contact form's values: where they start from (a returned contact, or nothing) and where a server's
// field error belongs in them.
import type { Contact } from '@/contracts/contacts';

export interface ContactFormValues {
  phone: string;
  groups: string[];
  fields: { id: string; value: string }[];
}

export const EMPTY_CONTACT_FORM: ContactFormValues = { phone: '', groups: [], fields: [] };

/**
 * A returned contact as form values. Custom fields come back either with ids (they become rows) or as
 * name-to-value pairs (no id to send back, so no row: an edit changes only the fields it names).
 */
export function contactToFormValues(contact: Contact): ContactFormValues {
  return {
    phone: contact.phone,
    groups: contact.groups.map((group) => String(group.id)),
    fields: contact.fields.flatMap((field) =>
      field.id === null ? [] : [{ id: String(field.id), value: field.value }],
    ),
  };
}

export type FormErrorTarget =
  | { field: 'phone' }
  | { field: 'groups'; index: number | undefined }
  | { field: 'fields'; index: number | undefined; part: 'id' | 'value' | undefined };

/**
 * Where a field error of the platform goes in the form: keys come as `fields.1.value` (Laravel) or
 * `fields[1][value]`; undefined when the key names nothing the form has.
 */
export function formErrorTarget(key: string): FormErrorTarget | undefined {
  const path = key.replace(/\[(\w*)\]/g, '.$1').split('.');
  const [head, index, part] = path;
  const position = index !== undefined && /^\d+$/.test(index) ? Number(index) : undefined;
  if (head === 'phone' && path.length === 1) return { field: 'phone' };
  if (head === 'groups' && (path.length === 1 || (path.length === 2 && position !== undefined)))
    return { field: 'groups', index: position };
  if (head === 'fields') {
    if (path.length === 1) return { field: 'fields', index: undefined, part: undefined };
    if (position === undefined) return undefined;
    if (path.length === 2) return { field: 'fields', index: position, part: undefined };
    if (path.length === 3 && (part === 'id' || part === 'value'))
      return { field: 'fields', index: position, part };
  }
  return undefined;
}
