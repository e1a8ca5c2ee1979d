// The result view reads a contact in either form the platform may answer (fields as {id, value} rows or as
// name-to-value pairs, `default` as 0/1 or a bool) and shows absent parts as absent.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { contactResponseSchema } from '@/contracts/contacts';
import { ContactResult } from './contact-result';

const base = {
  id: 51,
  phone: 380501234567,
  created_at: '2026-11-21 10:00:00',
  hlr_status: 'absent',
  hlr_last_check: '2026-11-21 10:00:30',
};

function show(data: Record<string, unknown>) {
  const contact = contactResponseSchema.parse({ data }).data;
  render(<ContactResult contact={contact} title="Contact 51" />);
}

describe('ContactResult', { timeout: 30_000 }, () => {
  it('shows fields given as name-to-value pairs, and lists with their default flag', () => {
    show({
      ...base,
      fields: { 'First name': '<b>Olena</b>', City: '' },
      groups: [
        { id: 1, name: 'Default list', description: 'All', default: 1, created_at: null },
        { id: '2', name: 'Customers', description: 'Buyers', default: false },
      ],
    });
    const fields = screen.getByRole('table', { name: 'Custom fields of the contact' });
    const rows = within(fields).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['First name<b>Olena</b>', 'CityEmpty']);
    const lists = within(screen.getByRole('table', { name: 'Contact lists of the contact' }))
      .getAllByRole('row')
      .slice(1);
    expect(lists[0]).toHaveTextContent('Default list');
    expect(within(lists[0]!).getAllByRole('cell')[3]).toHaveTextContent('Default list');
    expect(within(lists[1]!).getAllByRole('cell')[3]).toHaveTextContent('No');
    expect(within(lists[0]!).getAllByRole('cell')[4]).toHaveTextContent('Not given');
  });

  it('shows fields given as {id, value} rows by id', () => {
    show({
      ...base,
      fields: [
        { id: 3, value: 'Lviv' },
        { id: 1, value: 'Olena' },
      ],
      groups: [],
    });
    const rows = within(screen.getByRole('table', { name: 'Custom fields of the contact' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Field 3Lviv', 'Field 1Olena']);
    expect(screen.getByText('In no list')).toBeInTheDocument();
  });

  it('shows the HLR status with its meaning and last check, and an empty `[]` as no fields', () => {
    show({ ...base, fields: [], groups: [] });
    const contact = screen.getByRole('table', { name: 'Contact' });
    const hlr = within(contact).getByRole('row', { name: /HLR status/ });
    expect(hlr).toHaveTextContent('Absent');
    expect(hlr).toHaveTextContent('switched off or out of coverage');
    expect(within(contact).getByRole('row', { name: /Last HLR check/ })).toContainElement(
      screen.getAllByRole('time')[1] ?? null,
    );
    expect(screen.getByText('No custom field has a value')).toBeInTheDocument();
  });

  it('says when the HLR check was never made', () => {
    show({ ...base, hlr_status: null, hlr_last_check: null, fields: {}, groups: [] });
    expect(screen.getByText('Never checked')).toBeInTheDocument();
  });
});
