/**
 * Taps made before React listens (docs/rules.md#early-taps). The page is painted from its markup,
 * and parsed whole, before any bundle has run, and on a slow phone seconds pass before React
 * attaches its listeners (in `hydrateRoot`): a tap in that window would do nothing. Controls that HTML can run by itself
 * need no help (the menu is a `<details>`, links are links); the cookie banner's buttons are
 * answered at once by the head script (consent.ts); what is left — the site's buttons and selects —
 * is recorded by the head script while it is the only one listening, and replayed on the same
 * elements once the page has hydrated, in the order the visitor acted: the pattern of Angular's
 * event replay and Google's JSAction.
 *
 * Once React listens, it answers every event itself (an event on a part not hydrated yet makes
 * React hydrate it first), so the head script stops recording right before `hydrateRoot`: each tap
 * reaches exactly one of the two, and takes effect once.
 */

/** The head script's state on `window`: whether it still answers, and what it recorded. */
export const EARLY_EVENTS_GLOBAL = "__debrixEarly";

/**
 * The elements whose early taps are replayed: the site's own buttons (the cookie banner's are
 * answered by the head script, and say so with `data-consent-choice`) and their changed selects.
 */
export const REPLAYED_CLICKS = "button:not([data-consent-choice])";
export const REPLAYED_CHANGES = "select";

export interface EarlyEvent {
  type: "click" | "change";
  target: Element;
  /** What a select was changed to. */
  value?: string;
  /** The page's path when the visitor acted (a jump to an anchor on the page keeps it). */
  path: string;
}

interface EarlyEvents {
  /** True until React listens: the head script answers and records. */
  on: boolean;
  queue: EarlyEvent[];
}

/**
 * The part of the inline head script that records, first in its function, where `w` is the window
 * and `E` is declared: it creates the state and listens (capture phase, so nothing in the page can stop
 * it) for clicks on replayed buttons and changes of selects. The head script's other early parts
 * (consent.ts, app-link.ts) read `E.on` to know whether they may still act.
 */
export function earlyEventsBeforePaint(): string {
  return (
    `E=w.${EARLY_EVENTS_GLOBAL}={on:true,queue:[]};(function(){` +
    `function rec(type,sel,value){return function(e){var t=E.on&&e.target.closest&&e.target.closest(sel);` +
    `if(t)E.queue.push({type:type,target:t,value:value?t.value:void 0,path:w.location.pathname})}}` +
    `document.addEventListener("click",rec("click",${JSON.stringify(REPLAYED_CLICKS)}),true);` +
    `document.addEventListener("change",rec("change",${JSON.stringify(REPLAYED_CHANGES)},1),true)})();`
  );
}

function earlyEvents(win: Window): EarlyEvents | undefined {
  return (win as unknown as Record<string, EarlyEvents | undefined>)[EARLY_EVENTS_GLOBAL];
}

/** Right before React listens: the head script stops answering and recording. */
export function stopEarlyEvents(win: Window = window): void {
  const state = earlyEvents(win);
  if (state) state.on = false;
}

/**
 * Once the page has hydrated: each recorded event again, on its own element, in order. An element
 * React did not keep (a page rendered afresh rather than hydrated) is not a place to act on, and
 * nothing recorded on another page is replayed. Returns how many were replayed.
 */
export function replayEarlyEvents(win: Window & typeof globalThis = window): number {
  const state = earlyEvents(win);
  if (!state) return 0;
  state.on = false;
  const queue = state.queue.splice(0);
  let replayed = 0;
  for (const { type, target, value, path } of queue) {
    if (!target.isConnected || path !== win.location.pathname) continue;
    if (type === "click" && target instanceof win.HTMLElement) {
      target.click();
    } else if (
      type === "change" &&
      target instanceof win.HTMLSelectElement &&
      value !== undefined
    ) {
      // Hydration leaves the visitor's choice on screen, but React still holds the rendered one:
      // the choice is made again, as the visitor made it.
      target.value = value;
      target.dispatchEvent(new win.Event("change", { bubbles: true }));
    } else {
      continue;
    }
    replayed += 1;
  }
  return replayed;
}
