import type { Page } from "playwright-core";

/** What the page under test records about itself, read back by the bench. */
export interface PageProbe {
  /** Milliseconds from navigation start to the frame after the first row appeared, or null until then. */
  firstRowAt: number | null;
  longTasks: number[];
}

declare global {
  interface Window {
    __bench: PageProbe;
    __benchScrollers?: Element[];
  }
}

/**
 * Installed before any of the app's scripts run: a long-task observer, and a watch for the first element
 * matching `rowSelector`. The time is taken in a task queued from the next animation frame, so it falls
 * after the frame that painted the row.
 */
export async function installProbe(page: Page, rowSelector: string): Promise<void> {
  await page.addInitScript((selector: string) => {
    const probe: PageProbe = { firstRowAt: null, longTasks: [] };
    window.__bench = probe;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__bench.longTasks.push(entry.duration);
    }).observe({ type: "longtask", buffered: true });
    const watch = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      watch.disconnect();
      requestAnimationFrame(() => setTimeout(() => (probe.firstRowAt = performance.now())));
    });
    watch.observe(document, { childList: true, subtree: true });
  }, rowSelector);
}

export async function firstRowTime(page: Page): Promise<number> {
  await page.waitForFunction(() => window.__bench.firstRowAt !== null, undefined, { timeout: 60_000 });
  return page.evaluate(() => window.__bench.firstRowAt ?? NaN);
}

/** The long tasks since the last call, and forgets them. */
export function takeLongTasks(page: Page): Promise<number[]> {
  return page.evaluate(() => window.__bench.longTasks.splice(0));
}

/**
 * Finds the vertical scrollers under `root` (a column of the board is one, the list's body another) and
 * keeps them for scrollStep. Done once per pass, not per step: walking the page's elements is work of
 * the bench's own that would otherwise land in the page's tasks while they are being measured.
 */
export function findScrollers(page: Page, root: string): Promise<number> {
  return page.evaluate((root) => {
    const scope = document.querySelector(root);
    const candidates = scope ? [document.scrollingElement, scope, ...scope.querySelectorAll("*")] : [];
    window.__benchScrollers = candidates.filter((element): element is Element => {
      if (!element || element.scrollHeight <= element.clientHeight + 1) return false;
      return element === document.scrollingElement || ["auto", "scroll"].includes(getComputedStyle(element).overflowY);
    });
    return window.__benchScrollers.length;
  }, root);
}

/**
 * Scrolls every scroller findScrollers found down by `step` pixels a frame, in the page itself (no round
 * trip per frame), until none moves any more: the end of what is loaded. Answers how many frames moved.
 */
export function scrollToLoadedEnd(page: Page, step: number): Promise<number> {
  // No named functions inside: the page gets this function's source, without tsx's naming helper.
  return page.evaluate(async (step) => {
    for (let frames = 0; ; frames += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      let moved = false;
      for (const scroller of window.__benchScrollers ?? []) {
        if (!scroller.isConnected) continue;
        const before = scroller.scrollTop;
        scroller.scrollTop = before + step;
        if (scroller.scrollTop !== before) moved = true;
      }
      if (!moved) return frames;
    }
  }, step);
}

/** Clicks every enabled "Load more" button under `root`, for a board that pages by button rather than by scrolling. */
export function clickLoadMore(page: Page, root: string): Promise<number> {
  return page.evaluate((root) => {
    const buttons = [...document.querySelectorAll<HTMLButtonElement>(`${root} button`)].filter((button) => /^Load more/.test(button.textContent ?? "") && !button.disabled);
    for (const button of buttons) button.click();
    return buttons.length;
  }, root);
}

export function elementCount(page: Page): Promise<number> {
  return page.evaluate(() => document.getElementsByTagName("*").length);
}
