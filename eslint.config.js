import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// A feature never imports another feature's internals (STYLE.md): one zone per feature folder.
const featureZones = (root) =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${root}/${name}`,
      from: root,
      except: [`./${name}`],
      message: 'A feature does not import another feature; move the shared part to lib/ or components/.',
    }));

/** Files that only tests run, which may import the test kits. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*.test-kit.{ts,tsx}', '**/test-support/**', 'e2e/**'];
const TEST_KIT_IMPORTS = {
  group: ['*.test-kit', '**/test-support/**'],
  message: 'Test kits (*.test-kit.ts, test-support/) are for tests only; production code must not import them.',
};
const PURE_DOMAIN_IMPORTS = {
  group: ['node:*', 'react', 'react-*', 'fastify', 'drizzle-orm*', 'pg'],
  message: 'The domain package is pure TypeScript: no Node APIs, React or I/O.',
};
/** e2e names the API's test helpers by their package name, so a relative path into apps/ never creeps back in. */
const RELATIVE_APP_IMPORTS = {
  group: ['**/apps/**'],
  message: 'Import the API\'s test helpers as @portal/api/test-support/*, not by a path into apps/.',
};
/** The layers every API module is built on. */
const API_FOUNDATION = ['./apps/api/src/plugins', './apps/api/src/context', './apps/api/src/lib', './apps/api/src/db'];
const restrictedImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'e2e/artifacts/**', '**/storybook-static/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle parses the files an import leads to: it must know TypeScript files and their parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves through each workspace's tsconfig, so the web app's `@/` alias is followed like a relative path.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/domain/tsconfig.json', 'apps/*/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-warning-comments': ['error', { terms: ['todo', 'fixme', 'xxx'] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Dependency direction of DESIGN.md: apps -> packages/domain, never back, never web <-> api.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/domain', from: './apps', message: 'The domain package depends on nothing of the apps.' },
            { target: './apps/web', from: './apps/api', message: 'The web app never imports the API.' },
            { target: './apps/api', from: './apps/web', message: 'The API never imports the web app.' },
            // The benchmarks call the API over HTTP; beside each call they time, in PostgreSQL, the statements
            // its handler sends, so they run the handlers' query code and the tenant transaction it needs.
            // The web figures read the build's chunk groups to find the files of the first screen, and
            // compress the static twins of the first visits as the build compresses its files.
            {
              target: './bench',
              from: './apps',
              except: [
                './web/build/chunk-groups.ts',
                './web/build/precompress.ts',
                './api/src/context/actor.ts',
                './api/src/context/visibility.ts',
                './api/src/db/session-options.ts',
                './api/src/db/tenant.ts',
                './api/src/modules/assigned/assignment-conditions.ts',
                './api/src/modules/assigned/filter-counts-query.ts',
                './api/src/modules/assigned/list-page.ts',
                './api/src/modules/assignment-details/details-query.ts',
                './api/src/modules/assignment-details/find-assignment.ts',
                './api/src/modules/candidates/candidate-conditions.ts',
                './api/src/modules/candidates/candidate-details.ts',
                './api/src/modules/candidates/candidate-filter-counts.ts',
                './api/src/modules/candidates/candidate-list-page.ts',
                './api/src/modules/candidates/decide-candidate.ts',
                './api/src/modules/decisions/decision-conditions.ts',
                './api/src/modules/decisions/decision-queue.ts',
                './api/src/modules/decisions/delegations-to-me.ts',
                './api/src/modules/decisions/decision-alert-sweep.ts',
                './api/src/modules/notifications/notification-items.ts',
                './api/src/modules/jobs/job-details.ts',
                './api/src/modules/jobs/job-list-conditions.ts',
                './api/src/modules/jobs/job-list-page.ts',
                './api/src/modules/users/user-search.ts',
                './api/src/modules/invoices/invoice-conditions.ts',
                './api/src/modules/invoices/invoice-list-page.ts',
                './api/src/modules/invoices/invoice-details.ts',
                './api/src/modules/timecards/timecard-conditions.ts',
                './api/src/modules/timecards/timecard-list-page.ts',
                './api/src/modules/timecards/decide-timecard.ts',
                './api/src/modules/interviews/upcoming-interviews.ts',
                './api/src/modules/reports/financial-conditions.ts',
                './api/src/modules/reports/financial-summary.ts',
                './api/src/modules/insights/insight-report.ts',
                './api/src/modules/insights/run-report-query.ts',
              ],
              message:
                'The benchmarks reach the API over HTTP, and its code only through the query builders whose SQL they time (and the web build only through its chunk groups and its compression).',
            },
            // Shared parts serve every feature, so they never depend on one, nor on the app that composes them.
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'components/ and lib/ are shared: they import no feature and not the app shell.',
            },
            // The API's layers (docs/decisions/0107-api-layers-and-zones.md): what the app is built on imports no feature.
            {
              target: [...API_FOUNDATION, './apps/api/src/app-deps.ts', './apps/api/src/seed'],
              from: './apps/api/src/modules',
              message: 'plugins/, context/, lib/, db/, seed/ and AppDeps serve every module and import none of them; move the shared part down to context/ or lib/.',
            },
            { target: './apps/api/src/lib', from: './apps/api/src/exports', message: 'lib/ sits under exports/: a writer both need lives in lib/.' },
            { target: ['./apps/api/src/db', './apps/api/src/seed'], from: './apps/api/src/oidc', message: 'The database and its seed do not depend on the sign-in provider; shared parts live in lib/.' },
            // End-to-end tests drive the built app over HTTP; the API's code they may run is its published test helpers.
            {
              target: './e2e',
              from: './apps',
              except: ['./api/src/test-support/pdf-text.ts', './api/src/test-support/smtp-sink.ts'],
              message: 'e2e reaches the apps over HTTP, and the API\'s code only through @portal/api/test-support/* (apps/api/package.json exports).',
            },
            ...featureZones('./apps/web/src/features'),
            ...featureZones('./apps/api/src/modules'),
          ],
        },
      ],
    },
  },
  // Test kits serve tests alone: code that ships never imports one.
  { files: ['apps/**/*.{ts,tsx}', 'bench/**/*.ts'], ignores: TEST_FILES, rules: restrictedImports(TEST_KIT_IMPORTS) },
  { files: ['e2e/**/*.ts'], rules: restrictedImports(RELATIVE_APP_IMPORTS) },
  { files: ['packages/domain/**/*.ts'], rules: restrictedImports(PURE_DOMAIN_IMPORTS) },
  // A later block's options replace an earlier one's, so the domain's shipped files name both restrictions.
  { files: ['packages/domain/**/*.ts'], ignores: TEST_FILES, rules: restrictedImports(PURE_DOMAIN_IMPORTS, TEST_KIT_IMPORTS) },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
