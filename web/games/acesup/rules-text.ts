// The Aces Up rules page, in our own words, in the four languages (rules §3).

import type { Lang } from '../../words/i18n.js';
import type { RulesSection } from '../types.js';

export const RULES: Readonly<Record<Lang, readonly RulesSection[]>> = {
  en: [
    {
      h: 'Aim',
      p: ['Get rid of every card except the four aces. Aces are the highest cards, so nothing can ever push them out.'],
    },
    {
      h: 'The table',
      p: [
        'There are four piles and a face-down stock. The game starts with one card dealt face up on each pile. Piles are spread out so you can see every card in them; only the order of the stock is secret.',
      ],
    },
    {
      h: 'Discarding',
      p: [
        'Look at the four top cards. If two or more of them are of the same suit, all of those except the highest go to the discard pile. Ace counts high. Keep going while this is possible: a discard can uncover a card that makes another discard possible.',
        'Discards are compulsory: all of them must be made before the next deal. The app makes them for you unless you switch that off in the settings.',
      ],
      example: { piles: ['3D 5H', 'KH', '2S', '9C 8D'], caption: 'The 5♥ goes, because the K♥ is a higher heart. Then the 3♦ is uncovered, and it goes too, because the 8♦ is higher.' },
    },
    {
      h: 'Moving to an empty pile',
      p: ['When a pile is empty, you may move the top card of any other pile into it, one card at a time. You decide when, and you may leave a pile empty. Doing this is how you dig out buried cards.'],
    },
    {
      h: 'Dealing',
      p: ['Press Deal (or tap the stock) to put one new card on each of the four piles, from pile 1 to pile 4, empty piles included. There are twelve deals after the first row.'],
    },
    {
      h: 'The end and the score',
      p: [
        'The game is over when the stock is empty and no discard can be reached by any sequence of moves; the app notices this by itself. You win when only the four aces remain.',
        'Your score is the number of cards discarded, from 0 to 48 (48 is a win). The number of cards left on the table is shown too.',
      ],
    },
    {
      h: 'Variants',
      p: [
        'Aces only (aces-only): only an ace may be moved into an empty pile. Much harder.',
        'Fill first (fill-first): you may not deal while a pile is empty and a card from a pile of two or more cards could fill it.',
        'Aces low (aces-low): the ace is the lowest card of its suit, so the kings are the four cards that stay, and keeping them wins.',
        'Jokers (jokers, a house rule): two jokers are shuffled in, 54 cards. A joker on top of a pile can be played onto the top card of another pile, and both are discarded. A win still leaves the four aces; the best score is 50.',
        'Free discards (free-discards): discards are your choice and you may deal while a discard is still possible. This is not always harmless: sometimes dealing first wins where discarding first loses.',
      ],
    },
  ],
  nb: [
    { h: 'Mål', p: ['Bli kvitt alle kortene unntatt de fire essene. Ess er høyest, så de kan aldri bli slått ut.'] },
    { h: 'Bordet', p: ['Det er fire hauger og en bunke med baksiden opp. Først legges ett kort med forsiden opp på hver haug. Haugene er spredd ut så du ser alle kortene; bare rekkefølgen i bunken er skjult.'] },
    {
      h: 'Kasting',
      p: [
        'Se på de fire øverste kortene. Har to eller flere av dem samme farge, kastes alle bortsett fra det høyeste. Ess er høyest. Fortsett så lenge det går: et kast kan avdekke et kort som gir et nytt kast.',
        'Kast er tvungne: alle må gjøres før neste utlegging. Appen gjør dem for deg, med mindre du slår det av i innstillingene.',
      ],
      example: { piles: ['3D 5H', 'KH', '2S', '9C 8D'], caption: 'Hjerter 5 kastes, for hjerter konge er høyere. Da kommer ruter 3 fram, og den kastes også, for ruter 8 er høyere.' },
    },
    { h: 'Flytte til tom haug', p: ['Når en haug er tom, kan du flytte det øverste kortet fra en annen haug dit, ett kort om gangen. Du bestemmer når, og du kan la en haug stå tom. Slik graver du fram kort som ligger under.'] },
    { h: 'Utlegging', p: ['Trykk Legg ut (eller på bunken) for å legge ett nytt kort på hver av de fire haugene, fra haug 1 til haug 4, også på tomme hauger. Etter første rad er det tolv utlegginger.'] },
    {
      h: 'Slutt og poeng',
      p: [
        'Spillet er slutt når bunken er tom og ingen flere kast kan nås med noen rekke flytt; appen ser dette selv. Du vinner når bare de fire essene er igjen.',
        'Poengene er antall kastede kort, fra 0 til 48 (48 er seier). Antall kort igjen på bordet vises også.',
      ],
    },
    {
      h: 'Varianter',
      p: [
        'Bare ess (aces-only): bare et ess kan flyttes til en tom haug. Mye vanskeligere.',
        'Fyll først (fill-first): du kan ikke legge ut mens en haug er tom og et kort fra en haug med to eller flere kort kunne fylt den.',
        'Lave ess (aces-low): esset er lavest i sin farge, så det er kongene som blir liggende, og du vinner med dem.',
        'Jokere (jokers, husregel): to jokere stokkes inn, 54 kort. En joker øverst på en haug kan legges på det øverste kortet i en annen haug, og begge kastes. Seier er fortsatt de fire essene; beste poeng er 50.',
        'Frie kast (free-discards): du velger selv om du kaster, og du kan legge ut selv om et kast er mulig. Det er ikke alltid ufarlig å kaste: noen ganger vinner du bare ved å legge ut først.',
      ],
    },
  ],
  sv: [
    { h: 'Mål', p: ['Bli av med alla kort utom de fyra essen. Ess är högst, så de kan aldrig slås ut.'] },
    { h: 'Bordet', p: ['Det finns fyra högar och en talong med baksidan upp. Först läggs ett kort med framsidan upp på varje hög. Högarna är utspridda så att du ser alla kort; bara ordningen i talongen är dold.'] },
    {
      h: 'Att slänga',
      p: [
        'Titta på de fyra översta korten. Har två eller fler av dem samma färg slängs alla utom det högsta. Ess är högst. Fortsätt så länge det går: en slängning kan visa ett kort som ger en ny slängning.',
        'Slängningar är tvingande: alla måste göras före nästa utläggning. Appen gör dem åt dig om du inte stänger av det i inställningarna.',
      ],
      example: { piles: ['3D 5H', 'KH', '2S', '9C 8D'], caption: 'Hjärter 5 slängs, eftersom hjärter kung är högre. Då syns ruter 3, och den slängs också, eftersom ruter 8 är högre.' },
    },
    { h: 'Flytta till tom hög', p: ['När en hög är tom får du flytta det översta kortet från en annan hög dit, ett kort i taget. Du väljer när, och du får låta en hög vara tom. Så gräver du fram kort som ligger under.'] },
    { h: 'Utläggning', p: ['Tryck Lägg ut (eller på talongen) för att lägga ett nytt kort på var och en av de fyra högarna, från hög 1 till hög 4, även på tomma högar. Efter första raden finns tolv utläggningar.'] },
    {
      h: 'Slut och poäng',
      p: [
        'Spelet är slut när talongen är tom och ingen slängning kan nås med någon följd av flyttar; appen märker det själv. Du vinner när bara de fyra essen är kvar.',
        'Poängen är antalet slängda kort, från 0 till 48 (48 är vinst). Antalet kort kvar på bordet visas också.',
      ],
    },
    {
      h: 'Varianter',
      p: [
        'Bara ess (aces-only): bara ett ess får flyttas till en tom hög. Mycket svårare.',
        'Fyll först (fill-first): du får inte lägga ut medan en hög är tom och ett kort från en hög med två eller fler kort kunde fylla den.',
        'Låga ess (aces-low): esset är lägst i sin färg, så det är kungarna som blir kvar, och med dem vinner du.',
        'Jokrar (jokers, husregel): två jokrar blandas in, 54 kort. En joker överst på en hög kan läggas på det översta kortet i en annan hög, och båda slängs. Vinst är fortfarande de fyra essen; bästa poäng är 50.',
        'Fria slängningar (free-discards): du väljer själv om du slänger, och du får lägga ut fast en slängning är möjlig. Det är inte alltid ofarligt att slänga: ibland vinner man bara genom att lägga ut först.',
      ],
    },
  ],
  da: [
    { h: 'Mål', p: ['Slip af med alle kort undtagen de fire esser. Es er højest, så de kan aldrig blive slået ud.'] },
    { h: 'Bordet', p: ['Der er fire bunker og en talon med bagsiden op. Først lægges ét kort med billedsiden op på hver bunke. Bunkerne er spredt ud, så du kan se alle kort; kun rækkefølgen i talonen er skjult.'] },
    {
      h: 'At smide',
      p: [
        'Se på de fire øverste kort. Har to eller flere af dem samme kulør, smides alle undtagen det højeste. Es er højest. Fortsæt så længe det kan lade sig gøre: et smid kan afdække et kort, der giver et nyt smid.',
        'Smid er tvungne: de skal alle laves før næste udlægning. Appen laver dem for dig, medmindre du slår det fra i indstillingerne.',
      ],
      example: { piles: ['3D 5H', 'KH', '2S', '9C 8D'], caption: 'Hjerter 5 smides, for hjerter konge er højere. Så kommer ruder 3 frem, og den smides også, for ruder 8 er højere.' },
    },
    { h: 'Flyt til tom bunke', p: ['Når en bunke er tom, må du flytte det øverste kort fra en anden bunke derhen, ét kort ad gangen. Du bestemmer hvornår, og du må lade en bunke stå tom. Sådan graver du kort frem, der ligger under.'] },
    { h: 'Udlægning', p: ['Tryk Læg ud (eller på talonen) for at lægge ét nyt kort på hver af de fire bunker, fra bunke 1 til bunke 4, også på tomme bunker. Efter første række er der tolv udlægninger.'] },
    {
      h: 'Slut og point',
      p: [
        'Spillet er slut, når talonen er tom, og intet smid kan nås med nogen række flytninger; appen opdager det selv. Du vinder, når kun de fire esser er tilbage.',
        'Pointene er antallet af smidte kort, fra 0 til 48 (48 er sejr). Antallet af kort tilbage på bordet vises også.',
      ],
    },
    {
      h: 'Varianter',
      p: [
        'Kun esser (aces-only): kun et es må flyttes til en tom bunke. Meget sværere.',
        'Fyld først (fill-first): du må ikke lægge ud, mens en bunke er tom, og et kort fra en bunke med to eller flere kort kunne fylde den.',
        'Lave esser (aces-low): esset er lavest i sin kulør, så det er kongerne, der bliver liggende, og med dem vinder du.',
        'Jokere (jokers, husregel): to jokere blandes i, 54 kort. En joker øverst på en bunke kan lægges på det øverste kort i en anden bunke, og begge smides. Sejr er stadig de fire esser; bedste point er 50.',
        'Frie smid (free-discards): du vælger selv, om du smider, og du må lægge ud, selv om et smid er muligt. Det er ikke altid ufarligt at smide: nogle gange vinder man kun ved at lægge ud først.',
      ],
    },
  ],
};
