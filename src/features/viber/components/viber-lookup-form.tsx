// The lookup form: by message id or by external reference, each checked by the spec's rule before anything
// is sent; a refusal of the platform lands on the field too.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { SegmentedChoice } from '@/components/segmented-choice';
import { useId } from 'react';
import {
  VIBER_REFERENCE_MAX,
  viberLookupFormSchema,
  type ViberLookup,
  type ViberLookupForm as ViberLookupFormValues,
  type ViberLookupKind,
} from '@/contracts/viber';
import { schemaErrors, useSchemaForm } from '@/lib/use-schema-form';

const FIELD_TEXT: Readonly<Record<ViberLookupKind, { label: string; description: string }>> = {
  id: {
    label: 'Message id',
    description: 'The number the platform returned when the message was created.',
  },
  reference: {
    label: 'External reference',
    description: `Your own id of the message: up to ${VIBER_REFERENCE_MAX} letters a-z, A-Z and digits.`,
  },
};

export function ViberLookupForm({
  initial,
  serverError,
  onLookup,
  onKindChange,
}: {
  /** What the URL asks for; an invalid value is shown with its error, and nothing is sent. */
  initial: ViberLookupFormValues;
  /** The platform's refusal of the current lookup, if any. */
  serverError?: string | undefined;
  onLookup: (lookup: ViberLookup) => void;
  onKindChange?: (by: ViberLookupKind) => void;
}) {
  const labelId = useId();
  // A new URL (back, forward, a pasted link) resets the form to what it asks for, checked at once; the platform's
  // refusal lands on the field too.
  const form = useSchemaForm(viberLookupFormSchema, {
    values: initial,
    errors: {
      value:
        serverError ??
        (initial.value === '' ? undefined : schemaErrors(viberLookupFormSchema, initial).value),
    },
  });
  const { by } = form.values;

  const text = FIELD_TEXT[by];
  return (
    <form noValidate aria-label="Look up a Viber message" onSubmit={form.submit(onLookup)}>
      <Stack gap="sm" maw={640}>
        <Stack gap={4}>
          <Text id={labelId} size="sm" fw={500}>
            Look up by
          </Text>
          <SegmentedChoice
            aria-labelledby={labelId}
            value={by}
            onChange={(next) => {
              form.setValue('by', next);
              form.setError('value', undefined);
              onKindChange?.(next);
            }}
            data={[
              { value: 'id', label: 'By message id' },
              { value: 'reference', label: 'By external reference' },
            ]}
          />
        </Stack>
        <TextInput
          {...form.input('value')}
          label={text.label}
          description={text.description}
          inputMode={by === 'id' ? 'numeric' : 'text'}
          autoComplete="off"
          spellCheck={false}
        />
        <Group>
          <Button type="submit">Look up</Button>
        </Group>
      </Stack>
    </form>
  );
}
