// Numbers as each language writes them: "25.0%" in English, "25,0 %" in Norwegian, Swedish and
// Danish; "3.5" and "3,5". Counts in sentences take their plural form from Intl.PluralRules (the
// engine's formatMessage).

import type { Lang } from './i18n.js';

/** The locale Intl is asked for: bokmål by its region, the others by their language. */
export function locale(lang: Lang): string {
  return lang === 'nb' ? 'nb-NO' : lang;
}

/** A share (0–1) as a percentage with one decimal. */
export function formatPercent(lang: Lang, share: number): string {
  return new Intl.NumberFormat(locale(lang), { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(share);
}

/** A number with `digits` decimals. */
export function formatDecimal(lang: Lang, n: number, digits = 1): string {
  return new Intl.NumberFormat(locale(lang), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
}
