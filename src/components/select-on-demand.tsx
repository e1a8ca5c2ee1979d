// Mantine's Select, whose dropdown's code (Combobox, Popover, floating-ui and ScrollArea, about 30 kB gzip) a page
// brings only when a person is about to use a list: when the pointer comes over the field or the field takes the
// focus. Until then the field is a plain input with the same label, description, error, chevron and the chosen
// option's label, so the page looks and reads the same. What is typed, a click and the focus before the code is
// there carry over: the Select then takes the focus, opens its list and shows the typed text. When the code cannot
// be loaded (the connection is gone), the field says so, and the next click tries again.
import {
  ComboboxChevron,
  getOptionsLockup,
  getParsedComboboxData,
  InputBase,
  type Select as MantineSelect,
  type SelectProps,
} from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent } from 'react';
import { onDemand } from '@/lib/on-demand';
import { FocusCarried } from './on-demand-trigger';

const select = onDemand(() => import('./mantine-select'));

/** What a person did to the field before the Select was there. */
interface Intent {
  focused: boolean;
  opened: boolean;
  /** Typed into a searchable field. */
  search?: string;
}

/** What the field says when its list's code could not be loaded. */
export const LIST_DID_NOT_LOAD = 'The list did not load. Click the field to try again.';

/** The keys that open the list, as Mantine's Select has them: Enter and Space only where they do not type or submit. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp']);
const OPENING_KEYS_UNSEARCHABLE = new Set([...OPENING_KEYS, 'Enter', ' ']);

export function SelectOnDemand(props: SelectProps) {
  const Select = select.useLoaded()?.Select;
  const [intent, setIntent] = useState<Intent>({ focused: false, opened: false });
  const [failed, setFailed] = useState(false);
  if (Select) return <LoadedSelect Select={Select} props={props} intent={intent} />;

  const {
    label,
    description,
    placeholder,
    error,
    disabled,
    readOnly,
    required,
    withAsterisk,
    searchable,
    size,
    w,
    id,
    ref,
    name,
    'aria-label': ariaLabel,
    onBlur,
    onFocus,
  } = props;
  const canOpen = !disabled && !readOnly;
  const lockup = getOptionsLockup(getParsedComboboxData(props.data));
  const chosen = props.value == null ? undefined : lockup[props.value]?.label;
  const open = () => {
    if (!canOpen) return;
    setIntent((current) => ({ ...current, opened: true }));
    setFailed(false);
    select.load().catch(() => setFailed(true));
  };
  return (
    <InputBase
      label={label}
      description={description}
      placeholder={placeholder}
      error={error ?? (failed ? LIST_DID_NOT_LOAD : undefined)}
      disabled={disabled}
      readOnly={readOnly || !searchable}
      required={required}
      withAsterisk={withAsterisk}
      size={size}
      w={w}
      id={id}
      ref={ref}
      name={name}
      aria-label={ariaLabel}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      pointer={!searchable}
      value={intent.search ?? chosen ?? ''}
      onChange={(event) => {
        const search = event.currentTarget.value;
        setIntent((current) => ({ ...current, search }));
        open();
      }}
      onPointerEnter={canOpen ? select.preload : undefined}
      onPointerDown={open}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if ((searchable ? OPENING_KEYS : OPENING_KEYS_UNSEARCHABLE).has(event.key)) {
          event.preventDefault();
          open();
        }
      }}
      onFocus={(event) => {
        setIntent((current) => ({ ...current, focused: true }));
        if (canOpen) select.preload();
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setIntent({ focused: false, opened: false });
        onBlur?.(event);
      }}
      rightSection={<ComboboxChevron size={size} error={error} />}
      rightSectionPointerEvents="none"
    />
  );
}

function LoadedSelect({
  Select,
  props,
  intent,
}: {
  Select: typeof MantineSelect;
  props: SelectProps;
  intent: Intent;
}) {
  const typed = intent.search;
  const opened = intent.opened && intent.focused;
  const [search, setSearch] = useState(typed ?? '');
  // The Select empties its search as it mounts with no value: the text typed before is kept through that.
  const mounted = useRef(false);
  // The field had the focus: the Select takes it in its place.
  const input = useRef<HTMLInputElement>(null);
  const ref = useMergedRef(input, props.ref);
  const onMount = useEffectEvent(() => {
    mounted.current = true;
    if (opened) props.onDropdownOpen?.();
  });
  useEffect(() => {
    onMount();
  }, []);
  return (
    <FocusCarried focused={intent.focused} element={input}>
      <Select
        {...props}
        ref={ref}
        defaultDropdownOpened={opened}
        {...(typed === undefined
          ? {}
          : {
              searchValue: search,
              onSearchChange: (value: string) => {
                if (!mounted.current) return;
                setSearch(value);
                props.onSearchChange?.(value);
              },
            })}
      />
    </FocusCarried>
  );
}
