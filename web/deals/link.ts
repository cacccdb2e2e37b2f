// The links of this feature, read as untrusted text like every other link (web/model/link.ts):
//   ?game=golf&variant=…&daily=2027-03-05                        the daily deal of a date
//   ?game=golf&variant=…&deal=N (or cards=…)&duel=1&by=Ann&score=-3&moves=t+1+2+…   a challenge
// A challenge's moves are replayed by the engine from the deal: an illegal move refuses the link
// (with the move's number and column), and the score is worked out from them, never believed: a
// claimed score that differs is kept only to say that it was wrong.

import { formatDeal } from '../../src/core/deal.js';
import type { GameId, GameRules } from '../../src/core/game.js';
import { parseGameRecord } from '../../src/core/record.js';
import { err, ok, parseError, type Result } from '../../src/core/result.js';
import { compareDates, type DayDate, formatDate, parseDate } from '../../src/deals/date.js';
import { withModule } from '../games/engine.js';
import { formatLink, parseLink } from '../model/link.js';
import type { GameSpec } from '../model/spec.js';

/** A challenger's game, checked: the score, the win and the cards left are the engine's. */
export interface Challenge {
  readonly spec: GameSpec;
  /** The challenger's name, cleaned; empty when none was given. */
  readonly name: string;
  readonly moves: readonly string[];
  readonly score: number;
  readonly won: boolean;
  readonly cardsLeft: number;
  /** The score the link claimed, when it was not the real one. */
  readonly forgedScore?: number;
}

export type DealsLink =
  | { readonly kind: 'none' }
  | { readonly kind: 'daily'; readonly game: GameId; readonly variant: string; readonly date: DayDate }
  | { readonly kind: 'duel'; readonly challenge: Challenge; /** The address it came in (kept to bring the challenge back after a reload). */ readonly link: string };

/** Most characters (code points) of a challenger's name. */
export const NAME_MAX = 24;

/**
 * A name as typed or as read from a link: control, format and bidirectional characters removed
 * (they could reorder or hide what is shown), runs of white space made one space, trimmed, and
 * cut to NAME_MAX characters.
 */
export function cleanName(text: string): string {
  const plain = text.normalize('NFC').replace(/[\p{C}]/gu, '').replace(/\s+/gu, ' ').trim();
  return [...plain].slice(0, NAME_MAX).join('').trim();
}

const prefixed = (prefix: string, e: { readonly error: ReturnType<typeof parseError> }): Result<never> => err({ ...e.error, message: `${prefix}: ${e.error.message}` });

/**
 * Reads the daily and duel parameters of an address; 'none' when it has neither (then web/model/link.ts
 * reads it as usual). `today` is the player's local date: later daily deals are refused.
 */
export function parseDealsLink(search: string, today: DayDate | undefined): Result<DealsLink> {
  const params = new URLSearchParams(search);
  const daily = params.get('daily');
  const duel = params.get('duel');
  if (daily === null && duel === null) return ok({ kind: 'none' });
  if (daily !== null && duel !== null) return err(parseError('ERR_LINK', 'link: give either daily=… or duel=…, not both', { token: 'duel' }));
  const base = parseLink(search);
  if (!base.ok) return base;
  if (daily !== null) {
    if (base.value.kind !== 'partial') {
      const token = base.value.kind === 'none' ? 'game' : params.has('deal') ? 'deal' : 'cards';
      return err(parseError('ERR_LINK', base.value.kind === 'none' ? 'link: a daily deal needs game=…' : 'link: a daily deal link gives no deal=… or cards=…', { token }));
    }
    const date = parseDate(daily);
    if (!date.ok) return prefixed('link daily', date);
    if (today !== undefined && compareDates(date.value, today) > 0) {
      return err(parseError('ERR_FUTURE', `link daily: the daily deal of ${formatDate(date.value)} is not out yet (today is ${formatDate(today)})`, { token: daily }));
    }
    return ok({ kind: 'daily', game: base.value.game, variant: base.value.variant, date: date.value });
  }
  if (base.value.kind !== 'game') return err(parseError('ERR_LINK', 'link: a challenge needs game=… and deal=… or cards=…', { token: base.value.kind === 'none' ? 'game' : 'deal' }));
  const spec = base.value.game;
  const claimedText = params.get('score');
  let claimed: number | undefined;
  if (claimedText !== null) {
    if (!/^-?\d{1,4}$/.test(claimedText.trim())) return err(parseError('ERR_LINK', `link score: "${claimedText.slice(0, 20)}" is not a score`, { token: claimedText }));
    claimed = Number(claimedText.trim());
  }
  const moves = params.get('moves') ?? '';
  if (moves.length > 20_000) return err(parseError('ERR_LINK', 'link moves: too long for one game', { token: 'moves' }));
  const checked = replayChallenge(spec, moves);
  if (!checked.ok) return checked;
  const { score } = checked.value;
  return ok({
    kind: 'duel',
    link: search,
    challenge: { spec, name: cleanName(params.get('by') ?? ''), ...checked.value, ...(claimed !== undefined && claimed !== score ? { forgedScore: claimed } : {}) },
  });
}

/** Replays a challenger's moves from the deal; the score, the win and the cards left are the engine's. */
function replayChallenge(spec: GameSpec, movesText: string): Result<{ moves: string[]; score: number; won: boolean; cardsLeft: number }> {
  return withModule(spec.game, ({ rules }) => measure(rules, spec, movesText));
}

function measure<S, M, O, V>(rules: GameRules<S, M, O, V>, spec: GameSpec, movesText: string): Result<{ moves: string[]; score: number; won: boolean; cardsLeft: number }> {
  const v = rules.parseVariant(spec.variant);
  if (!v.ok) return v;
  const r = parseGameRecord(rules, v.value, `${formatDeal(spec.deal)} | ${movesText}`);
  if (!r.ok) return prefixed('link moves', r);
  const { state } = r.value;
  return ok({ moves: r.value.moves.map((m) => rules.formatMove(m)), score: rules.score(state), won: rules.isWon(state), cardsLeft: rules.cardsLeft(state) });
}

/** The score, win and cards left of a game record (deal and moves), by the engine. */
export function measureGame(spec: GameSpec, moves: readonly string[]): Result<{ score: number; won: boolean; cardsLeft: number }> {
  const r = replayChallenge(spec, moves.join(' '));
  return r.ok ? ok({ score: r.value.score, won: r.value.won, cardsLeft: r.value.cardsLeft }) : r;
}

/** The link of a challenge: the game's own link (web/model/link.ts) and the duel's fields. */
export function formatDuelLink(spec: GameSpec, name: string, score: number, moves: readonly string[]): string {
  const params = new URLSearchParams();
  params.set('duel', '1');
  const clean = cleanName(name);
  if (clean !== '') params.set('by', clean);
  params.set('score', String(score));
  params.set('moves', moves.join(' '));
  return `${formatLink(spec, formatDeal)}&${params.toString()}`;
}

/** The daily link of a game, variant and date. */
export function formatDailyLink(game: GameId, variant: string, date: DayDate): string {
  return `?game=${game}${variant === game ? '' : `&variant=${encodeURIComponent(variant).replace(/%2C/g, ',')}`}&daily=${formatDate(date)}`;
}

