// What the landing's before → after shows (issue 17): made at build time by our engine from an
// invented CV (scripts/make-landing-sample.ts), never written by hand.

export type LandingSample = {
  /** The invented person's name, as the engine read it. */
  readonly name: string;
  /** The ATS score of the file as uploaded, and of the engine's PDF read back. */
  readonly scoreBefore: number;
  readonly scoreAfter: number;
  /** How many changes the engine made in all. */
  readonly changeCount: number;
  /** A few of them: the line before, the line after, and why (the engine's own words). */
  readonly changes: readonly {
    readonly before: string;
    readonly after: string;
    readonly message: string;
  }[];
};
