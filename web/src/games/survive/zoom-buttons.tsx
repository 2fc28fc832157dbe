import { t } from '../../i18n';
import type { ZoomApi } from './map';

/** Zoom buttons for the map, drawn in the status line. */
export function ZoomButtons(props: { api: () => ZoomApi | undefined }) {
  return (
    <div class="zoom" role="group" aria-label={t('surv.ui.zoom')}>
      <button type="button" aria-label={t('surv.ui.zoom-in')} onClick={() => props.api()?.zoomIn()}>
        <svg viewBox="0 0 16 16" aria-hidden="true">
          <path d="M8 3v10M3 8h10" />
        </svg>
      </button>
      <button
        type="button"
        aria-label={t('surv.ui.zoom-out')}
        onClick={() => props.api()?.zoomOut()}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true">
          <path d="M3 8h10" />
        </svg>
      </button>
      <button
        type="button"
        aria-label={t('surv.ui.zoom-reset')}
        title={t('surv.ui.zoom-reset')}
        onClick={() => props.api()?.whole()}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true">
          <path d="M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4M2 2l4 4M14 2l-4 4M14 14l-4-4M2 14l4-4" />
        </svg>
      </button>
    </div>
  );
}
