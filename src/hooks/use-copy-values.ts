import { useMarket } from "./use-market";
import { useVisitor } from "./use-visitor";
import { copyValues, type CopyValues } from "../shared/copy-values";

/** The data values page copy interpolates, for the built market and the visitor's region. */
export function useCopyValues(): CopyValues {
  const { brand, business, country } = useMarket();
  const { region } = useVisitor();
  return copyValues({ brand, business, country, region });
}
