// The hint's marks on the table: the zone whose top card the coach's hint plays, and where it
// goes. The coach sets them (web/coach/fair-hint.tsx); the table draws them as `data-hint="from"`
// and `data-hint="to"` on the zones, styled by hint.css (classes and attributes only, so the page's
// Content-Security-Policy, `style-src 'self'`, lets them show). They belong to one position: the
// table shows them only while its serial is the one they were set at, so they go at the next move.

import { Listeners, type Source } from '../model/source.js';

export interface HintMarks {
  /** The controller's serial of the position the hint belongs to. */
  readonly serial: number;
  /** Zone keys (`pile:2`, `stock:0`): the card to play comes from `from` and goes to `to`. */
  readonly from: string;
  readonly to: string;
}

class MarkSource implements Source<HintMarks | undefined> {
  private marks: HintMarks | undefined;
  private readonly listeners = new Listeners();

  subscribe(listener: () => void): () => void {
    return this.listeners.add(listener);
  }

  getSnapshot(): HintMarks | undefined {
    return this.marks;
  }

  set(marks: HintMarks | undefined): void {
    const same = marks === this.marks || (marks !== undefined && this.marks !== undefined && marks.serial === this.marks.serial && marks.from === this.marks.from && marks.to === this.marks.to);
    if (same) return;
    this.marks = marks;
    this.listeners.call();
  }
}

/** The one set of hint marks of the page. */
export const hintMarks = new MarkSource();

/** What a zone shows of the marks at the position `serial`: the hinted card's zone, the target, or nothing. */
export function hintOf(marks: HintMarks | undefined, serial: number, key: string): 'from' | 'to' | undefined {
  if (marks === undefined || marks.serial !== serial) return undefined;
  if (key === marks.from) return 'from';
  return key === marks.to ? 'to' : undefined;
}
