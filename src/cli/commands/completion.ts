// `kabal completion bash|zsh`: a shell script that completes kabal's commands, options, games,
// strategies, variants and file names. Made from the command definitions, so it never falls behind.

import type { Command } from 'commander';
import type { Lazy } from './lazy.js';

const INSTALL = `
Install:
  bash:  kabal completion bash > ~/.local/share/bash-completion/completions/kabal
         (or add  source <(kabal completion bash)  to ~/.bashrc)
  zsh:   kabal completion zsh > "\${fpath[1]}/_kabal"   (then start a new shell)
         (or add  source <(kabal completion zsh)  to ~/.zshrc, after compinit)`;

export function defineCompletion(program: Command, lazy: Lazy): void {
  program
    .command('completion')
    .description('print a shell completion script for bash or zsh')
    .argument('<shell>', 'bash or zsh')
    .addHelpText('after', INSTALL)
    .action(lazy(async () => (await import('./completion/run.js')).runCompletion));
}
