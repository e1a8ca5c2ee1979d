// An element with something floating over it (a tooltip, a popover) whose code a page brings only when a person
// is about to use it: when the pointer first comes over the element, or the element takes the focus. Until then the
// element is shown as it is; once the code is there, the element is mounted again inside the floating part's
// component, which is open at once if the pointer is still over it (hover) or it was clicked meanwhile (click), and
// the element keeps the focus it had.
import { useMergedRef } from '@mantine/hooks';
import {
  cloneElement,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import type { OnDemand } from '@/lib/on-demand';

/** The element the floating part is for: one element that takes pointer, focus and click handlers and a ref. */
export type Trigger = ReactElement<HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>;

/** What a person did to the element before the floating part's code was there. */
interface Intent {
  hovered: boolean;
  focused: boolean;
  clicked: boolean;
}

export function OnDemandTrigger<M>({
  demand,
  opensOn,
  render,
  children,
}: {
  demand: OnDemand<M>;
  /** What opens the floating part: the pointer over the element (a tooltip) or a click (a popover). */
  opensOn: 'hover' | 'click';
  /** The floating part with the element inside it, once its module is there; `opened` as it should open. */
  render: (module: M, trigger: Trigger, opened: boolean) => ReactNode;
  children: Trigger;
}) {
  const loaded = demand.useLoaded();
  const element = useRef<HTMLElement>(null);
  const ref = useMergedRef(element, children.props.ref);
  const [intent, setIntent] = useState<Intent>({ hovered: false, focused: false, clicked: false });
  if (loaded !== undefined)
    return (
      <FocusCarried focused={intent.focused} element={element}>
        {render(
          loaded,
          cloneElement(children, { ref }),
          opensOn === 'hover' ? intent.hovered : intent.clicked,
        )}
      </FocusCarried>
    );

  const own = children.props;
  const note = (change: Partial<Intent>) => setIntent((current) => ({ ...current, ...change }));
  return cloneElement(children, {
    ref,
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      note({ hovered: true });
      demand.preload();
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      note({ hovered: false });
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      note({ focused: true });
      demand.preload();
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      note({ focused: false });
    },
    onClick: (event) => {
      own.onClick?.(event);
      note({ clicked: true });
      demand.preload();
    },
  });
}

/**
 * An element mounted again in place of one that had the focus (inside a floating part, or a full component in
 * place of its stand-in): the focus goes to it as it mounts.
 */
export function FocusCarried({
  focused,
  element,
  children,
}: {
  focused: boolean;
  element: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const onMount = useEffectEvent(() => {
    if (focused) element.current?.focus();
  });
  useEffect(() => {
    onMount();
  }, []);
  return children;
}
