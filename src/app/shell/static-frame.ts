// The shell's frame as static HTML, written into the served index.html at build time (vite.config.ts): the header,
// the navigation (real links, from NAV_ITEMS, in the markup the shell renders them in: src/styles/shell-layout.css
// lays out both) and the page's heading (from PAGE_HEADINGS; a title skeleton for a
// page without one), so that the first paint needs no JavaScript, no session check and no data. The console
// renders into #root beside it; src/styles/frame.css hides the frame as soon as #root has content, and shows a
// sign-in card instead of the shell on /login (src/contracts/first-paint.ts marks that page before the first
// paint).
import type { PageHeadingText } from '../../lib/page-headings.ts';
import { PAGE_HEADINGS } from './page-headings.ts';
import { NAV_GROUPS, NAV_ITEMS } from './nav-items.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function navigation(): string {
  return NAV_GROUPS.map(
    (group) =>
      `<div class="shell-section"><p class="shell-group">${escapeHtml(group)}</p>${NAV_ITEMS.filter(
        (item) => item.group === group,
      )
        .map(
          (item) =>
            `<a class="shell-link" href="${escapeHtml(item.to)}">${escapeHtml(item.label)}<span>${escapeHtml(item.description)}</span></a>`,
        )
        .join('')}</div>`,
  ).join('');
}

const skeletonRows = (count: number) =>
  Array.from({ length: count }, () => '<div class="frame-bone frame-row"></div>').join('');

/**
 * Every page's heading, in Mantine's geometry (a Title of order 1 and a small dimmed Text, `maw` in rem as Mantine
 * writes it): the text a page opens with, the largest on screen before its data, is painted with the frame. Only
 * the one of the page opened shows: src/contracts/first-paint.ts names it in `data-console-page` before the first
 * paint. Not a heading element: the page's own h1 comes with the console.
 */
function headings(): string {
  const pages = Object.entries(PAGE_HEADINGS);
  // `/statistics/$key`: any address under `/statistics/` (a `$param` is the last segment of a page's address).
  const selector = (page: string) =>
    page.includes('/$')
      ? `[data-console-page^="${page.slice(0, page.indexOf('$'))}"]`
      : `[data-console-page="${page}"]`;
  const shown = pages.map(([page]) => `${selector(page)} .frame-heading[data-page="${page}"]`);
  const style = `<style>${shown.join(',')}{display:flex}${pages.map(([page]) => `${selector(page)} .frame-title`).join(',')}{display:none}</style>`;
  const back = ({ back }: PageHeadingText) =>
    back
      ? `<a class="frame-back" href="${escapeHtml(back.to)}">← ${escapeHtml(back.label)}</a>`
      : '';
  const heading = ([page, text]: [string, PageHeadingText]) =>
    `<div class="frame-heading" data-page="${escapeHtml(page)}">${back(text)}<p class="frame-heading-title"${text.titleWithId ? ' data-with-id' : ''}>${escapeHtml(text.title)}</p><p class="frame-heading-text"${
      text.maxWidth === undefined
        ? ''
        : ` style="max-width:calc(${text.maxWidth / 16}rem * var(--mantine-scale))"`
    }>${escapeHtml(text.description)}</p></div>`;
  return style + pages.map(heading).join('');
}

/** The frame's markup: one element, `#frame`, placed right after `#root`. */
export function staticFrameHtml(): string {
  return [
    '<div id="frame" aria-busy="true">',
    '<div class="frame-shell">',
    '<header class="shell-header"><span class="frame-burger"></span><a class="frame-brand" href="/">Messaging Console</a></header>',
    `<nav class="shell-nav" aria-label="Main navigation">${navigation()}</nav>`,
    `<main class="shell-main frame-main" aria-label="Loading">${headings()}<div class="frame-bone frame-title"></div><div class="frame-bone frame-bar"></div>${skeletonRows(8)}</main>`,
    '</div>',
    `<main class="frame-sign-in" aria-label="Loading"><div class="frame-card"><p class="frame-card-title">Sign in to Messaging Console</p>${skeletonRows(4)}</div></main>`,
    '</div>',
  ].join('');
}
