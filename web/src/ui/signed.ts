import { lang } from '../i18n';

/** A rating's change as a whole signed figure: "+12", "−8" (a true minus sign), "±0". */
export function signed(x: number): string {
  const n = new Intl.NumberFormat(lang(), { maximumFractionDigits: 0 }).format(Math.abs(x));
  return x > 0 ? `+${n}` : x < 0 ? `\u2212${n}` : `±${n}`;
}
