/**
 * What the visitor tools' files must agree on, with each other and with the rest of data/: the
 * checks that refuse data that cannot be true (a low density above the high one, a skip allowed
 * heavy waste that cannot carry its own volume of rubble, a box smaller than its volume), a waste a
 * service takes that data/services.yaml does not list, a synonym two entries share, a market left
 * without an answer. Each problem names its file, line, field, value and what is allowed, as the
 * loader's own (src/rules/data/issues.ts); pure, so the studio's preview runs it on an edit.
 */
import type { Catalogue, Country, Region, Service } from "../../shared/data-schema";
import type { ToolData, Hazard } from "./schemas";
import { searchKey } from "./search";

type FieldPath = ReadonlyArray<string | number>;

/** A problem, in the loader's shape (DataIssue). */
export interface ToolDataIssue {
  file: string;
  path: FieldPath;
  value: unknown;
  message: string;
  line?: number;
}

/** A file as read and validated, with the way to the line of a field (the loader's SourceFile). */
export interface ToolSourceFile<T> {
  file: string;
  value: T;
  locate: (path: FieldPath) => number | undefined;
}

export interface ToolSources {
  containers: ToolSourceFile<ToolData["containers"]>;
  wastes: ToolSourceFile<ToolData["wastes"]>;
  commonItems: ToolSourceFile<ToolData["commonItems"]>;
}

/** The rest of data/, validated, that the tools' files name. */
export interface ToolCheckContext {
  catalogue: Catalogue;
  services: readonly Service[];
  countries: readonly Country[];
  regions: readonly Region[];
  /** The slugs of content/blog/; the articles are not checked when it is left out. */
  articleSlugs?: ReadonlySet<string>;
}

/** The page keys of the two tools: a market that lists either shows the data. */
export const TOOL_PAGES = ["WHICH_CONTAINER", "CAN_IT_GO_IN"] as const;

/** The waste whose typical density sizes allowed heavy waste must carry, m³ for m³. */
export const REFERENCE_HEAVY_WASTE = "rubble";

const list = (values: Iterable<string>) => {
  const all = [...values];
  return all.length > 0 ? all.join(", ") : "(none)";
};

/** The catalogue key of a waste id: `concrete` for `concrete.with-steel`. */
export const wasteKeyOf = (id: string) => id.split(".")[0];

/** Every id data/wastes.yaml must have an entry for, and those it may have. */
export function catalogueWasteIds(catalogue: Catalogue): { required: string[]; allowed: string[] } {
  const required = catalogue.wastes.flatMap((waste) =>
    waste.variants && waste.variants.length > 0
      ? waste.variants.map((variant) => `${waste.key}.${variant}`)
      : [waste.key],
  );
  const allowed = catalogue.wastes.flatMap((waste) => [
    waste.key,
    ...(waste.variants ?? []).map((variant) => `${waste.key}.${variant}`),
  ]);
  return { required, allowed };
}

/** Whether a waste answer lets the service take it (with other waste or kept apart). */
export const accepts = (answer: string | undefined) => answer === "takes" || answer === "separate";

export function checkToolData(sources: ToolSources, context: ToolCheckContext): ToolDataIssue[] {
  const issues: ToolDataIssue[] = [];
  const flag = (
    source: ToolSourceFile<unknown>,
    path: FieldPath,
    value: unknown,
    message: string,
  ) => issues.push({ file: source.file, path, value, message, line: source.locate(path) });

  const countries = new Map(context.countries.map((country) => [country.key, country]));
  const marketKeys = [...countries.keys()];
  const toolMarkets = context.countries.filter((country) =>
    TOOL_PAGES.some((page) => (country.pages as readonly string[]).includes(page)),
  );
  const offeredBy = (market: string) =>
    new Set(countries.get(market)?.services.map((service) => service.key) ?? []);
  /** The content languages of a market's pages: one, or each of a market with several. */
  const languagesOf = (market: string) =>
    countries.get(market)?.languages.map((language) => language.content) ?? [];
  const serviceWastes = new Map(
    context.services.map((service) => [service.key, new Set(service.wastes ?? [])]),
  );

  /** A per-language text needs the language of each of `markets` (those unknown are reported elsewhere). */
  const needLanguages = (
    source: ToolSourceFile<unknown>,
    path: FieldPath,
    values: Readonly<Record<string, unknown>>,
    markets: readonly string[],
    what: string,
  ) => {
    for (const market of markets) {
      for (const wanted of languagesOf(market)) {
        if (values[wanted] === undefined) {
          flag(
            source,
            path,
            values,
            `has no ${wanted} entry; market ${market} shows ${what} and its pages are in ${wanted}`,
          );
        }
      }
    }
  };
  const knownMarkets = (source: ToolSourceFile<unknown>, path: FieldPath, markets: string[]) =>
    markets.forEach((market, index) => {
      if (!countries.has(market))
        flag(
          source,
          [...path, index],
          market,
          `is not a market; markets (the keys of data/countries/*.yaml): ${list(marketKeys)}`,
        );
    });
  const uniqueIds = (
    source: ToolSourceFile<unknown>,
    entries: readonly { id: string }[],
    at: string,
    what: string,
  ) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.id))
        flag(
          source,
          [at, index, "id"],
          entry.id,
          `is already the id of another ${what}; ids are unique`,
        );
      seen.add(entry.id);
    });
    return seen;
  };
  /** Each file's sources: unique ids, and every id the file names is one of them. */
  const sourceIdsOf = (source: ToolSourceFile<{ sources: readonly { id: string }[] }>) =>
    uniqueIds(source, source.value.sources, "sources", "source");
  const knownSources = (
    source: ToolSourceFile<unknown>,
    path: FieldPath,
    ids: readonly string[],
    known: ReadonlySet<string>,
  ) =>
    ids.forEach((id, index) => {
      if (!known.has(id))
        flag(
          source,
          [...path, index],
          id,
          `is not the id of a source of this file; add the source under sources:, or name one of: ${list(known)}`,
        );
    });

  // --- data/wastes.yaml, first: the sizes are checked against its rubble.
  const wastesFile = sources.wastes;
  const wastes = wastesFile.value.wastes;
  const wasteSources = sourceIdsOf(wastesFile);
  const { required, allowed } = catalogueWasteIds(context.catalogue);
  const wasteIds = uniqueIds(wastesFile, wastes, "wastes", "waste");
  for (const id of required) {
    if (!wasteIds.has(id))
      flag(
        wastesFile,
        ["wastes"],
        id,
        `has no entry: every waste of data/catalogue.yaml without variants, and every variant, needs one (its code, density, services)`,
      );
  }
  const containerServices = new Set(
    sources.containers.value.sizes.flatMap((size) => size.services),
  );
  wastes.forEach((waste, index) => {
    const at = (...path: FieldPath) => ["wastes", index, ...path];
    if (!allowed.includes(waste.id)) {
      flag(
        wastesFile,
        at("id"),
        waste.id,
        `is not a waste of data/catalogue.yaml; allowed: ${list(allowed)}`,
      );
      return;
    }
    const starred = waste.code.endsWith("*");
    if (starred !== (waste.hazard !== "none"))
      flag(
        wastesFile,
        at("hazard"),
        waste.hazard,
        starred
          ? `must be hazardous or asbestos: the code ${waste.code} has a *, which marks a hazardous waste`
          : `must be none: the code ${waste.code} has no *, so the list of waste does not class it hazardous`,
      );
    const { low, typical, high } = waste.density;
    if (low.value > typical.value)
      flag(
        wastesFile,
        at("density", "low", "value"),
        low.value,
        `is above the typical density ${typical.value}; low ≤ typical ≤ high`,
      );
    if (typical.value > high.value)
      flag(
        wastesFile,
        at("density", "typical", "value"),
        typical.value,
        `is above the high density ${high.value}; low ≤ typical ≤ high`,
      );
    if (low.value > high.value)
      flag(
        wastesFile,
        at("density", "low", "value"),
        low.value,
        `is above the high density ${high.value}; low ≤ typical ≤ high`,
      );
    for (const level of ["low", "typical", "high"] as const) {
      const id = waste.density[level].source;
      if (!wasteSources.has(id))
        flag(
          wastesFile,
          at("density", level, "source"),
          id,
          `is not the id of a source of this file; add the source under sources:, or name one of: ${list(wasteSources)}`,
        );
    }
    const key = wasteKeyOf(waste.id);
    for (const [service, answer] of Object.entries(waste.services)) {
      const listed = serviceWastes.get(service as Service["key"])?.has(key) ?? false;
      if (accepts(answer) && !listed)
        flag(
          wastesFile,
          at("services", service),
          answer,
          `data/services.yaml does not list ${key} among the wastes of ${service}; allowed: refuses, or add ${key} to its wastes there`,
        );
      if (
        accepts(answer) &&
        waste.hazard !== "none" &&
        containerServices.has(service as Service["key"])
      )
        flag(
          wastesFile,
          at("services", service),
          answer,
          `${service} rents containers (data/containers.yaml), and a ${waste.hazard === "asbestos" ? "waste with asbestos" : "hazardous waste"} never goes in one: allowed: refuses; the service that takes it apart says takes or separate`,
        );
    }
    for (const [service, wasteKeys] of serviceWastes) {
      if (wasteKeys.has(key) && waste.services[service] === undefined)
        flag(
          wastesFile,
          at("services"),
          waste.services,
          `has no answer for ${service}, whose wastes in data/services.yaml list ${key}: add ${service}: takes, separate or refuses`,
        );
    }
    const seenNotWith = new Set<string>();
    waste.notWith.forEach((other, otherIndex) => {
      if (other === waste.id)
        flag(wastesFile, at("notWith", otherIndex), other, "is this waste itself");
      else if (seenNotWith.has(other))
        flag(wastesFile, at("notWith", otherIndex), other, "is listed twice");
      else if (!wasteIds.has(other))
        flag(
          wastesFile,
          at("notWith", otherIndex),
          other,
          `is not the id of an entry of this file; allowed: ${list(wasteIds)}`,
        );
      seenNotWith.add(other);
    });
    checkArticles(wastesFile, at("articles"), waste.articles);
    waste.elsewhere?.forEach((place, placeIndex) => {
      knownMarkets(wastesFile, at("elsewhere", placeIndex, "markets"), place.markets);
      needLanguages(
        wastesFile,
        at("elsewhere", placeIndex, "text"),
        place.text,
        place.markets,
        "where it goes",
      );
      knownSources(wastesFile, at("elsewhere", placeIndex, "sources"), place.sources, wasteSources);
      place.markets.forEach((market, marketIndex) => {
        const takers = [...offeredBy(market)].filter((service) => accepts(waste.services[service]));
        if (takers.length > 0)
          flag(
            wastesFile,
            at("elsewhere", placeIndex, "markets", marketIndex),
            market,
            `takes it (${list(takers)}): elsewhere says where a waste goes in a market whose services all refuse it`,
          );
      });
    });
    for (const country of toolMarkets) {
      const takers = [...offeredBy(country.key)].filter((service) =>
        accepts(waste.services[service]),
      );
      const told = waste.elsewhere?.some((place) => place.markets.includes(country.key)) ?? false;
      if (takers.length === 0 && !told)
        flag(
          wastesFile,
          at("id"),
          waste.id,
          `no service of market ${country.key} takes it, and its site shows the waste: add an elsewhere entry for ${country.key} saying where it goes instead, with its sources`,
        );
    }
  });

  // Documents: one per market and hazard class, for every class a market takes.
  const documents = wastesFile.value.documents;
  uniqueIds(wastesFile, documents, "documents", "document");
  const documentFor = new Map<string, number>();
  documents.forEach((document, index) => {
    const at = (...path: FieldPath) => ["documents", index, ...path];
    knownMarkets(wastesFile, at("markets"), document.markets);
    needLanguages(wastesFile, at("names"), document.names, document.markets, "the document");
    needLanguages(
      wastesFile,
      at("descriptions"),
      document.descriptions,
      document.markets,
      "the document",
    );
    knownSources(wastesFile, at("sources"), document.sources, wasteSources);
    document.markets.forEach((market, marketIndex) => {
      const pair = `${market}:${document.hazard}`;
      const earlier = documentFor.get(pair);
      if (earlier !== undefined)
        flag(
          wastesFile,
          at("markets", marketIndex),
          market,
          `already has a document for hazard ${document.hazard} (${documents[earlier].id}); one document per market and hazard`,
        );
      documentFor.set(pair, index);
    });
  });
  for (const country of toolMarkets) {
    const taken = new Map<Hazard, string>();
    for (const waste of wastes) {
      const taker = [...offeredBy(country.key)].find((service) => accepts(waste.services[service]));
      if (taker && !taken.has(waste.hazard)) taken.set(waste.hazard, `${waste.id} by ${taker}`);
    }
    for (const [hazard, example] of taken) {
      if (!documentFor.has(`${country.key}:${hazard}`))
        flag(
          wastesFile,
          ["documents"],
          documents.map((document) => document.id),
          `name no document for market ${country.key} and hazard ${hazard}, which the market takes (${example}): add the document the customer receives`,
        );
    }
  }

  // --- data/containers.yaml
  const containersFile = sources.containers;
  const { vehicles, units, sizes, largestOrderM3 } = containersFile.value;
  const containerSources = sourceIdsOf(containersFile);
  const vehicleIds = uniqueIds(containersFile, vehicles, "vehicles", "vehicle");
  uniqueIds(containersFile, units, "units", "unit");
  uniqueIds(containersFile, sizes, "sizes", "size");
  const rubble = wastes.find((waste) => waste.id === REFERENCE_HEAVY_WASTE);
  const toolMarketKeys = toolMarkets.map((country) => country.key);
  vehicles.forEach((vehicle, index) => {
    const shownIn = [
      ...new Set(
        sizes.filter((size) => size.vehicle === vehicle.id).flatMap((size) => size.markets),
      ),
    ].filter((market) => toolMarketKeys.includes(market));
    needLanguages(
      containersFile,
      ["vehicles", index, "names"],
      vehicle.names,
      shownIn,
      "the lorry",
    );
    knownSources(containersFile, ["vehicles", index, "sources"], vehicle.sources, containerSources);
  });
  units.forEach((unit, index) => {
    needLanguages(
      containersFile,
      ["units", index, "names"],
      unit.names,
      toolMarketKeys,
      "the unit",
    );
    knownSources(containersFile, ["units", index, "sources"], unit.sources, containerSources);
  });
  sizes.forEach((size, index) => {
    const at = (...path: FieldPath) => ["sizes", index, ...path];
    knownSources(containersFile, at("sources"), size.sources, containerSources);
    knownMarkets(containersFile, at("markets"), size.markets);
    if (!vehicleIds.has(size.vehicle))
      flag(
        containersFile,
        at("vehicle"),
        size.vehicle,
        `is not the id of a vehicle; allowed: ${list(vehicleIds)}`,
      );
    size.markets.forEach((market, marketIndex) => {
      if (!countries.has(market)) return;
      const offered = offeredBy(market);
      if (!size.services.some((service) => offered.has(service)))
        flag(
          containersFile,
          at("markets", marketIndex),
          market,
          `offers none of the size's services (${list(size.services)}); its services: ${list(offered)}`,
        );
    });
    size.services.forEach((service, serviceIndex) => {
      if (!size.markets.some((market) => offeredBy(market).has(service)))
        flag(
          containersFile,
          at("services", serviceIndex),
          service,
          `is offered by none of the size's markets (${list(size.markets)})`,
        );
    });
    const ground = size.lengthM * size.widthM;
    if (size.footprintM2 + 1e-9 < ground)
      flag(
        containersFile,
        at("footprintM2"),
        size.footprintM2,
        `is less than the ground its length × width cover (${round(ground)} m²); it must be at least that`,
      );
    const box = size.lengthM * size.widthM * size.heightM;
    if (box + 1e-9 < size.volumeM3)
      flag(
        containersFile,
        at("volumeM3"),
        size.volumeM3,
        `is more than its outer length × width × height hold (${round(box)} m³); check the volume and the dimensions`,
      );
    if (size.heavyAllowed && rubble) {
      const needed = size.volumeM3 * rubble.density.typical.value;
      if (size.maxPayloadT + 1e-9 < needed)
        flag(
          containersFile,
          at("maxPayloadT"),
          size.maxPayloadT,
          `is below what its ${size.volumeM3} m³ of rubble weigh at the typical density of data/wastes.yaml (${rubble.density.typical.value} t/m³ × ${size.volumeM3} m³ = ${round(needed)} t): a size allowed heavy waste must carry that; allowed: heavyAllowed: false, or a higher payload`,
        );
    }
    if (size.volumeM3 > largestOrderM3)
      flag(
        containersFile,
        at("volumeM3"),
        size.volumeM3,
        `is more than largestOrderM3 (${largestOrderM3} m³), the largest job one order takes: raise largestOrderM3`,
      );
  });

  // --- data/common-items.yaml
  const itemsFile = sources.commonItems;
  const items = itemsFile.value.items;
  const itemSources = sourceIdsOf(itemsFile);
  uniqueIds(itemsFile, items, "items", "item");
  items.forEach((item, index) => {
    const at = (...path: FieldPath) => ["items", index, ...path];
    if (wasteIds.has(item.id))
      flag(
        itemsFile,
        at("id"),
        item.id,
        "is already the id of a waste of data/wastes.yaml; both are anchors of one page: give the item another id",
      );
    const waste =
      item.takenAs === undefined ? undefined : wastes.find((entry) => entry.id === item.takenAs);
    if (item.takenAs !== undefined && !waste)
      flag(
        itemsFile,
        at("takenAs"),
        item.takenAs,
        `is not the id of an entry of data/wastes.yaml; allowed: ${list(wasteIds)}`,
      );
    /** The market's services that take the item: those that take the waste it is taken as. */
    const takersIn = (market: string) =>
      waste ? [...offeredBy(market)].filter((service) => accepts(waste.services[service])) : [];
    const refusedIn = toolMarketKeys.filter((market) => takersIn(market).length === 0);
    if (item.takenAs !== undefined) {
      if (item.code !== undefined)
        flag(
          itemsFile,
          at("code"),
          item.code,
          `must be left out: the item is taken as ${item.takenAs}, whose code in data/wastes.yaml${waste ? ` (${waste.code})` : ""} is the item's`,
        );
    } else if (item.code === undefined)
      flag(
        itemsFile,
        at("code"),
        undefined,
        "is required: the item's code in the European List of Waste, or takenAs: the entry of data/wastes.yaml the company takes it as",
      );
    else {
      // The List of Waste classes an item by its code: an item refused under the code of a waste a
      // market takes contradicts the catalogue (a sofa, 20 03 07, refused while skips take bulky
      // waste, 20 03 07).
      for (const same of wastes.filter((entry) => entry.code === item.code)) {
        for (const market of toolMarketKeys) {
          const takers = [...offeredBy(market)].filter((service) =>
            accepts(same.services[service]),
          );
          if (takers.length > 0)
            flag(
              itemsFile,
              at("code"),
              item.code,
              `is the code of ${same.id} in data/wastes.yaml, which market ${market} takes (${list(takers)}): the item is that waste, and cannot be refused where the waste is taken; allowed: takenAs: ${same.id} without a code, or the item's own code`,
            );
        }
      }
    }
    needLanguages(itemsFile, at("names"), item.names, toolMarketKeys, "the item");
    if (item.why) needLanguages(itemsFile, at("why"), item.why, toolMarketKeys, "the item's why");
    else if (refusedIn.length > 0)
      flag(
        itemsFile,
        at("why"),
        undefined,
        `is required: market ${list(refusedIn)} refuses the item, and its page says why in one sentence`,
      );
    const told = new Map<string, number>();
    item.goesTo.forEach((place, placeIndex) => {
      knownMarkets(itemsFile, at("goesTo", placeIndex, "markets"), place.markets);
      needLanguages(
        itemsFile,
        at("goesTo", placeIndex, "text"),
        place.text,
        place.markets,
        "where it goes",
      );
      knownSources(itemsFile, at("goesTo", placeIndex, "sources"), place.sources, itemSources);
      place.markets.forEach((market, marketIndex) => {
        if (told.has(market))
          flag(
            itemsFile,
            at("goesTo", placeIndex, "markets", marketIndex),
            market,
            `is already in goesTo entry ${String(told.get(market))}; one entry per market`,
          );
        told.set(market, placeIndex);
        const takers = takersIn(market);
        if (takers.length > 0)
          flag(
            itemsFile,
            at("goesTo", placeIndex, "markets", marketIndex),
            market,
            `takes it as ${String(item.takenAs)} (${list(takers)}): goesTo says where an item goes in a market whose services refuse it`,
          );
        if (place.service && countries.has(market) && !offeredBy(market).has(place.service))
          flag(
            itemsFile,
            at("goesTo", placeIndex, "service"),
            place.service,
            `is not offered by market ${market}; its services: ${list(offeredBy(market))}`,
          );
      });
    });
    for (const market of refusedIn) {
      if (!told.has(market))
        flag(
          itemsFile,
          at("goesTo"),
          item.goesTo.map((place) => place.markets),
          `says nothing for market ${market}, whose site shows the item and refuses it: add its markets to an entry, or an entry of its own`,
        );
    }
    checkArticles(itemsFile, at("articles"), item.articles);
  });

  // Synonyms: no word finds two entries, here or in the other file (accents and case set aside).
  const owners = new Map<string, string>();
  const synonymsOf = [
    ...wastes.map((waste, index) => ({
      source: wastesFile,
      at: ["wastes", index],
      id: waste.id,
      synonyms: waste.synonyms,
    })),
    ...items.map((item, index) => ({
      source: itemsFile,
      at: ["items", index],
      id: item.id,
      synonyms: item.synonyms,
    })),
  ];
  for (const { source, at, id, synonyms } of synonymsOf) {
    for (const [lang, words] of Object.entries(synonyms)) {
      words.forEach((word, wordIndex) => {
        const keyOfWord = `${lang}:${searchKey(word)}`;
        const owner = owners.get(keyOfWord);
        if (owner === id)
          flag(
            source,
            [...at, "synonyms", lang, wordIndex],
            word,
            "is listed twice in this entry (accents and case aside)",
          );
        else if (owner !== undefined)
          flag(
            source,
            [...at, "synonyms", lang, wordIndex],
            word,
            `is already a ${lang} synonym of ${owner} (accents and case aside): a search word finds one entry; keep it in one of them`,
          );
        else owners.set(keyOfWord, id);
      });
    }
  }

  // The tools' zone field names a zone by its id alone: ids are unique within a market.
  for (const country of toolMarkets) {
    const zoneOwner = new Map<string, string>();
    for (const regionKey of country.regions) {
      const region = context.regions.find((candidate) => candidate.key === regionKey);
      for (const zone of region?.zones ?? []) {
        const owner = zoneOwner.get(zone.id);
        if (owner && owner !== regionKey)
          issues.push({
            file: "data/regions",
            path: [regionKey, "zones", zone.id],
            value: zone.id,
            message: `is also a zone id of region ${owner}, in market ${country.key}: the tools name a zone by its id, so ids are unique within a market`,
          });
        zoneOwner.set(zone.id, regionKey);
      }
    }
  }

  return issues;

  function checkArticles(
    source: ToolSourceFile<unknown>,
    path: FieldPath,
    slugs: readonly string[],
  ) {
    if (!context.articleSlugs) return;
    const known = context.articleSlugs;
    slugs.forEach((slug, index) => {
      if (!known.has(slug))
        flag(source, [...path, index], slug, "is not an article: name a folder of content/blog/");
    });
  }
}

const round = (value: number) => Math.round(value * 100) / 100;
