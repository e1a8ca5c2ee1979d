// Keyboard shortcuts of the whole console, and their help dialog (`?`, or the header's button).
//
// The contract with the area pages, so that they need no code of their own for it:
// - "focus the filters" (`f`) focuses the element marked `data-shortcut="filters"` in the main content (or the
//   first field inside it when it is a container); without one, the first field of the first form whose
//   accessible name starts with "Filter" (every list's filter form is named so: `aria-label="Filter sessions"`);
// - "next / previous page" (`n` / `p`) press the main content's control named "next page" / "previous page"
//   (the shared ListPagination names its buttons so); a disabled button means there is no such page.
// Nothing fires while typing in a field, except Ctrl+K / ⌘K, which opens the lookup from anywhere.
import { UnstyledButton } from '@mantine/core';
import { hideNotification, notify } from '@/lib/notify';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { openLookup } from '@/features/lookup/lookup-store';
import { MAIN_CONTENT_ID } from './app-layout';
import type { NavItem } from './nav-items';

// The help dialog (its rows, Modal, and floating-ui behind it) loads when it is first opened: no page carries it.
const ShortcutsHelp = lazy(() => import('./shortcuts-help'));

/** `g` then one of these keys goes to the area. */
export const GO_TO_KEYS: readonly { key: string; to: NavItem['to'] }[] = [
  { key: 'o', to: '/' },
  { key: 'm', to: '/messages' },
  { key: 'c', to: '/campaigns' },
  { key: 's', to: '/otp/sessions' },
  { key: 't', to: '/otp/templates' },
  { key: 'v', to: '/viber' },
  { key: 'f', to: '/statistics' },
  { key: 'a', to: '/senders' },
  { key: 'b', to: '/contacts' },
];

/** How long after `g` the second key of a "go to" still counts. */
const SEQUENCE_MS = 1500;

export const FILTERS_SELECTOR = '[data-shortcut="filters"]';
const FILTER_FORM_SELECTOR = 'form[aria-label^="Filter" i]';
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';
const NOT_TYPING_INPUT_TYPES = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return !NOT_TYPING_INPUT_TYPES.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

const inDialog = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[role="dialog"], [aria-modal="true"]') !== null;

const mainContent = (): ParentNode => document.getElementById(MAIN_CONTENT_ID) ?? document;

let told: string | undefined;
let toldCount = 0;

/** Says what a shortcut could not do; the newest message replaces the one before. */
function tell(message: string) {
  if (told !== undefined) hideNotification(told);
  toldCount += 1;
  told = `keyboard-shortcut-${toldCount}`;
  notify({ id: told, message, autoClose: 4000 });
}

/** Focuses the page's filters; says so when the page has none. */
export function focusFilters() {
  const main = mainContent();
  const marked = main.querySelector<HTMLElement>(FILTERS_SELECTOR);
  const container = marked ?? main.querySelector<HTMLElement>(FILTER_FORM_SELECTOR);
  const field = container?.matches(FOCUSABLE)
    ? container
    : container?.querySelector<HTMLElement>(FOCUSABLE);
  if (field) field.focus();
  else tell('This page has no filters.');
}

/** Presses the list's "next page" or "previous page" control; says so when there is no such page. */
export function turnPage(direction: 'next' | 'previous') {
  const control = mainContent().querySelector<HTMLElement>(`[aria-label="${direction} page" i]`);
  if (!control) tell('This page has no list with pages.');
  else if (control.matches(':disabled, [aria-disabled="true"], [data-disabled]'))
    tell(direction === 'next' ? 'This is the last page.' : 'This is the first page.');
  else control.click();
}

export function KeyboardShortcuts() {
  const navigate = useNavigate();
  const [helpOpened, setHelpOpened] = useState(false);
  // Once opened, the dialog stays mounted, so that it closes with its transition.
  const [helpWanted, setHelpWanted] = useState(false);
  if (helpOpened && !helpWanted) setHelpWanted(true);
  const goPending = useRef<number | undefined>(undefined);

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return;
    const lower = event.key.toLowerCase();
    if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && lower === 'k') {
      event.preventDefault();
      openLookup();
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;

    const pendingSince = goPending.current;
    goPending.current = undefined;
    if (pendingSince !== undefined && Date.now() - pendingSince <= SEQUENCE_MS) {
      const target = GO_TO_KEYS.find((entry) => entry.key === event.key);
      if (target) {
        event.preventDefault();
        void navigate({ to: target.to });
        return;
      }
    }

    if (event.key === '/') {
      event.preventDefault();
      openLookup();
    } else if (event.key === '?') {
      event.preventDefault();
      setHelpOpened(true);
    } else if (event.shiftKey) {
      return;
    } else if (event.key === 'g') {
      goPending.current = Date.now();
    } else if (inDialog(event.target)) {
      // The keys below act on the page under the dialog: not while a dialog or drawer has the focus.
      return;
    } else if (event.key === 'f') {
      event.preventDefault();
      focusFilters();
    } else if (event.key === 'n') {
      event.preventDefault();
      turnPage('next');
    } else if (event.key === 'p') {
      event.preventDefault();
      turnPage('previous');
    }
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  return (
    <>
      <UnstyledButton
        className="shell-icon-button"
        aria-label="Keyboard shortcuts"
        aria-keyshortcuts="?"
        title="Keyboard shortcuts (?)"
        onClick={() => setHelpOpened(true)}
      >
        <span aria-hidden="true">?</span>
      </UnstyledButton>
      {helpWanted && (
        <Suspense fallback={null}>
          <ShortcutsHelp opened={helpOpened} onClose={() => setHelpOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
