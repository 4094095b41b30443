/**
 * The site gives its pages the context gatsby-plugin-react-i18next would give them, so that the
 * plugin leaves them alone and a rebuild does not run every page query again. Checked against the
 * installed plugin, with the options of gatsby-config.ts.
 */
import { withI18nContext } from "../../src/node/i18n-page-context";

interface PluginPage {
  path: string;
  matchPath?: string;
  component: string;
  context?: Record<string, unknown>;
}

type OnCreatePage = (
  args: {
    page: PluginPage;
    actions: { createPage: (page: PluginPage) => void; deletePage: (page: PluginPage) => void };
  },
  options: Record<string, unknown>,
) => Promise<void>;

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin's own hook, as Gatsby loads it
const { onCreatePage } = require("gatsby-plugin-react-i18next/dist/plugin/onCreatePage") as {
  onCreatePage: OnCreatePage;
};

/** The options gatsby-config.ts gives the plugin for a one-language artifact. */
const optionsFor = (language: string) => ({
  languages: [language],
  defaultLanguage: language,
  redirect: false,
  generateDefaultLanguagePage: false,
  trailingSlash: "always",
});

async function runPlugin(page: PluginPage, language: string) {
  const created: PluginPage[] = [];
  const deleted: PluginPage[] = [];
  await onCreatePage(
    { page, actions: { createPage: (p) => created.push(p), deletePage: (p) => deleted.push(p) } },
    optionsFor(language),
  );
  return { created, deleted };
}

const pages: PluginPage[] = [
  {
    path: "/",
    component: "/site/page-queries/home-query.tsx",
    context: { kind: "HOME", catalogNamespaces: ["chrome", "HOME"] },
  },
  {
    path: "/blog/page/2/",
    component: "/site/page-queries/blog-query.tsx",
    context: { kind: "BLOG", slugs: ["benne-ou-big-bag"] },
  },
  {
    path: "/de/aktion/fruehjahr/",
    component: "/site/page-queries/dynamic-query.tsx",
    context: { kind: "DYNAMIC" },
  },
  {
    path: "/app/",
    matchPath: "/app/*",
    component: "/site/page-queries/home-query.tsx",
    context: { kind: "HOME" },
  },
];

describe("a page's i18n context", () => {
  it.each(pages.map((page) => [page.path, page] as const))(
    "of %s is the one the plugin would write",
    async (_path, page) => {
      const { created, deleted } = await runPlugin(page, "fr-fr");
      expect(deleted).toHaveLength(1);
      expect(created).toHaveLength(1);
      expect(withI18nContext(page, "fr-fr").context).toStrictEqual(created[0].context);
    },
  );

  it("makes the plugin leave the page as the site created it", async () => {
    for (const page of pages) {
      const { created, deleted } = await runPlugin(withI18nContext(page, "de-de"), "de-de");
      expect({ created, deleted }).toEqual({ created: [], deleted: [] });
    }
  });
});
