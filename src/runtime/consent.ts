/**
 * The cookie-consent rules (docs/rules.md#consent): one cookie, `true` kept for the accepted
 * duration, `false` for the declined one (365 and 6 days in data/business.yaml); the banner shows
 * while there is no valid cookie and the page is not embedded.
 */

export interface ConsentDurations {
  acceptedDays: number;
  declinedDays: number;
}

export type ConsentChoice = boolean;

/** What to write for a choice. */
export function consentCookie(choice: ConsentChoice, durations: ConsentDurations): { value: "true" | "false"; expiresDays: number } {
  return choice ? { value: "true", expiresDays: durations.acceptedDays } : { value: "false", expiresDays: durations.declinedDays };
}

/** The stored choice; any other value counts as no choice. */
export function readConsent(value: string | undefined | null): ConsentChoice | null {
  if (value === "true") return true;
  if (value === "false") return false;
  return null;
}

/** The banner asks while there is no choice, or again when the visitor reopened it (footer "Cookie settings"); never embedded. */
export function bannerVisible(choice: ConsentChoice | null, embedded: boolean, reopened = false): boolean {
  return (choice === null || reopened) && !embedded;
}

/** Google Consent Mode v2 signals for a choice (the defaults, before any choice, are all denied). */
export function consentModeUpdate(choice: ConsentChoice | null): Record<"ad_storage" | "ad_user_data" | "ad_personalization" | "analytics_storage", "granted" | "denied"> {
  const state = choice === true ? "granted" : "denied";
  return { ad_storage: state, ad_user_data: state, ad_personalization: state, analytics_storage: state };
}
