/**
 * The tool pages' models (model-types.ts): the build (src/node/tool-pages.ts) and the studio's
 * preview make them from data/ and the market's catalog. Texts come typeset, numbers written in
 * the market's language, so the page renders strings; the reference the page shows without
 * JavaScript is computed here by the same rules the browser runs (recommend.ts).
 */
import type { Catalogue, Country, Region, Service } from "../../shared/data-schema";
import type { CountryIn, RegionIn } from "../../shared/languages";
import type { StreetPermitsFile } from "../placement/schemas";
import { articlePath } from "../../shared/blog";
import { pagePath, servicePath, type RoutePathTable } from "../../shared/route-table";
import type { ServiceKey } from "../../shared/keys";
import type { CatalogText } from "./catalog-text";
import { accepts, wasteKeyOf } from "./check";
import type {
  CanItGoInModel,
  EntryStatus,
  EntryView,
  RegionSizeView,
  ServiceLinkView,
  SizeView,
  SourceView,
  WasteOption,
  WhichContainerModel,
} from "./model-types";
import { formatNumber, numberSymbols, type NumberSymbols } from "./number-format";
import { recommend, type Recommendation, type RecommendWaste } from "./recommend";
import type { Source, ToolData, Waste } from "./schemas";
import { entrySearchKey, searchKey } from "./search";

export interface ToolModelInput {
  tools: ToolData;
  catalogue: Catalogue;
  /** Every service of data/services.yaml, names typeset. */
  services: readonly Service[];
  /** The market's country file (data/countries/), as a page in the models' language shows it. */
  country: CountryIn<Country>;
  routePaths: RoutePathTable;
  /** The market's catalog, typeset. */
  t: CatalogText;
  /** A text of data/ with the typography of the market's language. */
  typeset: (text: string) => string;
  /** The titles of the market's blog articles, by slug; none for a market without a blog. */
  articleTitles: ReadonlyMap<string, string>;
  /** The market's regions, in its order, and the street rules ("where can it stand?"). */
  regions: readonly RegionIn<Region>[];
  streetPermits: StreetPermitsFile;
}

/** The quantities of the reference table, in m³. */
export const REFERENCE_QUANTITIES_M3 = [0.5, 1, 3, 6, 10, 20] as const;

const hasPage = (country: Country, page: string) =>
  (country.pages as readonly string[]).includes(page);

/** What both tools share: the market's services with their pages, names and numbers. */
export function common(input: ToolModelInput) {
  const { country, routePaths, t } = input;
  const language = country.contentLanguage;
  const numbers = numberSymbols(country.htmlLang);
  const offered = country.services.map((service) => service.key);
  const services: ServiceLinkView[] = offered.flatMap((key) => {
    const service = input.services.find((candidate) => candidate.key === key);
    if (!service) return [];
    const name = service.names[language];
    return name === undefined
      ? []
      : [
          {
            key,
            name,
            path: servicePath(routePaths, { ...service, key: key as ServiceKey }, language),
          },
        ];
  });
  const { catalogue } = input;
  const wasteName = (id: string) => {
    const [key, variant] = id.split(".");
    const group = t(`catalogue.wastes.${key}`);
    if (!variant) return { name: group, optionName: group, group };
    const optionName = t(`catalogue.variants.${key}.${variant}`);
    return {
      name: t("tools.variantName", { waste: group, variant: optionName }),
      optionName,
      group,
    };
  };
  const number = (value: number, digits = 2) => formatNumber(value, numbers, digits);
  const sizeName = (service: string, volumeM3: number) =>
    t("tools.sizeName", {
      container: t(`tools.containerNames.${service}`),
      volume: number(volumeM3),
    });
  /** Catalogue order, groups sorted by their name in the language, a key before its variants. */
  const catalogueOrder = new Map(
    catalogue.wastes
      .flatMap((waste) => [
        waste.key,
        ...(waste.variants ?? []).map((variant) => `${waste.key}.${variant}`),
      ])
      .map((id, index) => [id, index]),
  );
  const byGroupName = (a: Waste, b: Waste) =>
    wasteName(a.id).group.localeCompare(wasteName(b.id).group, country.htmlLang) ||
    (catalogueOrder.get(a.id) ?? 0) - (catalogueOrder.get(b.id) ?? 0);
  const canItGoInPath = hasPage(country, "CAN_IT_GO_IN")
    ? pagePath(routePaths, "CAN_IT_GO_IN", language)
    : null;
  const whichContainerPath = hasPage(country, "WHICH_CONTAINER")
    ? pagePath(routePaths, "WHICH_CONTAINER", language)
    : null;
  const whereCanItStandPath = hasPage(country, "WHERE_CAN_IT_STAND")
    ? pagePath(routePaths, "WHERE_CAN_IT_STAND", language)
    : null;
  return {
    language,
    numbers,
    offered,
    services,
    wasteName,
    number,
    sizeName,
    byGroupName,
    canItGoInPath,
    whichContainerPath,
    whereCanItStandPath,
  };
}

/** A day written YYYY-MM-DD as the market's pages print a date, in UTC (the day as written). */
export function dayText(day: string, htmlLang: string): string {
  return new Intl.DateTimeFormat(htmlLang, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

export const sourceView =
  (typeset: (text: string) => string, htmlLang: string) =>
  (source: Source): SourceView => ({
    label: typeset(source.label),
    url: source.url,
    site: new URL(source.url).hostname.replace(/^www\./, ""),
    checked: dayText(source.checked, htmlLang),
  });

/** Where a waste goes in the market when none of its services take it. */
function elsewhereOf(waste: Waste, market: string, language: string) {
  const place = waste.elsewhere?.find((candidate) => candidate.markets.includes(market));
  const text = place?.text[language];
  return place && text !== undefined ? { place, text } : undefined;
}

/** One cell of the reference table: what the tool says for the quantity, in a few words. */
function cellText(
  recommendation: Recommendation,
  t: CatalogText,
  sizeName: (service: string, volumeM3: number) => string,
  services: readonly ServiceLinkView[],
): string {
  switch (recommendation.kind) {
    case "containers":
      return t("tools.which.advice", {
        count: recommendation.count,
        size: sizeName(recommendation.service, recommendation.size.volumeM3),
      });
    case "services":
      return recommendation.services
        .map((key) => services.find((service) => service.key === key)?.name ?? key)
        .join(" · ");
    case "refused":
      return t("tools.which.cellRefused");
    case "tooMuch":
      return t("tools.which.cellCall");
  }
}

/**
 * The sizes of data/containers.yaml the market offers (a market of the size, a service the market
 * offers), with what the pages print of each, smallest first; and the everyday units.
 */
function sizeViews(input: ToolModelInput, shared: ReturnType<typeof common>) {
  const { tools, typeset, t } = input;
  const { language, number, offered } = shared;
  const market = input.country.key;
  const { containers } = tools;
  const marketSizes = containers.sizes.filter(
    (size) =>
      size.markets.includes(market) && size.services.some((service) => offered.includes(service)),
  );
  const units = containers.units.map((unit) => ({
    id: unit.id,
    name: typeset(unit.names[language] ?? unit.id),
    volumeM3: unit.volumeM3,
  }));
  const sizes: SizeView[] = marketSizes
    .map((size) => {
      const services = size.services.filter((service) => offered.includes(service));
      const vehicle = containers.vehicles.find((candidate) => candidate.id === size.vehicle);
      return {
        id: size.id,
        services,
        volumeM3: size.volumeM3,
        maxPayloadT: size.maxPayloadT,
        heavyAllowed: size.heavyAllowed,
        maxCount: size.maxCount ?? null,
        names: Object.fromEntries(
          services.map((service) => [service, shared.sizeName(service, size.volumeM3)]),
        ),
        volume: t("tools.which.volume", { volume: number(size.volumeM3) }),
        dimensions: t("tools.which.dimensions", {
          length: number(size.lengthM),
          width: number(size.widthM),
          height: number(size.heightM),
        }),
        payload: t("tools.which.tonnes", { tonnes: number(size.maxPayloadT, 1) }),
        footprint: t("tools.which.area", { area: number(size.footprintM2, 1) }),
        vehicle: typeset(vehicle?.names[language] ?? size.vehicle),
        allowedOnRoad: size.allowedOnRoad,
        equivalents: units
          .map((unit) =>
            t("tools.which.equivalent", {
              count: number(Math.round(size.volumeM3 / unit.volumeM3), 0),
              unit: unit.name,
            }),
          )
          .join(" · "),
      };
    })
    .sort((a, b) => a.volumeM3 - b.volumeM3 || a.id.localeCompare(b.id));
  return { marketSizes, units, sizes };
}

/** The market's sizes and services as the which-container page writes them, without the rest of its model. */
export function marketSizeViews(
  input: ToolModelInput,
): Pick<WhichContainerModel, "sizes" | "services"> {
  const shared = common(input);
  return { sizes: sizeViews(input, shared).sizes, services: shared.services };
}

/**
 * What a region's page shows of the sizes its `containers` name, in the region's order: the figures
 * of data/containers.yaml as the which-container page writes them (`sizes` of the market, which
 * the model of either tool page holds) and the region's own "from" price, written here with Intl
 * at build time (docs/decisions.md#d51-dates-and-numbers-are-formatted-at-build-time). A size the
 * market does not offer, or none of whose services the region offers, is left out: the content
 * check refuses it before any page is built.
 */
export function regionSizes(
  market: Pick<WhichContainerModel, "sizes" | "services">,
  region: Pick<Region, "services" | "containers">,
  htmlLang: string,
): RegionSizeView[] {
  const serviceNames = new Intl.ListFormat(htmlLang, { type: "conjunction" });
  // Whole euros without cents (289 €), cents written in full otherwise (1 249,50 €).
  const priceText = (euros: number) =>
    new Intl.NumberFormat(htmlLang, {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: Number.isInteger(euros) ? 0 : 2,
    }).format(euros);
  return (region.containers ?? []).flatMap((entry) => {
    const size = market.sizes.find((candidate) => candidate.id === entry.size);
    const offered: readonly string[] = region.services;
    const services = size?.services.filter((service) => offered.includes(service)) ?? [];
    if (!size || services.length === 0) return [];
    const names = services.map(
      (key) => market.services.find((service) => service.key === key)?.name ?? key,
    );
    return [
      {
        id: size.id,
        services,
        servicesText: serviceNames.format(names),
        name: size.names[services[0]] ?? size.volume,
        volume: size.volume,
        dimensions: size.dimensions,
        payload: size.payload,
        price:
          entry.fromPriceEur === undefined
            ? null
            : { euros: entry.fromPriceEur, text: priceText(entry.fromPriceEur) },
      },
    ];
  });
}

export function whichContainerModel(input: ToolModelInput): WhichContainerModel {
  const { tools, country, t, typeset } = input;
  const market = country.key;
  const shared = common(input);
  const { language, number, offered } = shared;
  const wastesFile = tools.wastes;
  const wastes: WasteOption[] = [...wastesFile.wastes].sort(shared.byGroupName).map((waste) => ({
    ...recommendWaste(waste),
    ...shared.wasteName(waste.id),
    entryPath: shared.canItGoInPath && `${shared.canItGoInPath}#${waste.id}`,
    elsewhere: (() => {
      const found = elsewhereOf(waste, market, language);
      return found ? typeset(found.text) : null;
    })(),
  }));

  const { containers } = tools;
  const { marketSizes, units, sizes } = sizeViews(input, shared);

  // Sources of what the page states: the sizes and their lorries, then the densities.
  const cited: Source[] = [];
  const cite = (from: readonly Source[], id: string) => {
    const source = from.find((candidate) => candidate.id === id);
    if (!source) return 0;
    const known = cited.indexOf(source);
    if (known >= 0) return known + 1;
    cited.push(source);
    return cited.length;
  };
  for (const size of marketSizes) for (const id of size.sources) cite(containers.sources, id);
  const densities = wastes.map((option) => {
    const waste = wastesFile.wastes.find((candidate) => candidate.id === option.id);
    const levels = (["low", "typical", "high"] as const).map((level) => waste?.density[level]);
    return {
      id: option.id,
      name: option.name,
      low: number(option.density.low, 3),
      typical: number(option.density.typical, 3),
      high: number(option.density.high, 3),
      sources: [
        ...new Set(
          levels.flatMap((level) => (level ? [cite(wastesFile.sources, level.source)] : [])),
        ),
      ]
        .filter((index) => index > 0)
        .sort((a, b) => a - b),
    };
  });

  const offeredSet = new Set(offered);
  const reference = {
    quantities: REFERENCE_QUANTITIES_M3.map((quantity) =>
      t("tools.which.volume", { volume: number(quantity) }),
    ),
    rows: wastes.map((waste) => ({
      id: waste.id,
      name: waste.name,
      cells: REFERENCE_QUANTITIES_M3.map((quantity) =>
        cellText(
          recommend(waste, quantity, sizes, offeredSet, containers.extraContainerM3),
          t,
          shared.sizeName,
          shared.services,
        ),
      ),
    })),
  };

  return {
    numbers: shared.numbers,
    largestOrderM3: containers.largestOrderM3,
    extraContainerM3: containers.extraContainerM3,
    wastes,
    sizes,
    units,
    services: shared.services,
    canItGoInPath: shared.canItGoInPath,
    whereCanItStandPath: shared.whereCanItStandPath,
    reference,
    densities,
    sources: cited.map(sourceView(typeset, country.htmlLang)),
  };
}

/** The letter an entry is filed under: the first letter of its name, without its accent. */
export function letterOf(name: string): string {
  const first = searchKey(name).charAt(0);
  return /\p{L}/u.test(first) ? first.toUpperCase() : "#";
}

export function canItGoInModel(input: ToolModelInput): CanItGoInModel {
  const { tools, country, t, typeset } = input;
  const market = country.key;
  const shared = common(input);
  const { language } = shared;
  const serviceView = (key: string) => shared.services.find((service) => service.key === key);
  const documentOf = (hazard: Waste["hazard"]) => {
    const document = tools.wastes.documents.find(
      (candidate) => candidate.hazard === hazard && candidate.markets.includes(market),
    );
    const name = document?.names[language];
    const description = document?.descriptions[language];
    return name !== undefined && description !== undefined
      ? { name: typeset(name), description: typeset(description) }
      : null;
  };
  const articles = (slugs: readonly string[]) =>
    hasPage(country, "BLOG")
      ? slugs.flatMap((slug) => {
          const title = input.articleTitles.get(slug);
          return title === undefined ? [] : [{ title, path: articlePath("blog", slug) }];
        })
      : [];
  const synonymsIn = (synonyms: Readonly<Record<string, readonly string[]>>) =>
    (synonyms[language] ?? []).map(typeset);
  const wasteSources = sourceView(typeset, country.htmlLang);
  const sourcesOf = (from: readonly Source[], ids: readonly string[]) =>
    ids.flatMap((id) => {
      const source = from.find((candidate) => candidate.id === id);
      return source ? [wasteSources(source)] : [];
    });
  const statusText = (status: EntryStatus) => t(`tools.status.${status}`);
  const names = new Map(
    tools.wastes.wastes.map((waste) => [waste.id, shared.wasteName(waste.id).name]),
  );

  /** What the market answers for a waste: taken (by which services), kept apart, or refused. */
  const answerFor = (waste: Waste) => {
    const takers = shared.offered.filter((key) => accepts(waste.services[key]));
    const status: EntryStatus = takers.some((key) => waste.services[key] === "takes")
      ? "accepted"
      : takers.length > 0
        ? "apart"
        : "refused";
    return {
      status,
      statusText: statusText(status),
      services: takers.flatMap((key) => serviceView(key) ?? []),
      notWith: waste.notWith.map((id) => ({ id, name: names.get(id) ?? id })),
      code: waste.code,
      hazardous: waste.hazard !== "none",
      document: status === "refused" ? null : documentOf(waste.hazard),
    };
  };

  const wasteEntries: EntryView[] = tools.wastes.wastes.map((waste) => {
    const name = names.get(waste.id) ?? waste.id;
    const answer = answerFor(waste);
    const elsewhere = elsewhereOf(waste, market, language);
    const synonyms = synonymsIn(waste.synonyms);
    return {
      id: waste.id,
      name,
      letter: letterOf(name),
      searchKey: entrySearchKey([
        name,
        t(`catalogue.wastes.${wasteKeyOf(waste.id)}`),
        ...synonyms,
        waste.code,
      ]),
      ...answer,
      instead:
        answer.status === "refused" && elsewhere
          ? {
              text: typeset(elsewhere.text),
              service: null,
              sources: sourcesOf(tools.wastes.sources, elsewhere.place.sources),
            }
          : null,
      takenAs: null,
      why: null,
      articles: articles(waste.articles),
      synonyms,
    };
  });

  // A common item is refused with its own code, or has the answer of the waste it is taken as.
  const refusedItem = (code: string) => ({
    status: "refused" as const,
    statusText: statusText("refused"),
    services: [],
    notWith: [],
    code,
    hazardous: code.endsWith("*"),
    document: null,
  });
  const itemEntries: EntryView[] = tools.commonItems.items.map((item) => {
    const name = typeset(item.names[language] ?? item.id);
    const waste = tools.wastes.wastes.find((candidate) => candidate.id === item.takenAs);
    const answer = waste ? answerFor(waste) : refusedItem(item.code ?? "");
    const place = item.goesTo.find((candidate) => candidate.markets.includes(market));
    const synonyms = synonymsIn(item.synonyms);
    const why = item.why?.[language];
    const text = place?.text[language];
    return {
      id: item.id,
      name,
      letter: letterOf(name),
      searchKey: entrySearchKey([name, ...synonyms, answer.code]),
      ...answer,
      instead:
        answer.status === "refused" && place && text !== undefined
          ? {
              text: typeset(text),
              service: (place.service && serviceView(place.service)) ?? null,
              sources: sourcesOf(tools.commonItems.sources, place.sources),
            }
          : null,
      takenAs: waste ? { id: waste.id, name: names.get(waste.id) ?? waste.id } : null,
      why: why === undefined ? null : typeset(why),
      articles: articles(item.articles),
      synonyms,
    };
  });

  const entries = [...wasteEntries, ...itemEntries].sort((a, b) =>
    a.name.localeCompare(b.name, country.htmlLang),
  );
  return { entries, whichContainerPath: shared.whichContainerPath };
}

export type { NumberSymbols };

/** What the advice computes from of a waste of data/wastes.yaml: its weight and who takes it. */
export function recommendWaste(waste: Waste): RecommendWaste {
  return {
    id: waste.id,
    heavy: waste.heavy,
    hazard: waste.hazard,
    density: {
      low: waste.density.low.value,
      typical: waste.density.typical.value,
      high: waste.density.high.value,
    },
    services: waste.services,
  };
}
