declare global {
  interface Window {
    /** Buttons tapped before the page was live, held by the rendered page's inline script (server/ssr/page-start.ts). */
    __heldTaps?: HTMLElement[];
  }
}

/**
 * Replays the taps held while the page was not yet live, in the order they came: each button is pressed again now
 * that React answers it. Called once, when the page turns live. A button the page no longer shows is skipped.
 */
export function replayHeldTaps() {
  const held = window.__heldTaps ?? [];
  window.__heldTaps = [];
  for (const button of held) if (button.isConnected) button.click();
}
