import path from "node:path";
import { loadSiteData } from "../../src/node/data/load";
import { brandMarkDefinitions, brandMarks, everyBrandMark } from "../../src/node/brand-marks";
import { SOCIAL_NETWORKS } from "../../src/shared/keys";

const { data } = loadSiteData(path.resolve(__dirname, "../../data"));

describe("the brand marks compiled into a market's bundles", () => {
  it.each(Object.keys(data.countries))(
    "keeps market %s's own logo and the glyphs of its social links, and nothing else",
    (market) => {
      const country = data.countries[market];
      const marks = brandMarks(country);
      expect(
        Object.entries(marks.logo)
          .filter(([, shown]) => shown)
          .map(([variant]) => variant),
      ).toEqual([country.logo]);
      const shown = SOCIAL_NETWORKS.filter((network) => marks.social[network]);
      expect([...shown].sort()).toEqual(country.socialLinks.map((link) => link.label).sort());
      expect(Object.keys(marks.social)).toEqual([...SOCIAL_NETWORKS]);
    },
  );

  it("gives the French and the German market different marks", () => {
    expect(brandMarks(data.countries.FR)).not.toEqual(brandMarks(data.countries.DE));
    expect(brandMarks(data.countries.DE).social.Facebook).toBe(false);
    expect(brandMarks(data.countries.FR).social.Facebook).toBe(true);
  });

  it("defines each flag as code, member by member, so the minifier can drop what a market does not show", () => {
    const { __DEBRIX_BRAND_MARKS__: definitions } = brandMarkDefinitions(
      brandMarks({
        logo: "DE",
        socialLinks: [{ label: "LinkedIn", to: "https://www.linkedin.com/company/debrix" }],
      }),
    );
    expect(definitions.logo).toEqual({ FR: "false", DE: "true" });
    expect(definitions.social.LinkedIn).toBe("true");
    expect(definitions.social.Twitter).toBe("false");
  });

  it("has every mark for the unit tests, which render any market", () => {
    const every = everyBrandMark();
    expect(Object.values(every.logo).every(Boolean)).toBe(true);
    expect(Object.values(every.social)).toHaveLength(SOCIAL_NETWORKS.length);
    expect(Object.values(every.social).every(Boolean)).toBe(true);
  });
});
