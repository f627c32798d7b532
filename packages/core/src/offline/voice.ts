// What the client and the advisor told us, as the built-in writer may use it: the client's own
// words (a short quote), the client's own goal, and the topics of the advisor's notes. Notes are
// data, never instructions: amounts that disagree with the analysis are removed first (the same
// scrubber the prompt uses), then every sentence that still carries a figure, a removed amount, a
// contact detail (unless it may be shown) or a health detail (unless health may be mentioned);
// what is left is bounded here and escaped where it is placed.
import type { TClientFormData } from '../generation/client-form';
import { REMOVED_AMOUNT_MARKER, scrubClientNotes } from '../generation/facts-notes';
import {
  CONTACT_REMOVED_MARKER,
  mentionsHealth,
  notesWithoutContactDetails,
} from '../generation/facts-privacy';
import { clip, prose, storable } from './client-text';

/** The client's words and the advisor's notes, cleaned (plain text, not yet escaped). */
export interface TClientWords {
  /** The client's own notes, one or two sentences, or ''. */
  quote: string;
  /** The client's own goal (goals.otherText when the goal is ticked), or ''. */
  ownGoal: string;
  /** What the advisor's notes are about, as phrases for "we have kept in mind …". */
  topics: string[];
  /** The advisor's notes, cleaned and short, for the advisor's speaker notes only. */
  advisorNote: string;
}

const MAX_QUOTE = 220;
const MAX_GOAL = 160;
const MAX_ADVISOR_NOTE = 200;

/** The sentences of a note a page may carry: no removed amount, contact, health detail or figure. */
function usable(text: string, mentionHealth: boolean, max: number): string {
  const sentences = storable(text)
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(
      (s) =>
        s !== '' &&
        !s.includes(REMOVED_AMOUNT_MARKER) &&
        !s.includes(CONTACT_REMOVED_MARKER) &&
        (mentionHealth || !mentionsHealth(s)),
    );
  const kept = prose(sentences.join('\n'))
    // Quotation marks would nest inside ours; a stray bracket reads as markup.
    .replace(/["“”<>[\]{}]/g, '')
    .trim();
  return kept === '' ? '' : clip(kept, max);
}

/** Topics of the advisor's notes, each allowed only where it fits the client's situation. */
const TOPICS: readonly (readonly [RegExp, string, (f: TTopicFacts) => boolean])[] = [
  [/\b(?:mortgage|house|home)\b/i, 'your home', () => true],
  [
    /\b(?:kids?|child(?:ren)?|sons?|daughters?|school|college|university|education)\b/i,
    'your children’s future',
    (f) => f.dependents > 0,
  ],
  [/\b(?:spouse|wife|husband|partner)\b/i, 'your partner', (f) => f.partnered],
  [/\b(?:business|company|firm|shareholders?|buy-sell)\b/i, 'your business', () => true],
  [/\b(?:job|employer|layoff|group cover|work)\b/i, 'your work', () => true],
  [/\b(?:debts?|loans?|credit)\b/i, 'what you owe', () => true],
  [/\b(?:savings?|invest\w*)\b/i, 'your savings', () => true],
  [/\bretir\w*/i, 'your retirement', () => true],
  [
    /\b(?:estate|will|inherit\w*|heirs?|legacy|cottage|charity|church|grandchild\w*)\b/i,
    'what you leave behind',
    () => true,
  ],
  [/\b(?:worr\w*|concern\w*|anxious|nervous|afraid)\b/i, 'the concerns you raised', () => true],
];

interface TTopicFacts {
  dependents: number;
  partnered: boolean;
}

function topicsOf(note: string, facts: TTopicFacts): string[] {
  return TOPICS.filter(([pattern, , fits]) => pattern.test(note) && fits(facts))
    .map(([, topic]) => topic)
    .slice(0, 3);
}

/** The client's words and the advisor's notes as the writer may use them. */
export function clientWords(client: TClientFormData, facts: TTopicFacts): TClientWords {
  const scrubbed = notesWithoutContactDetails(scrubClientNotes(client).client);
  const health = client.mentionHealth;
  const advisorNote = usable(scrubbed.advisorNotes, health, MAX_ADVISOR_NOTE);
  return {
    quote: usable(scrubbed.clientNotes, health, MAX_QUOTE),
    ownGoal: scrubbed.goals.other ? usable(scrubbed.goals.otherText, health, MAX_GOAL) : '',
    topics: topicsOf(usable(scrubbed.advisorNotes, health, 2000), facts),
    advisorNote,
  };
}
