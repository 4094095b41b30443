/** Types of chromium.mjs, for the unit tests. */
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
/** What whileChromiumRuns listens to: a Browser ("disconnected") or a persistent BrowserContext ("close"). */
interface ChromiumTarget {
  isConnected?: () => boolean;
  on(event: string, listener: () => void): unknown;
  off(event: string, listener: () => void): unknown;
}
export declare function whileChromiumRuns<T>(target: ChromiumTarget, work: Promise<T>): Promise<T>;
