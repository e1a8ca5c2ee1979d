// The header's lookup field: typing or pasting into it (or a click, Enter or ↓) opens the lookup with that text.
// Moving focus onto it opens nothing, so tabbing through the header stays tabbing.
import { Kbd, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { openLookup, useLookupOpened } from '../lookup-store';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function LookupField() {
  const [value, setValue] = useState('');
  const opened = useLookupOpened();
  // What is typed before the lookup takes the focus stays here and goes on into the lookup; once the lookup
  // closes (the focus comes back here), the field is empty again.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (!opened) setValue('');
  }
  const open = (text: string) => {
    setValue(text);
    openLookup(text);
  };
  return (
    <>
      {/* Narrow screens have no room for the field: a button opens the lookup there. */}
      <UnstyledButton
        className="shell-icon-button"
        hiddenFrom="xs"
        aria-label="Look up"
        aria-haspopup="dialog"
        onClick={() => openLookup()}
      >
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" />
        </svg>
      </UnstyledButton>
      <TextInput
        aria-label="Look up"
        aria-description="Opens the lookup: paste an id, a phone number, a reference or a file key"
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        placeholder="Look up…"
        w={{ base: 140, md: 260 }}
        visibleFrom="xs"
        value={value}
        onChange={(event) => open(event.currentTarget.value)}
        onClick={() => open(value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === 'ArrowDown') {
            event.preventDefault();
            open(value);
          }
        }}
        rightSectionWidth={64}
        rightSection={
          <Kbd size="xs" aria-hidden="true">
            {isMac() ? '⌘ K' : 'Ctrl K'}
          </Kbd>
        }
        rightSectionPointerEvents="none"
      />
    </>
  );
}
