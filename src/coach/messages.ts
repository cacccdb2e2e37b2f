// The coach's words in the four languages: the hints and the chance to win. Moves inside them are
// the game's own descriptions (src/games/<game>/messages.ts), passed as nested messages.

import type { Catalogue } from '../core/i18n.js';

export const COACH_MESSAGES: Catalogue = {
  en: {
    'coach.hint': 'Hint: {move}',
    'coach.hint.stock': 'Hint (with the stock known): {move}',
    'coach.hint.none': 'No moves left.',
    'coach.chance': '{player} wins from here in about {pct}% of stock orders (95% interval {lo}–{hi}%, {n} {n|order|orders} played).',
    'coach.chance.exact': '{player} wins from here in exactly {pct}% of the {n} possible stock {n|order|orders}.',
    'coach.instead': '({player} plays in place of {slow}, which is too slow to play out many times.)',
    'coach.stockKnown': 'With the stock known, {pct}% of those stock orders can still be won (95% interval {lo}–{hi}%): no player can do better.',
    'coach.stockKnown.exact': 'With the stock known, exactly {pct}% of the stock orders can still be won: no player can do better.',
    'coach.stockKnown.unknown': '{n} {n|order|orders} ran out of search budget and {n|is|are} not counted.',
  },
  nb: {
    'coach.hint': 'Tips: {move}',
    'coach.hint.stock': 'Tips (med kjent bunke): {move}',
    'coach.hint.none': 'Ingen trekk igjen.',
    'coach.chance': '{player} vinner herfra i omtrent {pct} % av rekkefølgene i bunken (95 %-intervall {lo}–{hi} %, {n} {n|rekkefølge|rekkefølger} spilt).',
    'coach.chance.exact': '{player} vinner herfra i nøyaktig {pct} % av de {n} mulige {n|rekkefølgen|rekkefølgene} i bunken.',
    'coach.instead': '({player} spiller i stedet for {slow}, som er for treg til å spilles ut mange ganger.)',
    'coach.stockKnown': 'Med kjent bunke kan {pct} % av disse rekkefølgene fortsatt vinnes (95 %-intervall {lo}–{hi} %): ingen spiller kan gjøre det bedre.',
    'coach.stockKnown.exact': 'Med kjent bunke kan nøyaktig {pct} % av rekkefølgene fortsatt vinnes: ingen spiller kan gjøre det bedre.',
    'coach.stockKnown.unknown': '{n} {n|rekkefølge|rekkefølger} gikk tom for søkebudsjett og er ikke talt med.',
  },
  sv: {
    'coach.hint': 'Tips: {move}',
    'coach.hint.stock': 'Tips (med känd talong): {move}',
    'coach.hint.none': 'Inga drag kvar.',
    'coach.chance': '{player} vinner härifrån i ungefär {pct} % av ordningarna i talongen (95 %-intervall {lo}–{hi} %, {n} {n|ordning|ordningar} spelade).',
    'coach.chance.exact': '{player} vinner härifrån i exakt {pct} % av de {n} möjliga {n|ordningen|ordningarna} i talongen.',
    'coach.instead': '({player} spelar i stället för {slow}, som är för långsam för att spelas ut många gånger.)',
    'coach.stockKnown': 'Med känd talong kan {pct} % av dessa ordningar fortfarande vinnas (95 %-intervall {lo}–{hi} %): ingen spelare kan göra bättre.',
    'coach.stockKnown.exact': 'Med känd talong kan exakt {pct} % av ordningarna fortfarande vinnas: ingen spelare kan göra bättre.',
    'coach.stockKnown.unknown': '{n} {n|ordning|ordningar} fick slut på sökbudget och räknas inte.',
  },
  da: {
    'coach.hint': 'Tip: {move}',
    'coach.hint.stock': 'Tip (med kendt talon): {move}',
    'coach.hint.none': 'Ingen træk tilbage.',
    'coach.chance': '{player} vinder herfra i omkring {pct} % af rækkefølgerne i talonen (95 %-interval {lo}–{hi} %, {n} {n|rækkefølge|rækkefølger} spillet).',
    'coach.chance.exact': '{player} vinder herfra i præcis {pct} % af de {n} mulige {n|rækkefølge|rækkefølger} i talonen.',
    'coach.instead': '({player} spiller i stedet for {slow}, som er for langsom til at blive spillet ud mange gange.)',
    'coach.stockKnown': 'Med kendt talon kan {pct} % af disse rækkefølger stadig vindes (95 %-interval {lo}–{hi} %): ingen spiller kan gøre det bedre.',
    'coach.stockKnown.exact': 'Med kendt talon kan præcis {pct} % af rækkefølgerne stadig vindes: ingen spiller kan gøre det bedre.',
    'coach.stockKnown.unknown': '{n} {n|rækkefølge|rækkefølger} løb tør for søgebudget og tælles ikke med.',
  },
};
