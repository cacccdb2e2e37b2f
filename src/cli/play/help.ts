// The in-game help page (the `help` command): the game's rules in short and its move notation
// (from the game's module), the variants from the variant data, then the commands.

import type { PlayGame } from './games.js';

export function helpText<S, M, O, V>(game: PlayGame<S, M, O, V>, o: { advisor: boolean; round: boolean; coach?: boolean }): string {
  const { help, variants } = game.module;
  const lines: string[] = [...help.rules, '', ...help.moves];
  if (game.hasAuto) {
    lines.push('  auto [on|off]  make discards automatically as soon as they are possible', '                 (on by default; off under free-discards, your choice there)');
  }
  if (game.module.reshuffle !== undefined) lines.push('  reshuffle      shuffle the same cards again (only for a locked layout)');
  if (o.round) lines.push('  next           when a hole is over: record its score, go to the next');
  lines.push(
    '',
    'Commands:',
    '  undo, u [N]    take back the last move (or N moves)',
    '  redo, r [N]    play an undone move again',
    '  restart        start this deal again from the beginning',
    `  new [N]        ${o.round ? 'a new round (from deal N)' : 'a new random deal (or deal number N)'}`,
    '  moves, m       list the legal moves with what each does',
    '  show           draw the table again',
  );
  if (o.coach === true) {
    lines.push(
      '  hint           the move our best player would make, seeing only what you see',
      '  chance [N]     your chance to win from here, played out on N shuffles of the',
      '                 cards you cannot see (default: until settled; Ctrl-C stops)',
      '  finish         play the rest when nothing is left to decide (offered then)',
    );
  }
  if (o.advisor) {
    lines.push(
      '  hint stock     the best move, found by the solver with the stock order known',
      '  solve          can this position still be won? (with the stock order known)',
    );
  }
  lines.push(
    '  help, ?        this page',
    '  quit, q        stop (the moves played and the game record are printed)',
    '',
    `Variants (kabal play ${variants.game} --variant "${variants.game}(option,...)"):`,
    ...variants.options.flatMap((v) => {
      const name = v.kind === 'flag' ? v.name : `${v.name}=${v.values.map((c) => c.text).join('|')}`;
      return indent(`  ${name.padEnd(14)} `, v.words.en.description, 78);
    }),
    '',
    `Several commands may go on one line: ${help.example}.`,
    'Press Enter to go back to the table.',
  );
  return lines.join('\n');
}

/** `first` then the words, wrapped at `width`, the later lines indented under the first word. */
function indent(first: string, text: string, width: number): string[] {
  const out: string[] = [];
  let line = first;
  for (const w of text.split(' ')) {
    if (line.length + w.length > width && line.trim() !== first.trim()) {
      out.push(line.trimEnd());
      line = ' '.repeat(first.length);
    }
    line += `${w} `;
  }
  out.push(line.trimEnd());
  return out;
}
