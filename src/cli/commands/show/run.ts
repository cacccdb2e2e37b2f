// `kabal show`: each deal's opening position, drawn from what a player sees (never the stock
// order), as text or as JSON with card texts. Deals stream: any range, any file.

import { formatCard } from '../../../core/cards.js';
import { formatDeal } from '../../../core/deal.js';
import { forGame } from '../../../registry/index.js';
import { checkInput, Output, parseGameArg, parseVariantArg, planDeals, readDeals } from '../../io.js';
import { renderPosition } from '../../render.js';
import { useColor } from '../terminal.js';
import type { ShowCommandOptions } from './options.js';

const isCards = (x: unknown): x is number[] => Array.isArray(x) && x.every((c) => typeof c === 'number');

/**
 * An observation with every list of cards written as card texts. Cards are numbers in the engine,
 * and an observation's lists (piles, columns, waste, discards, unseen) hold nothing else.
 */
export function observationJson(obs: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obs)) {
    if (k === 'variant') continue;
    if (isCards(v)) out[k] = v.map(formatCard);
    else if (Array.isArray(v) && v.every(isCards)) out[k] = v.map((list) => list.map(formatCard));
    else out[k] = v;
  }
  return out;
}

export async function runShow(game: string, opts: ShowCommandOptions): Promise<void> {
  await forGame(parseGameArg(game), async (rules) => {
    const variant = parseVariantArg(rules, opts.variant);
    const plan = planDeals(opts);
    await checkInput(rules, variant, plan);
    const color = !opts.ascii && useColor();
    const vtext = rules.formatVariant(variant);
    const out = new Output();
    let first = true;
    for await (const d of readDeals(rules, variant, plan)) {
      const state = rules.start(d.deal, variant);
      if (opts.json) {
        out.line(JSON.stringify({ game: rules.id, variant: vtext, deal: formatDeal(d.deal), ...(d.number === undefined ? {} : { number: d.number }), ...(d.line === undefined ? {} : { line: d.line }), observation: observationJson(rules.observe(state) as object) }));
      } else {
        if (!first) out.line('');
        const title = `${rules.title}, ${vtext}${d.number === undefined ? '' : `, deal ${d.number}`}${d.line === undefined ? '' : `, line ${d.line}`}`;
        out.line(`${title}\n\n${renderPosition(rules, state, { ascii: opts.ascii ?? false, color })}`);
      }
      first = false;
      if (out.full) await out.flush();
    }
    await out.flush();
  });
}
