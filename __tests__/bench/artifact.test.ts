import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { templatePages } from "../../bench/lib/artifact.mjs";

const TOPIC_CHUNK = "component---page-queries-blog-topic-query-tsx-0123";

/** A built page: its page-data.json and its HTML, `robots` its robots meta, `links` the paths it links to. */
function page(
  dir: string,
  pagePath: string,
  componentChunkName: string,
  { robots = "", links = [] as string[] } = {},
) {
  const pageDataDir = path.join(dir, "page-data", pagePath === "/" ? "index" : pagePath);
  fs.mkdirSync(pageDataDir, { recursive: true });
  fs.writeFileSync(
    path.join(pageDataDir, "page-data.json"),
    JSON.stringify({ componentChunkName, path: pagePath }),
  );
  fs.mkdirSync(path.join(dir, pagePath), { recursive: true });
  const meta = robots ? `<meta data-rh="true" name="robots" content="${robots}"/>` : "";
  fs.writeFileSync(
    path.join(dir, pagePath, "index.html"),
    `<html><head>${meta}</head><body>${links.map((link) => `<a href="${link}">x</a>`).join("")}</body></html>`,
  );
}

describe("the page the bench measures for each template", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-artifact-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("prefers a page search engines index to a shorter, linked one marked noindex", () => {
    page(dir, "/blog/", "component---page-queries-blog-query-tsx-1", { links: ["/blog/tag/bsd/"] });
    page(dir, "/blog/tag/bsd/", TOPIC_CHUNK, { robots: "noindex, follow" });
    page(dir, "/blog/regles-et-tri-des-dechets/", TOPIC_CHUNK);
    expect(templatePages(dir).find((entry) => entry.template === "blog topic")?.path).toBe(
      "/blog/regles-et-tri-des-dechets/",
    );
  });

  it("among indexed pages, prefers one a list page links to, then the shortest", () => {
    page(dir, "/blog/", "component---page-queries-blog-query-tsx-1", {
      links: ["/blog/materiel-de-chantier/"],
    });
    page(dir, "/blog/guides/", TOPIC_CHUNK);
    page(dir, "/blog/materiel-de-chantier/", TOPIC_CHUNK);
    expect(templatePages(dir).find((entry) => entry.template === "blog topic")?.path).toBe(
      "/blog/materiel-de-chantier/",
    );
    fs.writeFileSync(path.join(dir, "blog", "index.html"), "<html><body></body></html>");
    expect(templatePages(dir).find((entry) => entry.template === "blog topic")?.path).toBe(
      "/blog/guides/",
    );
  });

  it("measures a noindex page when its template has no other", () => {
    page(dir, "/blog/tag/bsd/", TOPIC_CHUNK, { robots: "noindex, follow" });
    expect(templatePages(dir).find((entry) => entry.template === "blog topic")?.path).toBe(
      "/blog/tag/bsd/",
    );
  });
});
