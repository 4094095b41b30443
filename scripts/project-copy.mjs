/**
 * A copy of the project's sources, for builds that must not touch this checkout: the real-build
 * tests (__tests__/build/) and the sample build of npm test (scripts/sample-build.mjs).
 */
import fs from "node:fs";
import path from "node:path";
import { isScalar, isSeq, parseDocument, visit } from "yaml";

/** What a build reads: everything but node_modules (linked), caches and artifacts. */
const PROJECT_FILES = [
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-ssr.tsx",
  "gatsby-browser.tsx",
  "src",
  "page-queries",
  "data",
  "content",
  "static",
  "scripts",
];

/**
 * Copies the project at `root` into `dir`, replacing the sources a previous copy left there and
 * keeping the rest of `dir` (Gatsby's caches), and links its node_modules. `articles` keeps only
 * those articles of content/blog/ (by folder name): a smaller site, where what matters is what
 * the build does rather than the content. `blogFrom` (a folder of `root`) gives the copy that
 * folder's articles instead of content/blog/'s: the fixture articles the template tests read, which
 * no edit of the content changes.
 */
export function copyProject(root, dir, { articles, blogFrom } = {}) {
  const blog = path.join(root, "content", "blog");
  const missing = (articles ?? []).filter((name) => !fs.existsSync(path.join(blog, name)));
  if (missing.length > 0) throw new Error(`No article ${missing.join(", ")} in content/blog/`);
  if (blogFrom && !fs.existsSync(path.resolve(root, blogFrom)))
    throw new Error(`No folder ${blogFrom} to take the articles from`);
  const kept = blogFrom ? [] : articles;
  const keep = (source) => {
    const relative = path.relative(blog, source);
    return (
      !kept ||
      relative.startsWith("..") ||
      relative === "" ||
      kept.includes(relative.split(path.sep)[0])
    );
  };
  fs.mkdirSync(dir, { recursive: true });
  for (const name of PROJECT_FILES) {
    fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    fs.cpSync(path.join(root, name), path.join(dir, name), { recursive: true, filter: keep });
  }
  if (blogFrom)
    fs.cpSync(path.resolve(root, blogFrom), path.join(dir, "content", "blog"), { recursive: true });
  // The visitor tools' files name articles (their `articles` lists), which the content check wants
  // in content/blog/: a sample's data names the sample's articles only.
  const named = blogFrom ? fs.readdirSync(path.resolve(root, blogFrom)) : articles;
  if (named)
    for (const file of ["data/wastes.yaml", "data/common-items.yaml"])
      keepArticles(path.join(dir, file), named);
  const modules = path.join(dir, "node_modules");
  fs.rmSync(modules, { force: true });
  fs.symlinkSync(path.join(root, "node_modules"), modules);
}

/** Drops from every `articles` list of a YAML file the articles not in `kept`. */
function keepArticles(file, kept) {
  if (!fs.existsSync(file)) return;
  const doc = parseDocument(fs.readFileSync(file, "utf8"));
  visit(doc, {
    Pair(_, pair) {
      if (isScalar(pair.key) && pair.key.value === "articles" && isSeq(pair.value))
        pair.value.items = pair.value.items.filter(
          (item) => isScalar(item) && kept.includes(String(item.value)),
        );
    },
  });
  fs.writeFileSync(file, doc.toString());
}
