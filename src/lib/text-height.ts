// Room for text that comes later: the height of some lines of Mantine's Text of a size, as a CSS length (its font
// size times that size's line height, as Text sets them), so that what stands below does not move when it comes.
import type { MantineFontSize } from '@mantine/core';

export function textLinesHeight(size: Extract<MantineFontSize, 'xs' | 'sm'>, lines = 1): string {
  return `calc(${lines} * var(--mantine-font-size-${size}) * var(--mantine-line-height-${size}))`;
}
