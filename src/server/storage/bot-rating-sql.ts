import { BOT_DEVIATION, BOT_SEEDS, BOT_VOLATILITY, botKey } from '../ratings/bot-ratings.js';
import { dialect, type Engine } from './sql-db.js';

/**
 * Bots on the ratings ladder (issue 44, docs/ratings.md, "Bots"): each bot's seeded rating, in
 * the ratings under its key `bot:NAME`, and the results people counted against each bot, for the
 * once-a-day rule. A migration appended to both engines' lists.
 */
export function botRatingMigration(engine: Engine): string {
  const { t, big } = dialect(engine);
  const seeds = Object.entries(BOT_SEEDS).flatMap(([game, bots]) =>
    Object.entries(bots).map(
      ([bot, rating]) =>
        `('${botKey(bot)}', '${game}', ${rating}, ${BOT_DEVIATION}, ${BOT_VOLATILITY}, 0, 0)`,
    ),
  );
  return `CREATE TABLE IF NOT EXISTS ${t('bot_results')} (
     account_id TEXT NOT NULL,
     game TEXT NOT NULL,
     bot TEXT NOT NULL,
     table_id TEXT NOT NULL,
     at ${big} NOT NULL,
     PRIMARY KEY (account_id, game, bot, table_id)
   );
   CREATE INDEX IF NOT EXISTS ${t('bot_results_at')} ON ${t('bot_results')} (account_id, game, bot, at);
   CREATE INDEX IF NOT EXISTS ${t('bot_results_table')} ON ${t('bot_results')} (table_id);
   INSERT INTO ${t('ratings')} (account_id, game, rating, deviation, volatility, games, wins)
     VALUES ${seeds.join(', ')} ON CONFLICT (account_id, game) DO NOTHING;`;
}

/** The bots' statements, one text for both engines. */
export function botRatingQueries(engine: Engine) {
  const { t, q } = dialect(engine);
  return {
    botRatings: q(`SELECT * FROM ${t('ratings')} WHERE account_id LIKE 'bot:%' ORDER BY game`),
    botResult: q(`INSERT INTO ${t('bot_results')} (account_id, game, bot, table_id, at)
      VALUES ($1, $2, $3, $4, $5)`),
    lastBotResult: q(`SELECT MAX(at) AS at FROM ${t('bot_results')}
      WHERE account_id = $1 AND game = $2 AND bot = $3 AND at > $4`),
    tableBotResults: q(`SELECT account_id, bot FROM ${t('bot_results')} WHERE table_id = $1`),
  };
}
