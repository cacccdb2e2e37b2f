// The words of saving: the game open in another tab, a write that failed and works again, and the
// records set aside, in the four languages.

import { words } from './book.js';

const en = {
  'storage.otherTab': 'This game is open in another tab.',
  'storage.playHere': 'Play here',
  'storage.takingOver': 'Taking the game over…',
  'storage.storageFull': 'This device’s storage is full, so your game is not being saved. Play on here; saving is tried again, and you can export the game to keep a copy.',
  'storage.saveFailed': 'Your game could not be saved: {msg}. It is kept on this page and saving is tried again; export it to keep a copy.',
  'storage.exportGame': 'Export the game (JSON)',
  'storage.saveWorks': 'Saving works again.',
  'storage.setAside': 'Set aside, not counted ({n}):',
};

export const STORAGE_WORDS = words({
  en,
  nb: {
    'storage.otherTab': 'Dette spillet er åpent i en annen fane.',
    'storage.playHere': 'Spill her',
    'storage.takingOver': 'Tar over spillet …',
    'storage.storageFull': 'Lagringsplassen på denne enheten er full, så spillet ditt lagres ikke. Spill videre her; lagringen prøves igjen, og du kan eksportere spillet for å ta vare på en kopi.',
    'storage.saveFailed': 'Spillet ditt kunne ikke lagres: {msg}. Det holdes på denne siden, og lagringen prøves igjen; eksporter det for å ta vare på en kopi.',
    'storage.exportGame': 'Eksporter spillet (JSON)',
    'storage.saveWorks': 'Lagringen virker igjen.',
    'storage.setAside': 'Lagt til side, ikke talt med ({n}):',
  },
  sv: {
    'storage.otherTab': 'Det här spelet är öppet i en annan flik.',
    'storage.playHere': 'Spela här',
    'storage.takingOver': 'Tar över spelet …',
    'storage.storageFull': 'Lagringsutrymmet på den här enheten är fullt, så ditt spel sparas inte. Spela vidare här; sparandet försöks igen, och du kan exportera spelet för att behålla en kopia.',
    'storage.saveFailed': 'Ditt spel kunde inte sparas: {msg}. Det finns kvar på den här sidan och sparandet försöks igen; exportera det för att spara en kopia.',
    'storage.exportGame': 'Exportera spelet (JSON)',
    'storage.saveWorks': 'Sparandet fungerar igen.',
    'storage.setAside': 'Lagt åt sidan, inte räknat ({n}):',
  },
  da: {
    'storage.otherTab': 'Dette spil er åbent i en anden fane.',
    'storage.playHere': 'Spil her',
    'storage.takingOver': 'Overtager spillet …',
    'storage.storageFull': 'Lagerpladsen på denne enhed er fuld, så dit spil bliver ikke gemt. Spil videre her; gemningen prøves igen, og du kan eksportere spillet for at beholde en kopi.',
    'storage.saveFailed': 'Dit spil kunne ikke gemmes: {msg}. Det bevares på denne side, og der prøves at gemme igen; eksportér det for at beholde en kopi.',
    'storage.exportGame': 'Eksportér spillet (JSON)',
    'storage.saveWorks': 'Det virker at gemme igen.',
    'storage.setAside': 'Lagt til side, ikke talt med ({n}):',
  },
});
