// The create form: name, countries, text with a live count and preview; every rule checked before sending,
// the platform's errors put on their field or shown plainly, values kept.
import '@/styles/mantine-floating.css';
import { Alert, Button, Group, MultiSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { TooltipOnDemand } from '@/components/tooltip-on-demand';
import { useMergedRef } from '@mantine/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  CODE_VARIABLE,
  TEMPLATE_ERRORS,
  TEMPLATE_NAME_MAX,
  TEMPLATE_NAME_MIN,
  TEMPLATE_TEXT_MAX,
  TEMPLATE_TEXT_MIN,
  characterCount,
  createTemplateRequestSchema,
  templateFieldOfError,
  type CreateTemplateInput,
  type CreateTemplateRequest,
  type Template,
} from '@/contracts/otp-templates';
import { countryOptions } from '@/contracts/countries';
import { isApiError } from '@/lib/errors';
import { useCreateTemplate } from '../api';
import { TemplatePreview } from './template-preview';

const FIELDS = ['name', 'text', 'countries'] as const;
type Field = (typeof FIELDS)[number];
const isField = (key: string): key is Field => FIELDS.some((field) => field === key);

/** What a person can do about the errors that concern the whole request. */
const ADVICE: Readonly<Record<string, string>> = {
  [TEMPLATE_ERRORS.requestedLimit]:
    'Up to 10 templates can await moderation. Wait for a decision or delete a requested template, then send this one again.',
  [TEMPLATE_ERRORS.accountMode]:
    'Accounts in Demo or Test mode cannot create templates. Verify the account in the personal account to use live mode.',
};

/** "12 / 50 characters", red when outside the bounds; part of the field's description, so it is announced. */
function CharacterCount({ count, min, max }: { count: number; min: number; max: number }) {
  const outside = count > max || (count > 0 && count < min);
  return (
    <Text
      component="span"
      size="xs"
      fw={600}
      c={outside ? 'var(--console-color-error-text)' : undefined}
    >
      {count} / {max} characters
    </Text>
  );
}

export function CreateTemplateForm({
  onCreated,
  onCancel,
}: {
  onCreated: (template: Template) => void;
  onCancel: () => void;
}) {
  const createTemplate = useCreateTemplate();
  const [generalError, setGeneralError] = useState<{ message: string; advice?: string }>();
  const [codeDigits, setCodeDigits] = useState(6);
  const form = useForm<CreateTemplateInput, unknown, CreateTemplateRequest>({
    resolver: zodResolver(createTemplateRequestSchema),
    defaultValues: { name: '', text: '', countries: [] },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const [name, text] = useWatch({ control: form.control, name: ['name', 'text'] });
  const textRef = useRef<HTMLTextAreaElement>(null);
  const textRegistration = form.register('text');
  const mergedTextRef = useMergedRef(textRegistration.ref, textRef);
  const hasVariable = text.includes(CODE_VARIABLE);

  const insertVariable = () => {
    const element = textRef.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const next = text.slice(0, start) + CODE_VARIABLE + text.slice(end);
    form.setValue('text', next, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted || Boolean(errors.text),
    });
    requestAnimationFrame(() => {
      element?.focus();
      const caret = start + CODE_VARIABLE.length;
      element?.setSelectionRange(caret, caret);
    });
  };

  const onSubmit = form.handleSubmit(async (request) => {
    setGeneralError(undefined);
    try {
      onCreated(await createTemplate.mutateAsync(request));
    } catch (error) {
      if (!isApiError(error)) {
        setGeneralError({ message: error instanceof Error ? error.message : String(error) });
        return;
      }
      let placed = false;
      for (const [key, texts] of Object.entries(error.fieldErrors)) {
        const message = texts[0];
        if (isField(key) && message) {
          form.setError(key, { type: 'server', message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      for (const message of error.shape === 'service' ? error.messages : []) {
        const field = templateFieldOfError(message);
        if (field) {
          form.setError(field, { type: 'server', message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      if (!placed) setGeneralError({ message: error.message, advice: ADVICE[error.message] });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="New OTP template">
      <Stack gap="md" maw={640}>
        <TextInput
          label="Name"
          description={
            <>
              {TEMPLATE_NAME_MIN} to {TEMPLATE_NAME_MAX} characters, unique among your templates ·{' '}
              <CharacterCount
                count={characterCount(name.trim())}
                min={TEMPLATE_NAME_MIN}
                max={TEMPLATE_NAME_MAX}
              />
            </>
          }
          withAsterisk
          autoComplete="off"
          {...form.register('name')}
          error={errors.name?.message}
        />

        <Controller
          control={form.control}
          name="countries"
          render={({ field }) => (
            <Stack gap={4}>
              <MultiSelect
                label="Countries"
                description="Recipients in these countries can get an OTP with this template. Search by name or code."
                withAsterisk
                searchable
                clearable
                hidePickedOptions
                nothingFoundMessage="No country matches"
                maxDropdownHeight={260}
                data={countryOptions()}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                error={errors.countries?.message}
              />
              <Group gap="xs">
                <Text size="xs" c="dimmed">
                  {field.value.length} selected
                </Text>
                <Button
                  variant="subtle"
                  size="compact-xs"
                  onClick={() =>
                    form.setValue(
                      'countries',
                      countryOptions().map((option) => option.value),
                      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
                    )
                  }
                >
                  Select all countries
                </Button>
              </Group>
            </Stack>
          )}
        />

        <Stack gap={4}>
          <Textarea
            label="Text"
            description={
              <>
                {TEMPLATE_TEXT_MIN} to {TEMPLATE_TEXT_MAX} characters, with {CODE_VARIABLE} exactly
                once where the code goes ·{' '}
                <CharacterCount
                  count={characterCount(text.trim())}
                  min={TEMPLATE_TEXT_MIN}
                  max={TEMPLATE_TEXT_MAX}
                />
              </>
            }
            withAsterisk
            rows={3}
            resize="vertical"
            {...textRegistration}
            ref={mergedTextRef}
            error={errors.text?.message}
          />
          <Group justify="flex-end" gap="xs">
            <TooltipOnDemand
              label={`The text already has ${CODE_VARIABLE}`}
              disabled={!hasVariable}
              withinPortal
            >
              <Button
                variant="light"
                size="compact-sm"
                data-disabled={hasVariable || undefined}
                aria-disabled={hasVariable}
                onClick={(event) => {
                  event.preventDefault();
                  if (!hasVariable) insertVariable();
                }}
              >
                Insert {CODE_VARIABLE}
              </Button>
            </TooltipOnDemand>
          </Group>
        </Stack>

        <TemplatePreview text={text} codeDigits={codeDigits} onCodeDigitsChange={setCodeDigits} />

        {generalError && (
          <Alert color="red" role="alert" title="The template was not created">
            <Stack gap={4}>
              <Text size="sm">{generalError.message}</Text>
              {generalError.advice && <Text size="sm">{generalError.advice}</Text>}
            </Stack>
          </Alert>
        )}

        <Group>
          <Button type="submit" loading={isSubmitting}>
            Send to moderation
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
