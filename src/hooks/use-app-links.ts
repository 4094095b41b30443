import { useMarket } from "./use-market";
import { useVisitor } from "./use-visitor";
import { appLinks } from "../shared/app-link";

/** Login and sign-up links into the separate application, with the active region and tracking (docs/rules.md#app-links). */
export function useAppLinks() {
  const { country, appLanguage } = useMarket();
  const { region, tracking } = useVisitor();
  return { region, ...appLinks(country, region.key, tracking, [], appLanguage) };
}
