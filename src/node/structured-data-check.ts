/**
 * A page's structured data against what Google documents for each type the site uses, so a page
 * search engines would refuse for a rich result fails the build's checks instead
 * (docs/decisions.md#d79-region-pages-describe-a-service-not-a-local-business).
 *
 * Each type has a rule with its source. A type with no rule here fails too: a new kind of node is
 * checked before it ships. Beyond Google's required properties, a rule asks for what the site
 * itself promises (the recommended properties it fills), and every `@id` a node points at must be a
 * node of the same page, as Google resolves references only within the page.
 */

type Node = Record<string, unknown>;

export interface StructuredDataIssue {
  /** The node, as `Type` or `Type <@id>`. */
  node: string;
  /** The property, dotted (`itemListElement[1].item`). */
  property: string;
  message: string;
}

interface Context {
  /** Every node of the page with an @id. */
  ids: Map<string, Node>;
  issue(property: string, message: string): void;
}

const isObject = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const typesOf = (node: Node): string[] =>
  Array.isArray(node["@type"])
    ? node["@type"].map(String)
    : node["@type"] === undefined
      ? []
      : [String(node["@type"])];
const text = (value: unknown) => typeof value === "string" && value.trim() !== "";
const url = (value: unknown) =>
  typeof value === "string" && /^https:\/\/[^\s/]+(\/\S*)?$/.test(value);
/** ISO 8601 as Google reads it: a date, or a date and time with its time zone. */
const isoDate = (value: unknown) =>
  typeof value === "string" &&
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(value) &&
  !Number.isNaN(Date.parse(value));
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

/** The node a value stands for: itself, or the node of the page its `@id` names. */
function resolve(value: unknown, ctx: Context, property: string): Node | undefined {
  if (!isObject(value)) return undefined;
  const id = value["@id"];
  if (typeof id === "string" && Object.keys(value).length === 1) {
    const target = ctx.ids.get(id);
    if (!target) ctx.issue(property, `points at ${id}, which is not a node of this page`);
    return target;
  }
  return value;
}

function requireText(node: Node, property: string, ctx: Context, why = "is required") {
  if (!text(node[property])) ctx.issue(property, `${why}: a non-empty text`);
}

function requireUrl(node: Node, property: string, ctx: Context, why = "is required") {
  if (!url(node[property])) ctx.issue(property, `${why}: an absolute https:// address`);
}

/** A postal address Google can place: street, locality, postal code and country. */
function checkAddress(value: unknown, property: string, ctx: Context) {
  const address = resolve(value, ctx, property);
  if (!address || !typesOf(address).includes("PostalAddress")) {
    ctx.issue(property, "is required: a PostalAddress");
    return;
  }
  for (const field of ["streetAddress", "addressLocality", "postalCode"]) {
    if (!text(address[field]))
      ctx.issue(
        `${property}.${field}`,
        "is required for an address Google can place: a non-empty text",
      );
  }
  if (typeof address.addressCountry !== "string" || !/^[A-Z]{2}$/.test(address.addressCountry))
    ctx.issue(`${property}.addressCountry`, "must be a two-letter country code such as FR");
}

function checkPlaces(value: unknown, property: string, ctx: Context) {
  const places = list(value);
  if (places.length === 0) ctx.issue(property, "is required: the places served");
  places.forEach((place, index) => {
    if (!isObject(place) || !text(place.name))
      ctx.issue(`${property}[${index}]`, "must be a place with a name");
  });
}

interface Rule {
  /** Where Google documents the type's requirements, or why it has none. */
  source: string;
  check(node: Node, ctx: Context): void;
}

/**
 * The types the site uses. Google's Search Central pages, read 2026-11-27:
 * https://developers.google.com/search/docs/appearance/structured-data/search-gallery
 */
export const RULES: Record<string, Rule> = {
  Organization: {
    // No required property; logo, url, name, address, contact points recommended.
    source: "https://developers.google.com/search/docs/appearance/structured-data/organization",
    check(node, ctx) {
      requireText(node, "name", ctx, "is recommended, and the site names its company");
      requireUrl(node, "url", ctx, "is recommended, and the site gives its home");
      requireUrl(node, "logo", ctx, "is recommended, and the site gives its mark");
      if (node.address !== undefined) checkAddress(node.address, "address", ctx);
      list(node.contactPoint).forEach((point, index) => {
        if (!isObject(point) || !/^\+[1-9]\d{6,14}$/.test(String(point.telephone ?? "")))
          ctx.issue(
            `contactPoint[${index}].telephone`,
            "must be a number in international form such as +33199000101",
          );
      });
    },
  },
  WebSite: {
    // Site names: name and url are required.
    source: "https://developers.google.com/search/docs/appearance/site-names",
    check(node, ctx) {
      requireText(node, "name", ctx);
      requireUrl(node, "url", ctx);
    },
  },
  BreadcrumbList: {
    // At least two ListItems, each with position and name; item is required but for the last one.
    source: "https://developers.google.com/search/docs/appearance/structured-data/breadcrumb",
    check(node, ctx) {
      const items = list(node.itemListElement);
      if (items.length < 2)
        ctx.issue(
          "itemListElement",
          `holds ${items.length} item(s); a breadcrumb needs at least two ListItems`,
        );
      items.forEach((item, index) => {
        const at = `itemListElement[${index}]`;
        if (!isObject(item) || !typesOf(item).includes("ListItem"))
          return ctx.issue(at, "must be a ListItem");
        if (item.position !== index + 1)
          ctx.issue(`${at}.position`, `must be ${index + 1}: positions count from 1 in order`);
        requireText(item, "name", ctx, `is required (${at})`);
        if (index < items.length - 1 && !url(item.item))
          ctx.issue(
            `${at}.item`,
            "is required but for the last item: an absolute https:// address",
          );
      });
    },
  },
  BlogPosting: {
    // Article types have no required property; headline, image, dates and author are recommended.
    // Dates are ISO 8601, a time with its time zone where there is one.
    source: "https://developers.google.com/search/docs/appearance/structured-data/article",
    check(node, ctx) {
      requireText(node, "headline", ctx, "is recommended, and every article has one");
      requireUrl(node, "image", ctx, "is recommended, and every article has a cover");
      for (const property of ["datePublished", "dateModified"]) {
        if (!isoDate(node[property]))
          ctx.issue(
            property,
            "must be an ISO 8601 date (2026-03-14) or date and time with its time zone (2026-03-14T09:30:00+01:00)",
          );
      }
      if (
        isoDate(node.datePublished) &&
        isoDate(node.dateModified) &&
        Date.parse(String(node.dateModified)) < Date.parse(String(node.datePublished))
      ) {
        ctx.issue("dateModified", "is before datePublished");
      }
      list(node.author).forEach((author, index) => {
        const who = resolve(author, ctx, `author[${index}]`);
        if (who && !text(who.name))
          ctx.issue(`author[${index}]`, "must have a name (the author's, or its node's)");
      });
      if (list(node.author).length === 0)
        ctx.issue("author", "is recommended, and the site names who writes");
    },
  },
  Service: {
    // Not a search feature: no Google requirement. The site describes each with a provider that
    // has the company's address (Google places a business by its address), and where it is offered.
    source: "https://schema.org/Service (no Google search feature)",
    check(node, ctx) {
      requireText(node, "name", ctx);
      const provider = resolve(node.provider, ctx, "provider");
      if (!provider) ctx.issue("provider", "is required: the business that provides the service");
      else if (
        !typesOf(provider).some((type) => type === "Organization" || type === "LocalBusiness")
      )
        ctx.issue("provider", "must be a business: the company's Organization node");
      else checkAddress(provider.address, "provider.address", ctx);
      checkPlaces(node.areaServed, "areaServed", ctx);
      list(node.availableChannel).forEach((channel, index) => {
        const phone =
          isObject(channel) && isObject(channel.servicePhone)
            ? channel.servicePhone.telephone
            : undefined;
        if (!/^\+[1-9]\d{6,14}$/.test(String(phone ?? "")))
          ctx.issue(
            `availableChannel[${index}].servicePhone.telephone`,
            "must be a number in international form",
          );
      });
    },
  },
  LocalBusiness: {
    // name and address are required.
    source: "https://developers.google.com/search/docs/appearance/structured-data/local-business",
    check(node, ctx) {
      requireText(node, "name", ctx);
      checkAddress(node.address, "address", ctx);
    },
  },
  Offer: {
    // An offer of a service: price and currency, as Google reads any offer, and what it is for.
    source: "https://developers.google.com/search/docs/appearance/structured-data/merchant-listing",
    check(node, ctx) {
      if (typeof node.price !== "number" || !(node.price >= 0))
        ctx.issue("price", "is required: a number");
      if (typeof node.priceCurrency !== "string" || !/^[A-Z]{3}$/.test(node.priceCurrency))
        ctx.issue("priceCurrency", "is required: a three-letter currency code such as EUR");
      if (!resolve(node.itemOffered, ctx, "itemOffered"))
        ctx.issue("itemOffered", "is required: what is offered");
    },
  },
};

/** The nodes of one page's JSON-LD scripts: each script's top-level node, or its @graph's. */
export function structuredDataNodes(scripts: readonly string[]): {
  nodes: Node[];
  issues: StructuredDataIssue[];
} {
  const nodes: Node[] = [];
  const issues: StructuredDataIssue[] = [];
  scripts.forEach((source, index) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(source);
    } catch (error) {
      issues.push({
        node: `script ${index + 1}`,
        property: "",
        message: `is not JSON: ${(error as Error).message}`,
      });
      return;
    }
    for (const node of isObject(parsed) && Array.isArray(parsed["@graph"])
      ? parsed["@graph"]
      : list(parsed)) {
      if (!isObject(node))
        issues.push({
          node: `script ${index + 1}`,
          property: "",
          message: "holds something other than a node",
        });
      else nodes.push(node);
    }
  });
  return { nodes, issues };
}

/** Every issue of a page's nodes against the rules of their types. */
export function checkStructuredData(scripts: readonly string[]): StructuredDataIssue[] {
  const { nodes, issues } = structuredDataNodes(scripts);
  const ids = new Map<string, Node>();
  for (const node of nodes) {
    const id = node["@id"];
    if (typeof id !== "string") continue;
    if (ids.has(id))
      issues.push({
        node: `${typesOf(node).join(",")} <${id}>`,
        property: "@id",
        message: "is the @id of another node of the page",
      });
    ids.set(id, node);
  }
  for (const node of nodes) {
    const types = typesOf(node);
    const name = `${types.join(",") || "untyped"}${typeof node["@id"] === "string" ? ` <${node["@id"]}>` : ""}`;
    const ctx: Context = {
      ids,
      issue: (property, message) => issues.push({ node: name, property, message }),
    };
    if (node["@context"] !== "https://schema.org")
      ctx.issue("@context", "must be https://schema.org");
    const known = types.filter((type) => type in RULES);
    if (known.length === 0)
      ctx.issue(
        "@type",
        `has no rule in src/node/structured-data-check.ts (types with one: ${Object.keys(RULES).join(", ")}); add one from Google's documentation before the page uses it`,
      );
    for (const type of known) RULES[type].check(node, ctx);
  }
  return issues;
}

export function formatStructuredDataIssue({
  node,
  property,
  message,
}: StructuredDataIssue): string {
  return `${node}${property ? ` ${property}` : ""}: ${message}`;
}
