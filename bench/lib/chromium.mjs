/** Debian's Chromium and the flags it needs on a closed network (docs/testing.md#what-npm-test-runs). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/**
 * `work`, or a rejection as soon as Chromium goes away: `target` is a Browser (its "disconnected")
 * or a persistent BrowserContext (its "close"). Playwright rejects most calls on a browser that
 * died, but not all: one made while it was opening a context or a CDP session can stay pending for
 * ever, and with it the bench, its servers still open, until something outside kills it.
 */
export function whileChromiumRuns(target, work) {
  const isBrowser = typeof target.isConnected === "function";
  const event = isBrowser ? "disconnected" : "close";
  let stop;
  const gone = new Promise((_, reject) => {
    stop = () =>
      reject(
        new Error(
          "Chromium closed in the middle of the measure (crashed, killed, or out of memory on a busy machine); the bench stops",
        ),
      );
    if (isBrowser && !target.isConnected()) stop();
    else target.on(event, stop);
  });
  // The work may still settle after Chromium went; nobody waits for it then.
  work.catch(() => undefined);
  return Promise.race([work, gone]).finally(() => target.off(event, stop));
}
