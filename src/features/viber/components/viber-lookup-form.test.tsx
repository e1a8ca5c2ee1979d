// The lookup form: each kind's rule checked before sending, errors on the field, a valid lookup handed on.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { ViberLookupForm } from './viber-lookup-form';

describe('ViberLookupForm', () => {
  it('refuses a reference with characters outside a-z, A-Z, 0-9 on the field', async () => {
    const onLookup = vi.fn();
    render(<ViberLookupForm initial={{ by: 'reference', value: '' }} onLookup={onLookup} />);
    await userEvent.type(screen.getByLabelText('External reference'), 'order-42');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(screen.getByLabelText('External reference')).toHaveAccessibleDescription(
      /may only contain the letters a-z, A-Z and the digits 0-9/,
    );
    expect(onLookup).not.toHaveBeenCalled();
  });

  it('refuses a reference of 33 characters and accepts 32', async () => {
    const onLookup = vi.fn();
    render(<ViberLookupForm initial={{ by: 'reference', value: '' }} onLookup={onLookup} />);
    const field = screen.getByLabelText('External reference');
    await userEvent.type(field, 'a'.repeat(33));
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(field).toHaveAccessibleDescription(/may not be greater than 32 characters/);
    await userEvent.type(field, '{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(onLookup).toHaveBeenCalledWith({ by: 'reference', value: 'a'.repeat(32) });
  });

  it('accepts only digits as a message id, trimming stray spaces', async () => {
    const onLookup = vi.fn();
    render(<ViberLookupForm initial={{ by: 'id', value: '' }} onLookup={onLookup} />);
    const field = screen.getByLabelText('Message id');
    await userEvent.type(field, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(field).toHaveAccessibleDescription(/The id must be an integer/);
    await userEvent.clear(field);
    await userEvent.type(field, ' 7100000001 ');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(onLookup).toHaveBeenCalledWith({ by: 'id', value: '7100000001' });
  });

  it('shows the error of an invalid value given by the URL at once', async () => {
    render(<ViberLookupForm initial={{ by: 'reference', value: '<script>' }} onLookup={vi.fn()} />);
    expect(screen.getByLabelText('External reference')).toHaveValue('<script>');
    expect(await screen.findByText(/may only contain the letters/)).toBeVisible();
  });

  it("puts the platform's refusal on the field", () => {
    render(
      <ViberLookupForm
        initial={{ by: 'id', value: '5' }}
        serverError="The id is not known here."
        onLookup={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Message id')).toHaveAccessibleDescription(
      /The id is not known here\./,
    );
  });

  it('switches between the two kinds of lookup', async () => {
    const onKindChange = vi.fn();
    render(
      <ViberLookupForm
        initial={{ by: 'id', value: '' }}
        onLookup={vi.fn()}
        onKindChange={onKindChange}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Look up by' });
    expect(group).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'By external reference' }));
    expect(onKindChange).toHaveBeenCalledWith('reference');
    expect(screen.getByLabelText('External reference')).toBeVisible();
  });
});
