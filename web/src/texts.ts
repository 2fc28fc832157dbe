import type { Catalog, Catalogs, Lang } from '../../src/kernel/index.js';
import { kernelMessages } from '../../src/kernel/errors.js';
import { friendMessages } from '../../src/protocol/friend-messages.js';
import { serverMessages } from '../../src/protocol/messages.js';
import { uiMessages } from './messages';
import { onlineMessages } from './online/messages';
import { accountMenuMessages } from './account/menu-messages';
import { lobbyRulesMessages } from './rules/lobby-messages';
import { lobbyRatingMessages } from './ratings/lobby-messages';
import { lobbyInviteMessages } from './lobby/invite-messages';
import { lobbyHomeMessages } from './lobby/home-messages';

/**
 * The texts any page may show before a board or the rules bring theirs: the client's own (lobby,
 * tables, replays), the online tables', the kernel's and the server's error texts (plain data
 * that docs/protocol.md asks clients to render). The client does not import this module: the
 * build splits it per language (web/split-texts.ts), and a visit downloads only the reader's
 * language (i18n.ts), the others on a switch.
 */
const PAGE_CATALOGS: readonly Catalogs[] = [
  uiMessages,
  onlineMessages,
  accountMenuMessages,
  lobbyRulesMessages,
  lobbyRatingMessages,
  lobbyInviteMessages,
  lobbyHomeMessages,
  kernelMessages,
  withoutFriends(serverMessages),
];

/** The server's texts but the friends' own errors: the friends' chunk brings them (issue 42). */
function withoutFriends(c: Catalogs): Catalogs {
  const keep = (l: Catalog): Catalog =>
    Object.fromEntries(Object.entries(l).filter(([k]) => !(k in friendMessages.en)));
  return { en: keep(c.en), es: keep(c.es), fr: keep(c.fr) };
}

/** One language's page texts in one catalog; a key in two catalogs keeps the first one's text. */
export function pageTexts(lang: Lang): Catalog {
  return Object.assign({}, ...PAGE_CATALOGS.map((c) => c[lang]).reverse()) as Catalog;
}
