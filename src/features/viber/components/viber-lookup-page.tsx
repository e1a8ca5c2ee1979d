// The Viber page: the lookup form, then the message found (or a clear "not found"), for one lookup whose
// value lives in the URL (/viber/123, /viber/reference/ABC), so a link shows the same message.
import { Button, CopyButton, Group, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState } from '@/components/query-state';
import { isApiError } from '@/lib/errors';
import {
  viberLookupFormSchema,
  type ViberLookup,
  type ViberLookupForm as ViberLookupFormValues,
  type ViberLookupKind,
} from '@/contracts/viber';
import { viberMessageQueryOptions } from '../api';
import { ViberLookupForm } from './viber-lookup-form';
import { ViberMessageDetails } from './viber-message-details';
import { PageHeading } from '@/components/page-heading';
import { VIBER_HEADING } from '../headings';

const NO_LOOKUP: ViberLookup = { by: 'id', value: '' };

function describe(lookup: ViberLookup): string {
  return lookup.by === 'id' ? `message id ${lookup.value}` : `external reference ${lookup.value}`;
}

/** The platform's refusal of the value itself (shape 2 on `id` or `reference`), shown on the form's field. */
function fieldRefusal(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  return Object.values(error.fieldErrors).flat()[0];
}

export function ViberLookupPage({
  requested,
  onLookup,
  onKindChange,
}: {
  /** The lookup the URL asks for; an empty value when none was given yet (/viber). */
  requested: ViberLookupFormValues;
  onLookup: (lookup: ViberLookup) => void;
  onKindChange?: (by: ViberLookupKind) => void;
}) {
  // Only a lookup the spec allows is sent; an invalid link shows its error on the field instead.
  const valid = viberLookupFormSchema.safeParse(requested);
  const lookup = valid.success && requested.value !== '' ? valid.data : undefined;
  const query = useQuery({
    ...viberMessageQueryOptions(lookup ?? NO_LOOKUP),
    enabled: lookup !== undefined,
  });
  const refusal = fieldRefusal(query.error);

  return (
    <Stack gap="lg">
      <PageHeading heading={VIBER_HEADING} />

      <ViberLookupForm
        initial={requested}
        serverError={refusal}
        onLookup={onLookup}
        onKindChange={onKindChange}
      />

      {lookup && query.isPending && (
        <Stack gap="sm" aria-busy="true" aria-label="Looking up the message">
          <Skeleton height={28} width="40%" />
          <Skeleton height={80} />
          <Skeleton height={160} />
        </Stack>
      )}
      {lookup && query.isError && !refusal && (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      )}
      {lookup && query.data === null && (
        <EmptyState title={`No Viber message with ${describe(lookup)}`}>
          The platform has no message with this {lookup.by === 'id' ? 'id' : 'reference'} for your
          account. Check it for typos, or look it up by its{' '}
          {lookup.by === 'id' ? 'external reference' : 'message id'} instead.
        </EmptyState>
      )}
      {lookup && query.data && (
        <Stack gap="sm">
          <Group justify="flex-end">
            <CopyButton value={window.location.href}>
              {({ copied, copy }) => (
                <Button variant="default" size="xs" onClick={copy}>
                  {copied ? 'Link copied' : 'Copy link to this message'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <ViberMessageDetails
            record={query.data}
            title={lookup.by === 'id' ? `Message ${lookup.value}` : `Reference ${lookup.value}`}
          />
        </Stack>
      )}
    </Stack>
  );
}
