// Stand-ins for the parts of Mantine that the console's build leaves out (vite.config.ts, mantineWithLessOfIt):
// Mantine's own modules import them whether or not a page uses them. The console never renders them; if a page
// ever did, it fails with this message rather than looking subtly wrong.

function leftOut(what: string): () => never {
  return function LeftOut(): never {
    throw new Error(`${what} is left out of the console's build (see vite.config.ts).`);
  };
}

/** Table.ScrollContainer renders it only for type="scrollarea": the theme makes every table scroll natively. */
export const ScrollArea = leftOut('Table.ScrollContainer with type="scrollarea"');
