import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TYPESCRIPT = ['**/*.ts', '**/*.tsx'];
/** Code that only runs in tests, benchmarks and tooling (a non-null assertion there fails loudly, which is the point). */
const NOT_PRODUCT = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/testing/**',
  '**/faults/**',
  'e2e/**',
  '**/scripts/**',
  'bench/**',
  'playwright.config.ts',
  'drizzle.config.ts',
];
/** The modules that read the environment; everything else is handed its settings. */
const ENV_MODULES = [
  'apps/server/src/env.ts',
  'packages/db/src/migrate-cli.ts',
  'apps/web/vite.config.ts',
];

export default tseslint.config(
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'drizzle/**',
      'data/**',
      'playwright-report/**',
      'test-results/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.d.mts',
    ],
  },
  js.configs.recommended,
  // Type-checked: floating and misused promises, unsafe `any`, needless assertions and the like.
  ...[...tseslint.configs.recommendedTypeChecked, ...tseslint.configs.stylisticTypeChecked].map(
    (config) => ({ ...config, files: TYPESCRIPT }),
  ),
  {
    files: TYPESCRIPT,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'error',
      // A file a reader takes in at once: 300 lines at Prettier's width of 100.
      'max-lines': ['error', { max: 300 }],
      '@typescript-eslint/no-unnecessary-condition': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read the environment in the env modules only, and pass settings in.',
        },
      ],
    },
  },
  {
    // Build and tooling scripts: plain JavaScript modules run by Node.
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { sourceType: 'module', globals: { ...globals.node } },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: NOT_PRODUCT,
    rules: {
      'no-console': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-properties': 'off',
      'max-lines': 'off',
    },
  },
  {
    files: ENV_MODULES,
    rules: { 'no-restricted-properties': 'off' },
  },
);
