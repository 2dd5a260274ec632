import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under features/ is a capability; its internals are private to it.
const featureNames = readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The read layer every screen needs (who is logged in, the live store, contract reference data),
 * and the step-up every security change of the account, auth and wallet features asks for.
 * Other features may import these through their public `index.ts` and nothing else; every other
 * feature is composed in app/ only.
 */
export const SHARED_FEATURES = ['session', 'realtime', 'market', 'security-verification'];

const featureZones = featureNames.map((name) => ({
  target: `./features/${name}`,
  from: './features',
  except: [
    `./${name}`,
    ...SHARED_FEATURES.filter((shared) => shared !== name).map((shared) => `./${shared}/index.ts`),
  ],
  message: `Features import another feature only through the public index of ${SHARED_FEATURES.join(', ')} (\`@/features/<name>\`); compose the others in app/ or move the shared piece to lib/ or components/.`,
}));

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      '.bench/**',
      '.next/**',
      'dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: false },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, '@next/next': nextPlugin },
    settings: {
      // Dependencies are not our graph: parsing bundled vendor chunks is slow and can overflow.
      'import-x/ignore': ['node_modules'],
      // The TypeScript resolver follows tsconfig's `@/*` paths: without it, `@/features/…` imports
      // resolve to nothing and the zones below check nothing.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.json', alwaysTryTypes: true }),
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import-x/no-cycle': ['error', { maxDepth: 6, ignoreExternal: true }],
      // One link for the site (components/i18n): it prefetches a page on intent, not on sight.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: 'Use LocalizedLink or Link from components/i18n (prefetch on intent).',
            },
            {
              name: '@/lib/i18n/navigation',
              importNames: ['Link'],
              message: 'Use Link from @/components/i18n/link (prefetch on intent).',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: ['./components', './lib'],
              from: ['./features', './app'],
              message:
                'components/ and lib/ are shared layers: they may not depend on features/ or app/.',
            },
            {
              target: './server',
              from: './lib',
              // `except` is relative to `from`.
              // lib/device: the phone test of the mobile-site redirect, which the page cache must
              // apply exactly as the middleware does. lib/security/headers: the headers of every
              // answer, which the server's static files carry as Next's own answers do.
              except: ['./contract', './device', './security/headers.ts'],
              message: 'server/ stands alone; share plain types through lib/contract only.',
            },
            {
              target: './server',
              from: ['./app', './features', './components'],
              message: 'server/ stands alone; it never imports the web app.',
            },
            {
              target: ['./app', './features', './components', './lib'],
              from: './server',
              message: 'The web app talks to the backend over HTTP and socket.io only.',
            },
          ],
        },
      ],
    },
  },
  {
    // React and Next rules where React and Next code lives. The hooks rules run the React
    // Compiler's analysis on every file they see (two thirds of the lint's time): the server,
    // the API and end-to-end tests, the benchmarks and scripts hold no component or hook.
    files: ['app/**', 'features/**', 'components/**', 'lib/**', 'middleware.ts', 'tests/setup/**'],
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
    },
  },
  {
    // Where the site's links are made, and the tests' stand-ins for them.
    files: ['components/i18n/**', 'lib/test-utils/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: [
      'server/**',
      'bench/**',
      'scripts/**',
      'tests/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      '*.config.*',
    ],
    rules: { 'no-console': 'off' },
  },
);
