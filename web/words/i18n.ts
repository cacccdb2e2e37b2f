// The app's own words in English, Norwegian (bokmål), Swedish and Danish, and how a message (the
// engine's Message: a key with arguments, possibly nested) becomes text. The engine's catalogues
// (each game's messages.ts and the presentation helpers' words) hold everything about the rules;
// this file and each game's web/games/<game>/words.ts hold only what the web adds. speech.ts joins
// them. English is the reference: the tests and the accessible names use it, and every other
// language has the same keys (the types say so).

import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { displayCard } from '../../src/core/cards.js';
import { type Catalogue, formatMessage, type Lang, LANGS, type Message, type MessageArg } from '../../src/core/i18n.js';

export { type Lang, LANGS, type Message };
export const LANG_NAMES: Record<Lang, string> = { en: 'English', nb: 'Norsk (bokmål)', sv: 'Svenska', da: 'Dansk' };

const en = {
  appTitle: 'Kabal',
  undo: 'Undo',
  redo: 'Redo',
  newGame: 'New game',
  newGameNews: 'New game: {deal}',
  restart: 'Restart',
  rules: 'Rules',
  stats: 'Statistics',
  settings: 'Settings',
  chooseDeal: 'Deal & variant',
  score: 'Score: {n}',
  stock: 'Stock',
  dealNumber: 'Deal {n}',
  customDeal: 'Typed deal',
  variant: 'Variant',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  chooseTarget: 'Choose where {card} goes',
  undone: 'move undone',
  redone: 'move redone',
  nextGame: 'Next game',
  result: 'Result',
  total: 'Total',
  par: 'Par',
  byNumber: 'Deal number',
  byText: 'Or type or paste the cards of a deal',
  randomDeal: 'Random deal',
  start: 'Start',
  badLink: 'The link could not be used: {msg}. A fresh game was dealt instead.',
  badDeal: 'Deal: {msg}',
  storedProblem: 'Some saved data could not be read and was set aside: {msg}',
  played_: 'Played',
  won_: 'Won',
  winRate: 'Win rate',
  streak: 'Current streak',
  bestStreak: 'Best streak',
  bestScore: 'Best score',
  avgScore: 'Average score',
  distribution: 'Score distribution',
  roundHistory: 'Rounds',
  noGames: 'No finished games yet.',
  exportStats: 'Export (JSON)',
  importStats: 'Import (JSON)',
  imported: 'Imported {games} {games|game|games} and {rounds} {rounds|round|rounds}.',
  importRejected: '{n} {n|entry was|entries were} skipped: {list}',
  importFailed: 'Import failed: {msg}',
  canWin: 'Can this deal be won? (with the stock known)',
  hint: 'Hint',
  showSolution: 'Show solution',
  stop: 'Stop',
  solving: 'Searching… (with the stock known)',
  solvedUnknown: 'The search stopped before an answer ({states} positions looked at).',
  hintMove: 'Hint (with the stock known): {move}',
  noHint: 'No winning line from here, even with the stock known.',
  keyboardHelp: 'Keys: 1–{n} pick a pile or column (from the left), D deals or draws, Ctrl+Z undo, Ctrl+Y redo, Esc cancels.',
  rulesLoadFailed: 'The rules could not be fetched (no connection?). Close this and open it again.',
  keysHead: 'Keyboard',
  gameLabel: 'Game',
  selected: 'selected',
  zoneCount: '{zone}: {n}',
  cardsLeft: 'Cards left: {n}',
  stockOff: '{button} is off: {why}.',
  standardRules: 'Standard rules',
  rulesChosen: 'Rules: {rules}',
  impliedBy: 'included in {option}',
  playHint: 'Play the hint',
  excludedBy: 'cannot be combined with {option}',
};

/** A key of the app's own words (not a game's). */
export type AppKey = keyof typeof en;
/** One language's words for a set of keys. */
export type Words<K extends string> = Readonly<Record<K, string>>;

const nb: Words<AppKey> = {
  appTitle: 'Kabal',
  undo: 'Angre',
  redo: 'Gjør om',
  newGame: 'Nytt spill',
  newGameNews: 'Nytt spill: {deal}',
  restart: 'Start på nytt',
  rules: 'Regler',
  stats: 'Statistikk',
  settings: 'Innstillinger',
  chooseDeal: 'Utdeling og variant',
  score: 'Poeng: {n}',
  stock: 'Bunke',
  dealNumber: 'Utdeling {n}',
  customDeal: 'Innskrevet utdeling',
  variant: 'Variant',
  copyLink: 'Kopier lenke',
  linkCopied: 'Lenken er kopiert',
  chooseTarget: 'Velg hvor {card} skal',
  undone: 'trekk angret',
  redone: 'trekk gjort om',
  nextGame: 'Neste spill',
  result: 'Resultat',
  total: 'Sum',
  par: 'Par',
  byNumber: 'Utdelingsnummer',
  byText: 'Eller skriv eller lim inn kortene i en utdeling',
  randomDeal: 'Tilfeldig utdeling',
  start: 'Start',
  badLink: 'Lenken kunne ikke brukes: {msg}. Et nytt spill er delt ut i stedet.',
  badDeal: 'Utdeling: {msg}',
  storedProblem: 'Noe lagret data kunne ikke leses og er lagt til side: {msg}',
  played_: 'Spilt',
  won_: 'Vunnet',
  winRate: 'Vinnerandel',
  streak: 'Nåværende rekke',
  bestStreak: 'Beste rekke',
  bestScore: 'Beste poeng',
  avgScore: 'Snittpoeng',
  distribution: 'Poengfordeling',
  roundHistory: 'Runder',
  noGames: 'Ingen ferdige spill ennå.',
  exportStats: 'Eksporter (JSON)',
  importStats: 'Importer (JSON)',
  imported: 'Importerte {games} spill og {rounds} {rounds|runde|runder}.',
  importRejected: '{n} {n|oppføring|oppføringer} ble hoppet over: {list}',
  importFailed: 'Importen feilet: {msg}',
  canWin: 'Kan denne utdelingen vinnes? (med kjent bunke)',
  hint: 'Tips',
  showSolution: 'Vis løsning',
  stop: 'Stopp',
  solving: 'Søker … (med kjent bunke)',
  solvedUnknown: 'Søket stoppet før et svar ({states} stillinger undersøkt).',
  hintMove: 'Tips (med kjent bunke): {move}',
  noHint: 'Ingen vinnende vei herfra, selv med kjent bunke.',
  keyboardHelp: 'Taster: 1–{n} velger haug eller kolonne (fra venstre), D legger ut eller snur, Ctrl+Z angre, Ctrl+Y gjør om, Esc avbryter.',
  rulesLoadFailed: 'Reglene kunne ikke hentes (ingen forbindelse?). Lukk og åpne dem igjen.',
  keysHead: 'Tastatur',
  gameLabel: 'Spill',
  selected: 'valgt',
  zoneCount: '{zone}: {n}',
  cardsLeft: 'Kort igjen: {n}',
  stockOff: '{button} er av: {why}.',
  standardRules: 'Vanlige regler',
  rulesChosen: 'Regler: {rules}',
  impliedBy: 'med i {option}',
  playHint: 'Gjør tipset',
  excludedBy: 'kan ikke kombineres med {option}',
};

const sv: Words<AppKey> = {
  appTitle: 'Kabal',
  undo: 'Ångra',
  redo: 'Gör om',
  newGame: 'Nytt spel',
  newGameNews: 'Nytt spel: {deal}',
  restart: 'Börja om',
  rules: 'Regler',
  stats: 'Statistik',
  settings: 'Inställningar',
  chooseDeal: 'Giv och variant',
  score: 'Poäng: {n}',
  stock: 'Talong',
  dealNumber: 'Giv {n}',
  customDeal: 'Inskriven giv',
  variant: 'Variant',
  copyLink: 'Kopiera länk',
  linkCopied: 'Länken är kopierad',
  chooseTarget: 'Välj vart {card} ska',
  undone: 'drag ångrat',
  redone: 'drag gjort om',
  nextGame: 'Nästa spel',
  result: 'Resultat',
  total: 'Summa',
  par: 'Par',
  byNumber: 'Givnummer',
  byText: 'Eller skriv eller klistra in korten i en giv',
  randomDeal: 'Slumpad giv',
  start: 'Starta',
  badLink: 'Länken kunde inte användas: {msg}. Ett nytt spel gavs i stället.',
  badDeal: 'Giv: {msg}',
  storedProblem: 'Viss sparad data kunde inte läsas och har lagts åt sidan: {msg}',
  played_: 'Spelade',
  won_: 'Vunna',
  winRate: 'Vinstandel',
  streak: 'Nuvarande svit',
  bestStreak: 'Bästa svit',
  bestScore: 'Bästa poäng',
  avgScore: 'Snittpoäng',
  distribution: 'Poängfördelning',
  roundHistory: 'Rundor',
  noGames: 'Inga färdiga spel än.',
  exportStats: 'Exportera (JSON)',
  importStats: 'Importera (JSON)',
  imported: 'Importerade {games} spel och {rounds} {rounds|runda|rundor}.',
  importRejected: '{n} {n|post|poster} hoppades över: {list}',
  importFailed: 'Importen misslyckades: {msg}',
  canWin: 'Kan given vinnas? (med känd talong)',
  hint: 'Tips',
  showSolution: 'Visa lösning',
  stop: 'Stoppa',
  solving: 'Söker … (med känd talong)',
  solvedUnknown: 'Sökningen stoppade före ett svar ({states} ställningar undersökta).',
  hintMove: 'Tips (med känd talong): {move}',
  noHint: 'Ingen vinnande väg härifrån, ens med känd talong.',
  keyboardHelp: 'Tangenter: 1–{n} väljer hög eller kolumn (från vänster), D lägger ut eller vänder, Ctrl+Z ångra, Ctrl+Y gör om, Esc avbryter.',
  rulesLoadFailed: 'Reglerna kunde inte hämtas (ingen anslutning?). Stäng och öppna dem igen.',
  keysHead: 'Tangentbord',
  gameLabel: 'Spel',
  selected: 'vald',
  zoneCount: '{zone}: {n}',
  cardsLeft: 'Kort kvar: {n}',
  stockOff: '{button} är avstängd: {why}.',
  standardRules: 'Vanliga regler',
  rulesChosen: 'Regler: {rules}',
  impliedBy: 'ingår i {option}',
  playHint: 'Gör tipset',
  excludedBy: 'kan inte kombineras med {option}',
};

const da: Words<AppKey> = {
  appTitle: 'Kabale',
  undo: 'Fortryd',
  redo: 'Gentag',
  newGame: 'Nyt spil',
  newGameNews: 'Nyt spil: {deal}',
  restart: 'Start forfra',
  rules: 'Regler',
  stats: 'Statistik',
  settings: 'Indstillinger',
  chooseDeal: 'Kortgivning og variant',
  score: 'Point: {n}',
  stock: 'Talon',
  dealNumber: 'Kortgivning {n}',
  customDeal: 'Indtastet kortgivning',
  variant: 'Variant',
  copyLink: 'Kopiér link',
  linkCopied: 'Linket er kopieret',
  chooseTarget: 'Vælg hvor {card} skal hen',
  undone: 'træk fortrudt',
  redone: 'træk gentaget',
  nextGame: 'Næste spil',
  result: 'Resultat',
  total: 'Sum',
  par: 'Par',
  byNumber: 'Kortgivningsnummer',
  byText: 'Eller skriv eller indsæt kortene i en kortgivning',
  randomDeal: 'Tilfældig kortgivning',
  start: 'Start',
  badLink: 'Linket kunne ikke bruges: {msg}. Et nyt spil er givet i stedet.',
  badDeal: 'Kortgivning: {msg}',
  storedProblem: 'Nogle gemte data kunne ikke læses og er lagt til side: {msg}',
  played_: 'Spillet',
  won_: 'Vundet',
  winRate: 'Vinderandel',
  streak: 'Nuværende stime',
  bestStreak: 'Bedste stime',
  bestScore: 'Bedste point',
  avgScore: 'Gennemsnit',
  distribution: 'Pointfordeling',
  roundHistory: 'Runder',
  noGames: 'Ingen færdige spil endnu.',
  exportStats: 'Eksportér (JSON)',
  importStats: 'Importér (JSON)',
  imported: 'Importerede {games} spil og {rounds} {rounds|runde|runder}.',
  importRejected: '{n} {n|post|poster} blev sprunget over: {list}',
  importFailed: 'Importen mislykkedes: {msg}',
  canWin: 'Kan denne kortgivning vindes? (med kendt talon)',
  hint: 'Tip',
  showSolution: 'Vis løsning',
  stop: 'Stop',
  solving: 'Søger … (med kendt talon)',
  solvedUnknown: 'Søgningen stoppede før et svar ({states} stillinger undersøgt).',
  hintMove: 'Tip (med kendt talon): {move}',
  noHint: 'Ingen vindende vej herfra, selv med kendt talon.',
  keyboardHelp: 'Taster: 1–{n} vælger bunke eller kolonne (fra venstre), D lægger ud eller vender, Ctrl+Z fortryd, Ctrl+Y gentag, Esc annullerer.',
  rulesLoadFailed: 'Reglerne kunne ikke hentes (ingen forbindelse?). Luk og åbn dem igen.',
  keysHead: 'Tastatur',
  gameLabel: 'Spil',
  selected: 'valgt',
  zoneCount: '{zone}: {n}',
  cardsLeft: 'Kort tilbage: {n}',
  stockOff: '{button} er slået fra: {why}.',
  standardRules: 'Almindelige regler',
  rulesChosen: 'Regler: {rules}',
  impliedBy: 'indgår i {option}',
  playHint: 'Spil tippet',
  excludedBy: 'kan ikke kombineres med {option}',
};

export const APP_WORDS: Readonly<Record<Lang, Words<AppKey>>> = { en, nb, sv, da };

/** The language to start in: a saved choice, else the first browser language we have. */
export function pickLang(saved: string | null, browser: readonly string[]): Lang {
  if (saved !== null && (LANGS as readonly string[]).includes(saved)) return saved as Lang;
  for (const b of browser) {
    const base = b.toLowerCase().split('-')[0] ?? '';
    if (base === 'no' || base === 'nn' || base === 'nb') return 'nb';
    if ((LANGS as readonly string[]).includes(base)) return base as Lang;
  }
  return 'en';
}

export type Arg = MessageArg;

/** A maker of messages whose keys are checked against one set of words. */
export function messages<K extends string>(): (key: K, args?: Readonly<Record<string, Arg>>) => Message {
  return (key, args) => (args === undefined ? { key } : { key, args });
}

const SUIT_NAMES: Record<Lang, readonly string[]> = {
  en: ['spades', 'hearts', 'diamonds', 'clubs'],
  nb: ['spar', 'hjerter', 'ruter', 'kløver'],
  sv: ['spader', 'hjärter', 'ruter', 'klöver'],
  da: ['spar', 'hjerter', 'ruder', 'klør'],
};
const RANK_NAMES: Record<Lang, readonly string[]> = {
  en: ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'],
  nb: ['ess', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'knekt', 'dame', 'konge'],
  sv: ['ess', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'knekt', 'dam', 'kung'],
  da: ['es', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'knægt', 'dame', 'konge'],
};

/** A card's spoken name: English "ace of spades"; the Nordic languages say the suit first ("spar ess"). */
export function cardNameIn(lang: Lang, card: number): string {
  if (card >= 52) return 'joker';
  const rank = RANK_NAMES[lang][card % 13] ?? '?';
  const suit = SUIT_NAMES[lang][Math.floor(card / 13)] ?? '?';
  return lang === 'en' ? `${rank} of ${suit}` : `${suit} ${rank}`;
}

/**
 * Everything a component needs to speak: the app's words by key, any message, and card names.
 * `say` names cards in words ("7 of clubs"), for accessible names and the live region; `show`
 * writes them as on a card ("7♣"), for text on screen.
 */
export interface Speech {
  readonly lang: Lang;
  readonly t: (key: AppKey, args?: Readonly<Record<string, Arg>>) => string;
  readonly say: (m: Message) => string;
  readonly show: (m: Message) => string;
  readonly card: (card: number) => string;
}

/** A speech over one language's catalogues (the app's, every web game's and the engine's, joined by speech.ts). */
export function speechOver(lang: Lang, catalogues: readonly Catalogue[]): Speech {
  const card = (c: number): string => cardNameIn(lang, c);
  const say = (m: Message): string => formatMessage(m, catalogues, { lang, card });
  const show = (m: Message): string => formatMessage(m, catalogues, { lang, card: displayCard });
  return { lang, say, show, card, t: (key, args) => say(args === undefined ? { key } : { key, args }) };
}

/** A text as a sentence: the engine's move phrases start in lower case ("move the 7♣ …"). */
export function sentence(text: string): string {
  return text.length === 0 ? text : text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

export const SpeechContext = createContext<Speech>(speechOver('en', [APP_WORDS]));

/** The current language's speech (App provides it). */
export function useSpeech(): Speech {
  return useContext(SpeechContext);
}
