// The lookup palette (Mantine Spotlight): paste an id, a phone number, a reference or a file key and open what fits,
// one keystroke away; also the recent lookups and the pages. A combobox whose options are the entries.
import '@/styles/mantine-floating.css';
import {
  Button,
  Group,
  Kbd,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
  type ScrollAreaAutosizeProps,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, createSpotlight } from '@mantine/spotlight';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useNavigate, type LinkProps } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { lookupCheckQueryOptions, type CheckOutcome } from '../checks';
import { classifyLookup, describeLookup, describeMiss, type Lookup } from '../classify';
import { lookupEntries, type LookupEntry, type LookupPage } from '../entries';
import { closeLookup, setLookupQuery, useLookupOpened, useLookupQuery } from '../lookup-store';
import { rankChecks, type CheckState } from '../rank';
import { rememberLookup, useRecentLookups } from '../recent-lookups';
import { useOpenLookup } from '../targets';

/** Typing pauses this long before the readings of the text are asked (a paste is one change: asked after it). */
export const LOOKUP_DEBOUNCE_MS = 200;

export type LookupPageLink = LookupPage<NonNullable<LinkProps['to']>>;

/**
 * The list's scrolling box is the listbox itself: it takes the focus (a long list can be scrolled by keyboard)
 * and holds only the groups and options. The list is Mantine's ScrollArea.Autosize and takes its props
 * (Spotlight's own list passes `scrollAreaProps` so), though its type leaves them out.
 */
function listboxProps(id: string) {
  return {
    viewportProps: { id, role: 'listbox', 'aria-label': 'Lookups and pages', tabIndex: 0 },
  } satisfies Partial<ScrollAreaAutosizeProps> as object;
}

/** Spotlight's own store of the palette, which follows the lookup's state (lookup-store.ts). */
const [spotlightStore, spotlight] = createSpotlight();

export const LOOKUP_INPUT_LABEL = 'Look up an id, phone number, reference or page';

/**
 * One entry, styled as a Spotlight action. Spotlight.Action keeps its `id` to itself, and the combobox needs each
 * option's id for aria-activedescendant.
 */
function LookupOption({
  id,
  selected,
  label,
  description,
  onClick,
  onMouseMove,
}: {
  id: string;
  selected: boolean;
  label: string;
  description: string;
  onClick: () => void;
  onMouseMove: () => void;
}) {
  const { classes } = Spotlight;
  return (
    <UnstyledButton
      id={id}
      role="option"
      aria-selected={selected}
      data-selected={selected || undefined}
      tabIndex={-1}
      className={classes.action}
      // Keeps the focus in the field, as Spotlight's own actions do.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      onMouseMove={onMouseMove}
    >
      <span className={classes.actionBody}>
        <span className={classes.actionLabel}>{label}</span>
        <span
          className={classes.actionDescription}
          // Spotlight dims the selected description to 70% white on the primary colour (3.3:1); full white reads.
          style={selected ? { opacity: 1 } : undefined}
        >
          {description}
        </span>
      </span>
    </UnstyledButton>
  );
}

function checkState(result: UseQueryResult<CheckOutcome> | undefined): CheckState {
  if (!result || result.status === 'pending') return { status: 'checking' };
  if (result.status === 'error')
    return {
      status: 'failed',
      message: result.error instanceof Error ? result.error.message : 'The request failed.',
    };
  return { status: 'done', outcome: result.data };
}

const lookupKey = (lookup: Lookup) => `${lookup.kind}:${lookup.value}`;

export function LookupSpotlight({ pages }: { pages: readonly LookupPageLink[] }) {
  const query = useLookupQuery();
  const recent = useRecentLookups();
  const navigate = useNavigate();
  const openLookup = useOpenLookup();
  const listId = useId();
  const opened = useLookupOpened();
  const field = useRef<HTMLInputElement>(null);
  /** The query for which Enter was pressed while its checks were still running. */
  const enterWhenChecked = useRef<string | null>(null);

  // What is typed is read at once (notes, pages); it is asked of the platform once typing pauses.
  const live = classifyLookup(query);
  const [asked] = useDebouncedValue(live.text, LOOKUP_DEBOUNCE_MS);
  const settled = asked === live.text;
  const readings = settled ? live.lookups : [];
  const results = useQueries({
    queries: opened ? readings.map((lookup) => lookupCheckQueryOptions(lookup)) : [],
  });
  const resultOf = new Map(readings.map((lookup, i) => [lookupKey(lookup), results[i]]));
  const ranked = settled
    ? rankChecks(readings, (lookup) => checkState(resultOf.get(lookupKey(lookup))))
    : rankChecks(live.lookups, () => ({ status: 'checking' }));
  const checking = ranked.checking.length > 0;
  const { groups, flat, pagesFirst } = lookupEntries(
    query,
    ranked.hits,
    live.lookups,
    recent,
    pages,
  );

  // The selection goes back to the first entry whenever the query changes, so Enter opens the best fit.
  const [selection, setSelection] = useState({ query, index: 0, moved: false });
  const current = selection.query === query;
  const selected =
    flat.length === 0 ? -1 : current ? Math.min(selection.index, flat.length - 1) : 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  // Spotlight opens and closes with the lookup. A closed lookup lets go of its field at once: the palette stays on
  // screen for its closing transition, and a key pressed meanwhile (`/` to look up again, `n` for the next page)
  // belongs to the page, not to the field.
  useEffect(() => {
    if (opened) spotlight.open();
    else spotlight.close();
    if (!opened && document.activeElement === field.current) field.current?.blur();
  }, [opened]);

  useEffect(() => {
    if (selected >= 0)
      document.getElementById(optionId(selected))?.scrollIntoView({ block: 'nearest' });
  });

  const run = (entry: LookupEntry<NonNullable<LinkProps['to']>>) => {
    enterWhenChecked.current = null;
    closeLookup();
    if (entry.type === 'lookup') {
      rememberLookup(entry.lookup);
      void openLookup(entry.lookup, entry.recordId);
    } else {
      void navigate({ to: entry.page.to });
    }
  };

  // Enter pressed while the readings are still being asked opens the best of them once every check has answered
  // (a paste and Enter at once reach the right record, not whichever answered first).
  useEffect(() => {
    if (enterWhenChecked.current === null) return;
    if (enterWhenChecked.current !== query || !opened) {
      enterWhenChecked.current = null;
      return;
    }
    if (checking) return;
    enterWhenChecked.current = null;
    const first = flat[0];
    if (first) run(first);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = current && selection.moved ? flat[selected] : undefined;
      if (chosen) run(chosen);
      else if (checking && !pagesFirst) enterWhenChecked.current = query;
      else if (flat[selected]) run(flat[selected]);
      return;
    }
    if (flat.length === 0) return;
    const move = (index: number) => {
      event.preventDefault();
      setSelection({ query, index: (index + flat.length) % flat.length, moved: true });
    };
    if (event.key === 'ArrowDown') move(selected + 1);
    else if (event.key === 'ArrowUp') move(selected - 1);
    else if (event.key === 'Home' && event.ctrlKey) move(0);
    else if (event.key === 'End' && event.ctrlKey) move(flat.length - 1);
  };

  const total = live.lookups.length;
  const nothingFound =
    settled && total > 0 && !checking && ranked.hits.length === 0 && ranked.failed.length === 0;

  return (
    <Spotlight.Root
      store={spotlightStore}
      // Closed from within (Escape, the overlay): the lookup's state follows.
      onSpotlightClose={closeLookup}
      // The shortcuts live with the others (see the shell's keyboard shortcuts).
      shortcut={null}
      query={query}
      onQueryChange={setLookupQuery}
      scrollable
      maxHeight={420}
    >
      <VisuallyHidden component="div">
        <Modal.Title>Look up</Modal.Title>
      </VisuallyHidden>
      <TextInput
        ref={field}
        data-autofocus
        size="lg"
        variant="unstyled"
        px="md"
        aria-label={LOOKUP_INPUT_LABEL}
        placeholder="Session id, message id, phone number, reference, file key…"
        value={query}
        onChange={(event) => setLookupQuery(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={flat.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={selected >= 0 ? optionId(selected) : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      {live.notes.map((note) => (
        <Text key={note.id} size="sm" c="dimmed" px="md" pb="xs" role="note">
          {note.text}
        </Text>
      ))}
      <div role="status" aria-live="polite">
        {checking && (
          <Group gap="xs" px="md" pb="xs" wrap="nowrap">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm" c="dimmed">
              Checking {total === 1 ? 'what it can be' : `the ${total} things it can be`}:{' '}
              {total - ranked.checking.length} of {total} answered…
            </Text>
          </Group>
        )}
      </div>
      {ranked.failed.length > 0 && (
        <Stack gap={4} px="md" pb="xs" role="alert">
          {ranked.failed.map(({ lookup, message }) => (
            <Group key={lookupKey(lookup)} gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" c="red">
                Could not check {describeLookup(lookup).label}: {message}
              </Text>
              <Button
                size="compact-xs"
                variant="light"
                color="red"
                aria-label={`Retry checking ${describeLookup(lookup).label}`}
                onClick={() => void resultOf.get(lookupKey(lookup))?.refetch()}
              >
                Retry
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <Spotlight.ActionsList {...listboxProps(listId)}>
        {groups.map((group) => (
          <Spotlight.ActionsGroup
            key={group.label}
            label={group.label}
            role="group"
            aria-label={group.label}
          >
            {group.entries.map((entry) => {
              const at = flat.indexOf(entry);
              return (
                <LookupOption
                  key={entry.id}
                  id={optionId(at)}
                  selected={at === selected}
                  label={entry.label}
                  description={entry.description}
                  onClick={() => run(entry)}
                  onMouseMove={() => {
                    if (at !== selected) setSelection({ query, index: at, moved: true });
                  }}
                />
              );
            })}
          </Spotlight.ActionsGroup>
        ))}
      </Spotlight.ActionsList>
      {nothingFound ? (
        <Stack gap={4} px="md" py="sm" aria-label="What was checked" role="region">
          <Text size="sm">Nothing found for “{live.text}”. Checked, and it is:</Text>
          <CheckedList missed={ranked.missed} />
        </Stack>
      ) : (
        ranked.missed.length > 0 && (
          <Text component="details" size="sm" c="dimmed" px="md" py={4}>
            <Text component="summary" size="sm" c="dimmed" style={{ cursor: 'pointer' }}>
              Also checked: {ranked.missed.length} other{' '}
              {ranked.missed.length === 1 ? 'reading' : 'readings'} found nothing
            </Text>
            <CheckedList missed={ranked.missed} />
          </Text>
        )
      )}
      {flat.length === 0 && total === 0 && (
        <Spotlight.Empty>
          Nothing fits “{live.text}”. Paste a 2FA session id, a campaign, campaign message or Viber
          message id, an external reference, a phone number of 9 to 15 digits, a statistics file
          key, a sender application or template id.
        </Spotlight.Empty>
      )}
      <Spotlight.Footer>
        <Text size="xs" c="dimmed">
          <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> to choose, <Kbd size="xs">Enter</Kbd> to
          open, <Kbd size="xs">Esc</Kbd> to close
        </Text>
      </Spotlight.Footer>
    </Spotlight.Root>
  );
}

/** The readings that found nothing, each as what the text is not. */
function CheckedList({ missed }: { missed: readonly Lookup[] }) {
  return (
    <Text component="ul" size="sm" c="dimmed" m={0} pl="md">
      {missed.map((lookup) => (
        <li key={lookupKey(lookup)}>{describeMiss(lookup)}</li>
      ))}
    </Text>
  );
}
