// Lint for the whole repository: TypeScript's recommended rules, React's hook rules, and the import rules that hold
// the layers of docs/architecture.md (no cycle, no import that climbs a layer).
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** `from` may not import `target`: each layer of cms/ names the layers above it. */
const layer = (from, above, message) => above.map((target) => ({ target: from, from: target, message }));
const cmsEntry = ['cms/main.ts', 'cms/runtime.ts', 'cms/seedProcess.ts', 'cms/cli', 'cms/maintenance', 'seed'];
const cmsZones = [
  ...layer('cms/http', cmsEntry, 'cms/http is below the entry points'),
  ...layer('cms/domain', [...cmsEntry, 'cms/http'], 'cms/domain is below cms/http'),
  ...layer('cms/payload', [...cmsEntry, 'cms/http', 'cms/domain'], 'cms/payload is below cms/domain'),
  ...layer('cms/platform', [...cmsEntry, 'cms/http', 'cms/domain', 'cms/payload'], 'cms/platform is the lowest layer'),
  ...layer(
    'contract',
    ['cms', 'seed', 'storefront', 'admin-console'],
    'contract/ is shared: it imports none of its users',
  ),
];
const storefrontZones = [
  ...layer('storefront/src/pages', ['storefront/src/app'], 'pages are composed by app/, not the reverse'),
  ...layer('storefront/src/features', ['storefront/src/app', 'storefront/src/pages'], 'features sit below pages'),
  ...layer(
    'storefront/src/ui',
    ['storefront/src/app', 'storefront/src/pages', 'storefront/src/features'],
    'ui/ is shared',
  ),
  ...layer(
    'storefront/src/lib',
    ['storefront/src/app', 'storefront/src/pages', 'storefront/src/features'],
    'lib/ is shared',
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-render/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      'media/**',
      'cms/payload/payload-types.ts',
    ],
  },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...cmsZones, ...storefrontZones] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['cms/**/*.ts'],
    ignores: ['cms/platform/config/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read settings through cms/platform/config/env.ts',
        },
      ],
    },
  },
  {
    files: ['storefront/src/**/*.{ts,tsx}', 'admin-console/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The two rules of hooks; the React Compiler's rules (refs read in render...) wait until the compiler is used.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Tests and benchmarks read JSON answers of any shape; the assertions are their types.
    files: ['tests/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Payload's migration signature: every migration receives the same arguments, used or not.
    files: ['cms/platform/db/migrations/**'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
);
