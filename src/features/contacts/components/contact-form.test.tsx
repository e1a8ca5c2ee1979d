// The contact form's rules, checked before anything is sent; custom field rows added and removed; the
// platform's field errors on their fields; the test-mode refusal explained; values kept on every answer.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { ContactForm } from './contact-form';
import type { ContactFormValues } from '../form-values';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const returned = {
  data: {
    id: 51,
    phone: 380501234567,
    fields: { 'First name': 'Olena' },
    created_at: '2026-11-21 10:00:00',
    groups: [
      {
        id: 2,
        name: 'Customers',
        description: 'People',
        default: 0,
        created_at: '2026-01-01 00:00:00',
      },
    ],
    hlr_status: 'sent',
    hlr_last_check: '2026-11-21 10:00:00',
  },
};

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

/** The request the form sent: method, path and JSON body. */
function sent(call = 0) {
  const [input, init] = fetchMock.mock.calls[call] ?? [];
  if (typeof input !== 'string' || typeof init?.body !== 'string')
    throw new Error('the console sends a path and a JSON text');
  return { method: init.method, path: input, body: JSON.parse(init.body) as unknown };
}

function setup(props: { contactId?: number; initialValues?: ContactFormValues } = {}) {
  const onSaved = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(<ContactForm {...props} onSaved={onSaved} />);
  const phone = () => screen.getByRole('textbox', { name: /^Phone/ });
  const lists = () => screen.getByRole('combobox', { name: /^Contact list ids/ });
  const fill = async (field: HTMLElement, value: string) => {
    await user.clear(field);
    if (value) {
      await user.click(field);
      await user.paste(value);
    }
  };
  // Typed, as a person does: Enter turns the text into a list id (a paste would add it at once).
  const addList = async (id: string) => {
    await user.type(lists(), `${id}{Enter}`);
  };
  const addField = async (id: string, value: string) => {
    await user.click(screen.getByRole('button', { name: 'Add a custom field' }));
    const ids = screen.getAllByRole('textbox', { name: /^Field \d+ id/ });
    const values = screen.getAllByRole('textbox', { name: /^Field \d+ value/ });
    const row = ids.length - 1;
    await fill(ids[row]!, id);
    await fill(values[row]!, value);
  };
  const fieldId = (row: number) =>
    screen.getByRole('textbox', { name: new RegExp(`^Field ${row} id`) });
  const fieldValue = (row: number) =>
    screen.getByRole('textbox', { name: new RegExp(`^Field ${row} value`) });
  const submit = (name = 'Create contact') => user.click(screen.getByRole('button', { name }));
  return { user, phone, lists, fill, addList, addField, fieldId, fieldValue, submit, onSaved };
}

describe('ContactForm', { timeout: 30_000 }, () => {
  it.each([
    ['is empty', '', 'The phone is required'],
    ['has 8 digits', '12345678', 'Too short: a phone has 9 to 15 digits (8 given)'],
    ['has 16 digits', '1234567890123456', 'Too long: a phone has 9 to 15 digits (16 given)'],
    ['starts with +', '+380501234567', 'Leave out the + sign'],
    ['has spaces', '380 50 123 45 67', 'Use digits only'],
    ['has letters', '38050123456a', 'Use digits only'],
    ['starts with 0', '0501234567', 'Start with the country code'],
  ])('refuses a phone that %s on its field, without sending', async (_, value, message) => {
    const form = setup();
    await form.fill(form.phone(), value);
    await form.submit();
    await waitFor(() =>
      expect(form.phone()).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    expect(form.phone()).toHaveAttribute('aria-invalid', 'true');
    expect(form.phone()).toHaveValue(value);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['9', '123456789'],
    ['15', '123456789012345'],
  ])('sends a phone of %s digits as a number, with no empty lists or fields', async (_, value) => {
    answer(201, returned);
    const form = setup();
    await form.fill(form.phone(), value);
    await form.submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sent()).toEqual({
      method: 'POST',
      path: '/api/contacts',
      body: { phone: Number(value) },
    });
    await waitFor(() =>
      expect(form.onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 51 })),
    );
  });

  it('sends list ids and custom field rows as the spec has them', async () => {
    answer(201, returned);
    const form = setup();
    await form.fill(form.phone(), '380501234567');
    await form.addList('2');
    await form.addList('4');
    await form.addField('1', 'Olena');
    await form.addField('3', 'Lviv');
    await form.submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sent().body).toEqual({
      phone: 380501234567,
      groups: [2, 4],
      fields: [
        { id: 1, value: 'Olena' },
        { id: 3, value: 'Lviv' },
      ],
    });
  });

  it('removes a custom field row, and the others keep their values', async () => {
    answer(201, returned);
    const form = setup();
    await form.fill(form.phone(), '380501234567');
    await form.addField('1', 'Olena');
    await form.addField('3', 'Lviv');
    await form.addField('4', 'ACME');
    await form.user.click(screen.getByRole('button', { name: 'Remove custom field 1' }));
    expect(screen.getAllByRole('textbox', { name: /^Field \d+ id/ })).toHaveLength(2);
    expect(form.fieldId(1)).toHaveValue('3');
    expect(form.fieldValue(1)).toHaveValue('Lviv');
    expect(form.fieldValue(2)).toHaveValue('ACME');
    await form.submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sent().body).toEqual({
      phone: 380501234567,
      fields: [
        { id: 3, value: 'Lviv' },
        { id: 4, value: 'ACME' },
      ],
    });
  });

  it('refuses a row without an id, a repeated id and a value over 255 characters, without sending', async () => {
    const form = setup();
    await form.fill(form.phone(), '380501234567');
    await form.addField('', 'no id');
    await form.addField('3', 'Lviv');
    await form.addField('3', 'again');
    await form.addField('abc', 'x');
    await form.addField('6', 'v'.repeat(256));
    await form.submit();
    await waitFor(() =>
      expect(form.fieldId(1)).toHaveAccessibleDescription(
        expect.stringContaining('Give the custom field id'),
      ),
    );
    expect(form.fieldId(3)).toHaveAccessibleDescription(
      expect.stringContaining('Custom field 3 is given twice'),
    );
    expect(form.fieldId(4)).toHaveAccessibleDescription(
      expect.stringContaining('A custom field id is a whole number of 1 or more'),
    );
    expect(form.fieldValue(5)).toHaveAccessibleDescription(
      expect.stringContaining('At most 255 characters'),
    );
    expect(form.fieldId(2)).not.toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes a value of exactly 255 characters and an empty value', async () => {
    answer(201, returned);
    const form = setup();
    await form.fill(form.phone(), '380501234567');
    await form.addField('6', 'v'.repeat(255));
    await form.addField('2', '');
    await form.submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sent().body).toEqual({
      phone: 380501234567,
      fields: [
        { id: 6, value: 'v'.repeat(255) },
        { id: 2, value: '' },
      ],
    });
  });

  it('refuses a list id that is not a whole number, naming it, without sending', async () => {
    const form = setup();
    await form.fill(form.phone(), '380501234567');
    await form.addList('2');
    await form.addList('x1');
    await form.submit();
    await waitFor(() =>
      expect(form.lists()).toHaveAccessibleDescription(
        expect.stringContaining('x1: A list id is a whole number of 1 or more'),
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the platform's field errors on their fields and keeps every value", async () => {
    answer(422, {
      message: 'The given data was invalid.',
      errors: {
        phone: ['Contact 7 already has this phone number'],
        'groups.1': ['There is no contact list 99 in this account'],
        'fields.1.id': ['There is no custom field 77 in this account'],
        'fields[0][value]': ['Too fancy'],
      },
    });
    const form = setup();
    await form.fill(form.phone(), '380501234567');
    await form.addList('2');
    await form.addList('99');
    await form.addField('1', 'Olena');
    await form.addField('77', 'Lviv');
    await form.submit();
    await waitFor(() =>
      expect(form.phone()).toHaveAccessibleDescription(
        expect.stringContaining('Contact 7 already has this phone number'),
      ),
    );
    expect(form.lists()).toHaveAccessibleDescription(
      expect.stringContaining('99: There is no contact list 99 in this account'),
    );
    expect(form.fieldId(2)).toHaveAccessibleDescription(
      expect.stringContaining('There is no custom field 77 in this account'),
    );
    expect(form.fieldValue(1)).toHaveAccessibleDescription(expect.stringContaining('Too fancy'));
    expect(form.phone()).toHaveValue('380501234567');
    expect(form.fieldValue(2)).toHaveValue('Lviv');
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(form.onSaved).not.toHaveBeenCalled();
  });

  it('shows an error the form has no field for, with its key', async () => {
    answer(422, { message: 'The given data was invalid.', errors: { name: ['Unknown key'] } });
    const form = setup();
    await form.fill(form.phone(), '380501234567');
    await form.submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('name: Unknown key');
  });

  it("explains the test-mode account's refusal of an unverified number", async () => {
    answer(422, {
      errors: [
        {
          message:
            "The account is in TEST mode: contacts can be created, and a contact's phone changed, only with phone numbers verified in the personal account. 380991234567 is not verified.",
        },
      ],
    });
    const form = setup();
    await form.fill(form.phone(), '380991234567');
    await form.submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Test mode: only verified phone numbers');
    expect(alert).toHaveTextContent('verified in the personal account');
    expect(alert).toHaveTextContent('380991234567 is not verified');
    expect(form.phone()).toHaveAccessibleDescription(
      expect.stringContaining('Not a verified number of this test-mode account'),
    );
    expect(form.phone()).toHaveValue('380991234567');
  });

  it('shows any other refusal plainly, without the test-mode explanation', async () => {
    answer(500, { errors: [{ message: 'Internal sandbox error' }] });
    const form = setup();
    await form.fill(form.phone(), '380991234567');
    await form.submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The contact was not created');
    expect(alert).toHaveTextContent('Internal sandbox error');
    expect(alert).not.toHaveTextContent('Test mode');
  });

  it('edits: starts from the given values and sends PUT to the contact', async () => {
    answer(200, returned);
    const form = setup({
      contactId: 51,
      initialValues: {
        phone: '380501234567',
        groups: ['2'],
        fields: [{ id: '1', value: 'Olena' }],
      },
    });
    expect(form.phone()).toHaveValue('380501234567');
    expect(form.fieldValue(1)).toHaveValue('Olena');
    await form.fill(form.phone(), '380501234568');
    await form.submit('Save changes');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sent()).toEqual({
      method: 'PUT',
      path: '/api/contacts/51',
      body: { phone: 380501234568, groups: [2], fields: [{ id: 1, value: 'Olena' }] },
    });
  });

  it('edits: an unknown contact is said so', async () => {
    answer(404, { errors: [{ message: 'Contact not found' }] });
    const form = setup({ contactId: 999 });
    await form.fill(form.phone(), '380501234567');
    await form.submit('Save changes');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No contact 999 in this account');
    expect(alert).toHaveTextContent('Contact not found');
  });
});
