/**
 * A fourth market from data files alone: NL, in English, with one region and its own domain, is
 * added to a copy of the project by writing two files under data/ (nothing else), then built with
 * scripts/build.mjs as `npm run build -- --market NL` does. If adding a market needed a code edit,
 * this build or one of its checks would fail.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { projectCopy } from "./project";

const NL_COUNTRY = `# Market NL (www.debrix.nl), in English.
key: NL
order: 4
language: en-gb
contentLanguage: en
htmlLang: en-NL
ogLocale: en_NL
domains: [www.debrix.nl, debrix.nl]
companyName: Debrix Nederland B.V.
email: hello@debrix.nl
address:
  street: Havenstraat 7
  postalCode: 1013 AB
  city: Amsterdam
openingHours: Monday to Friday, 8am to 5pm (5 days a week)
logo: DE
appUrl: https://app.debrix.eu
appRegisterPath: /register/
tagManagerId: ""
mainNav: [HOME, SERVICES]
pages: [HOME, SERVICES, NOT_FOUND, LEGAL]
services:
  - { key: DUMPSTER, timingHours: 48 }
regions: [NL_AMSTERDAM]
partners: []
byExperts: [reuse, recycling]
footerLinks: [LEGAL]
socialLinks:
  - { label: LinkedIn, to: https://www.linkedin.com/company/debrix }
supportedBy: []
legal:
  registration: KvK 00000000
  director: Sanne de Vries, Director
  host: { name: Example Hosting B.V., address: "Serverweg 1, 1012 AB Amsterdam, Netherlands" }
`;

const NL_REGIONS = `- key: NL_AMSTERDAM
  name: Amsterdam
  nameInText: in Amsterdam
  number: "+31205550177"
  numberFormatted: 020 555 0177
  services: [DUMPSTER]
  zones:
    - { id: AMSTERDAM, name: Amsterdam (all districts), nameShort: Amsterdam }
`;

/** The only way this test changes the copy: a file under data/. */
function writeDataFile(dir: string, relative: string, text: string) {
  if (!relative.startsWith("data/")) throw new Error(`${relative}: a new market may only need files under data/`);
  fs.writeFileSync(path.join(dir, relative), text);
}

const page = (dir: string, pagePath: string) => fs.readFileSync(path.join(dir, "public", pagePath, "index.html"), "utf8");
const exists = (dir: string, pagePath: string) => fs.existsSync(path.join(dir, "public", pagePath, "index.html"));
const canonicalOf = (html: string) => /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1];

/** The links of the header's main navigation (the <nav> labelled "Main navigation" in en-gb). */
function mainNavLinks(html: string): string[] {
  const start = html.indexOf('aria-label="Main navigation"');
  if (start < 0) return [];
  const nav = html.slice(start, html.indexOf("</nav>", start));
  return [...nav.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
}

describe("a market added with data files alone (NL, English, one region)", () => {
  let dir = "";
  let build = { status: null as number | null, output: "" };

  beforeAll(() => {
    dir = projectCopy();
    writeDataFile(dir, "data/countries/nl.yaml", NL_COUNTRY);
    writeDataFile(dir, "data/regions/nl.yaml", NL_REGIONS);
    const result = spawnSync(process.execPath, [path.join(dir, "scripts/build.mjs"), "--market", "NL"], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, SITE_MARKET: "", SITE_ENV: "production", GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
      timeout: 880_000,
    });
    build = { status: result.status, output: stripVTControlCharacters(`${result.stdout}\n${result.stderr}`) };
  }, 900_000);

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("builds", () => {
    expect(build.output).toContain("market NL");
    expect(build.status).toBe(0);
  });

  it("has the pages it lists at their English paths, with /de/ twins, and none it does not list", () => {
    for (const pagePath of ["", "services", "services/skip-hire", "services/how-to-hire-a-skip", "legal-notice", "404", "de", "de/services/skip-hire", "de/impressum"]) {
      expect([pagePath, exists(dir, pagePath)]).toEqual([pagePath, true]);
    }
    for (const pagePath of ["terms-of-sale", "privacy-policy", "services/big-bags", "notre-combat", "blog"]) {
      expect([pagePath, exists(dir, pagePath)]).toEqual([pagePath, false]);
    }
  });

  it("points every canonical link at its own domain, in English", () => {
    expect(canonicalOf(page(dir, ""))).toBe("https://www.debrix.nl/");
    expect(canonicalOf(page(dir, "de/dienstleistungen/container"))).toBe("https://www.debrix.nl/services/skip-hire/");
    expect(page(dir, "")).toMatch(/<html[^>]* lang="en-NL"/);
  });

  it("shows its region's phone number, company and timing", () => {
    const home = page(dir, "");
    expect(home).toContain('href="tel:+31205550177"');
    // Displayed with no-break spaces: a phone number never breaks across two lines.
    expect(home).toContain("020\u00A0555\u00A00177");
    expect(home).toContain("Debrix Nederland B.V.");
    expect(home).not.toContain("+493055501234");
    expect(page(dir, "services/skip-hire")).toContain("within 48 hours");
  });

  it("has the navigation of its data: home and services", () => {
    expect(mainNavLinks(page(dir, ""))).toEqual(["/", "/services/"]);
  });

  it("is linked with the other markets' pages it shares (hreflang)", () => {
    const home = page(dir, "");
    for (const href of ["https://www.debrix.nl/", "https://www.debrix.de/", "https://www.debrix.fr/", "https://www.debrix.co.uk/"]) {
      expect(home).toMatch(new RegExp(`<link[^>]*rel="alternate"[^>]*href="${href.replace(/\./g, "\\.")}"`));
    }
  });
});
