import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  buildPageData,
  headOf,
  pageDataFile,
  writeDynamicPages,
  writePageData,
} from "../../src/node/page-data";

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

describe("the /de/{slug+} pages' files", () => {
  it("get their index.json and a copy of the shell carrying their own head tags", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-public-"));
    fs.mkdirSync(path.join(dir, "de/[...]"), { recursive: true });
    fs.writeFileSync(
      path.join(dir, "de/[...]/index.html"),
      '<html><head><meta name="debrix:hash" content="h1"/><title data-rh="true">Laden… | Debrix</title></head><body><svg><title>Debrix</title></svg><p role="status">…</p></body></html>',
    );
    const content = {
      title: "Aktion <Frühjahr>",
      description: 'Sagt "Hallo"',
      sections: [],
      action: "order" as const,
    };
    const count = writeDynamicPages({
      publicDir: dir,
      pages: [
        {
          file: "content/dynamic/de/aktion/fruehjahr.yaml",
          path: "/de/aktion/fruehjahr/",
          content,
        },
      ],
      shellPath: "/de/[...]/",
      hash: "h1",
      market: "DE",
      locale: "de-de",
      domain: "www.debrix.de",
      brandName: "Debrix",
      ogLocale: "de_DE",
    });
    expect(count).toBe(1);
    const data = JSON.parse(
      fs.readFileSync(path.join(dir, "assets/data/de/aktion/fruehjahr/index.json"), "utf8"),
    );
    expect(data).toEqual({
      hash: "h1",
      path: "/de/aktion/fruehjahr/",
      market: "DE",
      locale: "de-de",
      kind: "DYNAMIC",
      routeId: "DYNAMIC",
      title: content.title,
      description: content.description,
      canonicalUrl: "https://www.debrix.de/de/aktion/fruehjahr/",
      content,
    });
    const html = fs.readFileSync(path.join(dir, "de/aktion/fruehjahr/index.html"), "utf8");
    expect(html).toContain('<meta name="debrix:hash" content="h1"/>');
    // The page's title replaces the shell's: one title.
    expect(html.match(/<title data-rh="true">[^<]*<\/title>/g)).toEqual([
      '<title data-rh="true">Aktion &lt;Frühjahr&gt; | Debrix</title>',
    ]);
    expect(html).toContain("<svg><title>Debrix</title></svg>");
    expect(html).toContain(
      '<meta data-rh="true" name="description" content="Sagt &quot;Hallo&quot;"/>',
    );
    expect(html).toContain(
      '<link data-rh="true" rel="canonical" href="https://www.debrix.de/de/aktion/fruehjahr/"/>',
    );
    expect(html).toContain('<p role="status">…</p>');
    expect(headOf(html)).toEqual({
      title: "Aktion <Frühjahr> | Debrix",
      description: 'Sagt "Hallo"',
    });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
