import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/**", "data/**", "node_modules/**", "coverage/**", "scratch/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web app may use the server's wire contract and the editor, nothing else of the server.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/api/*", "!**/api/contract", "!**/api/contract/*"], message: "web/ may import only api/contract/ from the server side." },
            { group: ["**/db/*", "**/realtime/*"], message: "web/ talks to the server over HTTP and sockets only." },
          ],
        },
      ],
    },
  },
  ...boundaries(),
  {
    files: ["tests/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);

/**
 * The folder boundaries of ARCHITECTURE.md, enforced here rather than by goodwill. Each file set gets one
 * no-restricted-imports entry (a later entry for the same file replaces an earlier one), so each lists
 * every boundary that applies to it.
 */
function boundaries() {
  const never = (folders, message) => ({ group: folders.flatMap((folder) => [`**/${folder}/*`, `**/${folder}`]), message });
  const noRealtime = never(["realtime"], "api/ never imports realtime/: the server takes the hub and the document server as attachments (realtime/cairnServer.ts).");
  const noWebOrTests = never(["web", "tests"], "the server never imports the web app or the tests.");
  const noRoutes = never(["routes", "middleware"], "commands and domain modules never import routes or middleware: they take plain inputs, routes call them.");
  const restrict = (...patterns) => ["error", { patterns }];
  // Transactions are opened by the unit of work alone (api/events/unitOfWork.ts), so every write runs
  // with its outbox, its retries and its after-commit events. Sign-in and sign-up flows run before there
  // is an actor to act, and keep their own.
  const AUTH_FLOWS_WITH_TRANSACTIONS = ["api/routes/auth/password.ts", "api/routes/auth/magic.ts", "api/routes/instances/admins.ts"];
  return [
    {
      files: ["api/**/*.ts"],
      ignores: ["api/routes/**", "api/middleware/**", "api/app.ts"],
      rules: { "no-restricted-imports": restrict(noRealtime, noWebOrTests, noRoutes) },
    },
    {
      files: ["api/routes/**/*.ts"],
      rules: {
        "no-restricted-imports": restrict(noRealtime, noWebOrTests, never(["db/models"], "routes never query models: ask a domain module (api/<resource>/) or a command.")),
      },
    },
    {
      files: ["api/middleware/**/*.ts", "api/app.ts"],
      rules: { "no-restricted-imports": restrict(noRealtime, noWebOrTests) },
    },
    {
      files: ["api/contract/**/*.ts"],
      rules: { "no-restricted-imports": restrict({ group: ["../*", "node:*"], message: "api/contract/ is shared with the web app: it imports only other contract modules." }) },
    },
    {
      files: ["api/**/*.ts"],
      ignores: ["api/events/unitOfWork.ts", ...AUTH_FLOWS_WITH_TRANSACTIONS],
      rules: {
        "no-restricted-syntax": ["error", { selector: "CallExpression[callee.property.name='transaction']", message: "Only the unit of work opens transactions: run the write as a command through inUnitOfWork()/runUnitOfWork()." }],
      },
    },
    {
      files: ["db/**/*.ts"],
      rules: { "no-restricted-imports": restrict(never(["api", "realtime", "web", "editor", "tests"], "db/ imports nothing of ours.")) },
    },
    {
      files: ["editor/**/*.ts", "editor/**/*.tsx"],
      rules: { "no-restricted-imports": restrict(never(["api", "db", "realtime", "web", "tests"], "editor/ imports nothing of ours: the browser and the server both load it.")) },
    },
    {
      files: ["realtime/**/*.ts"],
      rules: { "no-restricted-imports": restrict(never(["api/routes", "api/middleware"], "realtime/ asks api/'s access functions and commands, never its routes or Koa middleware."), noWebOrTests) },
    },
  ];
}
