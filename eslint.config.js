import { builtinModules } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * The import layers of docs/architecture.md, enforced: each layer imports only the layers it may
 * (its own files always), and packages only if it may. Tests (`*.test.ts`, `tests/` folders)
 * may import anything. Type-only imports count too: a layer that names another's types depends
 * on it.
 */
const ROOT = import.meta.dirname;
const BELOW_SERVER = ['kernel', 'ai', 'games', 'protocol'];
export const LAYERS = {
  // The game contract, randomness, replays: no dependency at all, it runs everywhere.
  kernel: { dir: 'src/kernel', may: [], packages: [] },
  ai: { dir: 'src/ai', may: ['kernel'], packages: [] },
  // Games may validate with zod (zod/mini where the browser loads it).
  games: { dir: 'src/games', may: ['kernel', 'ai'], packages: ['zod', 'zod/mini'] },
  // What the server and its clients share: plain data, and the messages' zod schemas (the web
  // client imports their types only).
  protocol: { dir: 'src/protocol', may: [], packages: ['zod'] },
  server: { dir: 'src/server', may: BELOW_SERVER, packages: true },
  // The browser never imports the server (nor the tools that run it).
  web: { dir: 'web', may: BELOW_SERVER, packages: true },
  cli: { dir: 'src/cli', may: [...BELOW_SERVER, 'server'], packages: true },
  // Benchmarks and their tools (the throwaway PostgreSQL): beside the CLI, outside the server.
  bench: { dir: 'src/bench', may: [...BELOW_SERVER, 'server', 'cli'], packages: true },
};

function layerOf(file) {
  const rel = relative(ROOT, file).split(sep).join('/');
  let found = null;
  for (const [name, layer] of Object.entries(LAYERS)) {
    if (
      (rel === layer.dir || rel.startsWith(layer.dir + '/')) &&
      (!found || layer.dir.length > LAYERS[found].dir.length)
    )
      found = name;
  }
  return found;
}

const isTest = (file) =>
  /\.test\.tsx?$/.test(file) || /[\\/]tests?[\\/]/.test(relative(ROOT, file));
const packageName = (spec) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];

const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'imports follow the layers of docs/architecture.md' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from || isTest(file)) return {};
    const rules = LAYERS[from];
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      if (spec.startsWith('.') || spec.startsWith('/')) {
        const to = layerOf(resolve(dirname(file), spec));
        if (to && to !== from && !rules.may.includes(to)) {
          context.report({
            node,
            message: `${from} may not import ${to} (docs/architecture.md, "Layers"): ${spec}`,
          });
        }
        return;
      }
      if (rules.packages === true) return;
      const builtin = spec.startsWith('node:') || builtinModules.includes(packageName(spec));
      if (builtin || !rules.packages.includes(spec)) {
        context.report({
          node,
          message: `${from} may not import the ${builtin ? 'Node module' : 'package'} ${spec} (docs/architecture.md, "Layers")`,
        });
      }
    };
    return {
      ImportDeclaration: (n) => check(n, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n, n.source.value),
      ExportAllDeclaration: (n) => check(n, n.source.value),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n, n.source.value),
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'web/**/*.{ts,tsx}'],
    plugins: { fathom: { rules: { layers: layersRule } } },
    rules: { 'fathom/layers': 'error' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'Use the seeded PRNG in src/kernel/rng.ts.',
        },
      ],
    },
  },
  {
    // The web client runs in the browser: its globals, and TSX through the TypeScript parser.
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        navigator: 'readonly',
        location: 'readonly',
        localStorage: 'readonly',
        sessionStorage: 'readonly',
      },
    },
  },
  {
    files: ['bin/**/*.js', 'scripts/**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
