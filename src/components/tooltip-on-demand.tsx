// Mantine's Tooltip, whose code (the Tooltip and floating-ui under it, about 20 kB gzip) a page brings when the
// pointer first comes over an element that has a tooltip, or one takes the focus (on-demand-trigger.tsx). Until then
// the element is shown as it is: what its tooltip says is in its accessible description or text, as always.
import type { TooltipProps } from '@mantine/core';
import { onDemand } from '@/lib/on-demand';
import { OnDemandTrigger, type Trigger } from './on-demand-trigger';

const tooltip = onDemand(() => import('./mantine-tooltip'));

export function TooltipOnDemand({
  children,
  ...props
}: Omit<TooltipProps, 'children'> & { children: Trigger }) {
  return (
    <OnDemandTrigger
      demand={tooltip}
      opensOn="hover"
      render={({ Tooltip }, trigger, opened) => (
        <Tooltip {...props} defaultOpened={props.defaultOpened ?? opened}>
          {trigger}
        </Tooltip>
      )}
    >
      {children}
    </OnDemandTrigger>
  );
}
