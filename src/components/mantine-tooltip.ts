// Mantine's Tooltip alone, as a module of its own: TooltipOnDemand (tooltip-on-demand.tsx) imports it when the
// pointer first comes over an element with a tooltip or one takes the focus, with floating-ui under it.
import '@/styles/mantine-floating.css';
export { Tooltip } from '@mantine/core';
