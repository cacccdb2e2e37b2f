// The rules pages, in our own words, in the four languages. Each page is a list of sections; a
// section may carry a small example drawn with real card faces (cards in deal notation).

import type { Lang } from './i18n.js';

export interface Example {
  /** Rows of cards in deal notation, one string per pile: "5H KH" is 5♥ under K♥. */
  readonly piles: readonly string[];
  readonly caption: string;
}
export interface Section {
  readonly h: string;
  readonly p: readonly string[];
  readonly example?: Example;
}
export type RulesPages = Record<'acesup' | 'golf', readonly Section[]>;

const en: RulesPages = {
  acesup: [
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
  golf: [
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
};

const nb: RulesPages = {
  acesup: [
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
  golf: [
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
};

const sv: RulesPages = {
  acesup: [
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
  golf: [
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
};

const da: RulesPages = {
  acesup: [
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
  golf: [
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

export const RULES: Record<Lang, RulesPages> = { en, nb, sv, da };
