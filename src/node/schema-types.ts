/**
 * GraphQL types of the data/ files (gatsby-transformer-yaml nodes), declared explicitly so that an
 * optional field missing from every file never breaks a query.
 * https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/
 */

interface YamlTypeNameArgs {
  node: { relativeDirectory?: string; name?: string };
}

const TYPE_BY_FILE: Record<string, string> = {
  brand: "Brand",
  business: "BusinessConstants",
  catalogue: "Catalogue",
  services: "Service",
};
const TYPE_BY_DIRECTORY: Record<string, string> = {
  countries: "Country",
  regions: "Region",
};

/** gatsby-transformer-yaml `typeName`: data/countries/*.yaml → Country, data/services.yaml → Service… */
export function yamlTypeName({ node }: YamlTypeNameArgs): string {
  const byDirectory = node.relativeDirectory ? TYPE_BY_DIRECTORY[node.relativeDirectory] : undefined;
  const byFile = node.name ? TYPE_BY_FILE[node.name] : undefined;
  const typeName = byDirectory ?? byFile;
  if (!typeName) {
    throw new Error(`data/${node.relativeDirectory ? `${node.relativeDirectory}/` : ""}${node.name}.yaml is not a known data file; see README "Content team"`);
  }
  return typeName;
}

export const typeDefs = /* GraphQL */ `
  type PerLanguage {
    fr: String!
    de: String!
    en: String!
  }

  type Brand implements Node @dontInfer {
    name: String!
    copyrightYear: Int!
    defaultMarket: String!
    defaultRegion: String!
  }

  type LongRental { afterWeeks: Int! surchargeEurosPerMonth: Int! services: [String!]! }
  type BigBagTransport { region: String! eurosExclTax: Int! perBigBags: Int! }
  type ConsentCookie { acceptedDays: Int! declinedDays: Int! }
  type Prefetch { rootMarginPx: Int! threshold: Float! delayMs: Int! }
  type ModalSize { width: Int! height: Int! dialogWidth: Int! }
  type Figures { constructionWasteMillionTonnesPerYear: Int! recycledPercent: Float! }

  type BusinessConstants implements Node @dontInfer {
    deliveryHours: Int!
    parkingMinutes: Int!
    longRental: LongRental!
    invoicingHoursAfterService: Int!
    bigBagTransport: BigBagTransport!
    consentCookie: ConsentCookie!
    chunkLoadTimeoutSeconds: Int!
    prefetch: Prefetch!
    modal: ModalSize!
    figures: Figures!
  }

  type Address { street: String! postalCode: String! city: String! }
  type OfferedService { key: String! timingHours: Int! }
  type SocialLink { label: String! to: String! }
  type Supporter { label: String! to: String! src: String! }
  type AppStores { ios: String! android: String! }
  type WebHost { name: String! address: String! }
  type LegalInfo { registration: String! director: String! host: WebHost! }

  type Country implements Node @dontInfer {
    key: String!
    language: String!
    contentLanguage: String!
    htmlLang: String!
    ogLocale: String!
    domains: [String!]!
    companyName: String!
    email: String!
    address: Address!
    openingHours: String!
    logo: String!
    appUrl: String!
    appRegisterPath: String!
    tagManagerId: String!
    mainNav: [String!]!
    pages: [String!]!
    services: [OfferedService!]!
    regions: [String!]!
    regionList: [Region!]! @link(by: "key", from: "regions")
    partners: [String!]!
    byExperts: [String!]!
    footerLinks: [String!]!
    recruitingUrl: String
    socialLinks: [SocialLink!]!
    supportedBy: [Supporter!]!
    appStores: AppStores
    legal: LegalInfo!
  }

  type Zone {
    id: String!
    name: String!
    nameShort: String!
    services: [String!]
  }

  type Region implements Node @dontInfer {
    key: String!
    name: String!
    nameInText: String!
    number: String!
    numberFormatted: String!
    parkingMinutes: Int
    services: [String!]!
    zones: [Zone!]!
  }

  type Service implements Node @dontInfer {
    key: String!
    slugs: PerLanguage!
    names: PerLanguage!
    aliasPaths: [String!]
    wastes: [String!]
    illustration: File! @link(by: "relativePath", from: "illustration")
    handlingFee: String
    gear: Boolean
  }

  type WasteItem { key: String! variants: [String!] }
  type GearItem { key: String! sizesTonnes: [Float!]! }
  type HandlingFee { key: String! variantKind: String! variants: [String!]! }

  type Catalogue implements Node @dontInfer {
    wastes: [WasteItem!]!
    gearRental: [GearItem!]!
    handlingFees: [HandlingFee!]!
  }

  type MdxFrontmatter @dontInfer {
    title: String!
    description: String!
    date: Date! @dateformat
    updated: Date @dateformat
    image: String
    type: String!
    category: String!
    tags: [String!]!
    service: String
  }

  type MdxFields {
    slug: String!
    collection: String!
    readingMinutes: Int!
    coverPath: String
  }

  type Mdx implements Node {
    frontmatter: MdxFrontmatter!
    fields: MdxFields!
    "The article's image when it is a file beside the article, for gatsby-plugin-image."
    cover: File @link(by: "absolutePath", from: "fields.coverPath")
  }

  type SiteSiteMetadata {
    title: String!
    siteUrl: String
    market: String!
    siteEnv: String!
    buildHash: String!
    version: String!
  }
`;
