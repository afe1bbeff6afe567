// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = new URL('./apps/web/src/features/', import.meta.url);
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A web feature may not import another feature: what two features share moves down to
// entities/, components/, lib/ or packages/domain (ARCHITECTURE.md, "Rules of the house").
const featureBoundaries = features.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: features
          .filter((other) => other !== feature)
          .flatMap((other) => [
            {
              group: [`@/features/${other}`, `@/features/${other}/**`, `**/features/${other}/**`],
              message: `Feature "${feature}" may not import feature "${other}": move shared code to entities/, components/, lib/ or @portal/domain.`,
            },
            {
              group: [`../../${other}/**`, `../../../${other}/**`, `../${other}/**`],
              message: `Feature "${feature}" may not import feature "${other}".`,
            },
          ]),
      },
    ],
  },
}));

const modulesDir = new URL('./apps/api/src/modules/', import.meta.url);
const apiModules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// An API module reaches another only through that module's public.ts (ARCHITECTURE.md).
const otherModules = (module) =>
  apiModules
    .filter((other) => other !== module)
    .map((other) => ({
      group: [`**/${other}/**`, `!**/${other}/public.ts`],
      message: `Module "${module}" may use module "${other}" only through its public.ts.`,
    }));
const noRepositories = {
  group: ['**/*.repository.ts'],
  message: 'A routes file calls a service; repositories are reached only from services.',
};
const apiBoundaries = apiModules.flatMap((module) => [
  {
    files: [`apps/api/src/modules/${module}/**/*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: otherModules(module) }] },
  },
  {
    files: [`apps/api/src/modules/${module}/**/*.routes.ts`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...otherModules(module), noRepositories] }],
    },
  },
]);

// What discipline kept until a newcomer forgot it, now a check (docs/decisions/0042): no import
// cycle between source files, and kebab-case file and folder names.
const houseShape = [
  {
    // Source only: tests, E2E and scripts are leaves nothing imports, and following their
    // imports would only make the walk longer.
    files: ['{apps,packages}/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        // Each package resolves with its own tsconfig (the web's `@/` alias).
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // import() counts: a lazy page that imports its loader back breaks the one-way flow
      // (domain/contracts → features → app) as much as a static import would.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      // `.routes`, `.test`, `.spec`, `.d` are roles, not part of the name.
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'eslint.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // An import names the area that owns the rule, and a new area edits no shared domain file.
      // The typescript-eslint twin of no-restricted-imports, because the boundary blocks below
      // set the core rule per folder and a later block replaces a rule's options, not adds to them.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@portal/domain',
              message:
                "Import the rule from the area that owns it: '@portal/domain/<area>' (the folder of packages/domain/src whose index.ts exports it).",
            },
          ],
        },
      ],
      // Fastify plugins are async by contract even when they register routes synchronously.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read JSON bodies as untyped values and assert on them.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/console/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...featureBoundaries,
  ...apiBoundaries,
  {
    // Each web feature adds its private routes to this interface by declaration merging
    // (lib/feature): empty where it is declared, and an `extends` with no body in the features.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-empty-object-type': [
        'error',
        { allowWithName: '^ServedPrivateRoutes$' },
      ],
    },
  },
  ...houseShape,
  {
    // Infrastructure sits below the areas: access, plugins and lib never import a module.
    files: ['apps/api/src/{access,plugins,lib,db}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/modules/**'], message: 'Infrastructure never imports an area module.' },
          ],
        },
      ],
    },
  },
  {
    // What several features share sits below them: entities, components and lib never import
    // a feature, and components and lib never import an entity.
    files: ['apps/web/src/entities/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/**', '**/features/**'],
              message: 'An entity never imports a feature.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/{components,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/**', '**/features/**', '@/entities/**', '**/entities/**'],
              message: 'Shared components and lib never import a feature or an entity.',
            },
          ],
        },
      ],
    },
  },
  {
    // The app sees a feature only through its index.ts (its lazy routes, menu entries and the
    // few shell pieces it exports), so a feature can reshape its insides freely.
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*/**', '**/features/*/**'],
              message: 'app/ imports a feature only through its index: "@/features/<area>".',
            },
          ],
        },
      ],
    },
  },
  {
    // The console and the portal are two applications (docs/decisions/0057): what both need
    // lives in packages/. The portal's side is the bundle test's (scripts/bundle), as a rule
    // here would replace the portal's own import rules.
    files: ['apps/console/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '@portal/web', '@portal/web/**'],
              message: 'The console never imports the portal: share through packages/.',
            },
          ],
        },
      ],
    },
  },
);
