// The shell's frame as static HTML, written into the served index.html at build time (vite.config.ts): the header,
// the navigation (real links, from NAV_ITEMS) and a page-title skeleton, so that the first paint needs no
// JavaScript, no session check and no data. The console renders into #root beside it; src/styles/frame.css hides
// the frame as soon as #root has content, and shows a sign-in card instead of the shell on /login
// (public/color-scheme.js marks that page before the first paint).
import { NAV_GROUPS, NAV_ITEMS } from './nav-items.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function navigation(): string {
  return NAV_GROUPS.map(
    (group) =>
      `<p class="frame-group">${escapeHtml(group)}</p>${NAV_ITEMS.filter(
        (item) => item.group === group,
      )
        .map(
          (item) =>
            `<a class="frame-link" href="${escapeHtml(item.to)}">${escapeHtml(item.label)}<span>${escapeHtml(item.description)}</span></a>`,
        )
        .join('')}`,
  ).join('');
}

const skeletonRows = (count: number) =>
  Array.from({ length: count }, () => '<div class="frame-bone frame-row"></div>').join('');

/** The frame's markup: one element, `#frame`, placed right after `#root`. */
export function staticFrameHtml(): string {
  return [
    '<div id="frame" aria-busy="true">',
    '<div class="frame-shell">',
    '<header class="frame-header"><span class="frame-burger"></span><a class="frame-brand" href="/">Messaging Console</a></header>',
    `<nav class="frame-nav" aria-label="Main navigation">${navigation()}</nav>`,
    `<main class="frame-main" aria-label="Loading"><div class="frame-bone frame-title"></div><div class="frame-bone frame-bar"></div>${skeletonRows(8)}</main>`,
    '</div>',
    `<main class="frame-sign-in" aria-label="Loading"><div class="frame-card"><p class="frame-card-title">Sign in to Messaging Console</p>${skeletonRows(4)}</div></main>`,
    '</div>',
  ].join('');
}
