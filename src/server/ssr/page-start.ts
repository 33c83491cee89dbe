import { createHash } from 'node:crypto';

/**
 * The one inline script of a rendered page (decision 018). It does two things a module cannot, as it runs before
 * any module could:
 *
 * - Holds taps. Until the page is live (hydrated; root-layout.tsx sets html[data-live]), a tap on a button is held
 *   instead of lost, and the app presses it again once live (web/lib/held-taps.ts). A phone shows the server's page
 *   well before its JavaScript has run; without this, an "Add to Cart" tapped in that second would do nothing.
 *   Links need no help: they work as plain links.
 * - Starts the app after the first paint. The app's entry is only preloaded, at low priority (page-html.ts), so
 *   the page's stylesheet and first picture are fetched first, and its script is added once the server's page has
 *   been painted: a phone shows the page, then spends its CPU on the app (first paint 2.5 → 0.8 s, Lighthouse
 *   mobile). It finds the entry by its preload link (data-entry), so this script is the same for every build.
 *
 * The Content-Security-Policy allows it by its hash (PAGE_START_HASH), not by 'unsafe-inline' or a nonce, so cached
 * pages stay byte-for-byte the same.
 */
export const PAGE_START_SCRIPT =
  '(function(){var held=window.__heldTaps=[];document.addEventListener("click",function(e){' +
  'if(document.documentElement.hasAttribute("data-live"))return;' +
  'var t=e.target instanceof Element&&e.target.closest("button,[role=button],input[type=submit]");' +
  'if(!t||t.disabled)return;e.preventDefault();e.stopPropagation();held.push(t)},true);' +
  'requestAnimationFrame(function(){setTimeout(function(){var l=document.querySelector("link[data-entry]");' +
  'if(!l)return;var s=document.createElement("script");s.type="module";s.src=l.href;document.head.appendChild(s)' +
  '},0)})})()';

export const PAGE_START_HASH = `'sha256-${createHash('sha256').update(PAGE_START_SCRIPT).digest('base64')}'`;

export const PAGE_START_TAG = `<script>${PAGE_START_SCRIPT}</script>`;
