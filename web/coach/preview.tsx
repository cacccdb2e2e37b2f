// A position drawn small and still (a step of the solution, a move of the review): the engine's
// layout of what a player sees, each zone with its name and cards, the stock as a count. Nothing
// in it can be pressed; a screen reader hears each zone's cards as one line.

import type { JSX } from 'preact';
import { type TableLayout, type Zone, zoneKey } from '../../src/core/present.js';
import { useSpeech } from '../words/i18n.js';
import { CardFace } from '../table/card.js';
import { COACH_WORDS } from './words.js';
import './coach.css';

function ZoneLine({ zone, mark }: { zone: Zone; mark: string | undefined }): JSX.Element {
  const { say, show, card } = useSpeech();
  const name = say(zone.name);
  const spoken = zone.show === 'count' ? show(COACH_WORDS.m('coachUi.stockCount', { n: zone.count })) : zone.cards.length === 0 ? `${name}: ${say(COACH_WORDS.m('coachUi.empty'))}` : `${name}: ${zone.cards.map(card).join(', ')}`;
  // A face-up heap shows its top card only, like the table.
  const cards = zone.show === 'top' ? zone.cards.slice(-1) : zone.show === 'fan' ? zone.cards : [];
  return (
    <li class={`pv-zone${mark ? ` ${mark}` : ''}`}>
      <span class="pv-name" aria-hidden="true">
        {zone.show === 'count' ? show(COACH_WORDS.m('coachUi.stockCount', { n: zone.count })) : name}
      </span>
      <span class="sr-only">{spoken}</span>
      <span class="pv-cards" aria-hidden="true">
        {cards.map((c) => (
          <span key={c} class="pv-card">
            <CardFace card={c} label={card(c)} small />
          </span>
        ))}
      </span>
    </li>
  );
}

/** `marks` gives a class to some zones by zoneKey (the move's source and target). */
export function Preview({ layout, caption, marks }: { layout: TableLayout; caption: string; marks?: ReadonlyMap<string, string> }): JSX.Element {
  return (
    <figure class="pv">
      <figcaption>{caption}</figcaption>
      {layout.rows.map((row, i) => (
        <ul key={i} class="pv-row">
          {row.map((z) => (
            <ZoneLine key={zoneKey(z.ref)} zone={z} mark={marks?.get(zoneKey(z.ref))} />
          ))}
        </ul>
      ))}
    </figure>
  );
}
