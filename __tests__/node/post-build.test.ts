/**
 * The post-build steps run in an order that makes each one right: it reads what the steps before
 * it wrote, and nothing after it changes what it read.
 */
import { POST_BUILD_STEPS, runPostBuild, type PostBuildContext } from "../../src/node/post-build";

const names = POST_BUILD_STEPS.map((step) => step.name);
const at = (name: string) => {
  const index = names.indexOf(name);
  if (index < 0) throw new Error(`no post-build step "${name}"; the steps: ${names.join(", ")}`);
  return index;
};

describe("the post-build steps", () => {
  it("have one name each", () => {
    expect(new Set(names).size).toBe(names.length);
  });

  it("end with the serving rules, which hash every inline script of the finished HTML", () => {
    expect(names[names.length - 1]).toBe("serving rules");
  });

  it("index the articles from their finished HTML, and record the index as this build's own output", () => {
    for (const writer of ["defer bundles", "stamp build hash"])
      expect(at(writer)).toBeLessThan(at("search index"));
    expect(at("search index")).toBeLessThan(at("record own outputs"));
    expect(at("route data")).toBeLessThan(at("record own outputs"));
    expect(at("switcher catalogs")).toBeLessThan(at("record own outputs"));
  });

  it("look for NUL bytes and stale static files once every page, data file and index is written", () => {
    for (const writer of [
      "defer bundles",
      "stamp build hash",
      "route data",
      "switcher catalogs",
      "search index",
      "brotli copies",
      "robots.txt",
    ]) {
      expect(at(writer)).toBeLessThan(at("refuse NUL bytes"));
      expect(at(writer)).toBeLessThan(at("remove stale static files"));
    }
  });

  it("run one after another in that order", () => {
    const ran: string[] = [];
    const context = {} as PostBuildContext;
    runPostBuild(
      context,
      POST_BUILD_STEPS.map((step) => ({
        name: step.name,
        run: (given) => ran.push(given === context ? step.name : "another context"),
      })),
    );
    expect(ran).toEqual(names);
  });
});
