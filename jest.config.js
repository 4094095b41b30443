/** Unit tests: https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/ */
const babelOptions = { presets: ["babel-preset-gatsby", "@babel/preset-typescript"] };

/** ES-module-only packages @mdx-js/mdx loads, as name patterns. */
const MDX_ESM_PACKAGES = [
  "@mdx-js/(mdx|react)",
  "bail",
  "ccount",
  "character-[\\w-]+",
  "comma-separated-tokens",
  "decode-named-character-reference",
  "estree-util-[\\w-]+",
  "estree-walker",
  "hast-util-[\\w-]+",
  "is-alphabetical",
  "is-alphanumerical",
  "is-decimal",
  "is-hexadecimal",
  "is-plain-obj",
  "is-reference",
  "longest-streak",
  "mdast-util-[\\w-]+",
  "micromark[\\w-]*",
  "parse-entities",
  "periscopic",
  "property-information",
  "remark-mdx",
  "remark-parse",
  "remark-rehype",
  "remark-unwrap-images",
  "space-separated-tokens",
  "stringify-entities",
  "trim-lines",
  "trough",
  "unified",
  "unist-util-[\\w-]+",
  "vfile[\\w-]*",
  "zwitch",
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  // The project root, so that __mocks__/gatsby.tsx (beside node_modules) mocks the gatsby module.
  roots: ["<rootDir>"],
  modulePathIgnorePatterns: [
    "<rootDir>/dist/",
    "<rootDir>/public/",
    "<rootDir>/.cache/",
    "<rootDir>/.market-cache/",
  ],
  testMatch: ["<rootDir>/__tests__/**/*.test.ts", "<rootDir>/__tests__/**/*.test.tsx"],
  // e2e/ runs in Playwright; build/ runs real Gatsby builds (npm run test:build).
  testPathIgnorePatterns: [
    "/node_modules/",
    "<rootDir>/__tests__/e2e/",
    "<rootDir>/__tests__/build/",
  ],
  transform: { "^.+\\.m?[jt]sx?$": ["babel-jest", babelOptions] },
  moduleNameMapper: {
    "\\.css$": "identity-obj-proxy",
    // Three of @mdx-js/mdx's dependencies export an `import` entry only.
    "^(estree-walker|is-reference|periscopic)$": "<rootDir>/node_modules/$1/src/index.js",
  },
  // Gatsby ships untranspiled ESM in these packages, and so do @mdx-js/mdx and its dependencies
  // (src/node/blog/article-tree.ts compiles articles with it) and parse5 with its own copy of
  // entities (scripts/check-typography.ts), which the look-behind lets through.
  transformIgnorePatterns: [
    `(?<!/parse5/)node_modules/(?!(gatsby|gatsby-script|gatsby-link|parse5|${MDX_ESM_PACKAGES.join("|")})/)`,
  ],
  setupFilesAfterEnv: ["<rootDir>/__tests__/setup.ts"],
  globals: { __PATH_PREFIX__: "" },
};
