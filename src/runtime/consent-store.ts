/**
 * The visitor's cookie choice (docs/rules.md#consent), read and written with js-cookie.
 * A browser that refuses cookies still gets a working banner: the choice is kept for the page's
 * life and the site goes on.
 */
import Cookies from "js-cookie";
import { consentCookie, readConsent, type ConsentChoice, type ConsentDurations } from "./consent";

export interface ConsentStore {
  /** The choice in the cookie (or made on this page), null when there is none. */
  getChoice(): ConsentChoice | null;
  /** Whether the visitor reopened the banner to change their choice. */
  isReopened(): boolean;
  subscribe(listener: () => void): () => void;
  choose(choice: ConsentChoice): void;
  /** "Cookie settings": ask again; the current choice holds until a new one is made. */
  reopen(): void;
}

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes: { expires: number; path: string; sameSite: "Lax"; secure: boolean }): unknown;
}

export function createConsentStore({
  name,
  durations,
  onChoice,
  cookies = Cookies,
  secure = () => window.location.protocol === "https:",
}: {
  name: string;
  durations: ConsentDurations;
  onChoice: (choice: ConsentChoice) => void;
  cookies?: CookieJar;
  secure?: () => boolean;
}): ConsentStore {
  let made: ConsentChoice | null = null;
  let reopened = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const stored = (): ConsentChoice | null => {
    try {
      return readConsent(cookies.get(name));
    } catch {
      return null;
    }
  };
  const getChoice = () => made ?? stored();
  return {
    getChoice,
    isReopened: () => reopened,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose(choice) {
      const { value, expiresDays } = consentCookie(choice, durations);
      try {
        cookies.set(name, value, { expires: expiresDays, path: "/", sameSite: "Lax", secure: secure() });
      } catch {
        // Cookies blocked: the choice holds for this page only.
      }
      made = choice;
      reopened = false;
      onChoice(choice);
      notify();
    },
    reopen() {
      reopened = true;
      notify();
    },
  };
}
