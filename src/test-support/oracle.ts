// An independent, deliberately naive reading of rules §3–4, used only by the perft tests as an
// oracle: cards are strings, states are copied whole, nothing is shared with src/games. If the
// engine and this file ever disagree on a move count, one of them misreads the rules.

export interface OracleAcesUp {
  piles: string[][];
  stock: string[];
  v: { acesOnly: boolean; fillFirst: boolean; acesLow: boolean; jokers: boolean; freeDiscards: boolean };
}

const RANK_ORDER = 'A23456789TJQK';

function value(card: string, acesLow: boolean): number {
  const r = RANK_ORDER.indexOf(card[0]!) + 1;
  return r === 1 && !acesLow ? 14 : r;
}

function top(pile: string[]): string | undefined {
  return pile[pile.length - 1];
}

function discardablePiles(piles: string[][], acesLow: boolean): number[] {
  const out: number[] = [];
  piles.forEach((p, i) => {
    const c = top(p);
    if (c === undefined || c === 'JK') return;
    const beaten = piles.some((q, j) => {
      const d = top(q);
      return j !== i && d !== undefined && d !== 'JK' && d[1] === c[1] && value(d, acesLow) > value(c, acesLow);
    });
    if (beaten) out.push(i);
  });
  return out;
}

function fillAllowed(card: string, s: OracleAcesUp): boolean {
  if (!s.v.acesOnly) return true;
  return card[0] === (s.v.acesLow ? 'K' : 'A');
}

function anyRemoval(piles: string[][], s: OracleAcesUp): boolean {
  if (discardablePiles(piles, s.v.acesLow).length > 0) return true;
  const tops = piles.map(top).filter((c) => c !== undefined);
  return tops.includes('JK') && tops.length >= 2;
}

function removalReachable(s: OracleAcesUp): boolean {
  const seen = new Set<string>();
  const todo: string[][][] = [s.piles];
  while (todo.length > 0) {
    const piles = todo.pop()!;
    const k = JSON.stringify(piles);
    if (seen.has(k)) continue;
    seen.add(k);
    if (anyRemoval(piles, s)) return true;
    piles.forEach((from, i) => {
      const c = top(from);
      if (c === undefined || !fillAllowed(c, s)) return;
      piles.forEach((to, j) => {
        if (to.length > 0) return;
        const next = piles.map((p) => [...p]);
        next[j]!.push(next[i]!.pop()!);
        todo.push(next);
      });
    });
  }
  return false;
}

export function oracleAcesUpChildren(s: OracleAcesUp): OracleAcesUp[] {
  if (s.stock.length === 0 && !removalReachable(s)) return [];
  const kids: OracleAcesUp[] = [];
  const copy = (): OracleAcesUp => ({ piles: s.piles.map((p) => [...p]), stock: [...s.stock], v: s.v });
  const discards = discardablePiles(s.piles, s.v.acesLow);
  for (const i of discards) {
    const k = copy();
    k.piles[i]!.pop();
    kids.push(k);
  }
  if (s.v.jokers) {
    s.piles.forEach((from, i) => {
      if (top(from) !== 'JK') return;
      s.piles.forEach((to, j) => {
        if (j === i || to.length === 0) return;
        const k = copy();
        k.piles[i]!.pop();
        k.piles[j]!.pop();
        kids.push(k);
      });
    });
  }
  s.piles.forEach((from, i) => {
    const c = top(from);
    if (c === undefined || !fillAllowed(c, s)) return;
    s.piles.forEach((to, j) => {
      if (to.length > 0) return;
      const k = copy();
      k.piles[j]!.push(k.piles[i]!.pop()!);
      kids.push(k);
    });
  });
  const blockedByFill = s.v.fillFirst && s.piles.some((p) => p.length === 0) && s.piles.some((p) => p.length >= 2 && fillAllowed(top(p)!, s));
  if (s.stock.length > 0 && (s.v.freeDiscards || discards.length === 0) && !blockedByFill) {
    const k = copy();
    for (let i = 0; i < 4 && k.stock.length > 0; i++) k.piles[i]!.push(k.stock.shift()!);
    kids.push(k);
  }
  return kids;
}

export interface OracleGolf {
  columns: string[][];
  waste: string[];
  stock: string[];
  v: { queenOnKing: boolean; puttPutt: boolean };
}

function golfFits(card: string, onto: string | undefined, v: OracleGolf['v']): boolean {
  if (onto === undefined) return true;
  if (card === 'JK' || onto === 'JK') return true;
  const a = RANK_ORDER.indexOf(card[0]!) + 1;
  const b = RANK_ORDER.indexOf(onto[0]!) + 1;
  if (b === 13) return (a === 12 && (v.queenOnKing || v.puttPutt)) || (a === 1 && v.puttPutt);
  if (Math.abs(a - b) === 1) return true;
  return v.puttPutt && a + b === 14 && (a === 1 || b === 1);
}

export function oracleGolfChildren(s: OracleGolf): OracleGolf[] {
  if (s.columns.every((c) => c.length === 0)) return [];
  const kids: OracleGolf[] = [];
  s.columns.forEach((col, i) => {
    const c = top(col);
    if (c === undefined || !golfFits(c, top(s.waste), s.v)) return;
    const columns = s.columns.map((x) => [...x]);
    columns[i]!.pop();
    kids.push({ columns, waste: [...s.waste, c], stock: s.stock, v: s.v });
  });
  if (s.stock.length > 0) kids.push({ columns: s.columns, waste: [...s.waste, s.stock[0]!], stock: s.stock.slice(1), v: s.v });
  return kids;
}

export function oraclePerft<T>(s: T, depth: number, children: (s: T) => T[]): number {
  if (depth === 0) return 1;
  let n = 0;
  for (const k of children(s)) n += oraclePerft(k, depth - 1, children);
  return n;
}

/** Lays out a deal text the way rules §2 says, independently of the engine's start(). */
export function oracleAcesUpStart(dealText: string, v: OracleAcesUp['v']): OracleAcesUp {
  const cards = dealText.split(' ');
  return { piles: [[cards[0]!], [cards[1]!], [cards[2]!], [cards[3]!]], stock: cards.slice(4), v };
}

export function oracleGolfStart(dealText: string, v: OracleGolf['v'] & { emptyWaste: boolean }): OracleGolf {
  const cards = dealText.split(' ');
  const columns = Array.from({ length: 7 }, (_, i) => cards.slice(i * 5, i * 5 + 5));
  const rest = cards.slice(35);
  if (v.emptyWaste) return { columns, waste: [], stock: rest, v };
  return { columns, waste: [rest[0]!], stock: rest.slice(1), v };
}
