// An RCS message as its recipient sees it: the agent, then its cards (media, text, suggestion buttons).
// Content is the sender's: every text is shown as text, and only http(s) and tel addresses are clickable.
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Image.layer.css';
import { Alert, Anchor, Box, Button, Card, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { RcsCard, RcsSuggestion } from '@/contracts/campaign-messages';
import { hasHiddenCharacters, safeTelHref, safeWebHref } from '@/lib/safe-text';
import { LinkedText } from './linked-text';

/** Shown when the media cannot be loaded: a grey panel that says so. */
const MEDIA_FALLBACK = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="140"><rect width="400" height="140" fill="#e9ecef"/><text x="200" y="75" font-family="sans-serif" font-size="14" fill="#495057" text-anchor="middle">Media could not be loaded</text></svg>',
)}`;

const NOT_CLICKABLE = 'Not a link: only http, https and phone addresses open from the console.';

/** A suggestion that opens an address: a button when it is safe to open, a disabled one if not, and a line saying which. */
function AddressSuggestion({
  label,
  href,
  newTab = false,
  caption,
}: {
  label: string;
  href: string | undefined;
  newTab?: boolean;
  caption: string;
}) {
  return (
    <Stack gap={2}>
      {href ? (
        <Button
          component="a"
          href={href}
          {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          variant="light"
          size="xs"
          fullWidth
        >
          {label}
        </Button>
      ) : (
        <Button variant="light" size="xs" fullWidth disabled>
          {label}
        </Button>
      )}
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere', unicodeBidi: 'isolate' }}>
        {caption}
      </Text>
    </Stack>
  );
}

function Suggestion({ suggestion }: { suggestion: RcsSuggestion }) {
  const label = suggestion.text || suggestion.url || suggestion.phone || 'Suggestion';
  if (suggestion.url !== null) {
    const href = safeWebHref(suggestion.url);
    return (
      <AddressSuggestion
        label={label}
        href={href}
        newTab
        caption={href ? `Opens ${href} in a new tab` : `${suggestion.url} — ${NOT_CLICKABLE}`}
      />
    );
  }
  if (suggestion.phone !== null) {
    const href = safeTelHref(suggestion.phone);
    return (
      <AddressSuggestion
        label={label}
        href={href}
        caption={href ? `Calls ${suggestion.phone}` : `${suggestion.phone} — ${NOT_CLICKABLE}`}
      />
    );
  }
  return (
    <Box
      px="sm"
      py={4}
      ta="center"
      fz="xs"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 999 }}
    >
      <span className="visually-hidden">Reply suggestion: </span>
      {label}
    </Box>
  );
}

function Media({ url }: { url: string }) {
  const href = safeWebHref(url);
  // The console's CSP loads remote images over https only.
  if (href?.startsWith('https:')) {
    return (
      <Card.Section>
        <Image src={href} alt="Card media" h={140} fit="cover" fallbackSrc={MEDIA_FALLBACK} />
        <Text size="xs" c="dimmed" px="sm" pt={4} style={{ overflowWrap: 'anywhere' }}>
          Media:{' '}
          <Anchor href={href} target="_blank" rel="noopener noreferrer" inherit>
            {href}
          </Anchor>
        </Text>
      </Card.Section>
    );
  }
  return (
    <Card.Section px="sm" pt="sm">
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere', unicodeBidi: 'isolate' }}>
        Media not shown: {url} — {NOT_CLICKABLE}
      </Text>
    </Card.Section>
  );
}

function RcsCardView({ card, index, count }: { card: RcsCard; index: number; count: number }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      w={count > 1 ? 260 : undefined}
      miw={count > 1 ? 260 : undefined}
      component="article"
      aria-label={`Card ${index + 1} of ${count}`}
    >
      {card.media && <Media url={card.media.url} />}
      <Stack gap="xs" mt={card.media ? 'sm' : 0}>
        {card.text && <LinkedText text={card.text} />}
        {card.suggestions.map((suggestion, i) => (
          <Suggestion key={i} suggestion={suggestion} />
        ))}
      </Stack>
    </Card>
  );
}

export function RcsPreview({
  sender,
  cards,
}: {
  sender: string | null;
  cards: readonly RcsCard[];
}) {
  const hidden = cards.some(
    (card) =>
      hasHiddenCharacters(card.text) ||
      card.suggestions.some((s) => hasHiddenCharacters(`${s.text}${s.url ?? ''}${s.phone ?? ''}`)),
  );
  return (
    <Paper
      withBorder
      radius="lg"
      p="sm"
      bg="var(--mantine-color-default-hover)"
      role="figure"
      aria-label={`RCS message from ${sender ?? 'an unnamed agent'}, as the recipient sees it`}
    >
      <Stack gap="sm">
        <Text size="sm" fw={700} style={{ unicodeBidi: 'isolate' }}>
          {sender ?? 'RCS agent'}
        </Text>
        {cards.length === 0 ? (
          <Text size="sm" c="dimmed">
            This message has no cards.
          </Text>
        ) : (
          <Group
            gap="sm"
            wrap="nowrap"
            align="stretch"
            style={{ overflowX: 'auto' }}
            role="list"
            aria-label={cards.length > 1 ? 'Cards (scroll sideways for more)' : 'Card'}
          >
            {cards.map((card, i) => (
              <Box key={i} role="listitem" style={{ flex: cards.length > 1 ? '0 0 auto' : 1 }}>
                <RcsCardView card={card} index={i} count={cards.length} />
              </Box>
            ))}
          </Group>
        )}
        {hidden && (
          <Alert color="yellow" variant="light" p="xs">
            <Text size="xs">
              This content has invisible or direction-changing characters: what you read may differ
              from what it says.
            </Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
