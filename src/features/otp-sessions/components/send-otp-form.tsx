// The Send OTP form: every parameter of the spec with its rules checked before sending, approved templates
// with their text and countries (and a warning when the recipient's country is not among them), the SMS
// fallback sender only for Viber; server field errors land on their fields, other errors are said plainly.
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Alert, Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { z } from 'zod/mini';
import { SelectOnDemand } from '@/components/select-on-demand';
import {
  OTP_LIMITS,
  sendOtpRequestSchema,
  type SendOtpInput,
  type SendOtpRequest,
} from '@/contracts/otp-sessions';
import { countryOfRecipient } from '@/contracts/calling-codes';
import type { Template } from '@/contracts/otp-templates';
import { ErrorExplanation } from '@/components/error-explanation';
import { ErrorState } from '@/components/query-state';
import { countryLabel } from '@/contracts/countries';
import { errorMessage, isApiError } from '@/lib/errors';
import { useSchemaForm, type FieldErrors, type InputProps } from '@/lib/use-schema-form';
import { isReformatted, recipientFromInput } from '../recipient';

/** The form's fields as typed: text, and the channel chosen. */
type SendOtpFields = {
  channel: string;
  sender: string;
  recipient: string;
  template_id: string;
  code_digits: string;
  code_lifetime: string;
  code_max_tries: string;
  sender_alt: string;
};

/** The contract's rules, checked on the digits a pasted recipient (`+380 50 111 22 33`) stands for. */
const sendOtpFormSchema = z.pipe(
  z.transform((fields: SendOtpFields): SendOtpInput => ({
    ...fields,
    recipient: recipientFromInput(fields.recipient),
  })),
  sendOtpRequestSchema,
);

/**
 * A whole number typed as text (a text box, as the platform's integers are read), whose arrow keys step it by one
 * within its bounds, as a number field's do.
 */
function IntegerField({
  label,
  min,
  max,
  unit,
  input,
  onStep,
}: {
  label: string;
  min: number;
  max: number;
  unit: string;
  input: InputProps<string>;
  onStep: (value: string) => void;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const current = /^\d+$/.test(input.value.trim())
      ? Number(input.value)
      : step > 0
        ? min - 1
        : max + 1;
    onStep(String(Math.min(max, Math.max(min, current + step))));
  };
  return (
    <TextInput
      label={label}
      description={`${min} to ${max}${unit}`}
      withAsterisk
      inputMode="numeric"
      autoComplete="off"
      {...input}
      onKeyDown={onKeyDown}
    />
  );
}

/** A template covering this many countries is shown as covering them all. */
const ALL_COUNTRIES_FROM = 200;

function countriesText(countries: readonly string[]): string {
  if (countries.length >= ALL_COUNTRIES_FROM) return `All countries (${countries.length})`;
  return countries.map((code) => countryLabel(code)).join(', ');
}

function defaultTemplateId(templates: readonly Template[] | undefined): string {
  if (!templates || templates.length === 0) return '';
  return (templates.find((t) => t.is_default) ?? templates[0])?.template_id ?? '';
}

export interface SendOtpFormProps {
  /** The account's approved templates; undefined while they load. */
  templates: readonly Template[] | undefined;
  templatesError?: unknown;
  onRetryTemplates?: () => void;
  /** Sends the request; rejects with ApiError when the platform refuses it. */
  onSend: (request: SendOtpRequest) => Promise<unknown>;
}

export function SendOtpForm({
  templates,
  templatesError,
  onRetryTemplates,
  onSend,
}: SendOtpFormProps) {
  // The values the form starts from (the default template once the templates are there): given once, typed after.
  const [initial] = useState<SendOtpFields>(() => ({
    channel: 'sms',
    sender: '',
    recipient: '',
    template_id: defaultTemplateId(templates),
    code_digits: '6',
    code_lifetime: '300',
    code_max_tries: '3',
    sender_alt: '',
  }));
  const form = useSchemaForm(sendOtpFormSchema, { values: initial });
  const [refusal, setRefusal] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const { errors } = form;
  const { channel, recipient, template_id: templateId } = form.values;

  // Templates that arrive after the form: the default one is chosen for the person.
  const { setValue } = form;
  const defaultId = defaultTemplateId(templates);
  useEffect(() => {
    if (templateId === '' && defaultId !== '') setValue('template_id', defaultId);
  }, [templateId, defaultId, setValue]);

  const template = templates?.find((t) => t.template_id === templateId);
  const recipientDigits = recipientFromInput(recipient);
  const reformatted = isReformatted(recipient);
  const country = /^\d{3,}$/.test(recipientDigits)
    ? countryOfRecipient(recipientDigits)
    : undefined;
  const uncovered = Boolean(template && country && !template.countries.includes(country));

  const isField = (name: string): name is keyof SendOtpFields => Object.hasOwn(form.values, name);

  const send = async (request: SendOtpRequest) => {
    setRefusal(null);
    setSending(true);
    try {
      await onSend(request);
    } catch (error) {
      const fieldErrors = isApiError(error) ? Object.entries(error.fieldErrors) : [];
      const onFields: FieldErrors<SendOtpFields> = {};
      for (const [name, messages] of fieldErrors) {
        if (isField(name)) onFields[name] = messages.join(' ');
      }
      const placed = Object.keys(onFields).length;
      form.refuse(onFields);
      if (placed === 0 || placed < fieldErrors.length) setRefusal(error);
    } finally {
      setSending(false);
    }
  };

  const refusalMessage = refusal ? errorMessage(refusal) : '';
  const channelField = form.field('channel');

  return (
    <form
      onSubmit={form.submit((request) => void send(request))}
      noValidate
      aria-label="Send an OTP"
    >
      <Stack gap="md" maw={720}>
        <Radio.Group
          label="Channel"
          description="How the code is sent"
          withAsterisk
          value={channelField.value}
          onChange={(value) => {
            channelField.onChange(value);
            // The SMS fallback sender exists only for Viber: it must not linger hidden.
            if (value !== 'viber') form.setValue('sender_alt', '');
          }}
          error={errors.channel}
        >
          <Group mt="xs">
            <Radio value="sms" label="SMS" />
            <Radio value="viber" label="Viber" />
          </Group>
        </Radio.Group>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Sender"
            description={`Latin letters, digits, symbols and spaces: ${OTP_LIMITS.senderMin} to ${OTP_LIMITS.senderAlphanumericMax} characters; digits only: ${OTP_LIMITS.senderMin} to ${OTP_LIMITS.senderNumericMax}`}
            withAsterisk
            autoComplete="off"
            {...form.input('sender')}
          />
          <TextInput
            label="Recipient"
            description={
              (reformatted
                ? `Sends to ${recipientDigits} (+, spaces and dashes dropped). `
                : '9 to 15 digits with the country code; a pasted +, spaces or dashes are dropped. ') +
              (country ? `Looks like ${countryLabel(country)} (a hint from the calling code).` : '')
            }
            withAsterisk
            inputMode="numeric"
            autoComplete="off"
            {...form.input('recipient')}
          />
        </SimpleGrid>

        {channel === 'viber' && (
          <TextInput
            label="SMS fallback sender"
            description="Optional. When the Viber message cannot be delivered (e.g. the recipient does not use Viber), the code is sent by SMS from this sender. Same rules as the sender."
            autoComplete="off"
            {...form.input('sender_alt')}
          />
        )}

        {templatesError !== undefined && templatesError !== null && !templates ? (
          <ErrorState
            error={templatesError}
            title="Could not load the approved templates"
            onRetry={onRetryTemplates}
          />
        ) : (
          <SelectOnDemand
            label="Template"
            description="Only approved templates can send a code"
            withAsterisk
            placeholder={templates ? 'Choose a template' : 'Loading templates…'}
            disabled={!templates}
            data={(templates ?? []).map((t) => ({
              value: t.template_id,
              label: `${t.name} (id ${t.template_id})`,
            }))}
            renderOption={({ option }) => {
              const t = templates?.find((candidate) => candidate.template_id === option.value);
              return (
                <Stack gap={0}>
                  <Text size="sm">{option.label}</Text>
                  {t && (
                    <Text size="xs" c="dimmed" style={{ unicodeBidi: 'plaintext' }}>
                      {t.text} · {countriesText(t.countries)}
                    </Text>
                  )}
                </Stack>
              );
            }}
            searchable
            nothingFoundMessage="No approved template has this name"
            {...form.field('template_id')}
            value={templateId || null}
            onChange={(value) => setValue('template_id', value ?? '')}
          />
        )}
        {templates && templates.length === 0 && (
          <Alert color="yellow" title="No approved template">
            The account has no approved template yet: create one and wait for its moderation.
          </Alert>
        )}
        {template && (
          <Stack gap={4} aria-label="Chosen template" role="group">
            <Text size="sm">
              <Text component="span" fw={600}>
                Text:{' '}
              </Text>
              <Text component="span" style={{ unicodeBidi: 'plaintext', whiteSpace: 'pre-wrap' }}>
                {template.text}
              </Text>
            </Text>
            <Text size="sm">
              <Text component="span" fw={600}>
                Countries:{' '}
              </Text>
              {countriesText(template.countries)}
            </Text>
          </Stack>
        )}
        {uncovered && template && country && (
          <Alert color="yellow" title="The template does not cover this country">
            The recipient looks like a number from {countryLabel(country)}, which “
            <bdi>{template.name}</bdi>” does not list: the platform will refuse to send. Choose a
            template for {country}. (The country is a hint from the number&apos;s calling code.)
          </Alert>
        )}

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {(
            [
              [
                'code_digits',
                'Code digits',
                OTP_LIMITS.codeDigitsMin,
                OTP_LIMITS.codeDigitsMax,
                '',
              ],
              [
                'code_lifetime',
                'Code lifetime',
                OTP_LIMITS.codeLifetimeMin,
                OTP_LIMITS.codeLifetimeMax,
                ' seconds',
              ],
              [
                'code_max_tries',
                'Maximum tries',
                OTP_LIMITS.codeMaxTriesMin,
                OTP_LIMITS.codeMaxTriesMax,
                '',
              ],
            ] as const
          ).map(([name, label, min, max, unit]) => (
            <IntegerField
              key={name}
              label={label}
              min={min}
              max={max}
              unit={unit}
              input={form.input(name)}
              onStep={(value) => setValue(name, value)}
            />
          ))}
        </SimpleGrid>

        {refusal !== null && (
          <Alert color="red" role="alert" title="The code was not sent">
            <Text size="sm" fw={600}>
              {refusalMessage}
            </Text>
            <ErrorExplanation error={refusal} />
          </Alert>
        )}

        <Group>
          <Button type="submit" loading={sending}>
            Send code
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
