// Sets the colour scheme before the first paint, so a dark page never flashes light on reload. It is
// Mantine's ColorSchemeScript as a file: the Content-Security-Policy allows no inline script.
// It also tells the static frame of index.html which page it stands for: a sign-in card on the sign-in
// page, the shell elsewhere, with the page's heading (src/app/shell/static-frame.ts).
(function () {
  try {
    var stored = window.localStorage.getItem('mantine-color-scheme-value');
    var scheme =
      stored === 'light' || stored === 'dark'
        ? stored
        : window.matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch {
    // Storage may be unavailable (privacy settings): Mantine sets the scheme itself once it starts.
  }
  if (window.location.pathname === '/login') {
    document.documentElement.setAttribute('data-console-frame', 'sign-in');
  }
  // The page's heading in the frame, for the pages that have one (src/lib/page-headings.ts).
  document.documentElement.setAttribute('data-console-page', window.location.pathname);
})();
