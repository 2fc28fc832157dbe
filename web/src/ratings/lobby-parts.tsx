import { t } from '../i18n';
import { gameName } from '../lobby/names';
import { AppLink } from '../ui/app-link';

/**
 * The "rated" choice of a new online table (docs/ratings.md): disabled, and says why, while no
 * seat is a person's; its hint says that bots are rated too, once a day each.
 */
export function RatedChoice(props: {
  noPerson: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label>
      <input
        type="checkbox"
        name="rated"
        checked={props.checked && !props.noPerson}
        disabled={props.noPerson}
        aria-describedby="rated-hint"
        onChange={(e) => props.onChange(e.currentTarget.checked)}
      />
      {t('ratings.rated')}{' '}
      <span class="hint" id="rated-hint">
        {t(props.noPerson ? 'ratings.rated-no-bots' : 'ratings.rated-hint')}
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
