import { addCatalogs, t } from '../i18n';
import { playersOnlyMessages } from './players-only-messages';

addCatalogs(playersOnlyMessages);

/**
 * A private table's further choice (docs/protocol.md, `playersOnly`): no spectators at all, and
 * its chat for the seated only. Offered once "Private table" is ticked, as players only implies
 * unlisted; loaded then, not with the lobby.
 */
export default function PlayersOnlyChoice(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label class="players-only">
      <input
        type="checkbox"
        name="players-only"
        checked={props.checked}
        aria-describedby="players-only-hint"
        onChange={(e) => props.onChange(e.currentTarget.checked)}
      />
      {t('lobby.players-only')}{' '}
      <span class="hint" id="players-only-hint">
        {t('lobby.players-only-hint')}
      </span>
    </label>
  );
}
