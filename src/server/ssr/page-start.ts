import { createHash } from 'node:crypto';

/**
 * The one inline script of a rendered page (decision 018). It does two things a module cannot, as it runs before
 * any module could:
 *
 * - Holds taps. Until the page is live (hydrated; root-layout.tsx sets html[data-live]), a tap on a button or on a
 *   choice of the product page's pickers (a radio, which hydration would otherwise set back) is held instead of lost, and the app presses it again once live (web/lib/held-taps.ts). A phone shows the server's page
 *   well before its JavaScript has run; without this, an "Add to Cart" tapped in that second would do nothing.
 *   Links need no help: they work as plain links.
 * - Starts the app after the first paint. A rendered page names its scripts in a JSON list (#app-start,
 *   page-html.ts) instead of loading them, so its stylesheet and first picture have a phone's slow link to
 *   themselves; once the server's page has been painted, this preloads the modules and adds the entry script. The
 *   phone shows the page first, then spends its link and CPU on the app (Lighthouse mobile: first paint 2.5 →
 *   0.8 s). Hydration comes later by the download of the scripts, and no tap is lost meanwhile (above).
 *
 * The Content-Security-Policy allows it by its hash (PAGE_START_HASH), not by 'unsafe-inline' or a nonce, so cached
 * pages stay byte-for-byte the same.
 */
export const PAGE_START_SCRIPT =
  '(function(){var held=window.__heldTaps=[];document.addEventListener("click",function(e){' +
  'if(document.documentElement.hasAttribute("data-live"))return;' +
  'var t=e.target instanceof Element&&e.target.closest("button,[role=button],input[type=submit],input[type=radio]");' +
  'if(!t||t.disabled)return;e.preventDefault();e.stopPropagation();held.push(t)},true);' +
  'requestAnimationFrame(function(){setTimeout(function(){var c=document.getElementById("app-start");' +
  'if(!c)return;var a=JSON.parse(c.textContent);a.modules.forEach(function(h){' +
  'var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});' +
  'var s=document.createElement("script");s.type="module";s.src=a.entry;document.head.appendChild(s)},0)})})()';

export const PAGE_START_HASH = `'sha256-${createHash('sha256').update(PAGE_START_SCRIPT).digest('base64')}'`;

export const PAGE_START_TAG = `<script>${PAGE_START_SCRIPT}</script>`;
