/**
 * The protocol version (docs/protocol.md, "Versioning"): the server refuses a `hello` of another
 * version (`protocol-version`), and the web client, told so, reloads the page to fetch a client
 * that speaks this one. Here, as plain data, so that the server and the web client share it.
 *
 * 2: views no longer carry the table's options in `welcome` and `move` messages either (only
 * `moves` left them out in 1); a version 1 client would show an AquaSphere board without its
 * components.
 */
export const PROTOCOL_VERSION = 2;
