import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { kernelMessages } from '../../src/kernel/errors.js';
import { LANGS, type Catalogs } from '../../src/kernel/i18n.js';
import { GAMES } from '../../src/games/registry.js';
import { serverMessages } from '../../src/protocol/messages.js';
import { playNowMessages as playNowErrors } from '../../src/protocol/play-now.js';
import { boardMessages as itbBoard } from './games/into-the-blue/messages';
import { boardMessages as surviveBoard } from './games/survive/messages';
import { boardMessages as aquasphereBoard } from './games/aquasphere/messages';
import { learnMessages } from './learn/messages';
import { packFormMessages } from './games/aquasphere/pack-form/messages';
import { uiMessages } from './messages';
import { onlineMessages } from './online/messages';
import { pwaMessages } from './pwa/messages';
import { lobbyPushMessages } from './pwa/lobby-push-messages';
import { lobbyRulesMessages } from './rules/lobby-messages';
import { accountMessages } from './account/messages';
import { accountMenuMessages } from './account/menu-messages';
import { emailMessages } from './account/email-messages';
import { resetMessages } from './account/reset-messages';
import { rulesMessages } from './rules/messages';
import { lobbyRatingMessages } from './ratings/lobby-messages';
import { ratingMessages } from './ratings/messages';
import { lobbyInviteMessages } from './lobby/invite-messages';
import { lobbyHomeMessages } from './lobby/home-messages';
import { onlineInviteMessages } from './online/invite-messages';
import { botRatingMessages } from './online/bot-rating-messages';
import { playNowMessages } from './play-now/messages';
import { friendsUiMessages } from './friends/messages';
import { noticeMessages } from './account/notice-messages';
import { playersOnlyMessages } from './lobby/players-only-messages';

/** The web client's own catalogs: each key must be in every language and used somewhere. */
const WEB_CATALOGS: Record<string, Catalogs> = {
  ui: uiMessages,
  online: onlineMessages,
  pwa: pwaMessages,
  'push in the lobby': lobbyPushMessages,
  account: accountMessages,
  'account menu': accountMenuMessages,
  'e-mail on the account page': emailMessages,
  'password reset': resetMessages,
  rules: rulesMessages,
  'rules in the lobby': lobbyRulesMessages,
  learn: learnMessages,
  ratings: ratingMessages,
  'ratings in the lobby': lobbyRatingMessages,
  'invitations in the lobby': lobbyInviteMessages,
  'home in the lobby': lobbyHomeMessages,
  'invitations at a waiting table': onlineInviteMessages,
  'bots unrated at a table': botRatingMessages,
  'play now': playNowMessages,
  friends: friendsUiMessages,
  'into-the-blue board': itbBoard,
  'survive board': surviveBoard,
  'aquasphere board': aquasphereBoard,
  'notice settings on the account page': noticeMessages,
  'players only in the lobby': playersOnlyMessages,
};
/** Catalogs the client shows but does not own: each key must still be in every language. */
const SHOWN_CATALOGS: Record<string, Catalogs> = {
  kernel: kernelMessages,
  server: serverMessages,
  'play now errors': playNowErrors,
  // Keyed by the pack's field names and values (aq.edit.f.lockCost), asked for by name at run time.
  'aquasphere pack form': packFormMessages,
  ...Object.fromEntries([...GAMES].map(([id, entry]) => [`game ${id}`, entry.game.messages])),
};

function sources(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    if (!/\.tsx?$/.test(e.name) || e.name.endsWith('.test.ts') || e.name.endsWith('messages.ts'))
      return [];
    return [{ path, text: readFileSync(path, 'utf8') }];
  });
}

const code = sources(join(import.meta.dirname))
  .map((s) => s.text)
  .join('\n');
/** Every single-quoted literal that looks like a message key. */
const literals = new Set(
  [...code.matchAll(/'([a-z][\w-]*(?:\.[\w-]+)+)'/g)].map((m) => m[1] as string),
);
const allKeys = new Set(
  [...Object.values(WEB_CATALOGS), ...Object.values(SHOWN_CATALOGS)].flatMap((c) =>
    LANGS.flatMap((l) => Object.keys(c[l])),
  ),
);

describe.each(Object.entries({ ...WEB_CATALOGS, ...SHOWN_CATALOGS }))(
  '%s catalog',
  (_name, catalog) => {
    test.each(LANGS)('has every key in %s', (lang) => {
      const all = new Set(LANGS.flatMap((l) => Object.keys(catalog[l])));
      const missing = [...all].filter((k) => catalog[lang][k] === undefined);
      expect(missing).toEqual([]);
    });
  },
);

describe.each(Object.entries(WEB_CATALOGS))('%s catalog', (_name, catalog) => {
  test('has no unused key', () => {
    const unused = Object.keys(catalog.en).filter((k) => !literals.has(k));
    expect(unused).toEqual([]);
  });
});

test('every key the client asks for exists', () => {
  // Calls like t('table.log'): the first argument of t.
  const asked = [...code.matchAll(/\bt\(\s*'([^']+)'/g)].map((m) => m[1] as string);
  expect(asked.length).toBeGreaterThan(50);
  // Keys written in lookup tables, e.g. PROVENANCE_KEY, under the client's own prefixes.
  const tabled = [...literals].filter((k) =>
    /^(app|lobby|table|replay|provenance|bot|game|online|itb\.(ui|opt|rules)|surv|aq\.(ui|opt|rules|score))\./.test(
      k,
    ),
  );
  const missing = [...new Set([...asked, ...tabled])].filter((k) => !allKeys.has(k));
  expect(missing).toEqual([]);
});
