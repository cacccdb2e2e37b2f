// The completion scripts. One small POSIX-shell function, `_kabal_candidates`, does the work in
// both shells: given the words on the line and which one is being completed, it prints the
// candidates one a line (or `__files__` for a file name). Each shell wraps it in its own few
// lines (COMPREPLY and compgen for bash, compadd and _files for zsh). The data in it (commands,
// options, which options take a value, games, strategies, variants) comes from the definitions.

import type { Command } from 'commander';
import { forGame, GAME_IDS } from '../../../registry/index.js';
import { strategyInfos } from '../../../players/registry.js';
import { CliError, quote } from '../../errors.js';
import { Output } from '../../io.js';

/** Options whose value is a file name. */
const FILE_OPTIONS = ['--input', '--state', '--plot'];

interface CommandInfo {
  readonly name: string;
  readonly options: string[];
  /** Options that take a value (so the word after them is not a positional argument). */
  readonly valued: string[];
  /** What the first positional argument is. */
  readonly first: 'game' | 'game-or-merge' | 'shell' | 'command' | 'none';
}

function commandInfo(cmd: Command): CommandInfo {
  const options: string[] = [];
  const valued: string[] = [];
  // The program's own options that every command takes (--no-color; not --version).
  const global = (cmd.parent?.options ?? []).filter((o) => o.long !== '--version');
  for (const o of [...cmd.options, ...global]) {
    const flags = [o.long, o.short].filter((f): f is string => f !== undefined);
    options.push(...flags);
    if (o.required || o.optional) valued.push(...flags);
  }
  options.push('--help', '-h');
  const args = cmd.registeredArguments.map((a) => a.name());
  const first = args[0] === 'game' ? (args[1] === 'files' ? 'game-or-merge' : 'game') : args[0] === 'shell' ? 'shell' : cmd.name() === 'help' ? 'command' : 'none';
  return { name: cmd.name(), options, valued, first };
}

/** The variants worth offering: each main variant's options, written without the game around them (`aces-only,fill-first`). */
function variantWords(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const g of GAME_IDS) {
    out[g] = forGame(g, (rules) =>
      rules.mainVariants
        .map((v) => rules.formatVariant(v))
        .map((t) => /^[a-z]+\((.*)\)$/.exec(t)?.[1])
        .filter((t): t is string => t !== undefined),
    );
  }
  return out;
}

const words = (xs: readonly string[]): string => xs.join(' ');

/** Shell-safe: the words are our own (names, flags), but keep the script valid whatever they are. */
function shq(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

function candidatesFunction(program: Command): string {
  const cmds = program.commands.map(commandInfo);
  const variants = variantWords();
  const strategies = Object.fromEntries(GAME_IDS.map((g) => [g, strategyInfos(g).map((s) => s.name)]));
  const caseOf = (pick: (c: CommandInfo) => string): string => cmds.map((c) => `    ${c.name}) printf '%s\\n' ${pick(c)} ;;`).join('\n');
  const perGame = (table: Record<string, string[]>): string =>
    `case "$game" in ${GAME_IDS.map((g) => `${g}) printf '%s\\n' ${(table[g] ?? []).map(shq).join(' ')} ;;`).join(' ')} *) printf '%s\\n' ${GAME_IDS.flatMap((g) => table[g] ?? []).map(shq).join(' ')} ;; esac`;
  const firstOf = (c: CommandInfo): string => ({ game: words(GAME_IDS), 'game-or-merge': `${words(GAME_IDS)} merge`, shell: 'bash zsh', command: words(cmds.map((x) => x.name)), none: '' })[c.first];
  return `# kabal's completion: candidates for the word being completed, one a line ("__files__": a file name).
# Arguments: the index of that word in the line (kabal is 0), then the words of the line.
_kabal_candidates() {
  local cword="$1" cmd="" game="" pos=0 pending="" w i=1
  shift 2
  while [ "$i" -lt "$cword" ]; do
    w="$1"
    shift
    i=$((i + 1))
    if [ -n "$pending" ]; then pending=""; continue; fi
    if [ -z "$cmd" ]; then
      case "$w" in -*) ;; *) cmd="$w" ;; esac
      continue
    fi
    case "$w" in
      --*=*) ;;
      -*) case " $(_kabal_valued "$cmd") " in *" $w "*) pending="$w" ;; esac ;;
      *) pos=$((pos + 1)); [ "$pos" -eq 1 ] && game="$w" ;;
    esac
  done
  local cur="$1"
  if [ -z "$cmd" ]; then
    printf '%s\\n' ${words(cmds.map((c) => c.name))} --help -h --version -v
    return
  fi
  if [ -n "$pending" ]; then
    case "$pending" in
      ${FILE_OPTIONS.join('|')}|-i) printf '%s\\n' __files__ ;;
      --strategy|-s) ${perGame(strategies)} ;;
      --variant) ${perGame(variants)} ;;
    esac
    return
  fi
  case "$cur" in
    -*)
      case "$cmd" in
${caseOf((c) => words(c.options))}
      esac
      return ;;
  esac
  if [ "$game" = merge ]; then printf '%s\\n' __files__; return; fi
  if [ "$pos" -eq 0 ]; then
    case "$cmd" in
${caseOf(firstOf)}
    esac
  fi
}
_kabal_valued() {
  case "$1" in
${cmds.map((c) => `    ${c.name}) printf '%s' ${shq(words(c.valued))} ;;`).join('\n')}
  esac
}
`;
}

export function completionScript(program: Command, shell: string): string {
  const core = candidatesFunction(program);
  if (shell === 'bash') {
    return `# bash completion for kabal (made by: kabal completion bash)
${core}
_kabal() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" IFS=$'\\n'
  local found
  found="$(_kabal_candidates "$COMP_CWORD" "\${COMP_WORDS[@]}")"
  if [ "$found" = __files__ ]; then
    compopt -o filenames 2>/dev/null
    COMPREPLY=($(compgen -f -- "$cur"))
  else
    COMPREPLY=($(compgen -W "$found" -- "$cur"))
  fi
}
complete -F _kabal kabal
`;
  }
  if (shell === 'zsh') {
    return `#compdef kabal
# zsh completion for kabal (made by: kabal completion zsh)
${core}
_kabal() {
  local -a found
  found=("\${(@f)$(_kabal_candidates $((CURRENT - 1)) "\${words[@]}")}")
  if [[ "\${found[1]}" == __files__ ]]; then
    _files
  else
    compadd -a found
  fi
}
if [[ "\${funcstack[1]}" == _kabal ]]; then
  _kabal "$@"
else
  compdef _kabal kabal
fi
`;
  }
  throw new CliError(`completion: ${quote(shell)} is not a shell kabal completes (bash or zsh)`);
}

export async function runCompletion(shell: string, _opts: unknown, cmd: Command): Promise<void> {
  const program = cmd.parent;
  if (!program) throw new Error('completion needs the whole program');
  const out = new Output();
  out.write(completionScript(program, shell));
  await out.flush();
}
