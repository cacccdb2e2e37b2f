// The words of saving: the game open in another tab, a write that failed and works again, and the
// records set aside, in the four languages.

import { type Lang, messages, type Words } from './i18n.js';

const en = {
  otherTab: 'This game is open in another tab.',
  playHere: 'Play here',
  takingOver: 'Taking the game over…',
  storageFull: 'This device’s storage is full, so your game is not being saved. Play on here; saving is tried again, and you can export the game to keep a copy.',
  saveFailed: 'Your game could not be saved: {msg}. It is kept on this page and saving is tried again; export it to keep a copy.',
  exportGame: 'Export the game (JSON)',
  saveWorks: 'Saving works again.',
  setAside: 'Set aside, not counted ({n}):',
};

export type StorageKey = keyof typeof en;

export const STORAGE_WORDS: Readonly<Record<Lang, Words<StorageKey>>> = {
  en,
  nb: {
    otherTab: 'Dette spillet er åpent i en annen fane.',
    playHere: 'Spill her',
    takingOver: 'Tar over spillet …',
    storageFull: 'Lagringsplassen på denne enheten er full, så spillet ditt lagres ikke. Spill videre her; lagringen prøves igjen, og du kan eksportere spillet for å ta vare på en kopi.',
    saveFailed: 'Spillet ditt kunne ikke lagres: {msg}. Det holdes på denne siden, og lagringen prøves igjen; eksporter det for å ta vare på en kopi.',
    exportGame: 'Eksporter spillet (JSON)',
    saveWorks: 'Lagringen virker igjen.',
    setAside: 'Lagt til side, ikke talt med ({n}):',
  },
  sv: {
    otherTab: 'Det här spelet är öppet i en annan flik.',
    playHere: 'Spela här',
    takingOver: 'Tar över spelet …',
    storageFull: 'Lagringsutrymmet på den här enheten är fullt, så ditt spel sparas inte. Spela vidare här; sparandet försöks igen, och du kan exportera spelet för att behålla en kopia.',
    saveFailed: 'Ditt spel kunde inte sparas: {msg}. Det finns kvar på den här sidan och sparandet försöks igen; exportera det för att spara en kopia.',
    exportGame: 'Exportera spelet (JSON)',
    saveWorks: 'Sparandet fungerar igen.',
    setAside: 'Lagt åt sidan, inte räknat ({n}):',
  },
  da: {
    otherTab: 'Dette spil er åbent i en anden fane.',
    playHere: 'Spil her',
    takingOver: 'Overtager spillet …',
    storageFull: 'Lagerpladsen på denne enhed er fuld, så dit spil bliver ikke gemt. Spil videre her; gemningen prøves igen, og du kan eksportere spillet for at beholde en kopi.',
    saveFailed: 'Dit spil kunne ikke gemmes: {msg}. Det bevares på denne side, og der prøves at gemme igen; eksportér det for at beholde en kopi.',
    exportGame: 'Eksportér spillet (JSON)',
    saveWorks: 'Det virker at gemme igen.',
    setAside: 'Lagt til side, ikke talt med ({n}):',
  },
};

export const say = messages<StorageKey>();
