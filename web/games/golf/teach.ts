// The guided first game of Golf (web/teach): a fixed teaching deal and five steps, one rule each
// (one rank up or down whatever the suit, down as well as up, draw when nothing fits, nothing on
// a king, the score). Loaded only when the lesson is opened. lesson.test.ts plays every step
// with the engine by tapping the zone each one points at.

import { parseCard } from '../../../src/core/cards.js';
import { msg } from '../../../src/core/i18n.js';
import { unwrap } from '../../../src/core/result.js';
import type { Lesson } from '../../teach/lesson.js';

const c = (text: string): { card: number } => ({ card: unwrap(parseCard(text)) });

// Column tops 2♠ Q♥ 7♣ J♦ 6♦ 4♣ 10♠ (3♦ under the 7♣, 9♥ under the 6♦), 6♥ on the waste, then
// K♠ and J♣ from the stock; the rest in a plain fixed order (not a locked layout).
const DEAL = 'AS KC 3S QC 2S 4S TC 5S 9C QH 6S 8C 7S 3D 7C 6C 8S 5C 9S JD 3C JS 2C 9H 6D QS AC AH KD 4C 2H QD 3H TD TS 6H KS JC 4H 9D 5H 8D 7H 7D 8H 5D TH 4D JH 2D KH AD';

const en = {
  'teach.golf.1': "A column's top card may go onto the waste when it is one rank higher or lower than the waste's top card, whatever the suit. {seven} fits on {six}: tap it.",
  'teach.golf.2': 'Down is as good as up: {sixd} is one lower than {seven}. Tap {sixd}.',
  'teach.golf.3': 'Nothing fits on {sixd} now. Turn the next stock card onto the waste: tap Draw or the stock.',
  'teach.golf.4': 'Nothing may be played on a king, not even {queen}. Draw again.',
  'teach.golf.5': 'Both {ten} and {queen} fit on {jack}: play one of them. Each card left in the columns at the end counts one point, and lower is better, so clear as many as you can.',
  'teach.golf.done': 'That is Golf. Now try a hole of your own.',
};

export const LESSON: Lesson = {
  game: 'golf',
  variant: 'golf',
  deal: DEAL,
  steps: [
    { text: msg('teach.golf.1', { seven: c('7C'), six: c('6H') }), point: 'column:2', accept: ['3'] },
    { text: msg('teach.golf.2', { sixd: c('6D'), seven: c('7C') }), point: 'column:4', accept: ['5'] },
    { text: msg('teach.golf.3', { sixd: c('6D') }), point: 'stock:0', accept: ['t'] },
    { text: msg('teach.golf.4', { queen: c('QH') }), point: 'stock:0', accept: ['t'] },
    { text: msg('teach.golf.5', { ten: c('TS'), queen: c('QH'), jack: c('JC') }), point: 'column:6', accept: ['7', '2'] },
  ],
  done: msg('teach.golf.done'),
  words: {
    en,
    nb: {
      'teach.golf.1': 'Det øverste kortet i en kolonne kan legges på kastebunken når det er én høyere eller én lavere enn kortet øverst der, uansett sort. {seven} passer på {six}: trykk på det.',
      'teach.golf.2': 'Ned går like bra som opp: {sixd} er én lavere enn {seven}. Trykk på {sixd}.',
      'teach.golf.3': 'Nå passer ingenting på {sixd}. Snu neste kort fra bunken over på kastebunken: trykk på Snu kort eller på bunken.',
      'teach.golf.4': 'Ingenting kan legges på en konge, ikke engang {queen}. Snu et kort til.',
      'teach.golf.5': 'Både {ten} og {queen} passer på {jack}: legg på ett av dem. Hvert kort som er igjen i kolonnene til slutt, teller ett poeng, og lavt er best, så rydd så mange du kan.',
      'teach.golf.done': 'Slik spilles Golf. Prøv nå et hull på egen hånd.',
    },
    sv: {
      'teach.golf.1': 'Det översta kortet i en kolumn får läggas på slänghögen när det är ett steg högre eller lägre än kortet överst där, oavsett färg. {seven} passar på {six}: tryck på det.',
      'teach.golf.2': 'Nedåt går lika bra som uppåt: {sixd} är ett steg lägre än {seven}. Tryck på {sixd}.',
      'teach.golf.3': 'Nu passar inget på {sixd}. Vänd nästa kort från talongen till slänghögen: tryck på Vänd kort eller på talongen.',
      'teach.golf.4': 'Inget får läggas på en kung, inte ens {queen}. Vänd ett kort till.',
      'teach.golf.5': 'Både {ten} och {queen} passar på {jack}: lägg ett av dem. Varje kort som är kvar i kolumnerna till slut räknas som en poäng, och lägre är bättre, så rensa så många du kan.',
      'teach.golf.done': 'Så spelas Golf. Prova nu ett eget hål.',
    },
    da: {
      'teach.golf.1': 'Det øverste kort i en kolonne må lægges på aflægningsbunken, når det er ét trin højere eller lavere end kortet øverst der, uanset kulør. {seven} passer på {six}: tryk på det.',
      'teach.golf.2': 'Nedad er lige så godt som opad: {sixd} er ét trin lavere end {seven}. Tryk på {sixd}.',
      'teach.golf.3': 'Nu passer intet på {sixd}. Vend næste kort fra talonen over på aflægningsbunken: tryk på Vend kort eller på talonen.',
      'teach.golf.4': 'Intet må lægges på en konge, ikke engang {queen}. Vend et kort mere.',
      'teach.golf.5': 'Både {ten} og {queen} passer på {jack}: læg et af dem. Hvert kort, der er tilbage i kolonnerne til sidst, tæller ét point, og lavere er bedre, så ryd så mange, du kan.',
      'teach.golf.done': 'Sådan spilles Golf. Prøv nu et hul på egen hånd.',
    },
  },
};
