/**
 * The default pack's name, as written in pack files. Readers see it in their own language (the
 * web client's catalogs); the name stays here so that they can tell the default from a pack of
 * the same shape loaded from a file without loading the whole default pack.
 */
export const DEFAULT_PACK_NAME = 'Fathom default (provisional)';
