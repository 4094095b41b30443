import { useMarket } from "./use-market";
import { buildAppLink } from "../shared/app-link";

/** Login and sign-up links into the separate application, carrying the active region (SPEC §7). */
export function useAppLinks() {
  const { country, regions } = useMarket();
  // The market's first region until the visitor picks one (SPEC §4).
  const region = regions[0];
  const options = { regionKey: region?.key };
  return {
    region,
    login: buildAppLink(country.appUrl, "/", options),
    signup: buildAppLink(country.appUrl, country.appRegisterPath, options),
  };
}
