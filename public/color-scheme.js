// Sets the colour scheme before the first paint, so a dark page never flashes light on reload. It is
// Mantine's ColorSchemeScript as a file: the Content-Security-Policy allows no inline script.
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
})();
