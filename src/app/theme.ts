// The Mantine theme: primary and error colours dark enough for WCAG AA contrast on both schemes.
import { createTheme, type MantineColorsTuple } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 of blue on white is 6.2:1 (shade 6 is only 3.55:1).
  primaryShade: { light: 8, dark: 8 },
  colors: {
    // Error red: shade 6 replaced by a darker red that passes 4.5:1 on white.
    red: [
      '#fff5f5',
      '#ffe3e3',
      '#ffc9c9',
      '#ffa8a8',
      '#ff8787',
      '#ff6b6b',
      '#c92a2a',
      '#c92a2a',
      '#a51111',
      '#8a0b0b',
    ] satisfies MantineColorsTuple,
  },
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  cursorType: 'pointer',
  components: {
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
    },
  },
});
