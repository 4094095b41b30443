import { useMarket } from "./use-market";
import { copyValues, type CopyValues } from "../shared/copy-values";

/** The data values page copy interpolates, for the built market and its default region. */
export function useCopyValues(): CopyValues {
  const { brand, business, country, regions } = useMarket();
  return copyValues({ brand, business, country, region: regions[0] });
}
