import {
  checkStructuredData,
  formatStructuredDataIssue,
} from "../../src/node/structured-data-check";

const ORG = {
  "@context": "https://schema.org",
  "@type": "Organization",
  "@id": "https://www.debrix.fr/#organization",
  name: "Debrix France SAS",
  url: "https://www.debrix.fr/",
  logo: "https://www.debrix.fr/favicon.svg",
  address: {
    "@type": "PostalAddress",
    streetAddress: "1 rue X",
    postalCode: "75001",
    addressLocality: "Paris",
    addressCountry: "FR",
  },
  contactPoint: [{ "@type": "ContactPoint", telephone: "+33199000101" }],
};
const check = (...nodes: unknown[]) =>
  checkStructuredData(nodes.map((node) => JSON.stringify(node))).map(formatStructuredDataIssue);
const without = (node: Record<string, unknown>, property: string) =>
  Object.fromEntries(Object.entries(node).filter(([key]) => key !== property));

describe("the structured-data check", () => {
  it("passes a page whose nodes meet their types' requirements", () => {
    const breadcrumb = {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Accueil", item: "https://www.debrix.fr/" },
        { "@type": "ListItem", position: 2, name: "Lyon" },
      ],
    };
    const article = {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Big bag à Lyon",
      image: "https://www.debrix.fr/static/cover.png",
      datePublished: "2026-03-14T09:30:00+01:00",
      dateModified: "2026-04-02",
      author: { "@id": ORG["@id"] },
    };
    expect(check(ORG, breadcrumb, article)).toEqual([]);
  });

  it("refuses a LocalBusiness without an address, as Google does for local business results", () => {
    expect(
      check(ORG, {
        "@context": "https://schema.org",
        "@type": "LocalBusiness",
        name: "Debrix Lyon",
        telephone: "+33465710101",
      }),
    ).toEqual(["LocalBusiness address: is required: a PostalAddress"]);
  });

  it("refuses a Service whose provider is missing, not on the page, or has no address, or that serves nowhere", () => {
    const service = {
      "@context": "https://schema.org",
      "@type": "Service",
      name: "Bennes à Lyon",
      provider: { "@id": ORG["@id"] },
      areaServed: [{ "@type": "AdministrativeArea", name: "Lyon" }],
    };
    expect(check(ORG, service)).toEqual([]);
    expect(check(service)).toEqual([
      "Service provider: points at https://www.debrix.fr/#organization, which is not a node of this page",
      "Service provider: is required: the business that provides the service",
    ]);
    expect(check(without(ORG, "address"), service)).toEqual([
      "Service provider.address: is required: a PostalAddress",
    ]);
    expect(check(ORG, without(service, "areaServed"))).toEqual([
      "Service areaServed: is required: the places served",
    ]);
  });

  it("refuses a breadcrumb of one step, positions out of order, and a middle step without its address", () => {
    const steps = (...items: object[]) => ({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: items,
    });
    expect(check(steps({ "@type": "ListItem", position: 1, name: "Accueil" }))).toEqual([
      "BreadcrumbList itemListElement: holds 1 item(s); a breadcrumb needs at least two ListItems",
    ]);
    expect(
      check(
        steps(
          { "@type": "ListItem", position: 1, name: "A" },
          { "@type": "ListItem", position: 3, name: "B" },
        ),
      ),
    ).toEqual([
      "BreadcrumbList itemListElement[0].item: is required but for the last item: an absolute https:// address",
      "BreadcrumbList itemListElement[1].position: must be 2: positions count from 1 in order",
    ]);
  });

  it("refuses an article date that is not ISO 8601, a time without its time zone, and a change before the publication", () => {
    const article = (datePublished: string, dateModified: string) => ({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "H",
      image: "https://www.debrix.fr/c.png",
      datePublished,
      dateModified,
      author: { "@id": ORG["@id"] },
    });
    expect(check(ORG, article("14/03/2026", "2026-03-14"))).toEqual([
      expect.stringContaining("BlogPosting datePublished: must be an ISO 8601 date"),
    ]);
    expect(check(ORG, article("2026-03-14T09:30:00", "2026-03-14"))).toEqual([
      expect.stringContaining("BlogPosting datePublished: must be an ISO 8601 date"),
    ]);
    expect(check(ORG, article("2026-03-14", "2026-03-01"))).toEqual([
      "BlogPosting dateModified: is before datePublished",
    ]);
  });

  it("refuses a type it has no rule for, so a new kind of node is checked before it ships", () => {
    expect(check({ "@context": "https://schema.org", "@type": "FAQPage", mainEntity: [] })).toEqual(
      [expect.stringMatching(/^FAQPage @type: has no rule in src\/node\/structured-data-check.ts/)],
    );
  });

  it("refuses two nodes of a page with one @id, and a script that is not JSON", () => {
    expect(check(ORG, ORG)).toEqual([
      "Organization <https://www.debrix.fr/#organization> @id: is the @id of another node of the page",
    ]);
    expect(checkStructuredData(["{"]).map(formatStructuredDataIssue)).toEqual([
      expect.stringMatching(/^script 1: is not JSON/),
    ]);
  });
});
