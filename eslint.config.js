// ESLint (flat config): JavaScript's and typescript-eslint's recommended rules, and the layers of
// docs/architecture.md as import rules, so a forbidden import or an import cycle is a lint error
// where it is written. `npm test` runs it with --max-warnings 0.
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Who may import whom (docs/architecture.md, "What lives where"). */
const layers = [
  { target: "./lib/game", from: ".", except: ["./lib/game", "./node_modules"], message: "lib/game is pure: it imports only its own files." },
  { target: "./lib/learn", from: ".", except: ["./lib/game", "./lib/learn", "./node_modules"], message: "lib/learn imports only lib/game and itself." },
  { target: "./lib", from: "./app", message: "lib/ never imports app/." },
  { target: "./lib", from: "./judge", message: "lib/ never imports judge/." },
  { target: "./judge", from: "./app", message: "judge/ never imports app/." },
  {
    target: "./problems",
    from: ".",
    except: ["./problems", "./lib/game", "./lib/problem-package/metadata.ts", "./node_modules"],
    message: "A problem package imports only lib/game and the package metadata types.",
  },
];

export default tseslint.config(
  {
    ignores: [
      // Programs written as students would (hostile, broken on purpose): data for the judge, not code of ours.
      "test/fixtures/",
      "node_modules/", ".next/", ".next-*/", ".stryker-tmp/", "reports/", "lib/generated/", "data/", "test-results/", "playwright-report/", "next-env.d.ts"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      // import-x parses the files an import reaches (for cycles) with the TypeScript parser.
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver": undefined,
      "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // An empty catch is how the sandbox's harness says "this may fail and nothing follows from it".
      "no-empty": ["error", { allowEmptyCatch: true }],
      "import-x/no-cycle": "error",
      "import-x/no-self-import": "error",
      "import-x/no-restricted-paths": ["error", { zones: layers }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    // The harness runs inside the sandbox as CommonJS; the Node scripts are plain ES modules.
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: globals.node },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["**/*.mjs", "*.js"],
    languageOptions: { globals: globals.node },
  },
);
