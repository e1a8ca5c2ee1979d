// The title and the short description that open each page with a fixed address (and the statistics file, whose
// heading does not depend on the file). Each area's headings.ts holds its pages' own, so that a page carries its own
// text only; the page renders it (src/components/page-heading.tsx), and the static frame of index.html shows the
// same text in the same place before any script has run (src/app/shell/static-frame.ts, from the table of every
// page in src/app/shell/page-headings.ts), so the page's heading is on screen at once.

export interface PageHeadingText {
  title: string;
  description: string;
  /** The description's widest line, in px (a long text reads better in a narrower column). */
  maxWidth?: number;
  /** The link above the title back to the list the page belongs to. */
  back?: { to: string; label: string };
  /**
   * The title is followed by the last segment of the page's address ("Campaign 900001"): the static frame shows it
   * from the address, which the first-paint script of index.html puts in a CSS variable.
   */
  titleWithId?: boolean;
}
