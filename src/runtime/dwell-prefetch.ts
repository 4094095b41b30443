/**
 * Link prefetch timing (docs/rules.md#link-prefetch): a link that stays in view for the delay (250 ms) has its
 * page prefetched, once. The observer options (20 px root margin, 0.1 threshold) are the caller's;
 * this module only decides when, so it can be tested with fake timers.
 */

export interface DwellPrefetcher {
  /** The link came into view. */
  enter(path: string): void;
  /** The link left the view before the delay: no prefetch. */
  leave(path: string): void;
}

export function createDwellPrefetcher(
  delayMs: number,
  prefetch: (path: string) => void,
): DwellPrefetcher {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const done = new Set<string>();
  return {
    enter(path) {
      if (done.has(path) || timers.has(path)) return;
      timers.set(
        path,
        setTimeout(() => {
          timers.delete(path);
          done.add(path);
          prefetch(path);
        }, delayMs),
      );
    },
    leave(path) {
      const timer = timers.get(path);
      if (timer === undefined) return;
      clearTimeout(timer);
      timers.delete(path);
    },
  };
}
