// The duel: after a game, "Challenge a friend" makes a link with the deal, the variant, an
// optional name, the score and the moves. Whoever opens it plays the same deal; at its end both
// results stand side by side (the challenger's worked out from the moves, with a word when the
// link claimed another score) and the challenger's game can be replayed move by move.

import type { JSX } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import type { GameController, GameView } from '../model/controller.js';
import { withWebGame } from '../games/index.js';
import { useSpeech } from '../words/i18n.js';
import { type AnyPlay, Play, type PlayView } from '../model/play.js';
import { randomDealNumber } from '../model/spec.js';
import { Flip } from '../table/flip.js';
import { type Challenge, cleanName, formatDuelLink, measureGame, NAME_MAX } from './link.js';
import { DEALS_WORDS } from './words.js';


export function DuelPanel({ controller, view, challenge }: { controller: GameController; view: GameView; challenge: Challenge | undefined }): JSX.Element | null {
  const { say } = useSpeech();
  const name = challenge ? challenge.name || say(DEALS_WORDS.m('deals.aFriend')) : '';
  return (
    <>
      {challenge && !view.over ? (
        <p class="deals-note" data-testid="duel-intro">
          {say(DEALS_WORDS.m('deals.challengeFrom', { name, score: challenge.score }))}
        </p>
      ) : null}
      {challenge?.forgedScore !== undefined ? (
        <p class="notice" role="alert" data-testid="duel-forged">
          {say(DEALS_WORDS.m('deals.forged', { claimed: challenge.forgedScore, real: challenge.score }))}
        </p>
      ) : null}
      {challenge && view.over ? <Results controller={controller} challenge={challenge} name={name} /> : null}
      {view.over ? <ChallengeForm key={view.id} controller={controller} /> : null}
    </>
  );
}

function Results({ controller, challenge, name }: { controller: GameController; challenge: Challenge; name: string }): JSX.Element {
  const { say } = useSpeech();
  const mine = measureGame(controller.spec, controller.record().moves);
  const yn = (b: boolean): string => say(DEALS_WORDS.m(b ? 'deals.yes' : 'deals.no'));
  const rows: [string, number, boolean, number][] = [[name, challenge.score, challenge.won, challenge.cardsLeft]];
  if (mine.ok) rows.push([say(DEALS_WORDS.m('deals.you')), mine.value.score, mine.value.won, mine.value.cardsLeft]);
  return (
    <section class="deals-duel" aria-label={say(DEALS_WORDS.m('deals.results'))}>
      <h2>{say(DEALS_WORDS.m('deals.results'))}</h2>
      <table data-testid="duel-results">
        <thead>
          <tr>
            <th scope="col">{say(DEALS_WORDS.m('deals.player'))}</th>
            <th scope="col">{say(DEALS_WORDS.m('deals.scoreHead'))}</th>
            <th scope="col">{say(DEALS_WORDS.m('deals.wonHead'))}</th>
            <th scope="col">{say(DEALS_WORDS.m('deals.cardsLeftHead'))}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([who, score, won, left], i) => (
            <tr key={i}>
              <th scope="row">{who}</th>
              <td>{score}</td>
              <td>{yn(won)}</td>
              <td>{left}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Replay challenge={challenge} name={name} />
    </section>
  );
}

const noop = (): void => undefined;

/** The challenger's game, position by position, with the table drawn (nothing on it can be played). */
function Replay({ challenge, name }: { challenge: Challenge; name: string }): JSX.Element {
  const { say } = useSpeech();
  const views = useMemo((): PlayView[] => {
    const play = withWebGame(challenge.spec.game, (web): AnyPlay => Play.start(web, challenge.spec, false, randomDealNumber));
    const out = [play.view()];
    for (const text of challenge.moves) {
      if (play.playText(text) === undefined) break;
      out.push(play.view());
    }
    return out;
  }, [challenge]);
  const flip = useMemo(() => new Flip(), []);
  const [at, setAt] = useState(0);
  const last = views.length - 1;
  const shown = views[Math.min(at, last)] as PlayView;
  const go = (i: number): void => setAt(Math.max(0, Math.min(last, i)));
  return (
    <section class="deals-replay" aria-label={say(DEALS_WORDS.m('deals.replay', { name }))}>
      <h3>{say(DEALS_WORDS.m('deals.replay', { name }))}</h3>
      <div class="end-actions">
        <button type="button" onClick={() => go(0)} disabled={at === 0}>
          {say(DEALS_WORDS.m('deals.replayStart'))}
        </button>
        <button type="button" onClick={() => go(at - 1)} disabled={at === 0}>
          {say(DEALS_WORDS.m('deals.replayBack'))}
        </button>
        <button type="button" onClick={() => go(at + 1)} disabled={at >= last}>
          {say(DEALS_WORDS.m('deals.replayNext'))}
        </button>
        <button type="button" onClick={() => go(last)} disabled={at >= last}>
          {say(DEALS_WORDS.m('deals.replayEnd'))}
        </button>
        <span role="status" data-testid="replay-at">
          {say(DEALS_WORDS.m('deals.replayAt', { n: at, of: last }))}
        </span>
      </div>
      <div class="deals-replay-table" inert>
        {shown.table({ flip, motion: 'fresh', serial: at, selected: undefined, targets: [], movable: new Set(), onTap: noop, onTarget: noop, onDrop: () => false, onStock: noop })}
      </div>
    </section>
  );
}

function ChallengeForm({ controller }: { controller: GameController }): JSX.Element {
  const { say } = useSpeech();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const make = (): void => {
    const rec = controller.record();
    const r = measureGame(controller.spec, rec.moves);
    if (!r.ok) return;
    setLink(`${location.origin}${location.pathname}${formatDuelLink(controller.spec, name, r.value.score, rec.moves)}`);
  };
  if (!open) {
    return (
      <div class="end-actions">
        <button type="button" onClick={() => setOpen(true)}>
          {say(DEALS_WORDS.m('deals.challenge'))}
        </button>
      </div>
    );
  }
  return (
    <section class="deals-challenge" aria-label={say(DEALS_WORDS.m('deals.challenge'))}>
      <label class="field">
        {say(DEALS_WORDS.m('deals.yourName'))}
        <input type="text" maxLength={NAME_MAX * 2} value={name} onInput={(e) => setName(e.currentTarget.value)} onBlur={() => setName(cleanName(name))} />
      </label>
      <button type="button" class="primary" onClick={make}>
        {say(DEALS_WORDS.m('deals.makeLink'))}
      </button>
      {link !== null ? (
        <div>
          <p>{say(DEALS_WORDS.m('deals.challengeLink'))}</p>
          <input type="text" readOnly value={link} data-testid="duel-link" aria-label={say(DEALS_WORDS.m('deals.challenge'))} onFocus={(e) => e.currentTarget.select()} />
          <button
            type="button"
            onClick={() => {
              // No clipboard (an insecure page): the link stays in the field to copy by hand.
              if ('clipboard' in navigator) void navigator.clipboard.writeText(link).then(() => setCopied(true), noop);
            }}
          >
            {say(DEALS_WORDS.m(copied ? 'deals.copied' : 'deals.copy'))}
          </button>
        </div>
      ) : null}
    </section>
  );
}
