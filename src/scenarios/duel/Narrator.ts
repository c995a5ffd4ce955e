/** Where a narrated trial tells its story, one line per card, roll, decision and wound. */
export interface Narrator {
  line(text: string): void;
}

/** A narrator that keeps the lines, for printing or for tests. */
export class StoryNarrator implements Narrator {
  readonly lines: string[] = [];
  line(text: string): void {
    this.lines.push(text);
  }
}
