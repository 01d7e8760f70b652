import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The import direction of docs/architecture.md (ui -> machines -> services -> contracts; domain and contracts
// import nothing of ours but each other; server never imports console code) is enforced here.
const forbid = (groups) => ({ 'no-restricted-imports': ['error', { patterns: groups }] });

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['src/domain/**', 'src/contracts/**'], rules: forbid([{ group: ['**/ui/**', '**/machines/**', '**/services/**', '**/server/**', '**/i18n/**'], message: 'domain and contracts import only each other' }]) },
  { files: ['src/services/**'], rules: forbid([{ group: ['**/ui/**', '**/machines/**', '**/server/**'], message: 'services sit below machines and ui' }]) },
  { files: ['src/machines/**'], rules: forbid([{ group: ['**/ui/**', '**/server/**'], message: 'machines sit below ui' }]) },
  { files: ['server/**'], rules: forbid([{ group: ['**/src/ui/**', '**/src/machines/**', '**/src/services/**'], message: 'the server imports contracts and domain only' }]) },
);
