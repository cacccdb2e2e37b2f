// `kabal deal`: writes the deals as they are made, so any range streams and `| head` stops it at once.

import { formatDeal } from '../../../core/deal.js';
import { forGame, numberedDeal } from '../../../games/index.js';
import { CliError } from '../../errors.js';
import { Output, parseGameArg, parseVariantArg, planDeals, planNumbers } from '../../io.js';
import type { DealCommandOptions } from '../deal.js';

export async function runDeal(game: string, opts: DealCommandOptions): Promise<void> {
  await forGame(parseGameArg(game), async (rules) => {
    const variant = parseVariantArg(rules, opts.variant);
    if (opts.number === undefined && opts.numbers === undefined && opts.random !== true) throw new CliError('give one of --number N, --numbers A-B or --random');
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
