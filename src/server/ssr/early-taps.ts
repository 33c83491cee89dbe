import { createHash } from 'node:crypto';

/**
 * The one inline script of a rendered page (decision 018): until the page is live (hydrated; root-layout.tsx sets
 * html[data-live]), a tap on a button is held instead of lost, and the browser's app replays it once live
 * (web/lib/early-taps.ts). A phone shows the server's page well before its JavaScript has run; without this, an
 * "Add to Cart" tapped in that second does nothing. Links need no help: they work as plain links.
 *
 * It runs before any module can, so it is inline, in <head>. The Content-Security-Policy allows it by its hash
 * (EARLY_TAPS_HASH), not by 'unsafe-inline' or a nonce, so cached pages stay byte-for-byte the same.
 */
export const EARLY_TAPS_SCRIPT =
  '(function(){var held=window.__heldTaps=[];document.addEventListener("click",function(e){' +
  'if(document.documentElement.hasAttribute("data-live"))return;' +
  'var t=e.target instanceof Element&&e.target.closest("button,[role=button],input[type=submit]");' +
  'if(!t||t.disabled)return;e.preventDefault();e.stopPropagation();held.push(t)},true)})()';

export const EARLY_TAPS_HASH = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

export const EARLY_TAPS_TAG = `<script>${EARLY_TAPS_SCRIPT}</script>`;
