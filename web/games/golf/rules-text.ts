// The Golf rules page, in our own words, in the four languages (rules §4).

import type { Lang } from '../../words/i18n.js';
import type { RulesSection } from '../types.js';

export const RULES: Readonly<Record<Lang, readonly RulesSection[]>> = {
  en: [
    {
      h: 'Aim',
      p: ['Clear the seven columns by building one long run on the waste pile, a card at a time, each one rank above or below the last.'],
    },
    {
      h: 'The table',
      p: [
        'Seven columns of five cards each lie face up and spread out, so every card can be seen. Below them are the stock (face down) and the waste. In the standard game the first stock card is turned onto the waste at once, leaving 16 in the stock.',
      ],
    },
    {
      h: 'Playing',
      p: [
        'You may move the top card of any column onto the waste if it is exactly one rank higher or lower than the waste\'s top card. Suits do not matter, and the direction may change as often as you like: 7, 8, 7, 6 is fine.',
        'Whenever you like, press Draw (or tap the stock) to turn the next stock card onto the waste. The stock is used only once. Cards never go back, columns are never filled, and cards never move from column to column.',
      ],
      example: { piles: ['8C', '6S', 'KH', '7D'], caption: 'With the 7♦ on the waste (right), the 8♣ or the 6♠ may be played; the K♥ may not.' },
    },
    {
      h: 'Kings and aces',
      p: ['Under the standard (strict) rules nothing may be played onto a king, and ace and king do not count as neighbours. So a king on the waste ends the run until you turn a new card.'],
    },
    {
      h: 'The end and the score',
      p: [
        'A hole ends when the columns are empty, or when the stock is empty and no column card fits. The hole score is the number of cards left in the columns. If you clear them all, your score is minus the number of cards still in the stock, so lower is better.',
        'A round is nine holes. The scores are added up; 45 or less is par, and 0 or less is a perfect round. The scorecard shows every hole, the running total and par.',
        'Locked deal: under strict rules, if every queen lies in the columns with a king above it in the same column, the deal can never be cleared. The app tells you and offers to shuffle the same hole again.',
      ],
    },
    {
      h: 'Variants',
      p: [
        'Queen on king (queen-on-king): a queen may be played onto a king.',
        'Putt-putt (putt-putt): ranks go round the corner, so an ace and a king are neighbours both ways; a queen may go onto a king too.',
        'Jokers (jokers=1 or jokers=2): one or two wild cards are added. A joker may be played onto any card, and any card onto a joker.',
        'Empty waste (empty-waste): the waste starts empty; your first card can be any column\'s top card, or you turn the first stock card.',
        'Par 36 (par=36): a table rule that sets par to 4 a hole, 36 a round. The play is unchanged.',
      ],
    },
  ],
  nb: [
    { h: 'Mål', p: ['Tøm de sju kolonnene ved å bygge én lang rekke på kastebunken, ett kort om gangen, hvert ett trinn over eller under det forrige.'] },
    { h: 'Bordet', p: ['Sju kolonner med fem kort ligger med forsiden opp og spredd ut, så alle kort synes. Under dem ligger bunken (baksiden opp) og kastebunken. I standardspillet snus første kort i bunken med en gang, så 16 blir igjen i bunken.'] },
    {
      h: 'Spillet',
      p: [
        'Du kan flytte det øverste kortet i en kolonne til kastebunken hvis det er nøyaktig ett trinn høyere eller lavere enn det øverste kortet der. Fargen spiller ingen rolle, og retningen kan skifte så ofte du vil: 7, 8, 7, 6 går fint.',
        'Når du vil, trykker du Snu kort (eller på bunken) for å snu neste kort fra bunken. Bunken brukes bare én gang. Kort går aldri tilbake, kolonner fylles aldri, og kort flyttes aldri mellom kolonner.',
      ],
      example: { piles: ['8C', '6S', 'KH', '7D'], caption: 'Med ruter 7 på kastebunken (til høyre) kan kløver 8 eller spar 6 legges på; hjerter konge kan ikke.' },
    },
    { h: 'Konger og ess', p: ['Etter standardreglene (strenge regler) kan ingenting legges på en konge, og ess og konge er ikke naboer. En konge på kastebunken stopper rekka til du snur et nytt kort.'] },
    {
      h: 'Slutt og poeng',
      p: [
        'Et hull er slutt når kolonnene er tomme, eller når bunken er tom og ingen kolonnekort passer. Hullpoengene er antall kort igjen i kolonnene. Tømmer du alle, får du minus antall kort som er igjen i bunken, så lavt er bra.',
        'En runde er ni hull. Poengene legges sammen; 45 eller mindre er par, og 0 eller mindre er en perfekt runde. Poengkortet viser hvert hull, summen så langt og par.',
        'Låst utdeling: etter strenge regler, hvis hver dame ligger i kolonnene med en konge over seg i samme kolonne, kan utdelingen aldri tømmes. Appen sier fra og tilbyr å stokke samme hull på nytt.',
      ],
    },
    {
      h: 'Varianter',
      p: [
        'Dame på konge (queen-on-king): en dame kan legges på en konge.',
        'Putt-putt (putt-putt): rekkefølgen går rundt, så ess og konge er naboer begge veier; en dame kan også legges på en konge.',
        'Jokere (jokers=1 eller jokers=2): ett eller to jokerkort legges til. En joker kan legges på hvilket som helst kort, og hvilket som helst kort på en joker.',
        'Tom kastebunke (empty-waste): kastebunken starter tom; første kort kan være et hvilket som helst øverste kort i en kolonne, eller du snur første kort i bunken.',
        'Par 36 (par=36): en bordregel som setter par til 4 per hull, 36 per runde. Spillet er ellers likt.',
      ],
    },
  ],
  sv: [
    { h: 'Mål', p: ['Töm de sju kolumnerna genom att bygga en lång följd på slänghögen, ett kort i taget, vart och ett ett steg över eller under det förra.'] },
    { h: 'Bordet', p: ['Sju kolumner med fem kort ligger med framsidan upp och utspridda, så att alla kort syns. Under dem ligger talongen (baksidan upp) och slänghögen. I standardspelet vänds talongens första kort direkt, så 16 blir kvar i talongen.'] },
    {
      h: 'Spelet',
      p: [
        'Du får flytta det översta kortet i en kolumn till slänghögen om det är exakt ett steg högre eller lägre än det översta kortet där. Färgen spelar ingen roll, och riktningen får växla hur ofta som helst: 7, 8, 7, 6 går bra.',
        'När du vill trycker du Vänd kort (eller på talongen) för att vända nästa kort. Talongen används bara en gång. Kort går aldrig tillbaka, kolumner fylls aldrig och kort flyttas aldrig mellan kolumner.',
      ],
      example: { piles: ['8C', '6S', 'KH', '7D'], caption: 'Med ruter 7 på slänghögen (till höger) kan klöver 8 eller spader 6 läggas; hjärter kung kan inte.' },
    },
    { h: 'Kungar och ess', p: ['Enligt standardreglerna (strikta regler) får ingenting läggas på en kung, och ess och kung är inte grannar. En kung på slänghögen stoppar följden tills du vänder ett nytt kort.'] },
    {
      h: 'Slut och poäng',
      p: [
        'Ett hål är slut när kolumnerna är tomma, eller när talongen är tom och inget kolumnkort passar. Hålpoängen är antalet kort kvar i kolumnerna. Tömmer du alla får du minus antalet kort kvar i talongen, så lågt är bra.',
        'En runda är nio hål. Poängen läggs ihop; 45 eller mindre är par och 0 eller mindre är en perfekt runda. Scorekortet visar varje hål, summan hittills och par.',
        'Låst giv: enligt strikta regler, om varje dam ligger i kolumnerna med en kung ovanför sig i samma kolumn, kan given aldrig tömmas. Appen säger till och erbjuder att blanda samma hål igen.',
      ],
    },
    {
      h: 'Varianter',
      p: [
        'Dam på kung (queen-on-king): en dam får läggas på en kung.',
        'Putt-putt (putt-putt): ordningen går runt, så ess och kung är grannar åt båda hållen; en dam får också läggas på en kung.',
        'Jokrar (jokers=1 eller jokers=2): en eller två jokrar läggs till. En joker får läggas på vilket kort som helst, och vilket kort som helst på en joker.',
        'Tom slänghög (empty-waste): slänghögen börjar tom; första kortet kan vara vilket översta kolumnkort som helst, eller så vänder du talongens första kort.',
        'Par 36 (par=36): en bordsregel som sätter par till 4 per hål, 36 per runda. Spelet är annars detsamma.',
      ],
    },
  ],
  da: [
    { h: 'Mål', p: ['Tøm de syv kolonner ved at bygge én lang række på aflægningsbunken, ét kort ad gangen, hvert ét trin over eller under det forrige.'] },
    { h: 'Bordet', p: ['Syv kolonner med fem kort ligger med billedsiden op og spredt ud, så alle kort kan ses. Under dem ligger talonen (bagsiden op) og aflægningsbunken. I standardspillet vendes talonens første kort med det samme, så 16 bliver tilbage i talonen.'] },
    {
      h: 'Spillet',
      p: [
        'Du må flytte det øverste kort i en kolonne til aflægningsbunken, hvis det er præcis ét trin højere eller lavere end det øverste kort der. Kuløren er ligegyldig, og retningen må skifte så tit du vil: 7, 8, 7, 6 er fint.',
        'Når du vil, trykker du Vend kort (eller på talonen) for at vende næste kort. Talonen bruges kun én gang. Kort går aldrig tilbage, kolonner fyldes aldrig op, og kort flyttes aldrig mellem kolonner.',
      ],
      example: { piles: ['8C', '6S', 'KH', '7D'], caption: 'Med ruder 7 på aflægningsbunken (til højre) kan klør 8 eller spar 6 lægges på; hjerter konge kan ikke.' },
    },
    { h: 'Konger og esser', p: ['Efter standardreglerne (strenge regler) må intet lægges på en konge, og es og konge er ikke naboer. En konge på aflægningsbunken stopper rækken, til du vender et nyt kort.'] },
    {
      h: 'Slut og point',
      p: [
        'Et hul er slut, når kolonnerne er tomme, eller når talonen er tom, og intet kolonnekort passer. Hulpointene er antallet af kort tilbage i kolonnerne. Tømmer du dem alle, får du minus antallet af kort tilbage i talonen, så lavt er godt.',
        'En runde er ni huller. Pointene lægges sammen; 45 eller mindre er par, og 0 eller mindre er en perfekt runde. Scorekortet viser hvert hul, summen indtil nu og par.',
        'Låst kortgivning: efter strenge regler, hvis hver dame ligger i kolonnerne med en konge over sig i samme kolonne, kan kortgivningen aldrig tømmes. Appen siger det og tilbyder at blande samme hul igen.',
      ],
    },
    {
      h: 'Varianter',
      p: [
        'Dame på konge (queen-on-king): en dame må lægges på en konge.',
        'Putt-putt (putt-putt): rækkefølgen går rundt, så es og konge er naboer begge veje; en dame må også lægges på en konge.',
        'Jokere (jokers=1 eller jokers=2): en eller to jokere lægges til. En joker må lægges på ethvert kort, og ethvert kort på en joker.',
        'Tom aflægningsbunke (empty-waste): aflægningsbunken starter tom; første kort kan være et hvilket som helst øverste kolonnekort, eller du vender talonens første kort.',
        'Par 36 (par=36): en bordregel, der sætter par til 4 pr. hul, 36 pr. runde. Spillet er ellers det samme.',
      ],
    },
  ],
};
