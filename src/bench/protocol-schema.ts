import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { protocolJsonSchema } from '../protocol/json-schema.js';

/**
 * `npm run protocol:schema`: writes docs/protocol.schema.json from the protocol's zod schemas
 * (src/protocol/json-schema.ts), formatted as the repository's other files, so that
 * `npm run format:check` passes on it. tests/server/protocol-schema.test.ts checks it is current.
 */
const FILE = 'docs/protocol.schema.json';
const config = (await resolveConfig(FILE)) ?? {};
const text = await format(JSON.stringify(protocolJsonSchema()), { ...config, parser: 'json' });
writeFileSync(FILE, text);
console.log(`wrote ${FILE} (${text.length} bytes)`);
