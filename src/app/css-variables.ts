// The theme's CSS variables beyond Mantine's own. Mantine writes every variable of the theme into the page when
// the console renders (providers.tsx); the static frame, painted before that, gets the ones its styles use from the
// same resolver at build time (src/app/shell/frame-variables.ts).
import type { CSSVariablesResolver } from '@mantine/core';

/**
 * Colours of text that must reach WCAG AA (4.5:1) in both schemes; a page writes error or warning text with
 * `c="var(--console-color-error-text)"` / `c="var(--console-color-warning-text)"` (an explicit shade such as
 * `red.8` is dark on the dark scheme too). Mantine's dimmed text is gray-6 on white (3.3:1) and dark-2 on dark (4.0:1), under WCAG AA's 4.5:1 for the
 * small print it is used for (descriptions, hints): one shade stronger in each scheme. Placeholders (gray-5 on
 * white, 2.1:1; dark-3 on dark-6, 2.5:1) take the same shades.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    // Error and warning text written in the page (not in a filled badge or alert): 5.6:1 or more on white.
    '--console-color-error-text': 'var(--mantine-color-red-8)',
    '--console-color-warning-text': 'var(--mantine-color-orange-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
    // Mantine's dark error colour is red-8, 2.0:1 on the dark body (field errors, error borders): red-4 is 6.4:1
    // on the body and 5.7:1 on a field (dark-6). Warnings likewise take orange-4 (7.9:1) instead of orange-9.
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--console-color-error-text': 'var(--mantine-color-red-4)',
    '--console-color-warning-text': 'var(--mantine-color-orange-4)',
  },
});
