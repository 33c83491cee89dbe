import { expect, type Locator, type Page } from '@playwright/test';

/** What the keyboard's focus rests on, and whether a sighted keyboard user can see it there. */
type FocusStop = { what: string; ring: boolean; inView: boolean };

/**
 * The focused element, described, with whether it shows a focus ring (an outline that is not none, or a box
 * shadow) and lies within the viewport. A visually hidden control (the file input inside its styled label) shows
 * its focus on its label, so the label is what is judged.
 */
function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    // Past the page's last stop, Tab moves into the browser's own controls: the page then has no focus to show.
    if (!active || active === document.body || !document.hasFocus()) return null;
    let shown: HTMLElement = active;
    const box = active.getBoundingClientRect();
    const labels = (active as HTMLInputElement).labels;
    if ((box.width <= 1 || box.height <= 1) && labels?.[0]) shown = labels[0];
    const style = getComputedStyle(shown);
    const ring =
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none';
    const r = shown.getBoundingClientRect();
    const inView =
      r.width > 0 &&
      r.height > 0 &&
      r.bottom > 0 &&
      r.right > 0 &&
      r.top < innerHeight &&
      r.left < innerWidth;
    const name =
      active.getAttribute('aria-label') ??
      labels?.[0]?.textContent ??
      (active.textContent || (active as HTMLInputElement).value || '');
    const what = `<${active.tagName.toLowerCase()}> "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
    return { what, ring, inView };
  });
}

/**
 * A keyboard user who can see where they are: presses Tab (or Shift+Tab) until `target` has the focus, and on the
 * way fails on any stop whose focus cannot be seen (no ring, or out of sight). Answers the number of presses.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  // A target that is not there fails here, within the expect timeout, not at the test's own timeout.
  await expect(target).toBeAttached();
  const unseen: string[] = [];
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await focusStop(page);
    if (stop && !stop.ring) unseen.push(`${stop.what} shows no focus ring`);
    if (stop && !stop.inView) unseen.push(`${stop.what} is out of view`);
    if (await target.evaluate((el) => el === document.activeElement)) {
      expect(unseen, `focus stops on the way to ${target}`).toEqual([]);
      return presses;
    }
  }
  throw new Error(`${target} was not reached in ${max} presses of Tab; stops not seen: ${unseen.join('; ')}`);
}
