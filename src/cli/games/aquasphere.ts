import type { AqMove, AqView } from '../../games/aquasphere/index.js';
import type { TerminalGame } from '../terminal.js';
import { help } from './aquasphere/moves.js';
import { parse } from './aquasphere/parse.js';
import { render } from './aquasphere/render.js';

/**
 * AquaSphere at the terminal: the board in words (aquasphere/render.ts), the legal moves listed in
 * words and numbered (aquasphere/moves.ts), or typed as short commands (aquasphere/parse.ts), with
 * the terminal's own texts in es/en/fr (aquasphere/catalog.ts). Game terms (colours, actions,
 * research cards) come from the game's own messages.
 */

export { moveText } from './aquasphere/moves.js';

export const aquasphereTerminal: TerminalGame = {
  render: (raw, lang, names) => render(raw as AqView, lang, names),
  help: (raw, legal, lang) => help(raw as AqView, legal as AqMove[], lang),
  parse: (input, raw, legal, lang) => parse(input, raw as AqView, legal as AqMove[], lang),
};
