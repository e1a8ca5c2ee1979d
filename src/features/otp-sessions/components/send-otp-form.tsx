// The Send OTP form: every parameter of the spec with its rules checked before sending, approved templates
// with their text and countries (and a warning when the recipient's country is not among them), the SMS
// fallback sender only for Viber; server field errors land on their fields, other errors are said plainly.
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
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
import { isReformatted, recipientFromInput } from '../recipient';

/** The contract's rules, checked on the digits a pasted recipient (`+380 50 111 22 33`) stands for. */
const checkRequest = zodResolver(sendOtpRequestSchema);
const resolver: Resolver<SendOtpInput, unknown, SendOtpRequest> = (values, context, options) =>
  checkRequest({ ...values, recipient: recipientFromInput(values.recipient) }, context, options);

type FieldName = keyof SendOtpInput;
const FIELDS: readonly FieldName[] = [
  'channel',
  'sender',
  'recipient',
  'template_id',
  'code_digits',
  'code_lifetime',
  'code_max_tries',
  'sender_alt',
];
const isField = (name: string): name is FieldName => FIELDS.some((field) => field === name);

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
  const form = useForm<SendOtpInput, unknown, SendOtpRequest>({
    resolver,
    defaultValues: {
      channel: 'sms',
      sender: '',
      recipient: '',
      template_id: defaultTemplateId(templates),
      code_digits: 6,
      code_lifetime: 300,
      code_max_tries: 3,
      sender_alt: '',
    },
  });
  const [refusal, setRefusal] = useState<unknown>(null);
  const { errors, isSubmitting } = form.formState;
  const [channel, recipient, templateId] = useWatch({
    control: form.control,
    name: ['channel', 'recipient', 'template_id'],
  });

  // Templates that arrive after the form: the default one is chosen for the person.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (templates && getValues('template_id') === '') {
      setValue('template_id', defaultTemplateId(templates));
    }
  }, [templates, getValues, setValue]);

  const template = templates?.find((t) => t.template_id === String(templateId));
  const recipientDigits = recipientFromInput(recipient);
  const reformatted = isReformatted(recipient);
  const country = /^\d{3,}$/.test(recipientDigits)
    ? countryOfRecipient(recipientDigits)
    : undefined;
  const uncovered = Boolean(template && country && !template.countries.includes(country));

  const submit = form.handleSubmit(async (request) => {
    setRefusal(null);
    try {
      await onSend(request);
    } catch (error) {
      const fieldErrors = isApiError(error) ? Object.entries(error.fieldErrors) : [];
      const onFields = fieldErrors.filter(([name]) => isField(name));
      for (const [name, messages] of onFields) {
        if (isField(name))
          form.setError(name, { message: messages.join(' ') }, { shouldFocus: true });
      }
      if (onFields.length === 0 || onFields.length < fieldErrors.length) setRefusal(error);
    }
  });

  const refusalMessage = refusal ? errorMessage(refusal) : '';

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Send an OTP">
      <Stack gap="md" maw={720}>
        <Controller
          control={form.control}
          name="channel"
          render={({ field }) => (
            <Radio.Group
              label="Channel"
              description="How the code is sent"
              withAsterisk
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                // The SMS fallback sender exists only for Viber: it must not linger hidden.
                if (value !== 'viber') form.setValue('sender_alt', '');
              }}
              error={errors.channel?.message}
            >
              <Group mt="xs">
                <Radio value="sms" label="SMS" />
                <Radio value="viber" label="Viber" />
              </Group>
            </Radio.Group>
          )}
        />

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Sender"
            description={`Latin letters, digits, symbols and spaces: ${OTP_LIMITS.senderMin} to ${OTP_LIMITS.senderAlphanumericMax} characters; digits only: ${OTP_LIMITS.senderMin} to ${OTP_LIMITS.senderNumericMax}`}
            withAsterisk
            autoComplete="off"
            {...form.register('sender')}
            error={errors.sender?.message}
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
            {...form.register('recipient')}
            error={errors.recipient?.message}
          />
        </SimpleGrid>

        {channel === 'viber' && (
          <TextInput
            label="SMS fallback sender"
            description="Optional. When the Viber message cannot be delivered (e.g. the recipient does not use Viber), the code is sent by SMS from this sender. Same rules as the sender."
            autoComplete="off"
            {...form.register('sender_alt')}
            error={errors.sender_alt?.message}
          />
        )}

        {templatesError !== undefined && templatesError !== null && !templates ? (
          <ErrorState
            error={templatesError}
            title="Could not load the approved templates"
            onRetry={onRetryTemplates}
          />
        ) : (
          <Controller
            control={form.control}
            name="template_id"
            render={({ field }) => (
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
                value={String(field.value) || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={errors.template_id?.message}
              />
            )}
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
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <NumberInput
                  label={label}
                  description={`${min} to ${max}${unit}`}
                  withAsterisk
                  min={min}
                  max={max}
                  clampBehavior="none"
                  allowDecimal={false}
                  allowNegative={false}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  error={errors[name]?.message}
                />
              )}
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
          <Button type="submit" loading={isSubmitting}>
            Send code
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
