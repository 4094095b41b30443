import { useMarket } from "./use-market";
import { useVisitor } from "./use-visitor";
import { appLinks, type AppLinkChoices } from "../shared/app-link";

/**
 * The sign-up link of a visitor tool's answer: the region it is for (the zone's, else the
 * visitor's), what the visitor chose (service, waste, size, count, zone…) and the tracking, as every
 * app link carries them (docs/rules.md#app-links).
 */
export function useSignupLink(regionKey: string | undefined, choices: AppLinkChoices): string {
  const { country, appLanguage } = useMarket();
  const visitor = useVisitor();
  return appLinks(country, regionKey ?? visitor.region.key, visitor.tracking, choices, appLanguage)
    .signup;
}
