/**
 * The numbers the rulebook states in its text (rules/aquasphere.es.txt), as opposed to the
 * component data its pictures carried (the pack). Changing one changes the rules, not a component.
 */

/** "¡No puede tener más de 2 Bots programados a la vez!" */
export const MAX_PROGRAMMED = 2;
/** "Una vez por ronda, puedes pagar 3 marcadores de tiempo" (one of them is parked on the board). */
export const BUY_COST = 3;
/** Returning a programmed bot to the supply: "para obtener 2 Marcadores de tiempo". */
export const RETURN_GAIN = 2;
/** The time-marker action tops up from the general supply "hasta ... un total de 2". */
export const MIN_TIME_TAKEN = 2;
/** The white action when the symbol is occupied: "toma 2 marcadores de tiempo". */
export const WHITE_OCCUPIED_GAIN = 2;
/** "Después de completar su laboratorio (agregando 5 expansiones)". */
export const MAX_EXPANSIONS = 5;
/** Charging-station limit by player count: "2 jugadores: 2 Bots, 3 jugadores: 4 Bots, 4 jugadores: 5 Bots". */
export const CHARGING_LIMIT: Readonly<Record<number, number>> = { 2: 2, 3: 4, 4: 5 };
/** Personal time markers at setup: 3 next to a "0" lock, 4 otherwise. */
export const START_TIME_NEAR_FREE_LOCK = 3;
export const START_TIME = 4;
/** Final scoring: "1 KP por marcador de tiempo", "5 KP si los 6 submarinos", "5 KP para un laboratorio completo". */
export const FINAL_PER_TIME_MARKER = 1;
export const FINAL_ALL_SUBS = 5;
export const FINAL_COMPLETE_LAB = 5;
/** Submarines per colour ("24 submarinos" for 4 colours), bots per colour ("64 bots"). */
export const SUBS_PER_COLOUR = 6;
export const BOTS_PER_COLOUR = 16;
/** Colours of pieces in the box (players' colours, the rest neutral). */
export const PIECE_COLOURS = 4;
/** Rounds in a game. */
export const ROUNDS = 4;
/** Research cards and lab expansions laid out per sector at setup and at each round end. */
export const SECTORS = 6;
