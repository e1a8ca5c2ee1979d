// The Send OTP form's rules at each bound, the Viber-only fallback sender, the country warning, and how the
// platform's refusals are shown (field errors on their fields, other errors plainly, values kept).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SendOtpRequest } from '@/contracts/otp-sessions';
import type { Template } from '@/contracts/otp-templates';
import { ApiError } from '@/lib/errors';
import { render } from '@/test/render';
import { SendOtpForm } from './send-otp-form';

/** The form validates asynchronously; on a busy machine that takes more than waitFor's default second. */
const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 10_000 });

const TEMPLATES: Template[] = [
  {
    template_id: '1',
    name: 'Default',
    text: 'Your verification code is {code2fa}.',
    countries: ['UA', 'PL', 'DE'],
    status: 'approved',
    updated_at: '2026-01-01 00:00:00',
    is_default: true,
  },
  {
    template_id: '102',
    name: 'Ukraine only',
    text: 'Ваш код: {code2fa}',
    countries: ['UA'],
    status: 'approved',
    updated_at: '2026-01-01 00:00:00',
    is_default: false,
  },
];

function setup(onSend = vi.fn<(request: SendOtpRequest) => Promise<unknown>>()) {
  onSend.mockResolvedValue(undefined);
  const user = userEvent.setup();
  render(<SendOtpForm templates={TEMPLATES} onSend={onSend} />);
  const field = (name: string) => screen.getByRole('textbox', { name });
  const fill = async (name: string, value: string) => {
    await user.clear(field(name));
    if (value !== '') await user.paste(value);
  };
  const fillValid = async () => {
    await fill('Sender', 'MyShop');
    await fill('Recipient', '380501112233');
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Send code' }));
  return { user, onSend, field, fill, fillValid, submit };
}

async function expectOutcome(
  { onSend, field }: ReturnType<typeof setup>,
  name: string,
  valid: boolean,
) {
  if (valid) {
    await eventually(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(field(name)).not.toHaveAttribute('aria-invalid', 'true');
  } else {
    await eventually(() => expect(field(name)).toHaveAttribute('aria-invalid', 'true'));
    expect(onSend).not.toHaveBeenCalled();
  }
}

describe('SendOtpForm', { timeout: 30_000 }, () => {
  it('sends every parameter of the spec, the default template chosen', async () => {
    const form = setup();
    expect(screen.getByRole('combobox', { name: 'Template' })).toHaveValue('Default (id 1)');
    expect(screen.getByText('Your verification code is {code2fa}.')).toBeInTheDocument();
    await form.fillValid();
    await form.submit();
    await eventually(() => expect(form.onSend).toHaveBeenCalledTimes(1));
    expect(form.onSend).toHaveBeenCalledWith({
      channel: 'sms',
      sender: 'MyShop',
      recipient: '380501112233',
      template_id: '1',
      code_digits: 6,
      code_lifetime: 300,
      code_max_tries: 3,
      sender_alt: undefined,
    });
  });

  it('says every required field that is empty', async () => {
    const form = setup();
    await form.fill('Code digits', '');
    await form.submit();
    await eventually(() =>
      expect(form.field('Sender')).toHaveAccessibleDescription(/The sender is required\./),
    );
    expect(form.field('Recipient')).toHaveAccessibleDescription(/The recipient is required\./);
    expect(form.field('Code digits')).toHaveAccessibleDescription(/Code digits is required\./);
    expect(form.onSend).not.toHaveBeenCalled();
  });

  it.each([
    ['ab', false],
    ['abc', true],
    ['Abc Shop-12', true],
    ['Abc Shop-123', false],
    ['12', false],
    ['123', true],
    ['123456789012345', true],
    ['1234567890123456', false],
    ['Магазин', false],
  ])('sender %j is valid: %s', async (sender, valid) => {
    const form = setup();
    await form.fillValid();
    await form.fill('Sender', sender);
    await form.submit();
    await expectOutcome(form, 'Sender', valid);
  });

  it.each([
    ['38050111', false],
    ['380501112', true],
    ['380501112233445', true],
    ['3805011122334456', false],
    ['380-abc-111', false],
  ])('recipient %j is valid: %s', async (recipient, valid) => {
    const form = setup();
    await form.fillValid();
    await form.fill('Recipient', recipient);
    await form.submit();
    await expectOutcome(form, 'Recipient', valid);
    if (!valid) {
      expect(form.field('Recipient')).toHaveAccessibleDescription(/9 to 15 digits/);
    }
  });

  it.each([
    ['Code digits', '2', false],
    ['Code digits', '3', true],
    ['Code digits', '9', true],
    ['Code digits', '10', false],
    ['Code lifetime', '29', false],
    ['Code lifetime', '30', true],
    ['Code lifetime', '300', true],
    ['Code lifetime', '301', false],
    ['Maximum tries', '0', false],
    ['Maximum tries', '1', true],
    ['Maximum tries', '5', true],
    ['Maximum tries', '6', false],
  ])('%s = %s is valid: %s', async (name, value, valid) => {
    const form = setup();
    await form.fillValid();
    await form.fill(name, value);
    await form.submit();
    await expectOutcome(form, name, valid);
    if (!valid) expect(form.field(name)).toHaveAccessibleDescription(/must be from \d+ to \d+/);
  });

  it('steps a number by one with the arrow keys, within its bounds', async () => {
    const form = setup();
    const tries = form.field('Maximum tries');
    await form.user.click(tries);
    await form.user.keyboard('{ArrowUp}{ArrowUp}');
    expect(tries).toHaveValue('5');
    // The last allowed value holds.
    await form.user.keyboard('{ArrowUp}');
    expect(tries).toHaveValue('5');
    await form.fill('Maximum tries', 'x');
    await form.user.keyboard('{ArrowDown}');
    expect(tries).toHaveValue('5');
    await form.fill('Maximum tries', '');
    await form.user.keyboard('{ArrowUp}');
    expect(tries).toHaveValue('1');
    await form.fillValid();
    await form.submit();
    await eventually(() => expect(form.onSend).toHaveBeenCalledTimes(1));
    expect(form.onSend.mock.calls[0]?.[0]).toMatchObject({ code_max_tries: 1 });
  });

  it('offers the SMS fallback sender only for Viber, with the sender rules', async () => {
    const form = setup();
    expect(screen.queryByRole('textbox', { name: 'SMS fallback sender' })).toBeNull();
    await form.user.click(screen.getByRole('radio', { name: 'Viber' }));
    await form.fillValid();
    await form.fill('SMS fallback sender', 'Al');
    await form.submit();
    await expectOutcome(form, 'SMS fallback sender', false);

    await form.fill('SMS fallback sender', '123456789012345');
    await form.submit();
    await eventually(() => expect(form.onSend).toHaveBeenCalledTimes(1));
    expect(form.onSend.mock.calls[0]?.[0]).toMatchObject({
      channel: 'viber',
      sender_alt: '123456789012345',
    });

    // Back to SMS: the fallback sender is gone and is not sent.
    await form.user.click(screen.getByRole('radio', { name: 'SMS' }));
    expect(screen.queryByRole('textbox', { name: 'SMS fallback sender' })).toBeNull();
    await form.submit();
    await eventually(() => expect(form.onSend).toHaveBeenCalledTimes(2));
    expect(form.onSend.mock.calls[1]?.[0]).toMatchObject({ channel: 'sms', sender_alt: undefined });
  });

  it("shows each template's text and countries, and warns when the recipient's country is not among them", async () => {
    const form = setup();
    await form.fill('Recipient', '48501112233');
    expect(form.field('Recipient')).toHaveAccessibleDescription(/Looks like Poland \(PL\)/);
    expect(screen.queryByText('The template does not cover this country')).toBeNull();

    await form.user.click(screen.getByRole('combobox', { name: 'Template' }));
    // The list's code comes when the field is first used: the option shows once it is there.
    const option = await screen.findByRole('option', { name: /Ukraine only/ });
    expect(within(option).getByText(/Ваш код: \{code2fa\} · Ukraine \(UA\)/)).toBeInTheDocument();
    await form.user.click(option);

    const chosen = screen.getByRole('group', { name: 'Chosen template' });
    expect(chosen).toHaveTextContent('Countries: Ukraine (UA)');
    expect(screen.getByText('The template does not cover this country')).toBeInTheDocument();

    await form.fill('Recipient', '380501112233');
    expect(screen.queryByText('The template does not cover this country')).toBeNull();
  });

  it('puts the platform’s field errors on their fields and keeps the values', async () => {
    const onSend = vi.fn<(request: SendOtpRequest) => Promise<unknown>>();
    const form = setup(onSend);
    onSend.mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 422,
        shape: 'validation',
        message: 'The given data was invalid.',
        fieldErrors: {
          recipient: ['The recipient must be a number with a known country calling code.'],
        },
      }),
    );
    await form.fillValid();
    await form.submit();
    await eventually(() =>
      expect(form.field('Recipient')).toHaveAccessibleDescription(/known country calling code/),
    );
    expect(form.field('Recipient')).toHaveValue('380501112233');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('accepts a pasted international number and shows the digits it will send', async () => {
    const form = setup();
    await form.fillValid();
    await form.fill('Recipient', '+380 50 111 22 33');
    expect(form.field('Recipient')).toHaveAccessibleDescription(/Sends to 380501112233/);
    await form.submit();
    await eventually(() => expect(form.onSend).toHaveBeenCalledTimes(1));
    expect(form.onSend.mock.calls[0]?.[0]).toMatchObject({ recipient: '380501112233' });
  });

  it('says the other refusals plainly, with the platform’s message, and keeps the values', async () => {
    const onSend = vi.fn<(request: SendOtpRequest) => Promise<unknown>>();
    const form = setup(onSend);
    onSend.mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 402,
        shape: 'service',
        message: 'Insufficient funds',
      }),
    );
    await form.fillValid();
    await form.submit();
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('The code was not sent');
    expect(alert).toHaveTextContent('Insufficient funds');
    // The explanation comes with the first error that has one (src/components/error-explanation.tsx).
    expect(await within(alert).findByTestId('error-explanation')).toHaveTextContent(
      /balance is too low.*nothing was charged/,
    );
    expect(form.field('Sender')).toHaveValue('MyShop');
    expect(form.field('Recipient')).toHaveValue('380501112233');
  });
});
