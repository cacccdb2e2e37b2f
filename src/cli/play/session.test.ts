// The play session driven command by command: whole games of both games to the end, undo and redo
// with automatic discards, bad input, variants, restart, rounds and locked Golf layouts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCard } from '../../core/cards.js';
import { type Deal, dealFromNumber, formatDeal, parseDeal } from '../../core/deal.js';
import type { GameRules } from '../../core/game.js';
import { parseGameRecord } from '../../core/record.js';
import { unwrap } from '../../core/result.js';
import { acesUp, type AcesUpMove, type AcesUpState, type AcesUpVariant, parseAcesUpVariant, STANDARD } from '../../games/acesup/index.js';
import { golf, type GolfVariant, isLockedLayout, parseGolfVariant, STRICT } from '../../games/golf/index.js';
import { ACESUP } from '../../registry/acesup/index.js';
import { GOLF } from '../../registry/golf/index.js';
import type { DealSource, RoundStart } from '../../play/session.js';
import { playGame } from './games.js';
import { PlaySession, wrapItems } from './session.js';

const acesUpPlay = playGame(ACESUP);
const golfPlay = playGame(GOLF);
const golfRound = (_v: GolfVariant, first: number): RoundStart => ({ first });

const AV = (t: string): AcesUpVariant => unwrap(parseAcesUpVariant(t));
const GV = (t: string): GolfVariant => unwrap(parseGolfVariant(t));
const numbered = (deal: Deal, n: number): DealSource => ({ deal, number: n });

function acesSession(n: number, variant: AcesUpVariant = STANDARD, auto?: boolean) {
  const shape = { jokers: variant.jokers ? 2 : 0 } as const;
  return new PlaySession(acesUpPlay, {
    variant,
    source: numbered(dealFromNumber(n, shape), n),
    newDeal: (k) => numbered(dealFromNumber(k ?? 99, shape), k ?? 99),
    ...(auto === undefined ? {} : { auto }),
    layout: { ascii: true },
  });
}

function golfSession(n: number, variant: GolfVariant = STRICT) {
  return new PlaySession(golfPlay, {
    variant,
    source: numbered(dealFromNumber(n, { jokers: variant.jokers }), n),
    newDeal: (k) => numbered(dealFromNumber(k ?? 99, { jokers: variant.jokers }), k ?? 99),
    layout: { ascii: true },
  });
}

/** Moves onto empty piles (breadth first) until a discard or joker play is possible; the end phase of Aces Up. */
function movesToRemoval(s: AcesUpState): string[] {
  const queue: { s: AcesUpState; path: string[] }[] = [{ s, path: [] }];
  const seen = new Set([acesUp.key(s)]);
  while (queue.length > 0) {
    const { s: cur, path } = queue.shift()!;
    const legal = acesUp.legalMoves(cur);
    const removal = legal.find((m) => m.type === 'discard' || m.type === 'joker');
    if (removal) return [...path, acesUp.formatMove(removal)];
    for (const m of legal.filter((x: AcesUpMove) => x.type === 'move')) {
      const next = acesUp.applyMove(cur, m);
      if (!seen.has(acesUp.key(next))) {
        seen.add(acesUp.key(next));
        queue.push({ s: next, path: [...path, acesUp.formatMove(m)] });
      }
    }
  }
  throw new Error('no removal reachable, yet the game is not over');
}

/** Plays an Aces Up session to its end through typed commands: discard, else deal, else move towards a discard. */
function playAcesUpOut(session: PlaySession<AcesUpState, AcesUpMove, unknown, AcesUpVariant>): string[] {
  const typed: string[] = [];
  for (let guard = 0; guard < 500 && !session.isOver; guard++) {
    const legal = acesUp.legalMoves(session.state);
    const discard = legal.find((m) => m.type === 'discard');
    const text = discard ? acesUp.formatMove(discard) : legal.some((m) => m.type === 'deal') ? 'deal' : (movesToRemoval(session.state)[0] as string);
    typed.push(text);
    const r = session.run(text);
    expect(r.lines.join(' ')).not.toMatch(/Cannot|not a/);
  }
  expect(session.isOver).toBe(true);
  return typed;
}

const stockCards = <S, M, O, V>(rules: GameRules<S, M, O, V>, s: S, next: number): string[] => rules.dealOf(s).slice(next).map(formatCard);
const words = (screen: string): Set<string> => new Set(screen.split(/[\s()[\],:]+/));

describe('kabal play session: Aces Up', () => {
  it('plays a whole standard game to the end with auto discards and shows the verdict and score', () => {
    for (const n of [1, 2, 3]) {
      const s = acesSession(n);
      playAcesUpOut(s);
      const st = s.state;
      const screen = s.screen();
      expect(screen).toContain(acesUp.isWon(st) ? 'You won!' : 'Game over');
      expect(screen).toContain(`Score ${acesUp.score(st)} of 48`);
      expect(screen).toMatch(/Type new for a new deal, restart/);
      expect(s.run('deal').lines[0]).toMatch(/The game is over/);
      expect(s.summary()).toContain(`Score ${acesUp.score(st)}`);
      // Every discard the screen made is in the move list, and the list replays to the same position.
      let replay = acesUp.start(dealFromNumber(n), STANDARD);
      for (const t of s.played) replay = acesUp.applyMove(replay, unwrap(acesUp.parseMove(t, replay)));
      expect(acesUp.key(replay)).toBe(acesUp.key(st));
    }
  });

  it('plays to the end with auto off, the player making every discard', () => {
    const s = acesSession(5, STANDARD, false);
    expect(s.title()).toContain('auto discards off');
    const typed = playAcesUpOut(s);
    expect(typed.filter((t) => t.startsWith('x')).length).toBe(acesUp.score(s.state));
  });

  it('makes the opening discards by itself, and undo does not take them back while auto is on', () => {
    // Deal 1 opens 9C 8D 9D 6S: 8D goes at once.
    const s = acesSession(1);
    expect(s.played).toEqual(['x2']);
    expect(s.takeStartLines()).toEqual(['Auto: discarded 8D (x2).']);
    expect(s.run('undo').lines).toEqual(['Nothing to undo.']);
    s.run('auto off');
    expect(s.run('undo').lines).toEqual(['Undid 1 automatic discard.']);
    expect(s.played).toEqual([]);
  });

  it('undoes a deal together with the discards it caused, and redoes them together', () => {
    const s = acesSession(1);
    const before = acesUp.key(s.state);
    const r = s.run('deal');
    expect(r.redraw).toBe(true);
    expect(r.lines).toEqual(['Dealt AS 8C 5C TH (44 left in the stock).', 'Auto: discarded 5C (x3).']);
    const after = acesUp.key(s.state);
    expect(s.run('u').lines).toEqual(['Undid deal (with 1 automatic discard).']);
    expect(acesUp.key(s.state)).toBe(before);
    expect(s.run('r').lines).toEqual(['Redid deal (with 1 automatic discard).']);
    expect(acesUp.key(s.state)).toBe(after);
    expect(s.run('redo').lines).toEqual(['Nothing to redo.']);
    // A new move after an undo drops what was undone.
    s.run('undo');
    s.run('1-2');
    expect(s.run('redo').lines).toEqual(['Nothing to redo.']);
    expect(s.played).toEqual(['x2', '1-2']);
  });

  it('undoes and redoes several moves at once', () => {
    const s = acesSession(2);
    s.run('deal, deal; deal');
    const three = s.played.length;
    const r = s.run('undo 3');
    expect(r.lines[0]).toMatch(/^Undid deal.*, deal.*, deal/);
    expect(s.run('redo 2').lines[0]).toMatch(/^Redid deal.*, deal/);
    s.run('redo');
    expect(s.played.length).toBe(three);
  });

  it('refuses a deal while a discard is due, with auto off, and names the discard', () => {
    const s = acesSession(1, STANDARD, false);
    const r = s.run('deal');
    expect(r.redraw).toBe(false);
    expect(r.lines).toEqual(['Cannot deal: discards come first: discard from Pile 2 before the next deal.']);
    expect(s.run('x2').lines).toEqual(['Discarded 8D from Pile 2.']);
    expect(s.run('t').lines[0]).toMatch(/^Dealt/);
  });

  it('under free-discards leaves discards to the player and allows a deal while one is possible', () => {
    const s = acesSession(1, AV('free-discards'));
    expect(s.auto).toBe(false);
    expect(s.played).toEqual([]);
    expect(s.run('deal').lines[0]).toMatch(/^Dealt/);
    const before = s.played;
    expect(s.run('auto on').lines).toEqual(['Auto discards on, but under free-discards no discard is forced: none is made for you, every discard is your choice.']);
    expect(s.played).toEqual(before);
  });

  it('explains illegal moves in one line and never throws on any input', () => {
    const s = acesSession(1);
    s.run('deal');
    expect(s.run('x1').lines).toEqual(['Cannot play x1: AS is the highest spade: nothing can beat it.']);
    expect(s.run('1-3').lines).toEqual(['Cannot play 1-3: Pile 3 is not empty: a card may only be moved onto an empty pile.']);
    expect(s.run('x7').lines[0]).toMatch(/^"x7" is not an Aces Up move/);
    expect(s.run('j1-2').lines).toEqual(['Cannot play j1-2: this game has no jokers.']);
    expect(s.run('fly away').lines[0]).toBe('"fly" is not a command or a move. Type help for the commands, or one of the legal moves: deal.');
    expect(s.run('undo 0').lines[0]).toMatch(/^"undo 0": the count must be 1 to 10000\. Type help/);
    expect(s.run('deal blah').lines[0]).toMatch(/"blah" \(word 2 of the line\) is not a command or a move/);
    const mid = s.run('deal x1 deal');
    expect(mid.lines.at(-1)).toBe('(the rest of the line was not run: 1 more command)');
    expect(mid.redraw).toBe(true);
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const t = acesSession(3);
        const r = t.run(text);
        expect(Array.isArray(r.lines)).toBe(true);
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('accepts the spaced and short move forms of the notation, and words for them', () => {
    const s = acesSession(1, STANDARD, false);
    expect(s.run('discard 2').lines).toEqual(['Discarded 8D from Pile 2.']);
    expect(s.run('move 1 to 2').lines).toEqual(['Moved 9C from Pile 1 to Pile 2.']);
    expect(s.run('move 2 1').lines).toEqual(['Moved 9C from Pile 2 to Pile 1.']);
    expect(s.run('move 1').lines[0]).toBe('"move 1": write move 2 4 (from pile 2 onto pile 4). Type help for the commands, or one of the legal moves: 1-2 3-2 4-2 deal.');
    expect(s.run('play 3').lines[0]).toMatch(/^"play 3" is not a move in this game\./);
    expect(s.run('deal discard').lines[0]).toMatch(/^"discard" \(word 2 of the line\): write discard 2/);
    expect(s.played).toEqual(['x2', '1-2', '2-1']);
    expect(s.run('1 2').lines).toEqual(['Moved 9C from Pile 1 to Pile 2.']);
    expect(s.run('2>1').lines).toEqual(['Moved 9C from Pile 2 to Pile 1.']);
    expect(s.run('12').lines).toEqual(['Moved 9C from Pile 1 to Pile 2.']);
  });

  it('obeys the variant: aces-only refuses a non-ace onto an empty pile; jokers take a card', () => {
    const s = acesSession(1, AV('aces-only'));
    expect(s.run('1-2').lines).toEqual(['Cannot play 1-2: aces-only: only an ace may be moved onto an empty pile.']);
    // A jokers deal with a joker on top at the start.
    let n = 0;
    let found: PlaySession<AcesUpState, AcesUpMove, unknown, AcesUpVariant> | undefined;
    for (; n < 200 && !found; n++) {
      const t = acesSession(n, AV('jokers'));
      if (acesUp.legalMoves(t.state).some((m) => m.type === 'joker')) found = t;
    }
    expect(found).toBeDefined();
    const j = found!;
    const jm = acesUp.legalMoves(j.state).find((m) => m.type === 'joker')!;
    const before = j.state.discarded.length;
    expect(j.run(acesUp.formatMove(jm)).lines[0]).toMatch(/^The joker from Pile \d took .* both discarded\.$/);
    expect(j.state.discarded.length).toBeGreaterThanOrEqual(before + 2);
    playAcesUpOut(j);
    expect(j.screen()).toContain(`Score ${acesUp.score(j.state)} of 50`);
  });

  it('restarts the deal and starts a new one', () => {
    const s = acesSession(1);
    s.run('deal deal');
    expect(s.run('restart').lines[0]).toBe('Restarted the deal from the beginning.');
    expect(s.played).toEqual(['x2']);
    const r = s.run('new 42');
    expect(r.lines[0]).toBe('New game: deal 42.');
    expect(s.title()).toContain('deal 42');
    expect(formatDeal(acesUp.dealOf(s.state))).toBe(formatDeal(dealFromNumber(42)));
  });

  it('never shows a stock card, and lists the legal moves', () => {
    const s = acesSession(7);
    s.run('deal');
    const screen = s.screen();
    const shown = words(screen);
    for (const c of stockCards(acesUp, s.state, s.state.next)) expect(shown.has(c)).toBe(false);
    expect(screen).toContain('Moves: ');
    expect(s.run('moves').lines[0]).toMatch(/^Legal moves \(\d+\):$/);
    expect(s.run('help').page).toContain('Aces Up: clear away every card but the four aces');
    expect(s.completions()).toEqual([...acesUp.legalMoves(s.state).map(acesUp.formatMove), 'undo', 'redo', 'restart', 'new', 'moves', 'show', 'help', 'quit', 'auto']);
    expect(s.run('quit').quit).toBe(true);
  });
});

describe('kabal play session: hint and solve', () => {
  const answer = (verdict: 'solved' | 'unsolvable' | 'unknown', bestScore: number, moves: AcesUpMove[]) => ({ verdict, winnable: verdict === 'solved', bestScore, moves });
  const withAdvisor = (a: ReturnType<typeof answer>) =>
    new PlaySession(acesUpPlay, { variant: STANDARD, source: numbered(dealFromNumber(1), 1), newDeal: () => numbered(dealFromNumber(1), 1), layout: { ascii: true }, advisor: { best: () => a, win: () => a }, advisorMs: 1500 });

  it('labels every answer "with the stock known"', () => {
    const won = withAdvisor(answer('solved', 48, [{ type: 'deal' }]));
    expect(won.run('hint stock').lines).toEqual(['Hint, with the stock known: deal (deal 4 cards from the stock, 48 left): it leads to a win, score 48 (cards discarded).']);
    expect(won.run('solve').lines[0]).toMatch(/^With the stock known, this position can still be won\. \(You do not see the stock order/);
    const lost = withAdvisor(answer('unsolvable', 41, [{ type: 'deal' }]));
    expect(lost.run('hint stock').lines[0]).toMatch(/: no win is possible any more; it leads to the best reachable score 41/);
    expect(lost.run('solve').lines[0]).toMatch(/^With the stock known, this position can no longer be won; the best reachable is score 41/);
    const open = withAdvisor(answer('unknown', 30, []));
    expect(open.run('hint stock').lines).toEqual(['Hint: no line was found within 1.5 s of CPU time.']);
    expect(open.run('solve').lines[0]).toMatch(/^No verdict within 1.5 s of CPU time; the best line found so far reaches score 30/);
    expect(acesSession(1).run('hint stock').lines).toEqual(['hint needs the solver, which this build does not have.']);
  });
});

describe('kabal play session: Golf', () => {
  const playOut = (s: PlaySession<never, never, never, never> | ReturnType<typeof golfSession>): void => {
    for (let guard = 0; guard < 200 && !s.isOver; guard++) {
      const m = golf.legalMoves(s.state)[0]!;
      const r = s.run(golf.formatMove(m));
      expect(r.lines[0]).toMatch(/^(Played|Turned) /);
    }
    expect(s.isOver).toBe(true);
  };

  it('plays a whole hole to the end and shows the hole score', () => {
    for (const n of [1, 2, 3, 4]) {
      const s = golfSession(n);
      playOut(s);
      const screen = s.screen();
      const score = golf.score(s.state);
      expect(screen).toMatch(golf.isWon(s.state) ? /Cleared!/ : /Hole over: the stock is empty/);
      expect(screen).toContain(`Hole score ${score}`);
      expect(s.run('t').lines[0]).toMatch(/The game is over/);
      expect(s.run('undo').lines[0]).toMatch(/^Undid /);
      expect(s.isOver).toBe(false);
    }
  });

  it('explains why a card does not go on the waste', () => {
    const s = golfSession(1);
    // Deal 1: the waste starts with 10D; column 1's top is AS, column 2's KS.
    expect(s.run('1').lines).toEqual(['Cannot play 1: AS is not one rank above or below TD on the waste.']);
    expect(s.run('c2 3').lines[0]).toBe('Cannot play c2: KS is not one rank above or below TD on the waste.');
    expect(s.run('8').lines[0]).toMatch(/^"8" is not a Golf move/);
    expect(s.run('auto').lines[0]).toMatch(/Golf has no forced moves/);
    expect(s.run('next').lines[0]).toMatch(/^next moves on to the next hole of a round/);
    expect(s.run('reshuffle').lines[0]).toBe('reshuffle is offered only for a locked layout (type new for another deal).');
  });

  it('treats the friendly stock words as a turn', () => {
    const s = golfSession(1);
    for (const w of ['turn', 'draw', 'deal', 'd', 't']) expect(s.run(w).lines[0]).toMatch(/^Turned /);
    expect(s.played).toEqual(['t', 't', 't', 't', 't']);
    expect(s.run('play 9').lines[0]).toMatch(/^"play 9" is not a move in this game/);
  });

  it('plays nothing on a king under strict rules, a queen under queen-on-king', () => {
    // Tableau columns of five; the first stock card (the waste) is KS; column 1's top is QH.
    const tableau = 'AS 2S 3S 4S QH  5S 6S 7S 8S 9S  TS JS QS AH 2H  3H 4H 5H 6H 7H  8H 9H TH JH AD  2D 3D 4D 5D 6D  7D 8D 9D TD JD';
    const deal = unwrap(parseDeal(`${tableau} KS QD KD AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC KH`, { jokers: 0 }));
    const strict = new PlaySession(golfPlay, { variant: STRICT, source: { deal, origin: '--deal' }, newDeal: () => ({ deal }) });
    expect(strict.run('1').lines[0]).toBe('Cannot play 1: nothing may be played on a king (K♠) under the strict rules.');
    expect(strict.title()).toContain('deal from --deal');
    const qok = new PlaySession(golfPlay, { variant: GV('queen-on-king'), source: { deal }, newDeal: () => ({ deal }) });
    expect(qok.run('1').lines[0]).toBe('Played Q♥ from Column 1 onto K♠.');
  });

  it('announces a locked layout and reshuffles the same cards on request', () => {
    // Every queen at the bottom of a column with its king on top.
    const cols = ['QS 2S 3S 4S KS', 'QH 2H 3H 4H KH', 'QD 2D 3D 4D KD', 'QC 2C 3C 4C KC', 'AS 5S 6S 7S 8S', '9S TS JS AH 5H', '6H 7H 8H 9H TH'];
    const rest = 'JH AD 5D 6D 7D 8D 9D TD JD AC 5C 6C 7C 8C 9C TC JC';
    const deal = unwrap(parseDeal(`${cols.join(' ')} ${rest}`, { jokers: 0 }));
    expect(isLockedLayout(golf.start(deal, STRICT).columns, STRICT)).toBe(true);
    const s = new PlaySession(golfPlay, { variant: STRICT, source: { deal, origin: '--deal' }, newDeal: () => ({ deal }) });
    expect(s.takeStartLines()).toEqual([]);
    expect(s.screen()).toContain('This layout is locked: every queen lies under a king in its column, so the\ntableau can never be cleared. Type reshuffle');
    s.run('t t');
    const r = s.run('reshuffle');
    expect(r.lines[0]).toBe('Reshuffled the same cards (reshuffle 1).');
    const now = golf.dealOf(s.state);
    expect(formatDeal(now)).not.toBe(formatDeal(deal));
    expect([...now].sort((a, b) => a - b)).toEqual([...deal].sort((a, b) => a - b));
    expect(s.played).toEqual([]);
    expect(s.title()).toContain('reshuffled');
    if (!golfPlay.isLocked(s.state)) expect(s.run('reshuffle').lines[0]).toMatch(/only for a locked layout/);
  });

  it('plays a round of nine holes with a running scorecard, total and par', () => {
    const variant = STRICT;
    const s = new PlaySession(golfPlay, { variant, round: golfRound(variant, 100), newRound: (n) => golfRound(variant, n ?? 7), newDeal: () => ({ deal: [] }) });
    const scores: number[] = [];
    for (let hole = 0; hole < 9; hole++) {
      expect(s.title()).toContain(`deal ${100 + hole} · hole ${hole + 1} of 9`);
      expect(s.run('next').lines[0]).toMatch(new RegExp(`^Finish hole ${hole + 1} first`));
      playOut(s);
      scores.push(golf.score(s.state));
      expect(s.screen()).toContain(hole === 8 ? 'Type next to finish the round' : `Type next for hole ${hole + 2}`);
      const r = s.run('next');
      expect(r.lines[0]).toBe(`Hole ${hole + 1}: ${scores[hole]}.${hole === 8 ? '' : ` On to hole ${hole + 2}.`}`);
    }
    const total = scores.reduce((a, b) => a + b, 0);
    expect(s.roundScores).toEqual(scores);
    const screen = s.screen();
    expect(screen).toContain(`Round over: total ${total} against par 45`);
    expect(screen).toMatch(new RegExp(`Score\\s+${scores.map((x) => String(x)).join('\\s+')}\\s+${total}`));
    expect(s.run('t').lines[0]).toMatch(/The round is over/);
    expect(s.run('new 5').lines[0]).toBe('New round from deal 5.');
    expect(s.title()).toContain('hole 1 of 9');
  });

  it('draws the screen within 78 columns of moves', () => {
    expect(wrapItems('Moves: ', ['aaaa', 'bbbb', 'cccc'], '  ', 20)).toEqual(['Moves: aaaa  bbbb', '       cccc']);
  });
});

describe('game records at the terminal', () => {
  it('prints the record at the end, and a session started from it goes on where it stopped', () => {
    const s = acesSession(1);
    s.run('deal deal');
    const line = s.record;
    expect(line.startsWith(`${formatDeal(dealFromNumber(1))} | x2 deal x3`)).toBe(true);
    expect(s.summary().split('\n')[0]).toBe(`Record (the whole deal, stock order included): ${line}`);
    const r = parseGameRecordFor(line);
    const again = new PlaySession(acesUpPlay, {
      variant: STANDARD,
      source: { deal: r.deal, origin: '--record' },
      newDeal: () => numbered(dealFromNumber(2), 2),
      moves: r.moves,
      layout: { ascii: true },
    });
    expect(again.takeStartLines()[0]).toBe(`Replayed ${r.moves.length} moves of the record.`);
    expect(acesUp.key(again.state)).toBe(acesUp.key(s.state));
    expect(again.record).toBe(line);
    // The forced discards of the record count as the screen's own: undo takes back the last deal
    // with the discards it caused, as in the game that was recorded.
    const undo = (x: PlaySession<AcesUpState, AcesUpMove, unknown, AcesUpVariant>): string | undefined => x.run('undo').lines[0];
    expect(undo(again)).toBe(undo(s));
    expect(undo(again)).toBe(undo(s));
  });
});

function parseGameRecordFor(line: string): { deal: Deal; moves: readonly AcesUpMove[] } {
  return unwrap(parseGameRecord(acesUp, STANDARD, line));
}
