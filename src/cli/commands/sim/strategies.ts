// `kabal strategies`: the players kabal sim knows for a game, with what each does.

import { strategyInfos } from '../../../players/registry.js';
import { Output, parseGameArg } from '../../io.js';

export async function runStrategies(game: string, opts: { json?: boolean }): Promise<void> {
  const out = new Output();
  for (const s of strategyInfos(parseGameArg(game))) {
    if (opts.json) out.line(JSON.stringify(s));
    else out.write(`${s.name}${s.fullInformation ? ' (stock known: an upper bound, not a player)' : ''} [${s.cost}${s.deterministic ? ', fixed by the deal' : ', seeded per deal'}]\n  ${s.description}\n\n`);
  }
  await out.flush();
}
