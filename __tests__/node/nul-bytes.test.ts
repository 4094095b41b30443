import { findNulBytes, nulBytesMessage } from "../../src/node/nul-bytes";
import { tempFiles } from "../temp-files";

const output = (files: Record<string, string | Buffer>) => tempFiles("debrix-nul-", files);

describe("the NUL byte check of a build's output", () => {
  it("finds each HTML, JSON and XML file that holds one, with the count and where the first is", () => {
    const dir = output({
      "cgv/index.html": "<p>Conditions gén\0érales</p>",
      "page-data/cgv/page-data.json": '{"title":"de 8h \0à 18h\0"}',
      "sitemap-0.xml": "<urlset>\0</urlset>",
      "index.html": "<p>Conditions générales</p>",
      "app-0123456789abcdef0123.js": "var a='\0';",
      "cover.png": Buffer.from([0x89, 0x50, 0x00, 0x00]),
    });
    expect(findNulBytes(dir)).toEqual([
      { file: "cgv/index.html", count: 1, context: "<p>Conditions gén\\0érales</p>" },
      { file: "page-data/cgv/page-data.json", count: 2, context: '{"title":"de 8h \\0à 18h\\0"}' },
      { file: "sitemap-0.xml", count: 1, context: "<urlset>\\0</urlset>" },
    ]);
  });

  it("finds nothing in clean output", () => {
    expect(
      findNulBytes(
        output({
          "index.html": "<!DOCTYPE html><title>Accueil | Debrix</title>",
          "blog/rss.xml": "<rss/>",
        }),
      ),
    ).toEqual([]);
  });

  it("says which files to look at", () => {
    const message = nulBytesMessage(
      [{ file: "cgv/index.html", count: 2, context: "gén\\0érales" }],
      "public",
    );
    expect(message).toContain("1 output file holds NUL bytes, the build stops");
    expect(message).toContain('public/cgv/index.html: 2 NUL bytes, first in "…gén\\0érales…"');
  });
});
