// ESLint flat config: typescript-eslint's recommended rules everywhere, React hooks rules in the
// client, and the dependency direction of docs/DESIGN.md enforced with no-restricted-imports:
// client → contract; server → contract, solver; solver → nothing of ours; contract → nothing of ours.
// The rule resolves each relative import to the top-level folder it lands in.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const PARTS = ['contract', 'solver', 'server', 'client', 'e2e', 'bench'];
/** Which of our folders each folder may import from (besides itself). */
const ALLOWED = {
  contract: [],
  solver: [],
  server: ['contract', 'solver'],
  client: ['contract'],
  e2e: ['contract'],
  bench: ['contract', 'solver', 'server'],
};
/** The client's Vite aliases. */
const ALIASES = { '@contract': 'contract', '@': 'client' };

const topFolder = (absolute) => path.relative(root, absolute).split(path.sep)[0];

/** Resolves each relative import (or alias) to the top-level folder it lands in and checks ALLOWED. */
const dependencyDirection = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { forbidden: '{{from}}/ must not import from {{to}}/ (dependency direction in docs/DESIGN.md).' },
  },
  create(context) {
    const from = topFolder(context.filename);
    const allowed = ALLOWED[from];
    if (!allowed) return {};
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      let to;
      if (spec.startsWith('.')) to = topFolder(path.resolve(path.dirname(context.filename), spec));
      else {
        const alias = Object.keys(ALIASES).find((a) => spec === a || spec.startsWith(`${a}/`));
        to = alias ? ALIASES[alias] : undefined;
      }
      if (to && to !== from && PARTS.includes(to) && !allowed.includes(to)) {
        context.report({ node: source, messageId: 'forbidden', data: { from, to } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', 'dist/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // Naming `this` for use in a nested function is clearer than rebinding in some algorithms.
      '@typescript-eslint/no-this-alias': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['client/**/*.{js,ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    plugins: { stepwise: { rules: { 'dependency-direction': dependencyDirection } } },
    rules: { 'stepwise/dependency-direction': 'error' },
  },
);
