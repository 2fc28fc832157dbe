import { t } from '../i18n';
import { gameName } from '../lobby/names';
import { AppLink } from '../ui/app-link';

/**
 * The "rated" choice of a new online table (docs/ratings.md): offered with people only, so it is
 * disabled, and says why, while a seat is a bot's.
 */
export function RatedChoice(props: {
  hasBot: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label>
      <input
        type="checkbox"
        name="rated"
        checked={props.checked && !props.hasBot}
        disabled={props.hasBot}
        aria-describedby="rated-hint"
        onChange={(e) => props.onChange(e.currentTarget.checked)}
      />
      {t('ratings.rated')}{' '}
      <span class="hint" id="rated-hint">
        {props.hasBot ? t('ratings.rated-no-bots') : t('ratings.rated-hint')}
      </span>
    </label>
  );
}

/** The lobby's way to the chosen game's leaderboard. */
export function LeaderboardLink(props: { game: string }) {
  return (
    <p class="leaderboard-link">
      <AppLink href={`/leaderboard/${props.game}`}>
        {t('ratings.leaderboard-link', { game: gameName(props.game) })}
      </AppLink>
    </p>
  );
}
