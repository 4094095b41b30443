/**
 * The first step of the stylesheet's minifier, before cssnano: each run of adjacent `@layer name { … }`
 * blocks of one layer becomes one block, holding the same rules in the same order (the cascade is
 * the same). The stylesheet declares its layers file by file (src/styles/global.css: one file per
 * block, each in `@layer blocks { … }`), and cssnano keeps every block apart and merges rules only
 * within one; joined, the stylesheet inlined in every page does not pay for the split.
 *
 * css-minimizer-webpack-plugin runs its steps in a worker from their source text: the function is
 * self-contained, and gatsby-node loads this file at run time rather than bundling it.
 */
"use strict";

/**
 * @param {Record<string, string>} data the stylesheet's name and its text, as webpack joined its files (cssnano minifies it next)
 * @returns {Promise<{ code: string }>}
 */
async function joinAdjacentLayers(data) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- run from its source text in the minifier's worker, where require is what is in scope
  const postcss = require("postcss");
  const [[, css]] = Object.entries(data);
  const root = postcss.parse(css);
  let open;
  for (const node of [...root.nodes]) {
    // A comment between two blocks (a file's heading) does not keep them apart; cssnano drops it.
    if (node.type === "comment") continue;
    const isLayerBlock =
      node.type === "atrule" && node.name === "layer" && Array.isArray(node.nodes);
    if (isLayerBlock && open && open.params === node.params) {
      open.append(node.nodes);
      node.remove();
    } else {
      open = isLayerBlock ? node : undefined;
    }
  }
  // A named breakpoint left as it is would be a media query no browser matches: the PostCSS step
  // that writes them in place (src/node/style-tokens.ts) did not run.
  root.walkAtRules(/^(media|custom-media)$/, (rule) => {
    if (rule.name === "custom-media" || /\(--/.test(rule.params))
      throw new Error(
        `The stylesheet still holds "@${rule.name} ${rule.params}": its breakpoints were not written in place (src/node/style-tokens.ts)`,
      );
  });
  return { code: root.toString() };
}

module.exports = { joinAdjacentLayers };
