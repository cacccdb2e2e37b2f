// `kabal deal`: prints the deal text for a deal number (or a random one).

import type { Command } from 'commander';
import { formatDeal } from '../../core/deal.js';
import { forGame, numberedDeal } from '../../games/index.js';
import { CliError } from '../errors.js';
import { parseGameArg, parseNumberArg, parseRangeArg, parseVariantArg, randomDealNumber } from '../io.js';

interface DealOptions {
  variant?: string;
  number?: string;
  numbers?: string;
  random?: boolean;
  json?: boolean;
}

export function registerDeal(program: Command): void {
  program
    .command('deal')
    .description('print the deal text (cards in the order they come off the deck) for a deal number')
    .argument('<game>', 'acesup or golf')
    .option('--variant <variant>', 'variant, e.g. "aces-only" or "golf(putt-putt,jokers=2)"')
    .option('-n, --number <n>', 'deal number (0 to 4294967295)')
    .option('--numbers <a-b>', 'a range of deal numbers, one deal per line')
    .option('--random', 'a random deal number')
    .option('--json', 'one JSON object per deal: {"game","variant","number","deal"}')
    .action((game: string, opts: DealOptions) => {
      forGame(parseGameArg(game), (rules) => {
        const variant = parseVariantArg(rules, opts.variant);
        const given = [opts.number, opts.numbers, opts.random].filter((x) => x !== undefined).length;
        if (given !== 1) throw new CliError('give exactly one of --number N, --numbers A-B or --random');
        let from: number;
        let to: number;
        if (opts.number !== undefined) from = to = parseNumberArg(opts.number, '--number');
        else if (opts.numbers !== undefined) ({ from, to } = parseRangeArg(opts.numbers));
        else from = to = randomDealNumber();
        const vtext = rules.formatVariant(variant);
        for (let n = from; n <= to; n++) {
          const deal = formatDeal(numberedDeal(rules, variant, n));
          process.stdout.write(opts.json ? `${JSON.stringify({ game: rules.id, variant: vtext, number: n, deal })}\n` : `${deal}\n`);
        }
      });
    });
}
