// `kabal sim`: plays many deals with a strategy on every core and reports win rate and scores
// with confidence intervals; `kabal sim merge` combines the journals of runs made in parts.
// `kabal strategies` lists the players.

import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Command } from 'commander';
import { formatDeal } from '../../core/deal.js';
import type { GameId } from '../../core/game.js';
import { forGame } from '../../games/index.js';
import { dealKey, type SimItem, type SimSpec } from '../../sim/batch.js';
import { type DealId, idText, journalHeader, journalLine, mergeJournals, parseJournal, sameSpec } from '../../sim/journal.js';
import { plotScores } from '../../sim/plot.js';
import { type DealResult, findStrategy, resolveStrategy, strategyInfos } from '../../sim/registry.js';
import { simulate } from '../../sim/simulate.js';
import { formatSummary, type SimSummary, summarize, summaryJson } from '../../sim/summary.js';
import { CliError } from '../errors.js';
import { collectDeals, parseGameArg, parseNumberArg, parseRangeArg, parseVariantArg } from '../io.js';

interface SimOptions {
  strategy?: string;
  variant?: string;
  number?: string;
  numbers?: string;
  input?: string;
  threads?: string;
  state?: string;
  json?: boolean;
  perDeal?: boolean;
  plot?: string;
  progress?: boolean;
}

interface Deals {
  readonly items: SimItem[];
  readonly ids: DealId[];
  /** Input line of each deal, for deals read from text. */
  readonly lines: (number | undefined)[];
  readonly source: string;
}

async function gatherDeals(game: GameId, variantText: string | undefined, opts: SimOptions): Promise<Deals> {
  if (opts.numbers !== undefined || opts.number !== undefined) {
    if (opts.input !== undefined) throw new CliError('give only one of --number, --numbers and --input');
    const { from, to } = opts.numbers !== undefined ? parseRangeArg(opts.numbers) : { from: parseNumberArg(opts.number as string, '--number'), to: parseNumberArg(opts.number as string, '--number') };
    const items: SimItem[] = [];
    const ids: DealId[] = [];
    for (let n = from; n <= to; n++) {
      items.push({ key: n, number: n });
      ids.push({ number: n });
    }
    return { items, ids, lines: [], source: from === to ? `deal number ${from}` : `deal numbers ${from}-${to}` };
  }
  return forGame(game, async (rules) => {
    const variant = parseVariantArg(rules, variantText);
    const deals = await collectDeals(rules, variant, { ...(opts.input !== undefined ? { input: opts.input } : {}) });
    if (deals.length === 0) throw new CliError(`no deals in ${opts.input ?? 'standard input'}`);
    return {
      items: deals.map((d) => ({ key: dealKey(d.deal), cards: [...d.deal] })),
      ids: deals.map((d) => ({ deal: formatDeal(d.deal) })),
      lines: deals.map((d) => d.line),
      source: `${deals.length} deals from ${opts.input === undefined || opts.input === '-' ? 'standard input' : opts.input}`,
    };
  });
}

/** A one-line progress bar on standard error, redrawn at most a few times a second. */
function progressBar(label: string): { update(done: number, total: number): void; end(): void } {
  const started = Date.now();
  let startDone = -1;
  let last = 0;
  let drawn = false;
  const draw = (done: number, total: number): void => {
    const elapsed = (Date.now() - started) / 1000;
    const rate = elapsed > 0 ? (done - startDone) / elapsed : 0;
    const eta = rate > 0 ? (total - done) / rate : NaN;
    const width = 30;
    const filled = Math.round((done / Math.max(1, total)) * width);
    const fmtTime = (s: number): string => (Number.isFinite(s) ? `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(Math.floor(s % 60)).padStart(2, '0')}` : '--:--:--');
    process.stderr.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${rate >= 10 ? Math.round(rate) : rate.toFixed(1)} deals/s ETA ${fmtTime(eta)} `);
    drawn = true;
  };
  return {
    update(done, total) {
      if (startDone < 0) startDone = done;
      const t = Date.now();
      if (t - last < 200 && done < total) return;
      last = t;
      draw(done, total);
    },
    end() {
      if (drawn) process.stderr.write('\n');
    },
  };
}

function parseThreads(text: string | undefined): number {
  if (text === undefined) return availableParallelism();
  if (!/^\d+$/.test(text.trim()) || Number(text) > 256) throw new CliError(`--threads: "${text}" is not a thread count (0 to 256; 0 plays in the main thread)`);
  return Number(text);
}

/** Reads a journal for resuming: its results for the deals of this run, by input index. */
function resumeFrom(path: string, spec: SimSpec, ids: readonly DealId[]): Map<number, DealResult> {
  const parsed = parseJournal(readFileSync(path, 'utf8'), path);
  if (!parsed.ok) throw new CliError(parsed.error.message);
  if (!sameSpec(parsed.value.spec, spec)) {
    const s = parsed.value.spec;
    throw new CliError(`--state ${path} holds a run of ${s.game} ${s.variant} ${s.strategy}, not ${spec.game} ${spec.variant} ${spec.strategy}: use another file`);
  }
  if (parsed.value.truncated) {
    // Cut the half-written last line so appending continues on a fresh line.
    const text = readFileSync(path, 'utf8');
    writeFileSync(path, text.slice(0, text.lastIndexOf('\n') + 1));
  }
  const index = new Map<string, number>();
  ids.forEach((id, i) => index.set(idText(id), i));
  const known = new Map<number, DealResult>();
  for (const e of parsed.value.entries) {
    const i = index.get(idText(e.id));
    if (i !== undefined) known.set(i, e.result);
  }
  return known;
}

async function runOne(game: GameId, variantText: string, alias: string, deals: Deals, opts: SimOptions, signal: AbortSignal): Promise<SimSummary | undefined> {
  const strategy = resolveStrategy(game, variantText, alias);
  const info = findStrategy(game, strategy);
  if (!info) {
    const names = strategyInfos(game).map((s) => s.name);
    throw new CliError(`--strategy: no ${game} strategy "${strategy}" (choose from ${names.join(', ')}; see kabal strategies ${game})`);
  }
  const spec: SimSpec = { game, variant: variantText, strategy };
  let known: Map<number, DealResult> | undefined;
  if (opts.state !== undefined) {
    if (existsSync(opts.state)) known = resumeFrom(opts.state, spec, deals.ids);
    else writeFileSync(opts.state, journalHeader(spec));
  }
  const showProgress = opts.progress !== false && process.stderr.isTTY;
  const bar = showProgress ? progressBar(strategy) : undefined;
  // Per-deal lines are printed in input order: a result waits until every earlier deal is done.
  let cursor = 0;
  const perDeal = opts.perDeal === true && opts.json === true;
  const results: (DealResult | undefined)[] = new Array<DealResult | undefined>(deals.items.length);
  const flush = (): void => {
    let out = '';
    while (cursor < results.length && results[cursor] !== undefined) {
      const r = results[cursor] as DealResult;
      const id = deals.ids[cursor] as DealId;
      const where = 'number' in id ? { number: id.number } : { line: deals.lines[cursor] };
      out += `${JSON.stringify({ index: cursor, ...where, strategy, score: r.score, won: r.won, cardsLeft: r.cardsLeft, ...(r.verdict ? { verdict: r.verdict } : {}) })}\n`;
      cursor++;
    }
    if (out !== '') process.stdout.write(out);
  };
  let pending = '';
  const outcome = await simulate({
    spec,
    items: deals.items,
    ...(known ? { known } : {}),
    threads: parseThreads(opts.threads),
    batchSize: info.cost === 'cheap' ? 512 : 1,
    signal,
    onResult(i, r) {
      results[i] = r;
      if (opts.state !== undefined) pending += journalLine(deals.ids[i] as DealId, r);
    },
    onProgress(done, total) {
      if (opts.state !== undefined && pending !== '') {
        appendFileSync(opts.state, pending);
        pending = '';
      }
      bar?.update(done, total);
      if (perDeal) flush();
    },
  });
  bar?.end();
  outcome.results.forEach((r, i) => {
    if (r) results[i] = r;
  });
  if (perDeal) flush();
  const finished = outcome.results.filter((r): r is DealResult => r !== undefined);
  if (!outcome.complete) {
    process.stderr.write(
      `kabal sim: stopped after ${finished.length} of ${deals.items.length} deals` + (opts.state !== undefined ? `; ${opts.state} keeps them: run the same command again to continue\n` : ' (give --state FILE to be able to continue a run)\n'),
    );
  }
  const summary = summarize({ game, variant: variantText, strategy, fullInformation: info.fullInformation, source: outcome.complete ? deals.source : `${finished.length} of ${deals.source} (stopped)` }, finished);
  process.stdout.write(opts.json ? `${JSON.stringify(summaryJson(summary))}\n` : formatSummary(summary));
  return outcome.complete ? summary : undefined;
}

function writePlot(path: string, summaries: readonly SimSummary[]): void {
  if (!path.toLowerCase().endsWith('.svg')) throw new CliError(`--plot: "${path}" must end in .svg`);
  try {
    writeFileSync(path, plotScores(summaries));
  } catch (e) {
    throw new CliError(`--plot: cannot write ${path}: ${(e as Error).message}`);
  }
}

function runMerge(files: readonly string[], opts: SimOptions): void {
  if (files.length === 0) throw new CliError('kabal sim merge needs one or more journal files (made with --state)');
  const journals = files.map((f) => {
    let text: string;
    try {
      text = readFileSync(f, 'utf8');
    } catch (e) {
      throw new CliError(`cannot read ${f}: ${(e as Error).message}`);
    }
    const j = parseJournal(text, f);
    if (!j.ok) throw new CliError(j.error.message);
    return { source: f, journal: j.value };
  });
  const merged = mergeJournals(journals);
  if (!merged.ok) throw new CliError(merged.error.message);
  const { spec, entries } = merged.value;
  const info = findStrategy(spec.game, spec.strategy);
  const summary = summarize(
    { game: spec.game, variant: spec.variant, strategy: spec.strategy, fullInformation: info?.fullInformation ?? spec.strategy === 'clairvoyant', source: `${entries.length} deals merged from ${files.length} journal${files.length === 1 ? '' : 's'}` },
    entries.map((e) => e.result),
  );
  if (opts.json && opts.perDeal) {
    let out = '';
    entries.forEach((e, i) => (out += `${JSON.stringify({ index: i, ...e.id, strategy: spec.strategy, score: e.result.score, won: e.result.won, cardsLeft: e.result.cardsLeft })}\n`));
    process.stdout.write(out);
  }
  process.stdout.write(opts.json ? `${JSON.stringify(summaryJson(summary))}\n` : formatSummary(summary));
  if (opts.plot !== undefined) writePlot(opts.plot, [summary]);
}

export function registerSim(program: Command): void {
  program
    .command('sim')
    .description('play many deals with a strategy (on every core) and report the win rate and scores with 95% intervals; "kabal sim merge FILE..." combines journals')
    .argument('<game>', 'acesup or golf (or "merge", followed by journal files)')
    .argument('[files...]', 'journal files, for "kabal sim merge"')
    .option('-s, --strategy <names>', 'strategy name, or several separated by commas (see kabal strategies <game>)')
    .option('--variant <variant>', 'variant, e.g. "aces-only" or "golf(queen-on-king)"')
    .option('--numbers <a-b>', 'deal numbers A to B')
    .option('-n, --number <n>', 'one deal number')
    .option('-i, --input <file>', 'file with one deal per line (- for standard input)')
    .option('--threads <n>', 'worker threads (default: every core; 0 plays in the main thread)')
    .option('--state <file>', 'journal of finished deals: appended as deals finish; run again with the same file to resume')
    .option('--json', 'print the summary as one JSON line ({"summary": true, ...})')
    .option('--per-deal', 'with --json: one JSON line per deal, in input order, before the summary')
    .option('--plot <file.svg>', 'write the score distribution as an SVG figure (all strategies given in one figure)')
    .option('--no-progress', 'no progress bar (it is shown only on a terminal anyway)')
    .addHelpText(
      'after',
      '\nExamples:\n  kabal sim acesup --strategy round --numbers 1-100000\n  kabal sim golf --strategy first-playable,lookahead --numbers 1-10000 --plot golf.svg\n  kabal sim acesup -s rollout --numbers 1-10000 --state part1.jsonl   (Ctrl-C, then run again to resume)\n  kabal sim merge part1.jsonl part2.jsonl --json',
    )
    .action(async (game: string, files: string[], opts: SimOptions) => {
      if (game === 'merge') {
        runMerge(files, opts);
        return;
      }
      if (files.length > 0) throw new CliError(`unexpected argument "${files[0]}" (journal files go with "kabal sim merge")`);
      if (opts.perDeal && !opts.json) throw new CliError('--per-deal goes with --json');
      const id = parseGameArg(game);
      if (opts.strategy === undefined) throw new CliError(`--strategy is required (choose from ${strategyInfos(id).map((s) => s.name).join(', ')})`);
      const names = opts.strategy.split(',').map((s) => s.trim()).filter((s) => s !== '');
      if (names.length === 0) throw new CliError('--strategy: no strategy named');
      if (names.length > 1 && opts.state !== undefined) throw new CliError('--state keeps the journal of one strategy: run one strategy at a time with it');
      const variantText = forGame(id, (rules) => rules.formatVariant(parseVariantArg(rules, opts.variant)));
      const deals = await gatherDeals(id, opts.variant, opts);
      const controller = new AbortController();
      const stop = (): void => {
        if (controller.signal.aborted) process.exit(130);
        process.stderr.write('\nkabal sim: stopping after the deals in progress (Ctrl-C again to quit at once)\n');
        controller.abort();
      };
      process.on('SIGINT', stop);
      try {
        const summaries: SimSummary[] = [];
        for (const name of names) {
          const s = await runOne(id, variantText, name, deals, opts, controller.signal);
          if (!s) {
            process.exitCode = 130;
            return;
          }
          summaries.push(s);
        }
        if (opts.plot !== undefined) writePlot(opts.plot, summaries);
      } finally {
        process.off('SIGINT', stop);
      }
    });

  program
    .command('strategies')
    .description('list the strategies kabal sim can play, with what each does')
    .argument('<game>', 'acesup or golf')
    .option('--json', 'one JSON object per strategy')
    .action((game: string, opts: { json?: boolean }) => {
      for (const s of strategyInfos(parseGameArg(game))) {
        if (opts.json) process.stdout.write(`${JSON.stringify(s)}\n`);
        else process.stdout.write(`${s.name}${s.fullInformation ? ' (stock known: an upper bound, not a player)' : ''} [${s.cost}${s.deterministic ? ', fixed by the deal' : ', seeded per deal'}]\n  ${s.description}\n\n`);
      }
    });
}
