// One application in a drawer: every field of the spec, the rejection reason first when it was rejected,
// and fields the platform left empty shown as not provided.
import '@/styles/mantine-floating.css';
import { Alert, Anchor, Drawer, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SenderApplication } from '@/contracts/sender-applications';
import { DateTimeText } from '@/components/date-time-text';
import { FieldTable, type FieldRow } from '@/components/field-table';
import { EmptyState, ErrorState } from '@/components/query-state';
import { countryLabel } from '@/contracts/countries';
import { safeWebHref } from '@/lib/safe-text';
import { senderApplicationQueryOptions } from '../api';
import { SenderApplicationStatus } from './sender-application-status';

function NotProvided() {
  return (
    <Text component="span" size="sm" c="dimmed" fs="italic">
      Not provided
    </Text>
  );
}

/** Text as the platform sent it: line breaks kept, long words wrapped, never interpreted as markup. */
function Plain({ value, mono = false }: { value: string | null; mono?: boolean }) {
  if (value === null) return <NotProvided />;
  return (
    <Text
      component="span"
      size="sm"
      ff={mono ? 'monospace' : undefined}
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {value}
    </Text>
  );
}

/** Only http(s) addresses become links; anything else (javascript:, data:) stays text. */
function SiteUrl({ value }: { value: string | null }) {
  if (value === null) return <NotProvided />;
  const href = safeWebHref(value);
  if (href === undefined) return <Plain value={value} />;
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
    >
      {value}
    </Anchor>
  );
}

function When({ value }: { value: string | null }) {
  return value === null ? <NotProvided /> : <DateTimeText value={value} />;
}

function ApplicationDetails({ application }: { application: SenderApplication }) {
  const rows: FieldRow[] = [
    ['Id', <Plain key="id" value={String(application.id)} mono />],
    ['Sender name', <Plain key="sender" value={application.sender} />],
    ['Status', <SenderApplicationStatus key="status" status={application.status} />],
    ['Type', <Plain key="type" value={application.type} />],
    [
      'Country',
      <Plain
        key="country"
        value={application.country_code && countryLabel(application.country_code)}
      />,
    ],
    ['Company code', <Plain key="code" value={application.code_of_company} mono />],
    ['Tax number', <Plain key="tax" value={application.tax_number} mono />],
    ['Legal entity name', <Plain key="legal" value={application.legal_name} />],
    ['Legal entity address', <Plain key="address" value={application.address} />],
    ['Contact person', <Plain key="name" value={application.name} />],
    ['Company website', <SiteUrl key="site" value={application.site_url} />],
    ['Purpose of informing', <Plain key="purpose" value={application.informing_purpose} />],
    ['Service description', <Plain key="description" value={application.description} />],
    ['Comment', <Plain key="comment" value={application.comment} />],
    ['Created', <When key="created" value={application.created_at} />],
    ['Last status change', <When key="changed" value={application.status_changed_at} />],
    ['Registered', <When key="registered" value={application.registered_at} />],
  ];
  if (application.status !== 'rejected') {
    rows.push(['Rejection reason', <Plain key="reason" value={application.rejection_reason} />]);
  }
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Title order={3} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {application.sender}
        </Title>
        <SenderApplicationStatus status={application.status} />
      </Group>
      {application.status === 'rejected' && (
        <Alert color="red" variant="light" title="Rejection reason" role="note">
          {application.rejection_reason === null ? (
            <Text size="sm">The platform gave no reason for this rejection.</Text>
          ) : (
            <Text size="sm" fw={500} style={{ whiteSpace: 'pre-wrap' }}>
              {application.rejection_reason}
            </Text>
          )}
        </Alert>
      )}
      <FieldTable label="Application fields" rows={rows} labelWidth={170} />
    </Stack>
  );
}

export function SenderApplicationDrawer({
  applicationId,
  fromPage,
  onClose,
}: {
  /** The application named by the URL; undefined when the drawer is closed. */
  applicationId: number | undefined;
  /** The application when it is on the page in view (no request needed). */
  fromPage: SenderApplication | undefined;
  onClose: () => void;
}) {
  const opened = applicationId !== undefined;
  const query = useQuery({
    ...senderApplicationQueryOptions(applicationId ?? 0),
    enabled: opened && fromPage === undefined,
  });
  const application = fromPage ?? query.data;

  return (
    // The compound form, so the header can drop the banner landmark a <header> inside a dialog would add.
    <Drawer.Root opened={opened} onClose={onClose} position="right" size="lg">
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header role="none">
          <Drawer.Title fw={700}>Sender application {applicationId}</Drawer.Title>
          <Drawer.CloseButton aria-label="Close the application" />
        </Drawer.Header>
        <Drawer.Body>
          {application ? (
            <ApplicationDetails application={application} />
          ) : query.isError ? (
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          ) : application === null ? (
            <EmptyState title={`No application ${applicationId} in this account`}>
              The link may be old, or the application belongs to another account.
            </EmptyState>
          ) : (
            <Stack gap="sm" aria-busy="true" aria-label="Loading the application">
              <Skeleton height={28} width="50%" />
              {Array.from({ length: 10 }, (_, i) => (
                <Skeleton key={i} height={20} />
              ))}
            </Stack>
          )}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
