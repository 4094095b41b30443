import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildPageData, headOf, pageDataFile, writePageData } from "../../src/node/page-data";

function fixturePublic(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-public-"));
  const page = (pagePath: string, title: string) => {
    const trimmed = pagePath.replace(/^\/|\/$/g, "") || "index";
    fs.mkdirSync(path.join(dir, "page-data", trimmed), { recursive: true });
    fs.writeFileSync(
      path.join(dir, "page-data", trimmed, "page-data.json"),
      JSON.stringify({
        result: {
          data: { locales: { edges: [] }, service: { key: "DUMPSTER" } },
          pageContext: {
            kind: "SERVICE",
            routeId: "SERVICE:DUMPSTER",
            canonicalUrl: "https://www.debrix.de/x/",
            i18n: { language: "de-de" },
          },
        },
      }),
    );
    fs.mkdirSync(path.join(dir, pagePath), { recursive: true });
    fs.writeFileSync(
      path.join(dir, pagePath, "index.html"),
      `<html><head><title data-rh="true">${title}</title><meta data-rh="true" name="description" content="Fa&#x27;s &amp; co"/></head></html>`,
    );
  };
  page("/", "Start | Debrix");
  page("/dienstleistungen/container/", "Container | Debrix");
  return dir;
}

describe("per-route page data", () => {
  let dir: string;
  beforeEach(() => {
    dir = fixturePublic();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("lives at /assets/data/<route>/index.json, the home page at the data root", () => {
    expect(pageDataFile("/p", "/")).toBe("/p/assets/data/index.json");
    expect(pageDataFile("/p", "/dienstleistungen/")).toBe(
      "/p/assets/data/dienstleistungen/index.json",
    );
  });

  it("holds the hash, the route, its head texts and the data its template renders, without the catalog", () => {
    const data = buildPageData({
      publicDir: dir,
      pagePath: "/dienstleistungen/container/",
      hash: "abc",
      market: "DE",
      locale: "de-de",
    });
    expect(data).toEqual({
      hash: "abc",
      path: "/dienstleistungen/container/",
      market: "DE",
      locale: "de-de",
      kind: "SERVICE",
      routeId: "SERVICE:DUMPSTER",
      title: "Container | Debrix",
      description: "Fa's & co",
      canonicalUrl: "https://www.debrix.de/x/",
      content: {
        data: { service: { key: "DUMPSTER" } },
        context: {
          kind: "SERVICE",
          routeId: "SERVICE:DUMPSTER",
          canonicalUrl: "https://www.debrix.de/x/",
        },
      },
    });
  });

  it("writes one file per route", () => {
    expect(
      writePageData({
        publicDir: dir,
        paths: ["/", "/dienstleistungen/container/"],
        hash: "h1",
        market: "DE",
        locale: "de-de",
      }),
    ).toBe(2);
    expect(
      JSON.parse(fs.readFileSync(path.join(dir, "assets/data/index.json"), "utf8")).title,
    ).toBe("Start | Debrix");
    expect(
      JSON.parse(
        fs.readFileSync(
          path.join(dir, "assets/data/dienstleistungen/container/index.json"),
          "utf8",
        ),
      ).hash,
    ).toBe("h1");
  });

  it("reads title and description as the HTML carries them", () => {
    expect(
      headOf('<title>A &amp; B</title><meta name="description" content="&quot;x&quot;"/>'),
    ).toEqual({ title: "A & B", description: '"x"' });
  });
});
