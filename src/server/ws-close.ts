/**
 * Close codes and reasons the server uses (docs/protocol.md, "Closing"). A reason is a key, as
 * error codes are: clients render it in their language.
 */
export const CLOSE = {
  /** Too many sockets from this address: close some (other tabs) or retry later. */
  tooManySockets: [1013, 'too-many-sockets'],
  /** The server holds as many sockets as it may: retry later. */
  serverFull: [1013, 'server-full'],
  /** A spectator that sent nothing, not even a ping, for too long. */
  idle: [1000, 'idle'],
  helloExpected: [1008, 'hello-expected'],
  rateLimited: [1008, 'rate-limited'],
  protocolVersion: [1002, 'protocol-version'],
  /**
   * The socket did not read what it was sent, which passed its bound (docs/protocol.md,
   * "Limits"): reconnect, and the welcome catches up.
   */
  tooSlow: [1013, 'too-slow'],
  /** The session the socket was opened with ended (signed out everywhere, a new password). */
  signedOut: [1008, 'signed-out'],
  /** The instance shuts down (a restart, an upgrade): reconnect, to another instance if any. */
  restarting: [1001, 'restarting'],
} as const satisfies Record<string, readonly [number, string]>;
