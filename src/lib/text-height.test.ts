import { describe, expect, it } from 'vitest';
import { textLinesHeight } from './text-height';

describe('textLinesHeight', () => {
  it('is the lines times the size and the line height of that size', () => {
    expect(textLinesHeight('sm')).toBe(
      'calc(1 * var(--mantine-font-size-sm) * var(--mantine-line-height-sm))',
    );
    expect(textLinesHeight('xs', 2)).toBe(
      'calc(2 * var(--mantine-font-size-xs) * var(--mantine-line-height-xs))',
    );
  });
});
