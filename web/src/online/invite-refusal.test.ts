import { describe, expect, it } from 'vitest';
import { formatMessage, LANGS } from '../../../src/kernel/i18n.js';
import { serverMessages } from '../../../src/protocol/messages.js';
import { onlineInviteMessages } from './invite-messages';
import { inviteRefusal } from './invite-refusal';

/** The words a player reads for a refusal, in `lang`, from the form's catalog or the server's. */
function said(lang: (typeof LANGS)[number], text: { key: string; params: object }): string {
  const template =
    onlineInviteMessages[lang][text.key] ??
    (serverMessages[lang] as Record<string, string>)[text.key];
  if (template === undefined) throw new Error(`no text for ${text.key} in ${lang}`);
  return formatMessage(lang, template, text.params as Record<string, string | number>);
}

describe('what the invite form says of a refusal', () => {
  it('names the name typed, the seat as the page numbers it, and the wait in whole seconds', () => {
    for (const lang of LANGS) {
      const unknown = said(lang, inviteRefusal({ code: 'no-account', params: {} }, 1, 'Bea'));
      expect(unknown).toContain('Bea');
      // Seat index 2 is the page's "Seat 3".
      const taken = inviteRefusal({ code: 'seat-taken', params: { seat: 2 } }, 2, 'Bea');
      expect(said(lang, taken)).toMatch(/\b3\b/);
      const wait = inviteRefusal({ code: 'rate-limited', params: { retryMs: 41_200 } }, 1, 'Bea');
      expect(wait.params).toEqual({ s: 42 });
      expect(said(lang, wait)).toMatch(/\b42\b/);
      expect(said(lang, wait)).not.toContain('ms');
    }
  });

  it('says each expected refusal in words of its own, different from the others, in every language', () => {
    const refusals = [
      inviteRefusal({ code: 'no-account', params: { name: 'Bea' } }, 1, 'Bea'),
      inviteRefusal({ code: 'seat-taken', params: { seat: 1 } }, 1, 'Bea'),
      inviteRefusal({ code: 'not-creator', params: {} }, 1, 'Bea'),
      inviteRefusal({ code: 'rate-limited', params: { retryMs: 500 } }, 1, 'Bea'),
      inviteRefusal(null, 1, 'Bea'),
    ];
    expect(refusals.map((r) => r.key)).toEqual([
      'seat-invite.no-account',
      'seat-invite.seat-taken',
      'seat-invite.not-creator',
      'seat-invite.rate-limited',
      'seat-invite.network',
    ]);
    for (const lang of LANGS) {
      const texts = refusals.map((r) => said(lang, r));
      expect(new Set(texts).size).toBe(texts.length);
      // A wait under a second is still one.
      expect(texts[3]).toMatch(/\b1\b/);
    }
  });

  it('keeps the server’s text for any other refusal', () => {
    const started = inviteRefusal({ code: 'already-started', params: {} }, 1, 'Bea');
    expect(started).toEqual({ key: 'already-started', params: {} });
    expect(said('en', started)).toBe(serverMessages.en['already-started']);
    // A wait the server did not give in a number still says one of at least a second.
    const odd = inviteRefusal({ code: 'rate-limited', params: { retryMs: 'soon' } }, 1, 'Bea');
    expect(odd.params).toEqual({ s: 1 });
  });
});
