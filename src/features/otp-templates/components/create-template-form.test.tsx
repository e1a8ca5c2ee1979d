// The create form's rules at each bound, checked before sending, and the platform's errors on their fields.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { CreateTemplateForm } from './create-template-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const created = {
  data: {
    template_id: 128,
    name: 'Checkout',
    text: 'Code {code2fa}',
    countries: ['UA'],
    status: 'requested',
    updated_at: '2026-11-21 10:00:00',
    is_default: false,
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

function setup() {
  const onCreated = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(<CreateTemplateForm onCreated={onCreated} onCancel={vi.fn()} />);
  const name = screen.getByRole('textbox', { name: /^Name/ });
  const text = screen.getByRole('textbox', { name: /^Text/ });
  const fill = async (field: HTMLElement, value: string) => {
    await user.clear(field);
    if (value) {
      await user.click(field);
      await user.paste(value);
    }
  };
  const chooseCountry = async (search: string, option: RegExp) => {
    await user.click(screen.getByRole('combobox', { name: /^Countries/ }));
    await user.keyboard(search);
    await user.click(await screen.findByRole('option', { name: option }));
    // A MultiSelect stays open after a pick; closed, the form re-renders without 248 options.
    await user.keyboard('{Escape}');
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Send to moderation' }));
  return { user, name, text, fill, chooseCountry, submit, onCreated };
}

/** Fills every field validly, so each test varies one rule. */
async function fillValid(form: ReturnType<typeof setup>) {
  await form.fill(form.name, 'Checkout');
  await form.fill(form.text, 'Code {code2fa}');
  await form.chooseCountry('Ukra', /Ukraine \(UA\)/);
}

// Rendering the 249 countries under jsdom on a shared 2-core machine is slow: the budget is per test, generous.
describe('CreateTemplateForm', { timeout: 30_000 }, () => {
  it.each([
    ['2 characters', 'ab', 'The name must be at least 3 characters.'],
    ['51 characters', 'n'.repeat(51), 'The name may not be greater than 50 characters.'],
    ['only spaces', '    ', 'The name field is required.'],
  ])('refuses a name of %s without sending', async (_, value, message) => {
    const form = setup();
    await fillValid(form);
    await form.fill(form.name, value);
    await form.submit();
    expect(form.name).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['3', 'abc'],
    ['50', 'n'.repeat(50)],
  ])('sends a name of %s characters', async (_, value) => {
    const form = setup();
    await fillValid(form);
    await form.fill(form.name, value);
    answer(201, created);
    await form.submit();
    await waitFor(() => expect(form.onCreated).toHaveBeenCalled());
    const sent = fetchMock.mock.calls[0]?.[1]?.body;
    const body = JSON.parse(typeof sent === 'string' ? sent : '') as unknown;
    expect(body).toEqual({ name: value, text: 'Code {code2fa}', countries: ['UA'] });
  });

  it.each([
    ['8 characters', 'ab{code2', 'The text must be at least 9 characters.'],
    [
      '71 characters',
      `${'t'.repeat(62)}{code2fa}`,
      'The text may not be greater than 70 characters.',
    ],
    ['no {code2fa}', 'Your code is 1234', 'The variable {code2fa} is required in the text'],
    [
      'a malformed variable',
      'Your code is {CODE2FA}',
      'The variable {code2fa} is required in the text',
    ],
    [
      '{code2fa} twice',
      '{code2fa} and {code2fa}',
      'The {code2fa} variable must occur only once in the text',
    ],
  ])('refuses a text of %s without sending', async (_, value, message) => {
    const form = setup();
    await fillValid(form);
    await form.fill(form.text, value);
    await form.submit();
    expect(form.text).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['9', '{code2fa}'],
    ['70', `${'t'.repeat(61)}{code2fa}`],
    ['70 (emoji count once)', `${'😀'.repeat(61)}{code2fa}`],
  ])('sends a text of %s characters', async (_, value) => {
    const form = setup();
    await fillValid(form);
    await form.fill(form.text, value);
    answer(201, created);
    await form.submit();
    await waitFor(() => expect(form.onCreated).toHaveBeenCalled());
  });

  it('requires at least one country', async () => {
    const form = setup();
    await form.fill(form.name, 'Checkout');
    await form.fill(form.text, 'Code {code2fa}');
    await form.submit();
    expect(screen.getByRole('combobox', { name: /^Countries/ })).toHaveAccessibleDescription(
      expect.stringContaining('Choose at least one country.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts characters live and previews the message with a sample code of the chosen length', async () => {
    const form = setup();
    await form.fill(form.text, 'Code: {code2fa}');
    expect(form.text).toHaveAccessibleDescription(expect.stringContaining('15 / 70 characters'));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Code: 482915')).toBeInTheDocument();
    const digits = screen.getByRole('textbox', { name: /Sample code length/ });
    await form.user.clear(digits);
    await form.user.type(digits, '4');
    expect(within(preview).getByText('Code: 4829')).toBeInTheDocument();
    await form.fill(form.name, 'ab');
    expect(form.name).toHaveAccessibleDescription(expect.stringContaining('2 / 50 characters'));
  });

  it('inserts {code2fa} at the caret, and is disabled with the reason once it is there', async () => {
    const form = setup();
    await form.fill(form.text, 'Your code');
    await form.user.click(screen.getByRole('button', { name: 'Insert {code2fa}' }));
    expect(form.text).toHaveValue('Your code{code2fa}');
    expect(screen.getByRole('button', { name: 'Insert {code2fa}' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('puts "name already used" on the name field and keeps the values', async () => {
    const form = setup();
    await fillValid(form);
    answer(422, { errors: [{ message: 'User has a template with the identical name!' }] });
    await form.submit();
    await waitFor(() =>
      expect(form.name).toHaveAccessibleDescription(
        expect.stringContaining('User has a template with the identical name!'),
      ),
    );
    expect(form.name).toHaveValue('Checkout');
    expect(form.text).toHaveValue('Code {code2fa}');
    expect(form.onCreated).not.toHaveBeenCalled();
  });

  it('puts the platform’s variable error on the text field', async () => {
    const form = setup();
    await fillValid(form);
    answer(422, {
      errors: [{ message: 'The {code2fa} variable must occur only once in the text' }],
    });
    await form.submit();
    await waitFor(() =>
      expect(form.text).toHaveAccessibleDescription(
        expect.stringContaining('The {code2fa} variable must occur only once in the text'),
      ),
    );
  });

  it('puts shape 2 field errors on their fields', async () => {
    const form = setup();
    await fillValid(form);
    answer(422, {
      message: 'The given data was invalid.',
      errors: { text: ['The text contains forbidden words.'] },
    });
    await form.submit();
    await waitFor(() =>
      expect(form.text).toHaveAccessibleDescription(
        expect.stringContaining('The text contains forbidden words.'),
      ),
    );
  });

  it.each([
    ['limit of 10 requested templates', /Wait for a decision or delete a requested template/],
    ['This action is not available for the account of your type', /Demo or Test mode/],
  ])('shows "%s" plainly, with what to do', async (message, advice) => {
    const form = setup();
    await fillValid(form);
    answer(422, { errors: [{ message }] });
    await form.submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent(advice);
    expect(form.name).toHaveValue('Checkout');
  });
});
