#!/usr/bin/env node
// The `fathom` command: runs the compiled CLI (npm install builds it into dist/).
import { main } from '../dist/cli/main.js';

// A closed pipe (`fathom ... | head`) ends the output quietly.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});
process.exitCode = await main(process.argv.slice(2));
