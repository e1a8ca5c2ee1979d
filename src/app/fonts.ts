// The console's typefaces: the theme's (src/app/theme.ts), and the static frame's, which is painted before the
// theme's CSS variables exist (src/app/shell/static-frame.ts): the same text in the same face keeps its size.

export const FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
export const FONT_FAMILY_MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
