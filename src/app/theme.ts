// The Mantine theme: colours dark enough for WCAG AA contrast (4.5:1) on both schemes, accessible names for the
// close buttons of every modal and drawer, and charts kept out of the keyboard order.
import { DEFAULT_THEME, createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * A default Mantine colour with a darker shade 9. The light variant (badges, alerts, the active navigation link)
 * writes shade 9 on shade 1 in the light scheme: Mantine's shade 9 gives 2.7:1 (yellow) to 4.9:1 (blue) there.
 * These reach 5.6:1 or more, so that text at 90% opacity (a navigation link's description) still passes.
 * In the dark scheme the light variant's background is shade 9 darkened, so it only gets darker.
 */
const withShade9 = (
  name: 'blue' | 'cyan' | 'teal' | 'green' | 'lime' | 'yellow' | 'orange',
  shade9: string,
  shade8?: string,
): MantineColorsTuple => {
  const [s0, s1, s2, s3, s4, s5, s6, s7, s8] = DEFAULT_THEME.colors[name];
  return [s0, s1, s2, s3, s4, s5, s6, s7, shade8 ?? s8, shade9];
};

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 of blue on white is 5.8:1 (shade 6 is only 3.55:1).
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
    // Shade 9 on shade 1, the light variant's text on its background: before → after.
    // Blue 8 is the primary colour and links: on a selected row (the primary light background, blue 1) a link was
    // 4.1:1; this one is 4.7:1 there and 5.8:1 under white text.
    blue: withShade9('blue', '#165a9a', '#1767b1'), // 4.9 → 5.7:1
    cyan: withShade9('cyan', '#0a6475'), // 4.8 → 5.8:1
    teal: withShade9('teal', '#076b4c'), // 4.3 → 5.7:1
    green: withShade9('green', '#226c30'), // 3.8 → 5.6:1
    lime: withShade9('lime', '#426b09'), // 3.3 → 5.7:1
    yellow: withShade9('yellow', '#934c00'), // 2.7 → 5.8:1
    orange: withShade9('orange', '#a5370b'), // 3.6 → 5.6:1
  },
  defaultRadius: 'sm',
  // The system's own faces: nothing to download before the first paint, and the static frame's text is in them too.
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  cursorType: 'pointer',
  components: {
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
    },
    // A close button is an icon: without a label a screen reader announces "button". Confirmations opened with
    // modals.openConfirmModal get this one unless they name their own.
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
    },
    Drawer: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
    },
    // A select's options are rendered when it opens, not with the page: kept mounted (Mantine's default), the
    // country filter's 249 hidden options and their dropdown's positioning were the longest task of loading the
    // 2FA sessions and sender applications lists.
    Combobox: {
      defaultProps: { keepMounted: false },
    },
    // A wide table scrolls in a native scroll container: Mantine's scroll area (its own scrollbars, 5 kB gzip) is
    // left out of the build where only a table's container would use it (vite.config.ts, mantineWithLessOfIt).
    TableScrollContainer: {
      defaultProps: { type: 'native' },
    },
  },
});
