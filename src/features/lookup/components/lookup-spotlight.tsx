// The lookup palette (Mantine Spotlight): paste an id, a phone number, a reference or a file key and open what fits,
// one keystroke away; also the recent lookups and the pages. A combobox whose options are the entries.
import {
  Kbd,
  Modal,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
  type ScrollAreaAutosizeProps,
} from '@mantine/core';
import { Spotlight, useSpotlight } from '@mantine/spotlight';
import { useNavigate, type LinkProps } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { lookupEntries, type LookupEntry, type LookupPage } from '../entries';
import {
  lookupSpotlight,
  lookupSpotlightStore,
  setLookupQuery,
  useLookupQuery,
} from '../lookup-store';
import { rememberLookup, useRecentLookups } from '../recent-lookups';
import { useOpenLookup } from '../targets';

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

export function LookupSpotlight({ pages }: { pages: readonly LookupPageLink[] }) {
  const query = useLookupQuery();
  const recent = useRecentLookups();
  const navigate = useNavigate();
  const openLookup = useOpenLookup();
  const listId = useId();
  const { groups, notes, flat } = lookupEntries(query, recent, pages);
  // The selection goes back to the first entry whenever the query changes, so Enter opens the best fit.
  const [selection, setSelection] = useState({ query, index: 0 });
  const selected =
    flat.length === 0
      ? -1
      : selection.query === query
        ? Math.min(selection.index, flat.length - 1)
        : 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const { opened } = useSpotlight(lookupSpotlightStore);
  const field = useRef<HTMLInputElement>(null);

  // A closed lookup lets go of its field at once: the palette stays on screen for its closing transition, and
  // a key pressed meanwhile (`/` to look up again, `n` for the next page) belongs to the page, not to the field.
  useEffect(() => {
    if (!opened && document.activeElement === field.current) field.current?.blur();
  }, [opened]);

  useEffect(() => {
    if (selected >= 0)
      document.getElementById(optionId(selected))?.scrollIntoView({ block: 'nearest' });
  });

  const run = (entry: LookupEntry<NonNullable<LinkProps['to']>>) => {
    lookupSpotlight.close();
    if (entry.type === 'lookup') {
      rememberLookup(entry.lookup);
      void openLookup(entry.lookup);
    } else {
      void navigate({ to: entry.page.to });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || flat.length === 0) return;
    const move = (index: number) => {
      event.preventDefault();
      setSelection({ query, index: (index + flat.length) % flat.length });
    };
    if (event.key === 'ArrowDown') move(selected + 1);
    else if (event.key === 'ArrowUp') move(selected - 1);
    else if (event.key === 'Home' && event.ctrlKey) move(0);
    else if (event.key === 'End' && event.ctrlKey) move(flat.length - 1);
    else if (event.key === 'Enter') {
      event.preventDefault();
      const entry = flat[selected];
      if (entry) run(entry);
    }
  };

  return (
    <Spotlight.Root
      store={lookupSpotlightStore}
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
      {notes.map((note) => (
        <Text key={note.id} size="sm" c="dimmed" px="md" pb="xs" role="note">
          {note.text}
        </Text>
      ))}
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
                    if (at !== selected) setSelection({ query, index: at });
                  }}
                />
              );
            })}
          </Spotlight.ActionsGroup>
        ))}
      </Spotlight.ActionsList>
      {flat.length === 0 && (
        <Spotlight.Empty>
          Nothing fits “{query.trim()}”. Paste a 2FA session id, a campaign message, campaign or
          Viber message id, an external reference, a phone number of 9 to 15 digits or a statistics
          file key.
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
