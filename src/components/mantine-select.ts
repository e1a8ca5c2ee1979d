// Mantine's Select alone, as a module of its own: SelectOnDemand (select-on-demand.tsx) imports it when a person is
// about to open a list, with its dropdown's code (Combobox, Popover, floating-ui, ScrollArea).
import '@/styles/mantine-floating.css';
export { Select } from '@mantine/core';
