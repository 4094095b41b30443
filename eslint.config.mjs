import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "public/",
      ".cache/",
      "dist/",
      ".market-cache/",
      "src/gatsby-types.d.ts",
      "test-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      // docs/decisions.md#d52-one-i18next-instance-per-artifact: the plugin's index brings its Link,
      // useI18next and every export of react-i18next into the browser bundle.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "gatsby-plugin-react-i18next",
              message:
                'Import useTranslation from "react-i18next": the plugin\'s index copies all of react-i18next and its own Link into the bundle (docs/decisions.md#d52-one-i18next-instance-per-artifact).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      "scripts/**/*.mjs",
      "bench/**/*.mjs",
      "*.config.{js,mjs}",
      "jest.config.js",
      "jest.build.config.js",
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Functions of this file run inside the page, through Playwright's page.evaluate.
    files: ["bench/lib/navigation.mjs", "bench/lib/trace.mjs", "bench/lib/tool-redraw.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ["jest.config.js", "jest.build.config.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // A webpack loader: CommonJS, run by webpack in Node.
    files: ["src/node/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node } },
  },
  {
    files: ["__mocks__/**", "__tests__/**"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
);
