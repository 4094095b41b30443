/**
 * The content check on realistic edits of the real content: each bad edit must be named with its
 * file, the line where the file has lines, the field and what is allowed; each harmless edit must
 * pass. One copy of data/ and content/ is edited and put back between cases.
 */
import { checkContent, formatContentCheck } from "../../src/node/content-check";
import { formatIssue, formatPath, type DataIssue } from "../../src/rules/data/issues";
import { copyContent, type ContentCopy } from "./content-copy";
import fs from "node:fs";
import path from "node:path";

const LYON = "content/blog/location-benne-lyon/index.mdx";
const NANTES = "content/blog/location-benne-nantes/index.mdx";
const FR_REGIONS = "data/regions/fr.yaml";
const FR_MARKET = "data/countries/fr.yaml";
const DE_MARKET = "data/countries/de.yaml";
const BAUSCHUTT = "content/dynamic/de/bauschutt-entsorgen.yaml";
const catalog = (locale: string) => `content/locales/${locale}/translation.json`;

/** The line of the first line holding `text` in a file of the repository as it is: where an edit lands before the line shifts. */
function lineOf(file: string, text: string): number {
  const index = fs
    .readFileSync(path.resolve(__dirname, "../..", file), "utf8")
    .split(/\r?\n/)
    .findIndex((line) => line.includes(text));
  if (index < 0) throw new Error(`${file} has no line containing ${text}`);
  return index + 1;
}

/** Text as a Windows editor saves it in Windows-1252: one byte a letter, "?" for what it cannot write. */
function windows1252(text: string): Buffer {
  const extra: Record<string, number> = {
    "€": 0x80,
    "…": 0x85,
    "‘": 0x91,
    "’": 0x92,
    "“": 0x93,
    "”": 0x94,
    "–": 0x96,
    "—": 0x97,
    œ: 0x9c,
    Œ: 0x8c,
  };
  return Buffer.from(
    [...text].map((char) => extra[char] ?? (char.charCodeAt(0) < 256 ? char.charCodeAt(0) : 0x3f)),
  );
}

/** The line of a file's first letter outside ASCII: where a file saved in another encoding first goes wrong. */
function firstNonAsciiLine(file: string): number {
  return (
    fs
      .readFileSync(path.resolve(__dirname, "../..", file), "utf8")
      .split("\n")
      .findIndex((line) => [...line].some((char) => char.charCodeAt(0) > 0x7f)) + 1
  );
}

/** Where a tag is in the list of data/blog-tags.yaml. */
function tagIndex(key: string): number {
  const keys = [
    ...fs
      .readFileSync(path.resolve(__dirname, "../..", "data/blog-tags.yaml"), "utf8")
      .matchAll(/^- key: (.+)$/gm),
  ].map((match) => match[1]);
  return keys.indexOf(key);
}

interface BadEdit {
  name: string;
  edit: (copy: ContentCopy) => void;
  file: string;
  /** The line expected in the message: the first line of the edited file containing this text. */
  lineOf?: string;
  /** Or the line itself. */
  line?: number;
  field: string;
  /** What the message says is allowed, or what to do. */
  says: string;
  /** The bad value as the message shows it. */
  value?: string;
  /** When set, the number of problems this edit must give in its file (one mistake, one message). */
  count?: number;
}

/** An intro long enough for a region page (the content check asks for 40 words). */
const CAEN_INTRO =
  "À Caen, les chantiers vont de la maison de ville en pierre de Caen reconstruite après guerre aux pavillons des communes voisines, et la benne se pose souvent sur la voie publique faute de cour : prévoyez l'autorisation de la mairie avant la livraison, et un emplacement assez large pour le camion qui la dépose puis la reprend.";

const BAD_EDITS: BadEdit[] = [
  // data/: phone numbers
  {
    name: "a phone number in display form in number",
    edit: (c) => c.replace(FR_REGIONS, 'number: "+33465710101"', 'number: "04 65 71 01 01"'),
    file: FR_REGIONS,
    lineOf: 'number: "04 65 71 01 01"',
    field: "[2].number",
    says: "must be in international form: + then 7 to 15 digits",
    value: '"04 65 71 01 01"',
  },
  {
    name: "an unquoted international phone number",
    edit: (c) => c.replace(FR_REGIONS, 'number: "+33465710101"', "number: +33465710101"),
    file: FR_REGIONS,
    lineOf: "number: +33465710101",
    field: "[2].number",
    says: 'put it in quotes: "+33465710101"',
    value: '"+33465710101"',
  },
  {
    name: "number and numberFormatted that are two different numbers",
    edit: (c) =>
      c.replace(FR_REGIONS, "numberFormatted: 04 65 71 01 01", "numberFormatted: 04 65 71 01 02"),
    file: FR_REGIONS,
    lineOf: "04 65 71 01 02",
    field: "[2].numberFormatted",
    says: "is not the same phone number as number +33465710101",
  },
  {
    name: "a letter O typed for a zero in numberFormatted",
    edit: (c) =>
      c.replace(FR_REGIONS, "numberFormatted: 04 65 71 01 01", "numberFormatted: 04 65 71 O1 01"),
    file: FR_REGIONS,
    lineOf: "04 65 71 O1 01",
    field: "[2].numberFormatted",
    says: "must be a display form of digits, spaces, + and parentheses",
  },
  {
    name: "a phone number with too few digits",
    edit: (c) => c.replace(FR_REGIONS, 'number: "+33465710101"', 'number: "+33465"'),
    file: FR_REGIONS,
    lineOf: '"+33465"',
    field: "[2].number",
    says: "must be in international form",
  },
  {
    name: "a French number short of digits that passes the international form (+3346571)",
    edit: (c) => c.replace(FR_REGIONS, 'number: "+33465710101"', 'number: "+3346571"'),
    file: FR_REGIONS,
    lineOf: 'number: "+3346571"',
    field: "[2].number",
    says: "has too few digits for a phone number of France (+33 46571); a number of France starts with +33",
    value: '"+3346571"',
    count: 1,
  },
  {
    name: "a German number in a French region",
    edit: (c) =>
      c.replace(
        FR_REGIONS,
        'number: "+33465710101"\n  numberFormatted: 04 65 71 01 01',
        'number: "+493055501234"\n  numberFormatted: 030 5550 1234',
      ),
    file: FR_REGIONS,
    lineOf: 'number: "+493055501234"',
    field: "[2].number",
    says: "is not a number of France, the country of this region (+49 is Germany's code)",
    count: 1,
  },
  // data/: keys, case, typos
  {
    name: "a misspelt service key in a region",
    edit: (c) =>
      c.replace(
        FR_REGIONS,
        "services: [DUMPSTER, BIGBAG, CRANETRUCK, ASBESTOS, GEAR_RENTAL]",
        "services: [DUMPTSER, BIGBAG, CRANETRUCK, ASBESTOS, GEAR_RENTAL]",
      ),
    file: FR_REGIONS,
    lineOf: "DUMPTSER",
    field: "[1].services[0]",
    says: "allowed: UTILITY, DUMPSTER, BIGBAG",
  },
  {
    name: "a service key in lower case",
    edit: (c) =>
      c.replace(
        FR_REGIONS,
        "services: [DUMPSTER, BIGBAG, CRANETRUCK, ASBESTOS, GEAR_RENTAL]",
        "services: [dumpster, BIGBAG, CRANETRUCK, ASBESTOS, GEAR_RENTAL]",
      ),
    file: FR_REGIONS,
    lineOf: "[dumpster,",
    field: "[1].services[0]",
    says: "allowed: UTILITY, DUMPSTER",
  },
  {
    name: "a misspelt field name in a region",
    edit: (c) =>
      c.replace(
        FR_REGIONS,
        "nameInText: dans la métropole lilloise",
        "nameIntext: dans la métropole lilloise",
      ),
    file: FR_REGIONS,
    lineOf: "nameIntext",
    field: "[1].nameIntext",
    says: "allowed fields: key, name, nameInText, number, numberFormatted",
  },
  {
    name: "the same region key twice",
    edit: (c) => c.replace(FR_REGIONS, "- key: FR_LILLE", "- key: FR_IDF"),
    file: FR_REGIONS,
    line: lineOf(FR_REGIONS, "- key: FR_LILLE"),
    field: "[1].key",
    says: "is a duplicate region key",
  },
  {
    name: "a new region its market does not list",
    edit: (c) =>
      c.write(
        FR_REGIONS,
        `${c.read(FR_REGIONS)}- key: FR_CAEN\n  name: Caen\n  nameInText: à Caen\n  slug: caen\n  intro:\n    fr: "${CAEN_INTRO}"\n  number: "+33231000101"\n  numberFormatted: 02 31 00 01 01\n  services: [DUMPSTER]\n  zones:\n    - { id: CAEN_VILLE, name: Caen, nameShort: Caen }\n`,
      ),
    file: FR_REGIONS,
    lineOf: "- key: FR_CAEN",
    field: "[15].key",
    says: "is not listed by any market; add it under regions:",
  },
  // data/: what a region's page needs
  {
    name: "a region intro too short to make a page of its own",
    edit: (c) =>
      c.replace(
        FR_REGIONS,
        /( {2}slug: lille\n {2}intro:\n {4}fr: >-\n)(?: {6}.*\n)+/,
        "$1      Location de bennes à Lille, livrées vite.\n",
      ),
    file: FR_REGIONS,
    line: lineOf(FR_REGIONS, "slug: lille") + 2,
    field: "[1].intro.fr",
    says: "is 7 words long; a region page needs at least 40 words of its own",
  },
  {
    name: "a neighbour from another market",
    edit: (c) =>
      c.replace(
        FR_REGIONS,
        "neighbours: [FR_OISE_SOMME, FR_REIMS]",
        "neighbours: [FR_OISE_SOMME, DE_BERLIN]",
      ),
    file: FR_REGIONS,
    lineOf: "DE_BERLIN]",
    field: "[1].neighbours[1]",
    says: "is not a region of market FR; allowed: FR_IDF, FR_LYON",
  },
  {
    name: "two regions of a market with one slug",
    edit: (c) => c.replace(FR_REGIONS, "slug: lille\n", "slug: ile-de-france\n"),
    file: FR_REGIONS,
    line: lineOf(FR_REGIONS, "slug: lille"),
    field: "[1].slug",
    says: "is already the slug of region FR_IDF in market FR; slugs are unique per market",
  },
  {
    name: "a region slug with capitals",
    edit: (c) => c.replace(FR_REGIONS, "slug: lille\n", "slug: Lille\n"),
    file: FR_REGIONS,
    lineOf: "slug: Lille",
    field: "[1].slug",
    says: "must be a lower-case slug such as big-bags",
  },
  {
    name: "an article in a category the blog does not have",
    edit: (c) => c.replace(LYON, "category: guides-locaux", "category: guide-local"),
    file: LYON,
    lineOf: "category: guide-local",
    field: "category",
    says: "is not a category of data/blog-categories.yaml; allowed: guides-locaux, regles-dechets, location-engins",
  },
  {
    name: "an article tag that data/blog-tags.yaml does not name",
    edit: (c) =>
      c.replace(
        LYON,
        "tags: [lyon, rhone, benne, metropole-de-lyon]",
        "tags: [lyon, rhone-alpes, benne, metropole-de-lyon]",
      ),
    file: LYON,
    lineOf: "tags: [lyon, rhone-alpes",
    field: "tags[1]",
    says: 'is not a tag of data/blog-tags.yaml; add it there with the name the pages show ("- key: rhone-alpes"',
  },
  {
    name: "a blog tag without its French name",
    edit: (c) => c.replace("data/blog-tags.yaml", "names: { fr: Rhône }", "names: { de: Rhone }"),
    file: "data/blog-tags.yaml",
    lineOf: "names: { de: Rhone }",
    field: `[${tagIndex("rhone")}].names`,
    says: "has no fr entry; the blog of market FR is in fr, so every tag needs one",
  },
  {
    name: "the same blog tag twice",
    edit: (c) => c.replace("data/blog-tags.yaml", "- key: rhone\n", "- key: reims\n"),
    file: "data/blog-tags.yaml",
    line: lineOf("data/blog-tags.yaml", "- key: rhone"),
    field: `[${tagIndex("rhone")}].key`,
    says: "is a duplicate tag key; each key appears once",
  },
  // data/: YAML that reads otherwise than meant
  {
    name: "a zone name starting with * (a YAML alias)",
    edit: (c) => c.replace(FR_REGIONS, "nameShort: Saint-Étienne", "nameShort: *Lyon*"),
    file: FR_REGIONS,
    lineOf: "nameShort: *Lyon*",
    field: "nameShort",
    says: 'which YAML reads as a reference to a repeated block, not as text; put the text in quotes: nameShort: "*Lyon*"',
    value: '"*Lyon*"',
    count: 1,
  },
  {
    name: "a zone name starting with & (a YAML anchor) in a { } group",
    edit: (c) => c.replace(FR_REGIONS, "nameShort: Lyon }", "nameShort: &Lyon }"),
    file: FR_REGIONS,
    lineOf: "nameShort: &Lyon }",
    field: "nameShort",
    says: 'put the text in quotes: nameShort: "&Lyon"',
    count: 1,
  },
  {
    name: "a field without a space after its colon",
    edit: (c) => c.replace(FR_REGIONS, 'number: "+33465710101"', 'number:"+33465710101"'),
    file: FR_REGIONS,
    lineOf: 'number:"+33465710101"',
    field: "number",
    says: 'a space is missing after the colon of the field name: write number: "+33465710101"',
    count: 1,
  },
  {
    name: "a field name without its colon",
    edit: (c) => c.replace(FR_REGIONS, "- key: FR_LYON", "- key FR_LYON"),
    file: FR_REGIONS,
    lineOf: "- key FR_LYON",
    field: "key",
    says: "the colon after the field name is missing: write - key: FR_LYON",
    count: 1,
  },
  // Catalogs: what JSON and the route table let pass or crash on
  {
    name: "a key written twice in a catalog group",
    edit: (c) =>
      c.replace(
        catalog("fr-fr"),
        '"heading": "Le blog Debrix",',
        '"heading": "Le blog Debrix",\n      "heading": "Blog",',
      ),
    file: catalog("fr-fr"),
    lineOf: '"heading": "Blog",',
    field: "heading",
    says: 'appears twice in the same group (here as "heading": "Blog"), and the site would show only the last one',
    count: 1,
  },
  {
    name: "a page path in a catalog that is another page's",
    edit: (c) => c.replace(catalog("fr-fr"), '"CGU": "/cgu/"', '"CGU": "/cgv/"'),
    file: catalog("fr-fr"),
    lineOf: '"CGV": "/cgv/"',
    field: "routes.CGV",
    says: `is also the path of page CGU (${catalog("fr-fr")}:${lineOf(catalog("fr-fr"), '"CGU": "/cgu/"')}), in markets FR, DE, EN; each page needs a path of its own`,
    value: '"/cgv/"',
    count: 1,
  },
  // Articles: what MDX would take otherwise than meant
  {
    name: "a RegionServices block in the middle of a sentence",
    edit: (c) =>
      c.replace(
        LYON,
        '<RegionServices region="FR_LYON" />',
        'Voici nos services <RegionServices region="FR_LYON" /> à Lyon.',
      ),
    file: LYON,
    lineOf: "Voici nos services",
    field: "<RegionServices>",
    says: "must stand alone on its line, with an empty line before and after",
    count: 1,
  },
  {
    name: "a RegionServices block without its closing slash",
    edit: (c) =>
      c.replace(LYON, '<RegionServices region="FR_LYON" />', '<RegionServices region="FR_LYON">'),
    file: LYON,
    lineOf: '<RegionServices region="FR_LYON">',
    field: "<RegionServices>",
    says: 'is not closed: write <RegionServices region="FR_LYON" /> (a live-data block ends with " />")',
    count: 1,
  },
  {
    name: "a ServiceLink whose text is not closed",
    edit: (c) =>
      c.replace(
        LYON,
        "\n## ",
        '\nPour <ServiceLink service="DUMPSTER">louer une benne, appelez-nous.\n\n## ',
      ),
    file: LYON,
    lineOf: "Pour <ServiceLink",
    field: "<ServiceLink>",
    says: "is not closed: end the link's text with </ServiceLink> in the same paragraph",
    count: 1,
  },
  {
    name: "a second # heading in an article",
    edit: (c) => c.replace(LYON, "\n## ", "\n# Un second titre\n\n## "),
    file: LYON,
    lineOf: "# Un second titre",
    field: "heading",
    says: 'is a second title: the article\'s title (its front matter) is the page\'s one "#" heading; start a section with "## "',
    count: 1,
  },
  {
    name: "an import line with braces in an article",
    edit: (c) => c.replace(LYON, "\n## ", '\nimport { Carte } from "./carte"\n\n## '),
    file: LYON,
    lineOf: "import { Carte }",
    field: "import/export",
    says: "articles cannot import or export code: remove the line",
    count: 1,
  },
  // A text where a list is meant: YAML reads "a, b" after a field as one text, never as a list.
  {
    name: "an article's tags written as a text",
    edit: (c) =>
      c.replace(LYON, "tags: [lyon, rhone, benne, metropole-de-lyon]", "tags: lyon, rhone, benne"),
    file: LYON,
    lineOf: "tags: lyon, rhone, benne",
    field: "tags",
    says: "must be a list, but YAML reads this as one text; put its entries in brackets: tags: [lyon, rhone, benne]",
    value: '"lyon, rhone, benne"',
    count: 1,
  },
  {
    name: "an article's regions written as a text",
    edit: (c) => c.replace(LYON, "regions: [FR_LYON]", "regions: FR_LYON"),
    file: LYON,
    lineOf: "regions: FR_LYON",
    field: "regions",
    says: "must be a list, but YAML reads this as one text; put its entries in brackets: regions: [FR_LYON]",
    count: 1,
  },
  {
    name: "a region's services written as a text",
    edit: (c) =>
      c.replace(
        FR_REGIONS,
        "services: [DUMPSTER, BIGBAG, CRANETRUCK, ASBESTOS, GEAR_RENTAL]",
        "services: DUMPSTER, BIGBAG",
      ),
    file: FR_REGIONS,
    lineOf: "services: DUMPSTER, BIGBAG",
    field: "[1].services",
    says: "put its entries in brackets: services: [DUMPSTER, BIGBAG]",
    count: 1,
  },
  {
    name: "a region's zones written as a text",
    edit: (c) =>
      c.replace(
        FR_REGIONS,
        /( {2}zones:)\n {4}- \{ id: LILLE_METROPOLE(?:.*\n)+? {6}services: \[DUMPSTER, BIGBAG\]\n/,
        "$1 Lille, Roubaix\n",
      ),
    file: FR_REGIONS,
    lineOf: "zones: Lille, Roubaix",
    field: "[1].zones",
    says: 'must be a list, but YAML reads this as one text; write each entry on a line of its own, starting with "- "',
    count: 1,
  },
  {
    name: "a /de/ page's paragraphs written as a text",
    edit: (c) =>
      c.replace(BAUSCHUTT, /paragraphs:\n {6}- Beton(.*)\n.*\n/, "paragraphs: Beton$1\n"),
    file: BAUSCHUTT,
    lineOf: "paragraphs: Beton",
    field: "sections[0].paragraphs",
    says: 'must be a list, but YAML reads this as one text; write each entry on a line of its own, starting with "- "',
    count: 1,
  },
  // Text that is not UTF-8: a file saved by an editor in another encoding.
  {
    name: "a region file saved as Windows-1252",
    edit: (c) => c.write(FR_REGIONS, windows1252(c.read(FR_REGIONS))),
    file: FR_REGIONS,
    line: firstNonAsciiLine(FR_REGIONS),
    field: "encoding",
    says: "is not UTF-8 text: byte 0x",
    value: undefined,
  },
  {
    name: "one Latin-1 byte in Saint-Étienne",
    edit: (c) =>
      c.write(
        FR_REGIONS,
        Buffer.concat(
          c
            .read(FR_REGIONS)
            .split("Saint-Étienne")
            .flatMap((part, index) =>
              index === 0
                ? [Buffer.from(part)]
                : [Buffer.from("Saint-"), Buffer.from([0xc9]), Buffer.from(`tienne${part}`)],
            ),
        ),
      ),
    file: FR_REGIONS,
    line: lineOf(FR_REGIONS, "name: Lyon et Saint-Étienne"),
    field: "encoding",
    says: 'byte 0xC9 at column 23 after "name: Lyon et Saint-" is a letter of another encoding',
    value: '"0xC9"',
  },
  {
    name: "an article saved as Windows-1252",
    edit: (c) => c.write(LYON, windows1252(c.read(LYON))),
    file: LYON,
    line: 2,
    field: "encoding",
    says: "save it as UTF-8",
  },
  {
    name: "a catalog saved as UTF-16",
    edit: (c) =>
      c.write(catalog("fr-fr"), Buffer.from(`\ufeff${c.read(catalog("fr-fr"))}`, "utf16le")),
    file: catalog("fr-fr"),
    line: 1,
    field: "encoding",
    says: "is not read: the file is saved as UTF-16; save it as UTF-8",
  },
  {
    name: "a /de/ page saved as Windows-1252",
    edit: (c) => c.write(BAUSCHUTT, windows1252(c.read(BAUSCHUTT))),
    file: BAUSCHUTT,
    line: firstNonAsciiLine(BAUSCHUTT),
    field: "encoding",
    says: "is not UTF-8 text",
  },
  {
    name: "a blog category without its French name",
    edit: (c) =>
      c.replace(
        "data/blog-categories.yaml",
        "names: { fr: Guides locaux }",
        "names: { de: Lokale Ratgeber }",
      ),
    file: "data/blog-categories.yaml",
    lineOf: "Lokale Ratgeber",
    field: "[0].names",
    says: "has no fr entry; the blog of market FR is in fr",
  },
  {
    name: "an article naming a region its market does not have",
    edit: (c) => c.replace(LYON, "regions: [FR_LYON]", "regions: [FR_LYONS]"),
    file: LYON,
    lineOf: "regions: [FR_LYONS]",
    field: "regions[0]",
    says: "is not a region of market FR; allowed: FR_IDF",
  },
  {
    name: "a market listing a region that does not exist",
    edit: (c) => c.replace(FR_MARKET, "  - FR_STRASBOURG\n", "  - FR_STRASBOURG\n  - FR_CAEN\n"),
    file: FR_MARKET,
    lineOf: "FR_CAEN",
    field: "regions[15]",
    says: "is not a region of data/regions/; known regions: BE_BRUSSELS, BE_ANTWERP, BE_LIEGE, CH_ZURICH, CH_GENEVE, CH_LUGANO, DE_BERLIN, FR_IDF",
  },
  {
    name: "a zone offering a service its region does not",
    edit: (c) =>
      c.replace(FR_REGIONS, "services: [DUMPSTER, BIGBAG] }", "services: [DUMPSTER, LEAD] }"),
    file: FR_REGIONS,
    lineOf: "services: [DUMPSTER, LEAD] }",
    field: "[12].zones[0].services[1]",
    says: "is not offered by region FR_TOULOUSE; allowed: DUMPSTER, BIGBAG",
  },
  {
    name: "the same named zone id twice in a region",
    edit: (c) => c.replace(FR_REGIONS, "id: LILLE_ROUBAIX_TOURCOING", "id: LILLE_METROPOLE"),
    file: FR_REGIONS,
    lineOf: 'id: LILLE_METROPOLE, name: "Roubaix',
    field: "[1].zones[1].id",
    says: "is a duplicate zone id in this region",
  },
  {
    name: "a region file saved with an upper-case extension",
    edit: (c) => c.rename(FR_REGIONS, "data/regions/fr.YAML"),
    file: "data/regions/fr.YAML",
    field: "file name",
    says: "ends in .yaml (lower case)",
  },
  {
    name: "a market key in lower case",
    edit: (c) => c.replace(FR_MARKET, "key: FR", "key: fr"),
    file: FR_MARKET,
    lineOf: "key: fr",
    field: "key",
    says: "must be an upper-case market key of 2 or 3 letters such as FR",
  },
  {
    name: "a page key in lower case",
    edit: (c) => c.replace(DE_MARKET, "pages: [HOME,", "pages: [home,"),
    file: DE_MARKET,
    lineOf: "pages: [home,",
    field: "pages[0]",
    says: "allowed: HOME, SERVICES",
  },
  {
    name: "a navigation entry for a page the market does not have",
    edit: (c) => c.replace(DE_MARKET, "mainNav: [HOME, SERVICES]", "mainNav: [HOME, PARTNERS]"),
    file: DE_MARKET,
    lineOf: "mainNav:",
    field: "mainNav[1]",
    says: "names a page this market does not have; its pages: HOME, SERVICES",
  },
  {
    name: "an e-mail address without a domain",
    edit: (c) => c.replace(DE_MARKET, "email: kontakt@debrix.de", "email: kontakt@debrix"),
    file: DE_MARKET,
    lineOf: "email:",
    field: "email",
    says: "must be an e-mail address",
    value: '"kontakt@debrix"',
  },
  {
    name: "an e-mail address with a space",
    edit: (c) => c.replace(FR_MARKET, "email: contact@debrix.fr", "email: contact @debrix.fr"),
    file: FR_MARKET,
    lineOf: "email:",
    field: "email",
    says: "must be an e-mail address",
  },
  {
    name: "a domain written as an address",
    edit: (c) => c.replace(DE_MARKET, /domains: \[[^\]]*\]/, "domains: [https://www.debrix.de]"),
    file: DE_MARKET,
    lineOf: "domains:",
    field: "domains[0]",
    says: "must be a host name such as www.debrix.fr",
  },
  {
    name: "a domain already used by another market",
    edit: (c) =>
      c.replace(FR_MARKET, /domains: \[[^\]]*\]/, "domains: [www.debrix.fr, www.debrix.de]"),
    file: FR_MARKET,
    lineOf: "domains:",
    field: "domains[1]",
    says: "is already a domain of market DE; a host name selects one market",
  },
  {
    name: "a tag manager id in lower case",
    edit: (c) => c.replace(FR_MARKET, 'tagManagerId: ""', "tagManagerId: gtm-abc123"),
    file: FR_MARKET,
    lineOf: "tagManagerId",
    field: "tagManagerId",
    says: "must be empty or a container id such as GTM-ABC123",
  },
  {
    name: "a social network spelt with the wrong case",
    edit: (c) => c.replace(DE_MARKET, "label: LinkedIn", "label: Linkedin"),
    file: DE_MARKET,
    lineOf: "label: Linkedin",
    field: "socialLinks[0].label",
    says: "allowed: ",
  },
  {
    name: "a misspelt business constant",
    edit: (c) => c.replace("data/business.yaml", "deliveryHours: 24", "deliveryHour: 24"),
    file: "data/business.yaml",
    lineOf: "deliveryHour:",
    field: "deliveryHour",
    says: "allowed fields: deliveryHours, parkingMinutes",
  },
  {
    name: "a business constant with its unit typed in",
    edit: (c) => c.replace("data/business.yaml", "deliveryHours: 24", "deliveryHours: 24h"),
    file: "data/business.yaml",
    lineOf: "deliveryHours: 24h",
    field: "deliveryHours",
    says: "expected number, got string",
  },
  {
    name: "an upper-case service slug",
    edit: (c) => c.replace("data/services.yaml", "fr: sacs-et-vrac", "fr: Sacs-et-vrac"),
    file: "data/services.yaml",
    lineOf: "Sacs-et-vrac",
    field: "[0].slugs.fr",
    says: "must be a lower-case slug such as big-bags",
  },
  {
    name: "two services with the same slug",
    edit: (c) => c.replace("data/services.yaml", "fr: sacs-et-vrac", "fr: bennes"),
    file: "data/services.yaml",
    lineOf: "skip-hire",
    field: "[1].slugs.fr",
    says: "is already the fr slug of UTILITY; slugs must be unique per language",
  },
  {
    name: "an illustration that is not in content/images",
    edit: (c) =>
      c.replace("data/services.yaml", "illustration: utility.png", "illustration: utilty.png"),
    file: "data/services.yaml",
    lineOf: "utilty.png",
    field: "[0].illustration",
    says: "is not a file in content/images/",
  },
  {
    name: "a default region that does not exist",
    edit: (c) => c.replace("data/brand.yaml", "defaultRegion: FR_IDF", "defaultRegion: FR_PARIS"),
    file: "data/brand.yaml",
    lineOf: "FR_PARIS",
    field: "defaultRegion",
    says: "is not a known region; known regions: BE_BRUSSELS, BE_ANTWERP, BE_LIEGE, CH_ZURICH, CH_GENEVE, CH_LUGANO, DE_BERLIN, FR_IDF",
  },
  // data/: YAML mistakes
  {
    name: "a tab used for indentation",
    edit: (c) => c.replace(FR_REGIONS, "  name: Métropole lilloise", "\tname: Métropole lilloise"),
    file: FR_REGIONS,
    lineOf: "\tname: Métropole lilloise",
    field: "name",
    says: "a tab is not allowed for indentation in YAML; use spaces",
    count: 1,
  },
  {
    name: "an unquoted # that would cut a text",
    edit: (c) =>
      c.replace(
        FR_MARKET,
        "street: 18 rue de l'Industrie",
        "street: 18 rue de l'Industrie, porte #3",
      ),
    file: FR_MARKET,
    lineOf: "porte #3",
    field: "address.street",
    says: 'put the whole text in quotes: "18 rue de l\'Industrie, porte #3"',
  },
  {
    name: "an emptied file",
    edit: (c) => c.write("data/business.yaml", ""),
    file: "data/business.yaml",
    line: 1,
    field: "(whole file)",
    says: "the file is empty",
  },
  {
    name: "a file holding only comments",
    edit: (c) => c.write("data/catalogue.yaml", "# emptied by mistake\n"),
    file: "data/catalogue.yaml",
    line: 1,
    field: "(whole file)",
    says: "the file is empty",
  },
  {
    name: "the same field twice in a file",
    edit: (c) =>
      c.replace(
        "data/brand.yaml",
        "copyrightYear: 2022",
        "copyrightYear: 2022\ncopyrightYear: 2023",
      ),
    file: "data/brand.yaml",
    lineOf: "copyrightYear: 2023",
    field: "copyrightYear",
    says: "appears twice here; keep only one",
    count: 1,
  },
  {
    name: "a list whose ] was deleted",
    edit: (c) =>
      c.replace(
        FR_REGIONS,
        "services: [DUMPSTER, BIGBAG, CRANETRUCK, ASBESTOS, GEAR_RENTAL]",
        "services: [DUMPSTER, BIGBAG, CRANETRUCK, ASBESTOS, GEAR_RENTAL",
      ),
    file: FR_REGIONS,
    line: lineOf(FR_REGIONS, "services: [DUMPSTER, BIGBAG, CRANETRUCK, ASBESTOS, GEAR_RENTAL]"),
    field: "services",
    says: "is not closed: close every [ with ]",
    count: 1,
  },
  {
    name: "a quote that is never closed",
    edit: (c) => c.replace(FR_REGIONS, 'number: "+33465710101"', 'number: "+33465710101'),
    file: FR_REGIONS,
    lineOf: 'number: "+33465710101',
    field: "number",
    says: "a quoted text is not closed",
    count: 1,
  },
  {
    name: "a field indented one space too few",
    edit: (c) => c.replace(FR_MARKET, "  city: ", " city: "),
    file: FR_MARKET,
    lineOf: " city: ",
    field: "city",
    says: "the indentation is wrong",
    count: 1,
  },
  // Articles: front matter
  {
    name: "an impossible date (month 13, day 45)",
    edit: (c) => c.replace(LYON, "date: 2025-03-11", "date: 2026-13-45"),
    file: LYON,
    lineOf: "date: 2026-13-45",
    field: "date",
    says: "must be a date such as 2026-03-14",
    value: '"2026-13-45"',
  },
  {
    name: "31 February",
    edit: (c) => c.replace(NANTES, "date: 2025-10-07", "date: 2025-02-31"),
    file: NANTES,
    lineOf: "date: 2025-02-31",
    field: "date",
    says: "a real day",
  },
  {
    name: "an unquoted title containing ' : '",
    edit: (c) =>
      c.replace(
        LYON,
        'title: "Location de benne à Lyon : services, accès et démarches"',
        "title: Location de benne à Lyon : services, accès et démarches",
      ),
    file: LYON,
    line: 2,
    field: "title",
    says: "put the whole text in quotes",
    count: 1,
  },
  {
    name: "a year as the whole title, unquoted",
    edit: (c) => c.replace(NANTES, /^title: .*$/m, "title: 2024"),
    file: NANTES,
    line: 2,
    field: "title",
    says: 'put it in quotes: "2024"',
    value: '"2024"',
    count: 1,
  },
  {
    name: "a front matter whose closing --- is missing",
    edit: (c) => c.replace(LYON, "service: DUMPSTER\n---\n", "service: DUMPSTER\n\n"),
    file: LYON,
    line: 1,
    field: "front matter",
    says: "is never closed: add a line with only ---",
    count: 1,
  },
  {
    name: "an article without front matter",
    edit: (c) => c.replace(LYON, /^---\n[\s\S]*?\n---\n/, ""),
    file: LYON,
    line: 1,
    field: "front matter",
    says: "an article starts with its front matter",
  },
  {
    name: "an emptied article",
    edit: (c) => c.write(LYON, ""),
    file: LYON,
    line: 1,
    field: "front matter",
    says: "an article starts with its front matter",
  },
  {
    name: "a tab in the front matter",
    edit: (c) => c.replace(LYON, "type: article", "\ttype: article"),
    file: LYON,
    lineOf: "\ttype: article",
    field: "type",
    says: "a tab is not allowed",
    count: 1,
  },
  {
    name: "an unquoted # in a title",
    edit: (c) => c.replace(NANTES, /^title: .*$/m, "title: Benne #1 à Nantes"),
    file: NANTES,
    line: 2,
    field: "title",
    says: "put the whole text in quotes",
  },
  {
    name: "a type that is not allowed",
    edit: (c) => c.replace(LYON, "type: article", "type: blogpost"),
    file: LYON,
    lineOf: "type: blogpost",
    field: "type",
    says: "allowed: website, article",
  },
  {
    name: "a misspelt category",
    edit: (c) => c.replace(LYON, "category: guides-locaux", "category: guide-locaux"),
    file: LYON,
    lineOf: "category:",
    field: "category",
    says: "allowed: guides-locaux, regles-dechets, location-engins",
  },
  {
    name: "a tag with capitals",
    edit: (c) => c.replace(LYON, "tags: [lyon,", "tags: [Lyon,"),
    file: LYON,
    lineOf: "tags:",
    field: "tags[0]",
    says: "must be a lower-case tag",
  },
  {
    name: "a misspelt front-matter field",
    edit: (c) => c.replace(LYON, "description:", "descripton:"),
    file: LYON,
    lineOf: "descripton:",
    field: "descripton",
    says: "allowed fields: title, description, date",
  },
  {
    name: "a missing description",
    edit: (c) => c.replace(NANTES, /^description: .*\n/m, ""),
    file: NANTES,
    field: "description",
    says: "is required",
  },
  {
    name: "a misspelt service",
    edit: (c) => c.replace(LYON, "service: DUMPSTER", "service: DUMPTSER"),
    file: LYON,
    lineOf: "service: DUMPTSER",
    field: "service",
    says: "allowed: UTILITY, DUMPSTER",
  },
  {
    name: "an updated date before the date",
    edit: (c) => c.replace(LYON, "date: 2025-03-11", "date: 2025-03-11\nupdated: 2025-01-02"),
    file: LYON,
    lineOf: "updated:",
    field: "updated",
    says: "is before the article's date 2025-03-11",
  },
  {
    name: "an image path in static/ that does not exist",
    edit: (c) => c.replace(LYON, "image: ./cover.png", "image: /images/lyon.png"),
    file: LYON,
    lineOf: "image:",
    field: "image",
    says: "names no file in static/",
  },
  {
    name: "an image beside the article that does not exist",
    edit: (c) => c.replace(LYON, "image: ./cover.png", "image: ./couverture.png"),
    file: LYON,
    lineOf: "image:",
    field: "image",
    says: "names no file beside the article",
  },
  {
    name: "an image that is not a picture",
    edit: (c) => c.replace(LYON, "image: ./cover.png", "image: ./cover.pdf"),
    file: LYON,
    lineOf: "image:",
    field: "image",
    says: "end in .png, .jpg, .jpeg, .webp or .gif",
  },
  // Articles: body
  {
    name: "a misspelt region, on the article's own line",
    edit: (c) => c.replace(NANTES, 'region="FR_NANTES"', 'region="FR_NANT"'),
    file: NANTES,
    lineOf: 'FR_NANT"',
    field: "<RegionServices> region",
    says: "allowed: FR_IDF, FR_LILLE",
    value: '"FR_NANT"',
  },
  {
    name: "a live-data block written in the wrong case",
    edit: (c) => c.replace(LYON, "<RegionServices ", "<regionServices "),
    file: LYON,
    lineOf: "<regionServices",
    field: "<regionServices>",
    says: "write <RegionServices>",
  },
  {
    name: "a misspelt live-data block",
    edit: (c) => c.replace(LYON, "<RegionServices ", "<RegionService "),
    file: LYON,
    lineOf: "<RegionService ",
    field: "<RegionService>",
    says: "allowed: RegionServices, RegionPhone, Fact, Timing, ServiceLink",
  },
  {
    name: "a misspelt fact",
    edit: (c) => c.replace(NANTES, 'name="deliveryHours"', 'name="deliveryHour"'),
    file: NANTES,
    lineOf: 'name="deliveryHour"',
    field: "<Fact> name",
    says: "allowed: deliveryHours",
  },
  {
    name: "a service the market does not offer in a link",
    edit: (c) => c.replace(LYON, 'service="DUMPSTER">louer', 'service="DUMPSTR">louer'),
    file: LYON,
    lineOf: "DUMPSTR",
    field: "<ServiceLink> service",
    says: "allowed: UTILITY, DUMPSTER",
  },
  {
    name: "a stray { in the text",
    edit: (c) => c.replace(LYON, "Ce guide fait le point", "Ce guide {fait le point"),
    file: LYON,
    lineOf: "{fait",
    field: "text",
    says: "write it as \\{",
  },
  {
    name: "a < that opens no tag",
    edit: (c) => c.replace(LYON, "Ce guide fait le point", "Ce guide (< 10 m³) fait le point"),
    file: LYON,
    lineOf: "< 10",
    field: "text",
    says: 'MDX reads "<" as the start of code',
  },
  // Articles: where they are
  {
    name: "an article saved as index.md",
    edit: (c) => c.rename(LYON, "content/blog/location-benne-lyon/index.md"),
    file: "content/blog/location-benne-lyon/index.md",
    field: "file name",
    says: "the article of a folder is the file index.mdx",
  },
  {
    name: "an article saved as index.MDX",
    edit: (c) => c.rename(LYON, "content/blog/location-benne-lyon/index.MDX"),
    file: "content/blog/location-benne-lyon/index.MDX",
    field: "file name",
    says: "index.mdx (lower case, .mdx)",
  },
  {
    name: "an article saved without its folder",
    edit: (c) => c.write("content/blog/location-benne-caen.mdx", c.read(LYON)),
    file: "content/blog/location-benne-caen.mdx",
    field: "file name",
    says: "move it to content/blog/location-benne-caen/index.mdx",
  },
  {
    name: "an article folder with capitals",
    edit: (c) => c.write("content/blog/Location-Benne-Caen/index.mdx", c.read(LYON)),
    file: "content/blog/Location-Benne-Caen/index.mdx",
    field: "folder name",
    says: "must be a lower-case slug",
  },
  // Catalogs
  {
    name: "a key missing in one catalog",
    edit: (c) => c.replace(catalog("de-de"), /\n\s*"followUs": "[^"]*",/, ""),
    file: catalog("de-de"),
    field: "footer.followUs",
    says: "is missing; the other catalogs have it",
  },
  {
    name: "a misspelt placeholder",
    edit: (c) =>
      c.replace(
        catalog("en-gb"),
        '"copyright": "© {{year}} {{company}}"',
        '"copyright": "© {{year}} {{compnay}}"',
      ),
    file: catalog("en-gb"),
    lineOf: "{{compnay}}",
    field: "footer.copyright",
    says: "{{compnay}} is not a placeholder of this text; {{company}} is missing; the placeholders of this text (as in the other catalogs) are: {{company}}, {{year}}",
  },
  {
    name: "a misspelt placeholder in the French catalog",
    edit: (c) =>
      c.replace(
        catalog("fr-fr"),
        '"copyright": "© {{year}} {{company}}"',
        '"copyright": "© {{year}} {{compnay}}"',
      ),
    file: catalog("fr-fr"),
    lineOf: "{{compnay}}",
    field: "footer.copyright",
    says: "{{compnay}} is not a placeholder of this text",
    count: 1,
  },
  {
    name: "a misspelt key",
    edit: (c) => c.replace(catalog("fr-fr"), '"followUs":', '"folowUs":'),
    file: catalog("fr-fr"),
    lineOf: '"folowUs"',
    field: "footer.folowUs",
    says: "is not a key of the other catalogs (en-gb, de-de, es-es, nl-be, it-ch); check its spelling",
  },
  {
    name: "a Dutch text missing, never taken from French",
    edit: (c) => c.replace(catalog("nl-be"), /\n\s*"followUs": "[^"]*",/, ""),
    file: catalog("nl-be"),
    field: "footer.followUs",
    says: "is missing; the other catalogs have it",
    count: 1,
  },
  {
    name: "a regional catalog's key its language's catalog lacks",
    edit: (c) => c.replace(catalog("fr-be"), '"intro":', '"intor":'),
    file: catalog("fr-be"),
    lineOf: '"intor"',
    field: "pages.HOME.intor",
    says: "is not a key of fr-fr, the catalog it completes",
    count: 1,
  },
  {
    name: "a key removed from every catalog",
    edit: (c) =>
      ["de-de", "en-gb", "es-es", "fr-fr"].forEach((locale) =>
        c.replace(catalog(locale), /\n\s*"followUs": "[^"]*",/, ""),
      ),
    file: catalog("es-es"),
    field: "footer.followUs",
    says: "is missing: the site shows this text",
  },
  {
    name: "a trailing comma (invalid JSON)",
    edit: (c) => c.replace(catalog("es-es"), /("menu": "[^"]*",)/, "$1,"),
    file: catalog("es-es"),
    lineOf: '"menu"',
    field: "(whole file)",
    says: "is not valid JSON",
    count: 1,
  },
  {
    name: "a catalog saved with a byte-order mark",
    edit: (c) => c.write(catalog("de-de"), `\uFEFF${c.read(catalog("de-de"))}`),
    file: catalog("de-de"),
    line: 1,
    field: "(whole file)",
    says: "save the file as UTF-8 without BOM",
    count: 1,
  },
  {
    name: "an emptied text",
    edit: (c) => c.replace(catalog("en-gb"), /"followUs": "[^"]*"/, '"followUs": ""'),
    file: catalog("en-gb"),
    lineOf: '"followUs"',
    field: "footer.followUs",
    says: "is empty",
  },
  {
    name: "a page path removed from a catalog's routes",
    edit: (c) => c.replace(catalog("de-de"), /\n\s*"CGV": "\/agb\/",/, ""),
    file: catalog("de-de"),
    field: "routes.CGV",
    says: "is missing: the path of page CGV in this language",
    count: 1,
  },
  {
    name: "a page path without its closing slash",
    edit: (c) => c.replace(catalog("en-gb"), '"CGV": "/terms-of-sale/"', '"CGV": "/terms-of-sale"'),
    file: catalog("en-gb"),
    lineOf: '"CGV": "/terms-of-sale"',
    field: "routes.CGV",
    says: "must be a page path",
    count: 1,
  },
  {
    name: "a delay typed into a text",
    edit: (c) =>
      c.replace(
        catalog("fr-fr"),
        '"followUs": "Suivez-nous"',
        '"followUs": "Suivez-nous, livraison en 24 h"',
      ),
    file: catalog("fr-fr"),
    lineOf: '"followUs"',
    field: "footer.followUs",
    says: "contains a number: business figures come from data/",
  },
  // Dynamic pages
  {
    name: "a market folder in upper case",
    edit: (c) =>
      c.write(
        "content/dynamic/FR/benne-beton.yaml",
        c.read("content/dynamic/fr/benne-gravats.yaml"),
      ),
    file: "content/dynamic/FR",
    field: "folder",
    says: "allowed: de, en, fr (lower case)",
  },
  {
    name: "a page file with an upper-case extension",
    edit: (c) => c.write("content/dynamic/de/aktion.YAML", c.read(BAUSCHUTT)),
    file: "content/dynamic/de/aktion.YAML",
    field: "file name",
    says: "ends in .yaml (lower case); rename it",
  },
  {
    name: "a page named like a page of the market",
    edit: (c) => c.write("content/dynamic/de/agb.yaml", c.read(BAUSCHUTT)),
    file: "content/dynamic/de/agb.yaml",
    field: "file name",
    says: "is already a page of this market",
  },
  {
    name: "a page named like an article's /de/ twin",
    edit: (c) =>
      c.write(
        "content/dynamic/fr/blog/location-benne-lyon.yaml",
        c.read("content/dynamic/fr/benne-gravats.yaml"),
      ),
    file: "content/dynamic/fr/blog/location-benne-lyon.yaml",
    field: "file name",
    says: "is already a page of this market",
  },
  {
    name: "a page file name with capitals",
    edit: (c) => c.write("content/dynamic/de/Aktion.yaml", c.read(BAUSCHUTT)),
    file: "content/dynamic/de/Aktion.yaml",
    field: "file name",
    says: "must be a lower-case slug",
  },
  {
    name: "a misspelt page field",
    edit: (c) => c.replace(BAUSCHUTT, "heading:", "haeding:"),
    file: BAUSCHUTT,
    lineOf: "haeding:",
    field: "haeding",
    says: "allowed fields: title, description, heading, intro, sections, action",
  },
  {
    name: "an action that is not allowed",
    edit: (c) => c.replace(BAUSCHUTT, "action: order", "action: bestellen"),
    file: BAUSCHUTT,
    lineOf: "action:",
    field: "action",
    says: "allowed: order, call, none",
  },
  {
    name: "a section without paragraphs",
    edit: (c) =>
      c.replace(
        BAUSCHUTT,
        / {2}- title: So einfach geht.s\n {4}paragraphs:\n.*\n/,
        "  - title: So einfach geht's\n    paragraphs: []\n",
      ),
    file: BAUSCHUTT,
    lineOf: "paragraphs: []",
    field: "sections[1].paragraphs",
    says: "must have at least one paragraph",
  },
  {
    name: "an emptied page",
    edit: (c) => c.write(BAUSCHUTT, ""),
    file: BAUSCHUTT,
    line: 1,
    field: "(whole file)",
    says: "the file is empty",
  },
  {
    name: "a page title with ': ' unquoted",
    edit: (c) =>
      c.replace(
        BAUSCHUTT,
        "title: Bauschutt entsorgen in Berlin",
        "title: Bauschutt entsorgen: Berlin und Umland",
      ),
    file: BAUSCHUTT,
    lineOf: "title: Bauschutt entsorgen:",
    field: "title",
    says: "put the whole text in quotes",
    count: 1,
  },
];

const HARMLESS_EDITS: Array<{ name: string; edit: (copy: ContentCopy) => void }> = [
  {
    name: "a live-data block written with a closing tag",
    edit: (c) =>
      c.replace(LYON, '<Fact name="deliveryHours" />', '<Fact name="deliveryHours"></Fact>'),
  },
  {
    name: "a RegionServices block alone on its line in an article with CRLF line endings",
    edit: (c) => c.write(LYON, c.read(LYON).replace(/\n/g, "\r\n")),
  },
  {
    name: "a BOM at the start of a data file",
    edit: (c) => c.write(FR_REGIONS, `\uFEFF${c.read(FR_REGIONS)}`),
  },
  { name: "a BOM at the start of an article", edit: (c) => c.write(LYON, `\uFEFF${c.read(LYON)}`) },
  {
    name: "a BOM at the start of a dynamic page",
    edit: (c) => c.write(BAUSCHUTT, `\uFEFF${c.read(BAUSCHUTT)}`),
  },
  {
    name: "Windows (CRLF) line endings in a data file",
    edit: (c) => c.write(FR_MARKET, c.read(FR_MARKET).replace(/\n/g, "\r\n")),
  },
  {
    name: "Windows (CRLF) line endings in an article",
    edit: (c) => c.write(NANTES, c.read(NANTES).replace(/\n/g, "\r\n")),
  },
  {
    name: "Windows (CRLF) line endings in a dynamic page and a catalog",
    edit: (c) =>
      [BAUSCHUTT, catalog("en-gb")].forEach((file) =>
        c.write(file, c.read(file).replace(/\n/g, "\r\n")),
      ),
  },
  {
    name: "comments, whole-line and after a value",
    edit: (c) =>
      c.replace(
        FR_MARKET,
        "email: contact@debrix.fr",
        "# The address the site shows.\nemail: contact@debrix.fr # checked by the sales team\n",
      ),
  },
  {
    name: "a # inside a quoted text",
    edit: (c) =>
      c.replace(
        FR_MARKET,
        "street: 18 rue de l'Industrie",
        'street: "18 rue de l\'Industrie, porte #3"',
      ),
  },
  {
    name: "a region's fields in another order",
    edit: (c) =>
      c.replace(
        FR_REGIONS,
        "  name: Île-de-France\n  nameInText: en Île-de-France\n  slug: ile-de-france\n",
        "  slug: ile-de-france\n  nameInText: en Île-de-France\n  name: Île-de-France\n",
      ),
  },
  {
    name: "front-matter fields in another order",
    edit: (c) =>
      c.replace(
        LYON,
        "type: article\ncategory: guides-locaux\n",
        "category: guides-locaux\ntype: article\n",
      ),
  },
  {
    name: "a live-data block with single quotes",
    edit: (c) =>
      c.replace(LYON, '<RegionServices region="FR_LYON" />', "<RegionServices region='FR_LYON' />"),
  },
  {
    name: "a live-data block with a JSX expression",
    edit: (c) =>
      c.replace(
        LYON,
        '<RegionServices region="FR_LYON" />',
        '<RegionServices region={"FR_LYON"} />',
      ),
  },
  {
    name: "an escaped brace and code in backticks",
    edit: (c) => c.replace(LYON, "Ce guide fait le point", "Ce guide \\{ fait `{ le }` point"),
  },
  {
    name: "a catalog's keys in another order",
    edit: (c) =>
      c.replace(catalog("es-es"), /("menu": "[^"]*",)(\s*)("homeLink": "[^"]*",)/, "$3$2$1"),
  },
];

// Each check reads the whole content again: seconds on a busy machine.
jest.setTimeout(30_000);

describe("the content check", () => {
  let copy: ContentCopy;
  beforeAll(() => {
    copy = copyContent();
  });
  afterEach(() => copy.restore());
  afterAll(() => copy.cleanup());

  it("passes on the content as it is", () => {
    expect(checkContent(copy.root).issues.map(formatIssue)).toEqual([]);
  });

  it(`names file, line, field and what is allowed for each of ${BAD_EDITS.length} bad edits`, () => {
    expect(BAD_EDITS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(BAD_EDITS.map((bad) => [bad.name, bad] as const))("reports %s", (_name, bad) => {
    bad.edit(copy);
    const { issues } = checkContent(copy.root);
    const report = formatContentCheck(issues);
    const inFile = issues.filter((issue) => issue.file === bad.file);
    const expectedLine =
      bad.line ?? (bad.lineOf ? copy.lineOf(bad.file, bad.lineOf.replace(/\n$/, "")) : undefined);
    const matches = (issue: DataIssue) =>
      formatPath(issue.path) === bad.field &&
      formatIssue(issue).includes(bad.says) &&
      (expectedLine === undefined || issue.line === expectedLine) &&
      (bad.value === undefined || formatIssue(issue).includes(`= ${bad.value}:`));
    if (!inFile.some(matches)) {
      throw new Error(
        `expected ${bad.file}${expectedLine ? `:${expectedLine}` : ""}, field ${bad.field}, saying "${bad.says}"; got:\n${report}`,
      );
    }
    if (bad.count !== undefined) expect(inFile.map(formatIssue)).toHaveLength(bad.count);
  });

  it.each(HARMLESS_EDITS.map((harmless) => [harmless.name, harmless] as const))(
    "accepts %s",
    (_name, harmless) => {
      harmless.edit(copy);
      expect(checkContent(copy.root).issues.map(formatIssue)).toEqual([]);
    },
  );
});
