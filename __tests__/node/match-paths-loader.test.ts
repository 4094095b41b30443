import { browserMatchPaths } from "../../src/node/match-paths-loader.cjs";

/** Gatsby's list for a market with the /de/ catch-all: the twins it would capture, then the pattern. */
const GATSBY_LIST = [
  { path: "/de/blog/tag/benne/2/", matchPath: "/de/blog/tag/benne/2/" },
  { path: "/de/services/skip-hire/", matchPath: "/de/services/skip-hire/" },
  { path: "/de/", matchPath: "/de/" },
  { path: "/de/[...]/", matchPath: "/de/*" },
];

describe("the browser's copy of Gatsby's match paths", () => {
  it("replaces the catch-all's pattern by the addresses it serves, and drops the twins no pattern captures any more", () => {
    expect(
      browserMatchPaths(GATSBY_LIST, { "/de/*": ["/de/benne-gravats/", "/de/aktion/fruehjahr/"] }),
    ).toEqual([
      { path: "/de/[...]/", matchPath: "/de/benne-gravats/" },
      { path: "/de/[...]/", matchPath: "/de/aktion/fruehjahr/" },
    ]);
  });

  it("leaves no entry for a market without dynamic pages: every /de/ address is then a page of its own or not found", () => {
    expect(browserMatchPaths(GATSBY_LIST, { "/de/*": [] })).toEqual([]);
  });

  it("keeps another client-only pattern, and the pages it still captures, as Gatsby wrote them", () => {
    const list = [
      { path: "/app/settings/", matchPath: "/app/settings/" },
      ...GATSBY_LIST,
      { path: "/app/", matchPath: "/app/*" },
    ];
    expect(browserMatchPaths(list, { "/de/*": ["/de/benne-gravats/"] })).toEqual([
      { path: "/app/settings/", matchPath: "/app/settings/" },
      { path: "/de/[...]/", matchPath: "/de/benne-gravats/" },
      { path: "/app/", matchPath: "/app/*" },
    ]);
  });

  it("keeps every page under a pattern it cannot read (a :param), rather than guess", () => {
    const list = [
      { path: "/de/x/", matchPath: "/de/x/" },
      { path: "/p/[id]/", matchPath: "/p/:id" },
      { path: "/de/[...]/", matchPath: "/de/*" },
    ];
    expect(browserMatchPaths(list, { "/de/*": [] })).toEqual([
      { path: "/de/x/", matchPath: "/de/x/" },
      { path: "/p/[id]/", matchPath: "/p/:id" },
    ]);
  });

  it("stops the build when the catch-all it was told to expand is not in Gatsby's list", () => {
    expect(() => browserMatchPaths(GATSBY_LIST.slice(0, 2), { "/de/*": [] })).toThrow(
      "match-paths.json has no client-only page with the pattern /de/*; found none",
    );
  });
});
