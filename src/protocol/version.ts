/**
 * The protocol version (docs/protocol.md, "Versioning"): the server refuses a `hello` of another
 * version (`protocol-version`), and the web client, told so, reloads the page to fetch a client
 * that speaks this one. Here, as plain data, so that the server and the web client share it.
 *
 * 2: views no longer carry the table's options in `welcome` and `move` messages either (only
 * `moves` left them out in 1); a version 1 client would show an AquaSphere board without its
 * components.
 *
 * 3: `move` and `moves` messages carry the change to the viewer's view (a JSON Patch, `patch`)
 * instead of the whole view, and `table` messages the table without its options; a version 2
 * client would show no view at all.
 *
 * 4: the legal moves are told as rows of a table of the kinds of move (`{"shapes":[...],"rows":[...]}`,
 * src/protocol/legal.ts), not as a list of moves, and only to the seat whose turn it is; a
 * version 3 client would offer no moves.
 *
 * 5: a welcome's view tells lists shorter (src/protocol/lists.ts: by columns, by their distinct
 * values, as a range or a set), the legal moves may come by columns, and a seat's `held`,
 * `zombie` and `left` are told only when true; a version 4 client would read a broken view.
 *
 * 6: a welcome's tables of like objects may name their keys by a number, the index of a list
 * both ends know (src/protocol/known-keys.ts); a version 5 client would read no such table.
 */
export const PROTOCOL_VERSION = 6;
