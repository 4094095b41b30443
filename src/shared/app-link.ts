/**
 * Links into the separate web application (docs/rules.md#app-links): base address plus a path, then
 * `_region={region key}`, then, in a market with several languages, `_lang={the page's locale}`,
 * then what a visitor tool hands over (`service`, `waste`, `size`…), then the stored tracking
 * fields in the order of TRACKING_FIELDS.
 */
export const TRACKING_FIELDS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
] as const;
export type TrackingField = (typeof TRACKING_FIELDS)[number];
export type TrackingData = Partial<Record<TrackingField, string>>;

/** What a visitor tool hands to the sign-up: parameter names and values, in order. */
export type AppLinkChoices = ReadonlyArray<readonly [name: string, value: string]>;

export interface AppLinkOptions {
  regionKey?: string;
  choices?: AppLinkChoices;
  /** The page's locale, for the app's language: only in a market with several languages. */
  language?: string;
  tracking?: TrackingData;
}

export function buildAppLink(
  appUrl: string,
  path: string,
  { regionKey, language, choices = [], tracking = {} }: AppLinkOptions = {},
): string {
  const base = `${appUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
  const query = new URLSearchParams();
  if (regionKey) query.set("_region", regionKey);
  if (language) query.set("_lang", language);
  for (const [name, value] of choices) if (value !== "") query.set(name, value);
  for (const field of TRACKING_FIELDS) {
    const value = tracking[field];
    if (value) query.set(field, value);
  }
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}

/**
 * Login (the app's root) and sign-up (its register path). `tracking` null means local storage
 * failed: then the links are base address and path only, and the language where one is given
 * (docs/rules.md#app-links). A tool's `choices` go to the sign-up only, whatever storage says:
 * they come from the page, not from it.
 */
export function appLinks(
  app: { appUrl: string; appRegisterPath: string },
  regionKey: string,
  tracking: TrackingData | null,
  choices: AppLinkChoices = [],
  language?: string,
): { login: string; signup: string } {
  const options = tracking === null ? { language } : { regionKey, language, tracking };
  return {
    login: buildAppLink(app.appUrl, "/", options),
    signup: buildAppLink(app.appUrl, app.appRegisterPath, { ...options, choices }),
  };
}
