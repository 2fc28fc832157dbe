import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// docs/architecture.md's import layers are enforced by lint (eslint.config.js, `fathom/layers`), so a
// wrong import fails `npm test`: each arrow checked on a probe file of each layer.
const eslint = new ESLint();

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'fathom/layers').map((m) => m.message);
}

describe('import layers', () => {
  it.each([
    ['src/kernel/probe.ts', "import { x } from '../games/registry.js';"],
    ['src/kernel/probe.ts', "import { x } from '../protocol/messages.js';"],
    ['src/kernel/probe.ts', "import { readFileSync as x } from 'node:fs';"],
    ['src/ai/probe.ts', "import { x } from '../games/registry.js';"],
    ['src/games/x/probe.ts', "import { x } from '../../server/app.js';"],
    ['src/games/x/probe.ts', "import x from 'ws';"],
    ['src/protocol/probe.ts', "import { x } from '../kernel/index.js';"],
    ['src/server/probe.ts', "import { x } from '../cli/main.js';"],
    ['src/server/probe.ts', "import { x } from '../bench/server/free-port.js';"],
    ['web/src/probe.ts', "import type { x } from '../../src/server/app.js';"],
    ['web/src/probe.ts', "export { x } from '../../src/bench/server/http.js';"],
  ])('refuses %s: %s', async (file, code) => {
    expect(await layerErrors(file, `${code}\nexport const y = x;\n`)).toHaveLength(1);
  });

  it.each([
    ['src/ai/probe.ts', "import { x } from '../kernel/index.js';"],
    ['src/games/x/probe.ts', "import { z as x } from 'zod/mini';"],
    ['src/server/probe.ts', "import { x } from '../protocol/messages.js';"],
    ['src/server/probe.ts', "import x from 'ws';"],
    ['web/src/probe.ts', "import { x } from '../../src/games/registry.js';"],
    ['src/cli/probe.ts', "import { x } from '../server/app.js';"],
    ['src/kernel/probe.test.ts', "import { x } from '../server/app.js';"],
  ])('allows %s: %s', async (file, code) => {
    expect(await layerErrors(file, `${code}\nexport const y = x;\n`)).toEqual([]);
  });

  it('cite docs/architecture.md, whose table of layers is the one lint enforces', async () => {
    const [message] = await layerErrors(
      'src/kernel/probe.ts',
      "import { x } from '../games/registry.js';\nexport const y = x;\n",
    );
    expect(message).toContain('(docs/architecture.md, "Layers")');
    const doc = readFileSync('docs/architecture.md', 'utf8');
    const config = '../../eslint.config.js';
    const { LAYERS } = (await import(config)) as {
      LAYERS: Record<string, { dir: string; may: string[] }>;
    };
    const rows = Object.fromEntries(
      [...doc.matchAll(/^\| (\w+) +\| `([\w/]+)` +\|[^|]*\| ([^|]*?) +\|/gm)].map(
        ([, layer, dir, may]) => [layer, { dir, may: may!.replace(/\(.*\)/, '').trim() }],
      ),
    );
    const expected = Object.fromEntries(
      Object.entries(LAYERS).map(([layer, { dir, may }]) => [
        layer,
        { dir, may: may.length === 0 ? 'nothing' : may.join(', ') },
      ]),
    );
    expect(rows).toEqual(expected);
  });
});
