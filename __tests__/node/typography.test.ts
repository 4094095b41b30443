/**
 * Typography from the text (docs/decisions.md#d63-typography-is-applied-at-build-time-from-the-text):
 * the rules of src/rules/typography.ts, and the places the build applies them.
 */
import fs from "node:fs";
import path from "node:path";
import {
  NARROW_NBSP as NNBSP,
  NBSP,
  NUMBER_PART,
  typeset,
  typesetParts,
  typesetTree,
  typographyFaults,
  typographyOf,
} from "../../src/rules/typography";
import { localeNodes, typesetCatalog } from "../../src/node/catalog-namespaces";
import { copySwitcherCatalogs } from "../../src/node/page-data";
import { loadSiteData } from "../../src/node/data/load";
import {
  dataNodes,
  dataNodeSeed,
  marketLanguage,
  marketResolvers,
} from "../../src/node/data-nodes";
import { compileArticleTree, typesetArticleTree } from "../../src/node/blog/article-tree";
import { typesetDynamicPage, type DynamicPage } from "../../src/node/dynamic-pages";
import { blogCopy } from "../../src/node/search/feed";
import type { ArticleNode } from "../../src/shared/article-tree";
import { tempFiles } from "../temp-files";

const ROOT = path.resolve(__dirname, "../..");
const fr = (text: string) => typeset(text, "fr");

describe("French typography", () => {
  it("puts a narrow no-break space where the author typed a space before ; ! and ?", () => {
    expect(fr("Triez ; recyclez ! Une question ?")).toBe(
      `Triez${NNBSP}; recyclez${NNBSP}! Une question${NNBSP}?`,
    );
  });

  it("puts a no-break space where the author typed a space before a colon", () => {
    expect(fr("Horaires : de 8 h à 18 h")).toBe(`Horaires${NBSP}: de 8${NBSP}h à 18${NBSP}h`);
  });

  it("makes several typed spaces, or a no-break space of the wrong width, one space of the right width", () => {
    expect(fr("Vraiment   ?")).toBe(`Vraiment${NNBSP}?`);
    expect(fr(`Note${NNBSP}: vu${NBSP}!`)).toBe(`Note${NBSP}: vu${NNBSP}!`);
  });

  it("puts narrow no-break spaces inside guillemets where the author typed spaces", () => {
    expect(fr("le « tri à la source » est obligatoire")).toBe(
      `le «${NNBSP}tri à la source${NNBSP}» est obligatoire`,
    );
  });

  it("adds no space where the author typed none: URLs, times, ratios and exclamations stay as typed", () => {
    for (const text of [
      "Voir https://www.debrix.fr/services/?region=FR_IDF",
      "Ouvert dès 8:00",
      "Échelle 1:100",
      "Oui!",
      "«mot»",
    ])
      expect(fr(text)).toBe(text);
  });

  it("turns straight double quotes around a phrase into guillemets with narrow no-break spaces", () => {
    expect(fr('Le "bon de dépôt" suit la benne.')).toBe(
      `Le «${NNBSP}bon de dépôt${NNBSP}» suit la benne.`,
    );
    expect(fr('Il a dit " bonjour " puis "au revoir".')).toBe(
      `Il a dit «${NNBSP}bonjour${NNBSP}» puis «${NNBSP}au revoir${NNBSP}».`,
    );
  });

  it("leaves a straight quote that has no pair as typed", () => {
    expect(fr('Un écran de 12" suffit.')).toBe('Un écran de 12" suffit.');
  });

  it("keeps a unit, a currency or a percent on the line of its number with a no-break space", () => {
    expect(fr("100 €, 67 %, 24 h, 45 min, 10 m², 10 m3 et 2 t")).toBe(
      `100${NBSP}€, 67${NBSP}%, 24${NBSP}h, 45${NBSP}min, 10${NBSP}m², 10${NBSP}m3 et 2${NBSP}t`,
    );
  });

  it("keeps a unit on the line of the placeholder that will hold its number", () => {
    expect(fr("sous {{hours}} h, {{euros}} € de plus, environ {{percent}} %")).toBe(
      `sous {{hours}}${NBSP}h, {{euros}}${NBSP}€ de plus, environ {{percent}}${NBSP}%`,
    );
  });

  it("does not take the start of a word for a unit", () => {
    expect(fr("{{minutes}} minutes, 3 heures, 2 l'heure, {{company}} s’engage")).toBe(
      "{{minutes}} minutes, 3 heures, 2 l'heure, {{company}} s’engage",
    );
  });

  it("groups thousands with narrow no-break spaces, as Intl.NumberFormat does in French", () => {
    expect(fr("46 000 tonnes et 1 234 567,5 m²")).toBe(
      `46${NNBSP}000 tonnes et 1${NNBSP}234${NNBSP}567,5${NBSP}m²`,
    );
    expect(fr("46 000").replace(/\s/g, " ")).toBe(
      new Intl.NumberFormat("fr").format(46000).replace(/\s/g, " "),
    );
    expect(fr("46 000")).toBe(new Intl.NumberFormat("fr").format(46000));
  });

  it("leaves phone numbers as typed", () => {
    for (const phone of [
      "01 99 00 01 01",
      "04 65 71 01 01",
      "030 5550 1234",
      "+33 1 99 00 01 01",
      "0800 123 456",
      "+49 30 5550 1234",
    ]) {
      expect(fr(`Appelez le ${phone} !`)).toBe(`Appelez le ${phone}${NNBSP}!`);
    }
  });

  it("never changes a placeholder, a tag, a character reference, a URL or an e-mail address", () => {
    expect(fr("{{a : b}} et {{count, number}} ?")).toBe(`{{a : b}} et {{count, number}}${NNBSP}?`);
    expect(fr('<1>Lire :</1> <a href="/x/?a=1 ; b" title="Oui ?">ici</a> !')).toBe(
      `<1>Lire${NBSP}:</1> <a href="/x/?a=1 ; b" title="Oui ?">ici</a>${NNBSP}!`,
    );
    expect(fr("Tom &amp; Jerry ; fin")).toBe(`Tom &amp; Jerry${NNBSP}; fin`);
    expect(fr("Écrivez à contact@debrix.fr : merci")).toBe(
      `Écrivez à contact@debrix.fr${NBSP}: merci`,
    );
    expect(fr('Voir "https://www.debrix.fr/a?b=c" pour "mot"')).toBe(
      `Voir «${NNBSP}https://www.debrix.fr/a?b=c${NNBSP}» pour «${NNBSP}mot${NNBSP}»`,
    );
  });

  it("applies to any French language code, and typesetting twice changes nothing more", () => {
    const text = 'Un "chantier" ? Oui : 46 000 €';
    expect(typeset(text, "fr-fr")).toBe(typeset(text, "fr-FR"));
    expect(typeset(text, "fr_CA")).toBe(fr(text));
    expect(fr(fr(text))).toBe(fr(text));
  });
});

describe("German and English typography", () => {
  it("turns straight double quotes into „…“ in German", () => {
    expect(typeset('Der "Container" steht : bereit ?', "de-de")).toBe(
      "Der „Container“ steht : bereit ?",
    );
  });

  it("turns straight double quotes into “…” in English, and leaves spaces and numbers as typed", () => {
    expect(typeset('A "skip" for 100 € ?', "en-GB")).toBe("A “skip” for 100 € ?");
  });

  it("leaves a text in a language without rules as typed", () => {
    expect(typeset('Un "contenedor" ? 100 €', "es-es")).toBe('Un "contenedor" ? 100 €');
  });
});

describe("the typography of a market's language, from its locale and its data", () => {
  const { data } = loadSiteData(path.join(ROOT, "data"), ROOT);
  const rules = (locale: string) => {
    const language = Object.values(data.countries)
      .flatMap((country) => country.languages)
      .find((candidate) => candidate.locale === locale);
    if (!language) throw new Error(`no language ${locale}`);
    return typographyOf(language);
  };

  it("gives Belgian French France's spaces and « »", () => {
    expect(typeset('Le "conteneur" : prêt ?', rules("fr-BE"))).toBe(
      `Le «${NNBSP}conteneur${NNBSP}»${NBSP}: prêt${NNBSP}?`,
    );
  });

  it("gives Swiss French « » and no space before : ; ! ? nor inside the quotes, even one typed", () => {
    expect(typeset('Le "conteneur" : prêt ? « Oui » !', rules("fr-CH"))).toBe(
      "Le «conteneur»: prêt? «Oui»!",
    );
  });

  it("gives Swiss German « » and ss for ß, and Italian in Switzerland « »", () => {
    expect(typeset('Die "große" Mulde, gemäß Auftrag', rules("de-CH"))).toBe(
      "Die «grosse» Mulde, gemäss Auftrag",
    );
    expect(typeset('La "benna" è pronta', rules("it-CH"))).toBe("La «benna» è pronta");
  });

  it("gives Belgian Dutch ‘ ’, and leaves Germany's German as it was", () => {
    expect(typeset('De "container" staat klaar', rules("nl-BE"))).toBe(
      "De ‘container’ staat klaar",
    );
    expect(typeset('Die "große" Mulde', rules("de"))).toBe("Die „große“ Mulde");
  });

  it("names what a typed text gets wrong in those languages", () => {
    expect(typographyFaults("Die „große“ Mulde", rules("de-CH"))).toHaveLength(3);
    expect(typographyFaults(`Prix${NNBSP}: net`, rules("fr-CH"))).toEqual([
      expect.stringMatching(/^space before ":" in /),
    ]);
    expect(typographyFaults("Prix: net", rules("fr-CH"))).toEqual([]);
  });
});

describe("a text typeset in parts", () => {
  it("is typeset as one line across its parts, each part mapping back to its own", () => {
    expect(typesetParts(["Un ", "chantier", " ? Lire ", null, " : fin"], "fr")).toEqual([
      "Un ",
      "chantier",
      `${NNBSP}? Lire `,
      null,
      `${NBSP}: fin`,
    ]);
    expect(typesetParts(['Le "', "bon", '" !'], "fr")).toEqual([
      `Le «${NNBSP}`,
      "bon",
      `${NNBSP}»${NNBSP}!`,
    ]);
  });

  it("keeps a unit on the line of a number part", () => {
    expect(typesetParts(["soit ", NUMBER_PART, " € par mois"], "fr")).toEqual([
      "soit ",
      NUMBER_PART,
      `${NBSP}€ par mois`,
    ]);
  });
});

describe("a tree of texts", () => {
  it("is typeset text by text, leaving the subtrees it is told to skip and what is not a text", () => {
    const tree = { a: "Oui ?", b: ["Non !", 3, true], routes: { HOME: "/a ?/" } };
    expect(typesetTree(tree, "fr", (keyPath) => keyPath[0] === "routes")).toEqual({
      a: `Oui${NNBSP}?`,
      b: [`Non${NNBSP}!`, 3, true],
      routes: { HOME: "/a ?/" },
    });
    expect(tree.a).toBe("Oui ?");
  });
});

describe("the faults of a French text", () => {
  it("name each ordinary space before : ; ! ? and inside « » with the words around it", () => {
    const faults = typographyFaults("Note : oui ; « non » !", "fr");
    expect(faults).toHaveLength(5);
    expect(faults[0]).toBe('ordinary space before ":" in "Note : oui ; « non » !"');
    expect(faults[2]).toContain('ordinary space after "«"');
  });

  it("are none once the text is typeset, and none in another language", () => {
    expect(typographyFaults(fr("Note : oui ; « non » ! Et 8:00 ?"), "fr")).toEqual([]);
    expect(typographyFaults("Note : oui ?", "de")).toEqual([]);
  });
});

describe("where the build typesets the texts", () => {
  const helpers = {
    createNodeId: (seed: string) => `id(${seed})`,
    createContentDigest: (input: unknown) => `digest(${JSON.stringify(input).length})`,
  };

  it("gives every page's catalog namespaces the typography of the catalog's locale, paths left alone", () => {
    const catalog = { site: { currentPage: "Page actuelle : {{page}}" }, routes: { HOME: "/" } };
    expect(typesetCatalog(catalog, "fr-fr")).toEqual({
      site: { currentPage: `Page actuelle${NBSP}: {{page}}` },
      routes: { HOME: "/" },
    });
    const text = fs.readFileSync(path.join(ROOT, "content/locales/fr-fr/translation.json"), "utf8");
    const file = {
      id: "f",
      absolutePath: "/x/fr-fr/translation.json",
      relativeDirectory: "fr-fr",
      relativePath: "fr-fr/translation.json",
    };
    const chrome = localeNodes(file, text, helpers).find((node) => node.ns === "chrome");
    expect(JSON.parse(chrome?.data ?? "{}").site.currentPage).toBe(
      `Page actuelle${NBSP}: {{page}}`,
    );
    const home = localeNodes(file, text, helpers).find((node) => node.ns === "HOME");
    // The number and its unit held together: "sous {{deliveryHours}} h sur terrain privé".
    expect(JSON.parse(home?.data ?? "{}").pages.HOME.heading).toMatch(
      new RegExp(`\\{\\{deliveryHours\\}\\}${NBSP}h\\b`),
    );
  });

  it("writes the locale switcher's catalogs typeset, each for its own locale", () => {
    const dir = tempFiles("debrix-typography-", {
      "locales/fr-fr/translation.json": JSON.stringify({ a: 'Un "mot" ?' }),
      "locales/de-de/translation.json": JSON.stringify({ a: 'Ein "Wort" ?' }),
    });
    expect(
      copySwitcherCatalogs(path.join(dir, "locales"), path.join(dir, "public"), ["fr-fr", "de-de"]),
    ).toBe(2);
    expect(
      JSON.parse(fs.readFileSync(path.join(dir, "public/locales/fr-fr.json"), "utf8")),
    ).toEqual({ a: `Un «${NNBSP}mot${NNBSP}»${NNBSP}?` });
    expect(
      JSON.parse(fs.readFileSync(path.join(dir, "public/locales/de-de.json"), "utf8")),
    ).toEqual({ a: "Ein „Wort“ ?" });
  });

  it("typesets the feed's title and description from the FR catalog", () => {
    expect(typographyFaults(Object.values(blogCopy(ROOT, "fr-fr")).join(" "), "fr")).toEqual([]);
  });

  describe("the data/ nodes", () => {
    const { data } = loadSiteData(path.join(ROOT, "data"), ROOT);
    const edited = structuredClone(data);
    edited.countries.FR.openingHours = "Du lundi au vendredi : 8 h - 18 h";
    edited.countries.DE.openingHours = 'Montag bis Freitag : "immer"';
    const idf = edited.regions.find((region) => region.key === "FR_IDF");
    const berlin = edited.regions.find((region) => region.key === "DE_BERLIN");
    if (!idf || !berlin) throw new Error("FR_IDF and DE_BERLIN are needed here");
    idf.name = "Île-de-France : Paris";
    berlin.name = 'Berlin "Mitte" :';
    const dumpster = edited.services.find((service) => service.key === "DUMPSTER");
    if (!dumpster) throw new Error("DUMPSTER is needed here");
    dumpster.names = { fr: 'Bennes "TP" ?', de: 'Container "TP" ?', en: 'Skips "TP" ?' };
    const nodes = dataNodes(edited, helpers, "FR");
    const node = (type: string, key: string) =>
      nodes.find(
        (each) => each.id === helpers.createNodeId(dataNodeSeed(type, key)),
      ) as unknown as Record<string, unknown>;

    it("give each market's texts the typography of its language", () => {
      expect(node("Country", "FR").openingHours).toBe(
        `Du lundi au vendredi${NBSP}: 8${NBSP}h - 18${NBSP}h`,
      );
      expect(node("Country", "DE").openingHours).toBe("Montag bis Freitag : „immer“");
      expect((node("Country", "FR").legal as { registration: string }).registration).toBe(
        `RCS Bobigny 900${NNBSP}000${NNBSP}001`,
      );
    });

    it("give a region's texts the language of the market that lists it", () => {
      expect(node("Region", "FR_IDF").name).toBe(`Île-de-France${NBSP}: Paris`);
      expect(node("Region", "DE_BERLIN").name).toBe("Berlin „Mitte“ :");
    });

    it("give each name of a service the rules of its own language, whatever the market built", () => {
      expect(node("Service", "DUMPSTER").names).toEqual({
        fr: `Bennes «${NNBSP}TP${NNBSP}»${NNBSP}?`,
        de: "Container „TP“ ?",
        en: "Skips “TP” ?",
      });
    });

    it("keep a phone number's display form on one line: its spaces become no-break spaces", () => {
      const written = idf.numberFormatted ?? "";
      expect(written).toContain(" ");
      expect(node("Region", "FR_IDF").numberFormatted).toBe(written.replace(/ /g, NBSP));
    });

    it("leave keys, slugs, addresses of the web and phone numbers as written, and the loaded data untouched", () => {
      expect(node("Region", "FR_IDF")).toMatchObject({ key: "FR_IDF", number: idf.number });
      expect(node("Country", "FR")).toMatchObject({
        email: data.countries.FR.email,
        domains: data.countries.FR.domains,
        appUrl: data.countries.FR.appUrl,
      });
      // The FR build's node holds the slugs of the languages its pages read, as written.
      expect(node("Service", "DUMPSTER").slugs).toEqual({
        fr: dumpster.slugs.fr,
        de: dumpster.slugs.de,
        en: dumpster.slugs.en,
      });
      expect(idf.name).toBe("Île-de-France : Paris");
      expect(data.countries.FR.legal.registration).toBe("RCS Bobigny 900 000 001");
    });

    it("give an article's title and description the market's language through GraphQL", () => {
      const byId = new Map(nodes.map((each) => [each.id, each]));
      const context = {
        nodeModel: {
          getNodeById: ({ id }: { id: string }) => byId.get(id),
          getNodesByIds: () => [],
        },
      };
      const { MdxFrontmatter } = marketResolvers("FR", helpers.createNodeId);
      expect(MdxFrontmatter.title.resolve({ title: "Benne à Lyon : le guide" }, {}, context)).toBe(
        `Benne à Lyon${NBSP}: le guide`,
      );
      expect(
        MdxFrontmatter.description.resolve({ description: "Quel volume ?" }, {}, context),
      ).toBe(`Quel volume${NNBSP}?`);
      expect(marketLanguage("DE", helpers.createNodeId)(context)).toBe(
        data.countries.DE.languages[0].locale,
      );
    });
  });

  it("typesets an article's text nodes across inline elements, and never its code", async () => {
    const body = [
      'Le "bon de dépôt" suit la benne **jusqu\'au centre** ! Comptez <Fact name="longRentalSurchargeEuros" /> € par mois :',
      "",
      "- un `code : ici` ;",
      '- <ServiceLink service="DUMPSTER">une benne</ServiceLink> ?',
      "",
      "```",
      "const a = b ? c : d;",
      "```",
    ].join("\n");
    const { tree, issues } = await compileArticleTree(body, "test.mdx");
    expect(issues).toEqual([]);
    const typeset = typesetArticleTree(tree as ArticleNode, "fr");
    const json = JSON.stringify(typeset);
    expect(json).toContain(`"Le «${NNBSP}bon de dépôt${NNBSP}» suit la benne "`);
    expect(json).toContain(`"${NNBSP}! Comptez "`);
    expect(json).toContain(`"${NBSP}€ par mois${NBSP}:"`);
    expect(json).toContain('["code",{},["code : ici"]]');
    expect(json).toContain(`"${NNBSP};"`);
    expect(json).toContain(`"${NNBSP}?"`);
    expect(json).toContain("const a = b ? c : d;");
    expect(JSON.stringify(tree)).toContain('"Le \\"bon de dépôt\\" suit la benne "');
    expect(JSON.stringify(typesetArticleTree(tree as ArticleNode, "de"))).toContain(
      '"Le „bon de dépôt“ suit la benne "',
    );
    expect(typesetArticleTree(tree as ArticleNode, "es")).toEqual(tree);
  });

  it("typesets a dynamic page's texts in its market's language, and not its action", () => {
    const page: DynamicPage = {
      file: "content/dynamic/fr/x.yaml",
      path: "/de/x/",
      content: {
        title: "Benne : gravats",
        description: "Quel volume ?",
        intro: 'Un "devis" !',
        sections: [{ title: "Tri ;", paragraphs: ["46 000 tonnes"] }],
        action: "order",
      },
    };
    expect(typesetDynamicPage(page, "fr").content).toEqual({
      title: `Benne${NBSP}: gravats`,
      description: `Quel volume${NNBSP}?`,
      intro: `Un «${NNBSP}devis${NNBSP}»${NNBSP}!`,
      sections: [{ title: `Tri${NNBSP};`, paragraphs: [`46${NNBSP}000 tonnes`] }],
      action: "order",
    });
    expect(page.content.title).toBe("Benne : gravats");
    expect(typesetDynamicPage(page, "de").content.intro).toBe("Un „devis“ !");
  });
});

describe("dashes", () => {
  it.each(["fr", "de", "en"])("keeps a spaced dash at the end of its line in %s", (language) => {
    expect(typeset("Ihr Bauschutt – abgeholt", language)).toBe("Ihr Bauschutt\u00A0– abgeholt");
    expect(typeset("a — b", language)).toBe("a\u00A0— b");
  });

  it("leaves a dash between numbers without spaces as typed", () => {
    expect(typeset("8–18 h", "de")).toBe("8–18 h");
  });
});
