// The contact form (create and edit): phone, contact list ids, and custom field rows that can be added and
// removed. Every rule is checked before sending; the platform's field errors land on their fields; the
// form keeps its values whatever the answer.
import '@mantine/core/styles/Fieldset.layer.css';
import '@/styles/mantine-floating.css';
import { Alert, Button, Fieldset, Group, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import {
  CONTACT_FIELDS_MAX,
  CUSTOM_FIELD_VALUE_MAX_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  contactRequestSchema,
  type Contact,
  type ContactRequest,
  type ContactRequestInput,
} from '@/contracts/contacts';
import { isApiError, type ApiError } from '@/lib/errors';
import { useSaveContact } from '../api';
import { EMPTY_CONTACT_FORM, formErrorTarget, type ContactFormValues } from '../form-values';

/** The platform's words for the test-mode rule (spec: general rule 4), in whatever wording it uses. */
const VERIFIED_NUMBERS_RULE = /verif/i;

export function isVerifiedNumberRefusal(error: unknown): error is ApiError {
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    Object.keys(error.fieldErrors).length === 0 &&
    VERIFIED_NUMBERS_RULE.test(error.message)
  );
}

/** One message for the lists input: its own error, or those of its ids, each with the id it concerns. */
function groupsMessage(
  errors: FieldErrors<ContactRequestInput>['groups'],
  groups: readonly string[],
): string | undefined {
  if (!errors) return undefined;
  const own = errors.message ?? errors.root?.message;
  const perId = groups.flatMap((id, index) => {
    const message = errors[index]?.message;
    return message ? [`${id}: ${message}`] : [];
  });
  const all = [...(own ? [own] : []), ...perId];
  return all.length > 0 ? all.join('; ') : undefined;
}

export function ContactForm({
  contactId,
  initialValues = EMPTY_CONTACT_FORM,
  onSaved,
}: {
  /** Set for an edit (PUT /api/contacts/{id}); a create otherwise. */
  contactId?: number;
  initialValues?: ContactFormValues;
  onSaved?: (contact: Contact) => void;
}) {
  const editing = contactId !== undefined;
  const save = useSaveContact(contactId);
  const form = useForm<ContactRequestInput, unknown, ContactRequest>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: initialValues,
  });
  const rows = useFieldArray({ control: form.control, name: 'fields' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (request) => {
    try {
      const contact = await save.mutateAsync(request);
      onSaved?.(contact);
    } catch (error) {
      if (!isApiError(error)) return;
      for (const [key, messages] of Object.entries(error.fieldErrors)) {
        const target = formErrorTarget(key);
        const message = { type: 'server', message: messages.join(' ') };
        if (!target) continue;
        if (target.field === 'phone') form.setError('phone', message, { shouldFocus: true });
        else if (target.field === 'groups')
          form.setError(target.index === undefined ? 'groups' : `groups.${target.index}`, message);
        else if (target.index === undefined) form.setError('fields', message);
        else form.setError(`fields.${target.index}.${target.part ?? 'id'}`, message);
      }
      if (isVerifiedNumberRefusal(error)) {
        form.setError(
          'phone',
          { type: 'server', message: 'Not a verified number of this test-mode account' },
          { shouldFocus: true },
        );
      }
    }
  });

  // Field errors the form has no place for are shown with the general message.
  const unplaced = isApiError(save.error)
    ? Object.entries(save.error.fieldErrors).filter(([key]) => !formErrorTarget(key))
    : [];
  const placedOnFields =
    isApiError(save.error) &&
    Object.keys(save.error.fieldErrors).length > 0 &&
    unplaced.length === 0;
  const verifiedRule = isVerifiedNumberRefusal(save.error);

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={editing ? `Edit contact ${contactId}` : 'Create a contact'}
    >
      <Stack gap="md">
        <TextInput
          label="Phone"
          description={`${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits in international (ITU) format: country code first, no + (e.g. 380501234567)`}
          withAsterisk
          inputMode="numeric"
          autoComplete="off"
          {...form.register('phone')}
          error={errors.phone?.message}
          maw={360}
        />

        <Controller
          control={form.control}
          name="groups"
          render={({ field }) => (
            <TagsInput
              label="Contact list ids"
              description={
                editing
                  ? 'Optional. The contact is added to these lists and stays in the lists it is already in. Press Enter after each id.'
                  : 'Optional. The lists to put the contact in; press Enter after each id. Without any, the platform may use your default list.'
              }
              placeholder="e.g. 2"
              value={(field.value ?? []).map(String)}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              splitChars={[',', ' ', ';']}
              error={groupsMessage(errors.groups, (field.value ?? []).map(String))}
              clearable
              maw={520}
            />
          )}
        />

        <Fieldset legend="Custom fields" variant="unstyled">
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {editing
                ? 'Optional. Each row sets one custom field by its id; fields not listed keep their values.'
                : 'Optional. Each row sets one custom field by its id.'}
            </Text>
            {rows.fields.length === 0 && (
              <Text size="sm" fs="italic" c="dimmed">
                No custom fields in this request.
              </Text>
            )}
            {rows.fields.map((row, index) => {
              const rowErrors = errors.fields?.[index];
              return (
                <Group key={row.id} align="flex-start" gap="sm" wrap="nowrap">
                  <TextInput
                    label={`Field ${index + 1} id`}
                    inputMode="numeric"
                    autoComplete="off"
                    {...form.register(`fields.${index}.id`)}
                    error={rowErrors?.id?.message ?? rowErrors?.message}
                    w={130}
                  />
                  <TextInput
                    label={`Field ${index + 1} value`}
                    autoComplete="off"
                    maxLength={CUSTOM_FIELD_VALUE_MAX_LENGTH + 1}
                    {...form.register(`fields.${index}.value`)}
                    error={rowErrors?.value?.message}
                    style={{ flex: 1 }}
                    maw={420}
                  />
                  <Button
                    variant="subtle"
                    color="red"
                    mt={25}
                    onClick={() => rows.remove(index)}
                    aria-label={`Remove custom field ${index + 1}`}
                  >
                    Remove
                  </Button>
                </Group>
              );
            })}
            {(errors.fields?.message ?? errors.fields?.root?.message) && (
              <Text size="sm" c="red" role="alert">
                {errors.fields.message ?? errors.fields.root?.message}
              </Text>
            )}
            <Group>
              <Button
                variant="light"
                size="xs"
                disabled={rows.fields.length >= CONTACT_FIELDS_MAX}
                onClick={() => rows.append({ id: '', value: '' })}
              >
                Add a custom field
              </Button>
            </Group>
          </Stack>
        </Fieldset>

        {save.error && !placedOnFields && (
          <Alert
            color="red"
            role="alert"
            title={
              verifiedRule
                ? 'Test mode: only verified phone numbers'
                : isApiError(save.error) && save.error.isNotFound
                  ? `No contact ${contactId ?? ''} in this account`
                  : editing
                    ? 'The contact was not saved'
                    : 'The contact was not created'
            }
          >
            <Stack gap={4}>
              {verifiedRule && (
                <Text size="sm">
                  This account is in TEST mode. In test mode the platform creates contacts, and
                  changes a contact&apos;s phone, only for phone numbers verified in the personal
                  account. Verify the number there, or use a number that is already verified.
                </Text>
              )}
              <Text size="sm">
                {verifiedRule ? 'The platform said: ' : ''}
                {save.error.message}
              </Text>
              {unplaced.map(([key, messages]) => (
                <Text size="sm" key={key}>
                  {key}: {messages.join(' ')}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        {placedOnFields && (
          <Text size="sm" c="red" role="alert">
            The platform refused some values; see the fields marked above.
          </Text>
        )}

        <Group>
          <Button type="submit" loading={save.isPending}>
            {editing ? 'Save changes' : 'Create contact'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
