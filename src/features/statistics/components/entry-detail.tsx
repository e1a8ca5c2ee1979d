// One entry in full, in a side panel: every field, the operator details of an hlr entry, the image, caption
// and action of a viber entry, and its alternative SMS as an entry of its own.
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@/styles/mantine-floating.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { memo, useState, type ReactNode } from 'react';
import { DateTimeText } from '@/components/date-time-text';
import { StatusBadge } from '@/components/status-badge';
import { formatMoney } from '@/lib/format';
import type { HlrDetails, StatisticsEntry } from '../model/entry';
import { hiddenCharacters, safeWebHref } from '@/lib/safe-text';
import { ENTRY_STATUS_STYLES } from '../statuses';

/** A status as the badges name it, or as the file wrote it. */
const statusLabel = (status: string) =>
  status === '' ? 'none given' : (ENTRY_STATUS_STYLES[status.toLowerCase()]?.label ?? status);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

const orDash = (value: string) => (value === '' ? '—' : value);
const yesNo = (value: boolean | null) => (value === null ? 'Not given' : value ? 'Yes' : 'No');

/** A text shown as text, with a warning when it holds characters a person cannot see. */
function SafeText({ text }: { text: string }) {
  const hidden = hiddenCharacters(text);
  return (
    <Stack gap={4}>
      <Text
        size="sm"
        component="div"
        style={{ whiteSpace: 'pre-wrap', unicodeBidi: 'isolate', overflowWrap: 'anywhere' }}
      >
        {text === '' ? '—' : text}
      </Text>
      {hidden.length > 0 && (
        <Text size="xs" c="var(--console-color-warning-text)">
          Contains invisible characters: {hidden.join(', ')}
        </Text>
      )}
    </Stack>
  );
}

function EntryFields({ entry }: { entry: StatisticsEntry }) {
  return (
    <SimpleGrid cols={2} spacing="sm" component="dl" m={0}>
      <Field label="Message ID">{orDash(entry.id)}</Field>
      <Field label="Type">{orDash(entry.type)}</Field>
      <Field label="Phone number">{orDash(entry.msisdn)}</Field>
      <Field label="Status">
        {entry.status === '' ? (
          '—'
        ) : (
          <StatusBadge status={entry.status} styles={ENTRY_STATUS_STYLES} />
        )}
      </Field>
      <Field label="Country">{orDash(entry.country)}</Field>
      <Field label="Operator (brand)">{orDash(entry.operator)}</Field>
      <Field label="MCC">{orDash(entry.mcc)}</Field>
      <Field label="MNC">{orDash(entry.mnc)}</Field>
      <Field label="Sender">{orDash(entry.sender)}</Field>
      <Field label="Price">
        {entry.amount === '' ? orDash(entry.price) : formatMoney(entry.amount, entry.currency)}
        {entry.price !== '' && (
          <Text component="span" size="xs" c="dimmed" display="block">
            as written: {entry.price}
          </Text>
        )}
      </Field>
      <Field label="Incoming date">
        <DateTimeText value={entry.incoming} />
      </Field>
      <Field label="Sending date">
        <DateTimeText value={entry.sending} />
      </Field>
      <Field label="DLR date">
        <DateTimeText value={entry.dlr} />
      </Field>
    </SimpleGrid>
  );
}

function OperatorDetails({ hlr }: { hlr: HlrDetails }) {
  return (
    <Stack gap="xs" component="section" aria-label="Operator details">
      <Title order={3} size="h5">
        Operator details (HLR)
      </Title>
      <SimpleGrid cols={2} spacing="sm" component="dl" m={0}>
        <Field label="Operator">{orDash(hlr.operator)}</Field>
        <Field label="Brand">{orDash(hlr.brand)}</Field>
        <Field label="Country">{orDash(hlr.country)}</Field>
        <Field label="Subscriber status">{orDash(hlr.status)}</Field>
        <Field label="MCC">{orDash(hlr.mcc)}</Field>
        <Field label="MNC">{orDash(hlr.mnc)}</Field>
        <Field label="IMSI">{orDash(hlr.imsi)}</Field>
        <Field label="Ported">{yesNo(hlr.ported)}</Field>
        <Field label="Roaming">{yesNo(hlr.roaming)}</Field>
      </SimpleGrid>
    </Stack>
  );
}

function ViberContent({ entry }: { entry: StatisticsEntry }) {
  // A remote image tells its server who looks at the file: it loads only when asked.
  const [showImage, setShowImage] = useState(false);
  const image = safeWebHref(entry.img);
  const action = safeWebHref(entry.action);
  return (
    <Stack gap="xs" component="section" aria-label="Viber content">
      <Title order={3} size="h5">
        Viber content
      </Title>
      <SimpleGrid cols={1} spacing="sm" component="dl" m={0}>
        <Field label="Image">
          {entry.img === '' ? (
            'No image'
          ) : image ? (
            <Stack gap={4} align="flex-start">
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {image}
              </Text>
              {showImage ? (
                <Image
                  src={image}
                  alt="Image of the Viber message"
                  maw={240}
                  radius="sm"
                  referrerPolicy="no-referrer"
                />
              ) : (
                <Button size="xs" variant="default" onClick={() => setShowImage(true)}>
                  Show the image
                </Button>
              )}
            </Stack>
          ) : (
            <Text size="sm" c="var(--console-color-warning-text)">
              Not a web address, not shown: <bdi>{entry.img}</bdi>
            </Text>
          )}
        </Field>
        <Field label="Button caption">
          <SafeText text={entry.caption} />
        </Field>
        <Field label="Button action">
          {entry.action === '' ? (
            '—'
          ) : action ? (
            <Anchor href={action} target="_blank" rel="noopener noreferrer nofollow">
              {action}
            </Anchor>
          ) : (
            <Text size="sm" c="var(--console-color-warning-text)">
              Not a web address, not opened: <bdi>{entry.action}</bdi>
            </Text>
          )}
        </Field>
      </SimpleGrid>
    </Stack>
  );
}

// Memoised: the viewer renders again as each chunk of a file arrives; the panel need not.
export const EntryDetail = memo(function EntryDetail({
  opened,
  entry,
  loading,
  onClose,
}: {
  opened: boolean;
  /** null when the entry asked for is not in the file. */
  entry: StatisticsEntry | null | undefined;
  loading: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={entry ? `Entry ${entry.id || '(no message ID)'}` : 'Entry'}
      closeButtonProps={{ 'aria-label': 'Close the entry' }}
    >
      {loading ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading the entry">
          <Skeleton height={24} />
          <Skeleton height={160} />
        </Stack>
      ) : !entry ? (
        <Alert color="gray" title="No such entry">
          This file has no entry with that message ID.
        </Alert>
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light">{entry.type || 'unknown type'}</Badge>
          </Group>
          <EntryFields entry={entry} />
          {entry.hlr ? (
            <OperatorDetails hlr={entry.hlr} />
          ) : (
            <Stack gap={4}>
              <Text size="xs" c="dimmed" fw={600}>
                Text
              </Text>
              <SafeText text={entry.text} />
            </Stack>
          )}
          {(entry.type === 'viber' ||
            entry.img !== '' ||
            entry.caption !== '' ||
            entry.action !== '') && <ViberContent entry={entry} />}
          {entry.alternativeSms && (
            <Stack gap="xs" component="section" aria-label="Alternative SMS">
              <Divider />
              <Title order={3} size="h5">
                Alternative SMS
              </Title>
              <Text size="sm" c="dimmed">
                The platform sent this message by SMS too (its alternative route); the SMS has a
                status of its own: {statusLabel(entry.alternativeSms.status)}.
              </Text>
              <EntryFields entry={entry.alternativeSms} />
              <Stack gap={4}>
                <Text size="xs" c="dimmed" fw={600}>
                  Text
                </Text>
                <SafeText text={entry.alternativeSms.text} />
              </Stack>
            </Stack>
          )}
        </Stack>
      )}
    </Drawer>
  );
});
