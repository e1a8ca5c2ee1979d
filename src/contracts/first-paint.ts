// The one script of index.html that runs before the first paint, inline so that the paint waits for no request.
// The build writes it into the HTML (vite.config.ts); the server allows it, and no other inline script, by its
// hash in the Content-Security-Policy (server/security.ts). It is Mantine's ColorSchemeScript: the scheme is set
// before the first paint, so a dark page never flashes light on reload. It also tells the static frame of
// index.html which page it stands for (src/app/shell/static-frame.ts): a sign-in card on the sign-in page, the
// shell elsewhere, with the page's heading (and the address' last segment for a title that carries an id).

export const FIRST_PAINT_SCRIPT = `(function () {
  var root = document.documentElement;
  try {
    var stored = window.localStorage.getItem('mantine-color-scheme-value');
    var scheme =
      stored === 'light' || stored === 'dark'
        ? stored
        : window.matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light';
    root.setAttribute('data-mantine-color-scheme', scheme);
  } catch (error) {
    // Storage may be unavailable (privacy settings): Mantine sets the scheme itself once it starts.
  }
  if (window.location.pathname === '/login') root.setAttribute('data-console-frame', 'sign-in');
  root.setAttribute('data-console-page', window.location.pathname);
  // The address' last segment as a CSS string, for a frame title that carries the page's id.
  var id = window.location.pathname.split('/').pop() || '';
  try {
    id = decodeURIComponent(id);
  } catch (error) {
    // Not percent-encoded as it should be: shown as it is.
  }
  var escaped = id.replace(/[\\\\"]/g, function (c) {
    return '\\\\' + c;
  });
  root.style.setProperty('--console-page-id', '"' + escaped.replace(/[\\n\\r\\f]/g, ' ') + '"');
})();`;
