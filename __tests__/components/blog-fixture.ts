/** The made-up business facts the blog component tests render, as the page query gives them: formatted by the build. */
import { factTexts } from "../../src/rules/data/texts";

export const FIXTURE_FACT_TEXTS = factTexts(
  {
    deliveryHours: 24,
    parkingMinutes: 45,
    invoicingHoursAfterService: 24,
    longRental: { afterWeeks: 2, surchargeEurosPerMonth: 100 },
    bigBagTransport: { eurosExclTax: 75, perBigBags: 6 },
    figures: { constructionWasteMillionTonnesPerYear: 46, recycledPercent: 67 },
  },
  "fr-FR",
);
