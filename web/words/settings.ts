// The Settings dialog's words in the four languages: the language and the theme, the table and the
// cards (colours, faces, the four-colour deck, backs), and playing (left-handed, sound, the timer,
// forced moves). Loaded with the dialog (web/dialogs/settings.tsx, fetched when Settings first
// opens), as the problems' words are, so they stay out of the first load; keys start with
// "settings.".

import { type Lang, type Speech, speechOver, type Words } from './i18n.js';
import { CATALOGUES } from './speech.js';

const en = {
  'settings.language': 'Language',
  'settings.theme': 'Theme',
  'settings.themeAuto': 'Like the system',
  'settings.themeLight': 'Light',
  'settings.themeDark': 'Dark',
  'settings.looks': 'Table and cards',
  'settings.tableColour': 'Table colour',
  'settings.tableGreen': 'Green',
  'settings.tableBlue': 'Blue',
  'settings.tableBurgundy': 'Burgundy',
  'settings.tableCharcoal': 'Charcoal',
  'settings.cardStyle': 'Card faces',
  'settings.styleClassic': 'Classic (pips and figures)',
  'settings.styleLarge': 'Large index (easy to read)',
  'settings.fourColour': 'Four-colour deck',
  'settings.fourColourText': 'Diamonds blue and clubs green, so no two suits share a colour.',
  'settings.cardBack': 'Card back',
  'settings.backBlue': 'Blue lattice',
  'settings.backRed': 'Red diamonds',
  'settings.backGreen': 'Green waves',
  'settings.playing': 'Playing',
  'settings.leftHanded': 'Left-handed',
  'settings.leftHandedText': 'On a phone, the stock and the main button move to the left, under your left thumb.',
  'settings.sound': 'Sound effects',
  'settings.soundText': 'Quiet sounds for a deal, a move, a refused move and a win.',
  'settings.noSound': 'This browser cannot play sound.',
  'settings.showTimer': 'Show a timer',
  'settings.autoDiscard': 'Make forced discards by themselves',
};

export type SettingsKey = keyof typeof en;

export const SETTINGS_WORDS: Readonly<Record<Lang, Words<SettingsKey>>> = {
  en,
  nb: {
    'settings.language': 'Språk',
    'settings.theme': 'Tema',
    'settings.themeAuto': 'Som systemet',
    'settings.themeLight': 'Lyst',
    'settings.themeDark': 'Mørkt',
    'settings.looks': 'Bord og kort',
    'settings.tableColour': 'Bordfarge',
    'settings.tableGreen': 'Grønn',
    'settings.tableBlue': 'Blå',
    'settings.tableBurgundy': 'Vinrød',
    'settings.tableCharcoal': 'Koksgrå',
    'settings.cardStyle': 'Kortbilder',
    'settings.styleClassic': 'Klassisk (symboler og figurer)',
    'settings.styleLarge': 'Stor indeks (lett å lese)',
    'settings.fourColour': 'Kortstokk i fire farger',
    'settings.fourColourText': 'Ruter i blått og kløver i grønt, så ingen to sorter har samme farge.',
    'settings.cardBack': 'Kortbakside',
    'settings.backBlue': 'Blått gitter',
    'settings.backRed': 'Røde ruter',
    'settings.backGreen': 'Grønne bølger',
    'settings.playing': 'Under spillet',
    'settings.leftHanded': 'Venstrehendt',
    'settings.leftHandedText': 'På mobil flyttes bunken og hovedknappen til venstre, under venstre tommel.',
    'settings.sound': 'Lydeffekter',
    'settings.soundText': 'Dempede lyder når kort legges ut og spilles, når et trekk avvises og når du vinner.',
    'settings.noSound': 'Denne nettleseren kan ikke spille av lyd.',
    'settings.showTimer': 'Vis tidtaker',
    'settings.autoDiscard': 'Gjør tvungne kast automatisk',
  },
  sv: {
    'settings.language': 'Språk',
    'settings.theme': 'Tema',
    'settings.themeAuto': 'Som systemet',
    'settings.themeLight': 'Ljust',
    'settings.themeDark': 'Mörkt',
    'settings.looks': 'Bord och kort',
    'settings.tableColour': 'Bordets färg',
    'settings.tableGreen': 'Grön',
    'settings.tableBlue': 'Blå',
    'settings.tableBurgundy': 'Vinröd',
    'settings.tableCharcoal': 'Koksgrå',
    'settings.cardStyle': 'Kortbilder',
    'settings.styleClassic': 'Klassisk (symboler och klädda kort)',
    'settings.styleLarge': 'Stort index (lätt att läsa)',
    'settings.fourColour': 'Kortlek i fyra färger',
    'settings.fourColourText': 'Ruter i blått och klöver i grönt, så att ingen färg delar kulör med en annan.',
    'settings.cardBack': 'Kortbaksida',
    'settings.backBlue': 'Blått galler',
    'settings.backRed': 'Röda rutor',
    'settings.backGreen': 'Gröna vågor',
    'settings.playing': 'Under spelet',
    'settings.leftHanded': 'Vänsterhänt',
    'settings.leftHandedText': 'På mobilen flyttas talongen och huvudknappen till vänster, under vänster tumme.',
    'settings.sound': 'Ljudeffekter',
    'settings.soundText': 'Dämpade ljud när kort delas ut och spelas, när ett drag nekas och när du vinner.',
    'settings.noSound': 'Den här webbläsaren kan inte spela upp ljud.',
    'settings.showTimer': 'Visa tidtagning',
    'settings.autoDiscard': 'Gör tvingande slängningar automatiskt',
  },
  da: {
    'settings.language': 'Sprog',
    'settings.theme': 'Tema',
    'settings.themeAuto': 'Som systemet',
    'settings.themeLight': 'Lyst',
    'settings.themeDark': 'Mørkt',
    'settings.looks': 'Bord og kort',
    'settings.tableColour': 'Bordets farve',
    'settings.tableGreen': 'Grøn',
    'settings.tableBlue': 'Blå',
    'settings.tableBurgundy': 'Bordeaux',
    'settings.tableCharcoal': 'Koksgrå',
    'settings.cardStyle': 'Kortbilleder',
    'settings.styleClassic': 'Klassisk (symboler og billedkort)',
    'settings.styleLarge': 'Stort indeks (let at læse)',
    'settings.fourColour': 'Kortspil i fire farver',
    'settings.fourColourText': 'Ruder i blå og klør i grøn, så ingen to kulører har samme farve.',
    'settings.cardBack': 'Kortbagside',
    'settings.backBlue': 'Blåt gitter',
    'settings.backRed': 'Røde ruder',
    'settings.backGreen': 'Grønne bølger',
    'settings.playing': 'Under spillet',
    'settings.leftHanded': 'Venstrehåndet',
    'settings.leftHandedText': 'På mobilen flyttes talonen og hovedknappen til venstre, under venstre tommelfinger.',
    'settings.sound': 'Lydeffekter',
    'settings.soundText': 'Dæmpede lyde når kort lægges ud og spilles, når et træk afvises, og når du vinder.',
    'settings.noSound': 'Denne browser kan ikke afspille lyd.',
    'settings.showTimer': 'Vis tidtager',
    'settings.autoDiscard': 'Lav tvungne smid automatisk',
  },
};

const made = new Map<Lang, Speech>();

/** A speech with the dialog's words as well as the app's (and so every catalogue's). */
export function settingsSpeech(lang: Lang): Speech {
  let s = made.get(lang);
  if (!s) {
    s = speechOver(lang, [SETTINGS_WORDS, ...CATALOGUES]);
    made.set(lang, s);
  }
  return s;
}
