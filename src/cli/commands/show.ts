// `kabal show`: lays out a deal as it would lie on the table.

import type { Command } from 'commander';
import { formatDeal } from '../../core/deal.js';
import { forGame } from '../../games/index.js';
import { collectDeals, parseGameArg, parseVariantArg } from '../io.js';
import { renderPosition } from '../render.js';

interface ShowOptions {
  variant?: string;
  number?: string;
  input?: string;
  ascii?: boolean;
  json?: boolean;
}

export function registerShow(program: Command): void {
  program
    .command('show')
    .description('lay out a deal (from standard input, --input or --number) as a person would lay it on a table')
    .argument('<game>', 'acesup or golf')
    .option('--variant <variant>', 'variant, e.g. "aces-only" or "golf(putt-putt)"')
    .option('-n, --number <n>', 'deal number')
    .option('-i, --input <file>', 'file with one deal per line (- for standard input)')
    .option('--ascii', 'write cards as AS, TD instead of A♠, 10♦')
    .option('--json', 'one JSON object per deal with the layout as lists of card texts')
    .action(async (game: string, opts: ShowOptions) => {
      await forGame(parseGameArg(game), async (rules) => {
        const variant = parseVariantArg(rules, opts.variant);
        const deals = await collectDeals(rules, variant, opts);
        const color = !opts.ascii && process.stdout.isTTY && !process.env.NO_COLOR;
        deals.forEach((d, i) => {
          const state = rules.start(d.deal, variant);
          if (opts.json) {
            process.stdout.write(`${JSON.stringify({ game: rules.id, variant: rules.formatVariant(variant), deal: formatDeal(d.deal), ...(d.number === undefined ? {} : { number: d.number }), observation: rules.observe(state) }, (k, val: unknown) => (k === 'variant' && typeof val === 'object' ? undefined : val))}\n`);
            return;
          }
          if (i > 0) process.stdout.write('\n');
          const title = `${rules.title}, ${rules.formatVariant(variant)}${d.number === undefined ? '' : `, deal ${d.number}`}${d.line === undefined ? '' : `, line ${d.line}`}`;
          process.stdout.write(`${title}\n\n${renderPosition(rules, state, { ascii: opts.ascii ?? false, color })}\n`);
        });
      });
    });
}
