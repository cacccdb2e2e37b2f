// `kabal deal`: writes the deals as they are made, so any range streams and `| head` stops it at once.

import { formatDeal } from '../../../core/deal.js';
import type { GameRules } from '../../../core/game.js';
import { dailyDeal, parseDate, winnableDeals } from '../../../deals/index.js';
import { forGame } from '../../../registry/index.js';
import { numberedDeal } from '../../../games/index.js';
import { CliError, parseMessage } from '../../errors.js';
import { Output, parseGameArg, parseNumberArg, parsePositiveInt, parseVariantArg, planDeals, planNumbers, randomDealNumber, refuseOptions } from '../../io.js';
import { progressBar } from '../progress.js';
import type { DealCommandOptions } from './options.js';

export async function runDeal(game: string, opts: DealCommandOptions): Promise<void> {
  await forGame(parseGameArg(game), async (rules) => {
    const variant = parseVariantArg(rules, opts.variant);
    if (opts.daily !== undefined) {
      refuseOptions(opts, { shard: '--shard', count: '--count', seed: '--seed' }, 'with --daily (one deal a date)');
      return daily(rules, variant, opts.daily, opts.json === true);
    }
    if (opts.winnable === true) {
      refuseOptions(opts, { shard: '--shard' }, 'with --winnable --random (shards split a run of numbered deals; --seed gives each machine its own deals)');
      return winnable(rules, variant, opts);
    }
    if (opts.count !== undefined || opts.seed !== undefined) throw new CliError('--count and --seed go with --winnable --random');
    if (opts.number === undefined && opts.numbers === undefined && opts.random !== true) throw new CliError('give one of --number N, --numbers A-B, --random or --daily YYYY-MM-DD');
    const plan = planDeals(opts);
    if (plan.kind !== 'numbers') throw new Error('kabal deal reads no input');
    const vtext = rules.formatVariant(variant);
    const out = new Output();
    for (const { number } of planNumbers(plan)) {
      const deal = formatDeal(numberedDeal(rules, variant, number));
      out.line(opts.json ? JSON.stringify({ game: rules.id, variant: vtext, number, deal }) : deal);
      if (out.full) await out.flush();
    }
    await out.flush();
  });
}

async function daily<S, M, O, V>(rules: GameRules<S, M, O, V>, variant: V, text: string, json: boolean): Promise<void> {
  const date = parseDate(text);
  if (!date.ok) throw new CliError(`--daily: ${parseMessage(date.error)}`);
  const r = dailyDeal(rules, variant, date.value);
  if (!r.ok) throw new CliError(r.error.message, 1);
  const { number, variant: vtext } = r.value;
  const deal = formatDeal(r.value.deal);
  const out = new Output();
  out.line(json ? JSON.stringify({ game: rules.id, variant: vtext, date: r.value.date, number, deal }) : deal);
  await out.flush();
}

async function winnable<S, M, O, V>(rules: GameRules<S, M, O, V>, variant: V, opts: DealCommandOptions): Promise<void> {
  if (opts.random !== true) throw new CliError('--winnable goes with --random (kabal deal GAME --winnable --random [--count N])');
  const count = parsePositiveInt(opts.count, '--count', 100_000) ?? 1;
  const seed = opts.seed === undefined ? randomDealNumber() : parseNumberArg(opts.seed, '--seed');
  const vtext = rules.formatVariant(variant);
  const out = new Output();
  const bar = progressBar('proving', count, { enabled: opts.progress !== false });
  let made = 0;
  for (const d of winnableDeals(rules, variant, { count, seed })) {
    made++;
    const deal = formatDeal(d.deal);
    bar.clear();
    out.line(opts.json ? JSON.stringify({ game: rules.id, variant: vtext, number: d.number, deal }) : deal);
    await out.flush();
    bar.update(made);
  }
  bar.end();
  await out.flush();
  if (made < count) throw new CliError(`only ${made} of ${count} deals were proved winnable in ${count * 1000} tries (${vtext} deals are seldom won)`, 1);
}
