import { For, Index } from 'solid-js';
import type { SeatConfig } from '../local/config';
import type { BotInfo } from '../games/types';
import { t } from '../i18n';
import { PlayerMark } from '../ui/player-mark';
import { PLAYED_WITH_LIST } from './invite-accounts';
import { personName } from './person-name';
import { isPerson, KEPT_KINDS } from './seat-kinds';

const BOT_KEY: Record<string, string> = {
  random: 'bot.random',
  heuristic: 'bot.heuristic',
  expert: 'bot.expert',
  search: 'bot.search',
  ismcts: 'bot.ismcts',
};

/** The seats kept for someone online (seat-kinds.ts), as the choice says them. */
const KEPT_KEY: Record<(typeof KEPT_KINDS)[number], string> = {
  account: 'lobby.seat-account',
  guest: 'lobby.seat-guest',
};

/** A bot's name in the reader's language, e.g. "Expert bot". */
export function botName(name: string): string {
  return t(BOT_KEY[name] ?? name);
}

/**
 * "Expert bot ~1650": named by its rating when the server gave one (docs/ratings.md), which says
 * more than a level and keeps the choice whole on a phone; else "Expert bot (level 3)".
 */
export function botLabel(bot: BotInfo, rating?: number): string {
  const name = botName(bot.name);
  return rating ? `${name} ~${rating}` : t('lobby.bot', { bot: name, level: bot.strength });
}

/** One row per seat: who sits there (a person or a bot of some level) and their name. */
export function SeatsEditor(props: {
  seats: readonly SeatConfig[];
  bots: readonly BotInfo[];
  /** The bots with their ratings, as the server said them (none offline). */
  ratings?: readonly { name: string; rating?: number }[] | undefined;
  /** Online play is offered: a seat may be kept for an account or a guest (seat-kinds.ts). */
  online?: boolean;
  onChange: (seats: SeatConfig[]) => void;
}) {
  const update = (i: number, patch: Partial<SeatConfig>) =>
    props.onChange(props.seats.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  // A seat that changes from a bot to a person (or back) with its default name takes the other
  // default: a person is not called "Bot 2", nor a bot "Player 2".
  const changeKind = (i: number, kind: string) => {
    const seat = props.seats[i];
    if (!seat) return;
    const botDefault = t('lobby.bot-seat', { n: i + 1 });
    const personDefault = personName(i + 1);
    const name =
      isPerson(kind) && seat.name === botDefault
        ? personDefault
        : !isPerson(kind) && (seat.name === personDefault || seat.name === personName())
          ? botDefault
          : seat.name;
    update(i, { kind, name });
  };
  return (
    <fieldset class="seats">
      <legend>{t('lobby.seats')}</legend>
      <Index each={props.seats}>
        {(seat, i) => (
          <div class="seat">
            <PlayerMark seat={i} label={t('lobby.seat-n', { n: i + 1 })} />
            <select
              aria-label={t('lobby.seat-kind', { n: i + 1 })}
              value={seat().kind}
              onChange={(e) => changeKind(i, e.currentTarget.value)}
            >
              <option value="human" selected={seat().kind === 'human'}>
                {t('lobby.human')}
              </option>
              <For each={props.online ? KEPT_KINDS : []}>
                {(kind) => (
                  <option value={kind} selected={seat().kind === kind}>
                    {t(KEPT_KEY[kind])}
                  </option>
                )}
              </For>
              <For each={props.bots}>
                {(bot) => (
                  <option value={bot.name} selected={seat().kind === bot.name}>
                    {botLabel(bot, props.ratings?.find((b) => b.name === bot.name)?.rating)}
                  </option>
                )}
              </For>
            </select>
            <input
              type="text"
              maxLength={24}
              aria-label={t('lobby.seat-name', { n: i + 1 })}
              // Suggestions from the people played with, where the lobby offers them.
              list={PLAYED_WITH_LIST}
              value={seat().name}
              onInput={(e) => update(i, { name: e.currentTarget.value })}
            />
          </div>
        )}
      </Index>
    </fieldset>
  );
}
