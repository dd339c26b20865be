// What `npm run eval:cv -- --check` (and so `npm test`) holds each labelled set to: the minimum
// percentage per field, just below what the engine reads today, so no change can silently make
// reading worse. Raise a figure when you improve reading (`npm run eval:cv -- --print-thresholds`
// prints today's, rounded down to a tenth); never lower one without saying why in the commit.
// real-scans holds only on a whole run (--split all): its four files straddle dev and aside.
import type { EvalThresholds } from './eval-scoring';
import type { ActionVerbThresholds, OutputThresholds } from './eval-output';

export const evalThresholds: EvalThresholds = {
  fixtures: {
    name: 100,
    email: 100,
    phone: 100,
    location: 100,
    links: 100,
    sections: 100,
    'experience.count': 100,
    'education.count': 100,
    language: 100,
  },
  // Invented CVs made by helpers who saw neither the engine nor real/ (fixtures/README.md).
  invented: {
    name: 98.9,
    email: 99.8,
    phone: 99.0,
    location: 93.8,
    links: 94.9,
    sections: 98.9,
    'experience.count': 95.6,
    'experience.title': 95.5,
    'experience.organisation': 92.1,
    'experience.dates': 98.1,
    'education.count': 94.4,
    'education.degree': 92.6,
    'education.institution': 92.4,
    'education.dates': 97.0,
    language: 100,
  },
  'fixtures-scanned': {
    name: 100,
    email: 100,
    phone: 100,
    location: 100,
    links: 100,
    // Two invented twins joined in session 38; OCR drops accents from one heading and misreads
    // a school's "I.E.P." and a run-together "2011-2016" (misses of reading, not of layout).
    sections: 95.8,
    'experience.count': 100,
    'experience.title': 100,
    'experience.organisation': 100,
    'experience.dates': 100,
    'education.count': 100,
    'education.degree': 75,
    'education.institution': 50,
    'education.dates': 75,
    language: 100,
    scan: 100,
  },
  'corpus-cv': {
    name: 100,
    email: 100,
    phone: 100,
    location: 100,
    links: 100,
    sections: 100,
    'experience.count': 100,
    'education.count': 100,
    language: 100,
  },
  'real-dev': {
    name: 100,
    email: 100,
    phone: 100,
    location: 100,
    links: 97.3,
    sections: 100,
    'experience.count': 96.4,
    'experience.title': 94.9,
    'experience.organisation': 93.7,
    'experience.dates': 98.7,
    'education.count': 89.2,
    'education.degree': 92,
    'education.institution': 90.2,
    'education.dates': 95.4,
    language: 100,
  },
  'real-aside': {
    name: 92.3,
    email: 100,
    phone: 92.3,
    location: 69.2,
    links: 72.2,
    sections: 89.6,
    'experience.count': 69.2,
    'experience.title': 59.9,
    'experience.organisation': 68.1,
    'experience.dates': 75,
    'education.count': 76.9,
    'education.degree': 64,
    'education.institution': 66.6,
    'education.dates': 87.5,
    language: 100,
  },
  'real-scans': {
    name: 75,
    email: 75,
    phone: 75,
    location: 75,
    links: 0,
    sections: 77.4,
    'experience.count': 100,
    'experience.title': 72.7,
    'experience.organisation': 77.7,
    'experience.dates': 90,
    'education.count': 100,
    // 75 until session 17: the education reading made for new fictional layouts (a wrapped school
    // name joined, "(en curso)" as a state) reads one held-out scan's degree worse. Reported.
    'education.degree': 50,
    'education.institution': 33.3,
    'education.dates': 100,
    language: 100,
    scan: 50,
  },
};

/**
 * Issue 13's output evidence: the percent of runs (plain: the CV optimised alone; tailored: once
 * against each posting in jobs/) that kept every source word, added none, did not grow a 1–2
 * page CV, and scored no lower than the source (our PDF read back). The goal is 100 % everywhere;
 * these hold today's figures.
 */
export const outputThresholds: OutputThresholds = {
  fixtures: { plain: { retention: 100, invention: 100, pages: 100, score: 100 } },
  'corpus-cv': {
    plain: { retention: 100, invention: 100, pages: 100, score: 100 },
    tailored: { retention: 100, invention: 100, pages: 100, score: 50 },
  },
  'real-dev': {
    plain: { retention: 100, invention: 100, pages: 95.2, score: 100 },
    tailored: { retention: 100, invention: 100, pages: 95.2, score: 100 },
  },
  // 100 % retention and invention since session 18, but the held-out file that reaches it needs
  // the OCR repair of a misread glyph, which a loaded machine may run out of time for: held at
  // the figure without it.
  'real-aside': {
    plain: { retention: 92.3, invention: 92.3, pages: 81.8, score: 100 },
    tailored: { retention: 92.3, invention: 92.3, pages: 81.8, score: 100 },
  },
};

/**
 * Issue 13's improvement: the share of printed bullets that open on an action verb after
 * optimising alone (goal ≥ 80 %), held just below today's so no change makes the rewrites reach
 * fewer bullets.
 */
export const actionVerbThresholds: ActionVerbThresholds = {
  fixtures: 87.5,
  'corpus-cv': 75.5,
  'real-dev': 78.9,
  'real-aside': 68.4,
};
