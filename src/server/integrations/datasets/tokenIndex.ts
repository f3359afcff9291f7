import { tokenize } from './normalizeQuery';

/** How well one query word met a record word: exact beats prefix beats infix. */
const exactScore = 4;
const prefixScore = 3;
const infixScore = 1;

/** One scored hit of a search. */
export interface IndexHit {
  /** Position of the record in the array the index was built from. */
  id: number;
  score: number;
}

/**
 * An inverted index over the words of a record set: sorted unique words with their posting lists, so a
 * query word is resolved by a binary search for its prefix range (and, for words of three letters or
 * more, by an infix scan of the few thousand unique words). Every query word must be met by some word
 * of a record; the score adds up how well each was met.
 */
export class TokenIndex {
  private readonly words: string[];
  private readonly postings: number[][];

  /** `wordsOf(i)` gives the searchable words of record i (any text; it is normalised here). */
  constructor(size: number, wordsOf: (id: number) => string[]) {
    const byWord = new Map<string, Set<number>>();
    for (let id = 0; id < size; id += 1) {
      for (const text of wordsOf(id)) {
        for (const word of tokenize(text)) {
          let ids = byWord.get(word);
          if (!ids) byWord.set(word, (ids = new Set()));
          ids.add(id);
        }
      }
    }
    this.words = [...byWord.keys()].sort();
    this.postings = this.words.map((word) => [...byWord.get(word)!]);
  }

  /**
   * Records matching every word of the query, best first. `optional` words (place types such as 'г',
   * 'ул') add to the score when they match and are ignored when they don't.
   */
  search(query: string, optional: ReadonlySet<string> = new Set()): IndexHit[] {
    const queryWords = tokenize(query);
    const required = queryWords.filter((w) => !optional.has(w));
    const extra = queryWords.filter((w) => optional.has(w));
    const mustMatch = required.length > 0 ? required : extra;
    if (mustMatch.length === 0) return [];
    let scores: Map<number, number> | null = null;
    for (const word of mustMatch) {
      const matched = this.match(word);
      if (scores === null) {
        scores = matched;
      } else {
        const next = new Map<number, number>();
        for (const [id, score] of scores) {
          const add = matched.get(id);
          if (add !== undefined) next.set(id, score + add);
        }
        scores = next;
      }
      if (scores.size === 0) return [];
    }
    if (required.length > 0) {
      for (const word of extra) {
        for (const [id, add] of this.match(word)) {
          const score = scores!.get(id);
          if (score !== undefined) scores!.set(id, score + add);
        }
      }
    }
    return [...scores!].map(([id, score]) => ({ id, score }));
  }

  /** Record ids met by one query word, with the best score of that word per record. */
  private match(word: string): Map<number, number> {
    const found = new Map<number, number>();
    const give = (index: number, score: number): void => {
      for (const id of this.postings[index]!) {
        if ((found.get(id) ?? 0) < score) found.set(id, score);
      }
    };
    let index = this.lowerBound(word);
    while (index < this.words.length && this.words[index]!.startsWith(word)) {
      give(index, this.words[index] === word ? exactScore : prefixScore);
      index += 1;
    }
    // Infix hits only for words long enough to mean something ('ос' would match half the country).
    if (word.length >= 3) {
      for (let i = 0; i < this.words.length; i += 1) {
        const candidate = this.words[i]!;
        if (candidate.length > word.length && !candidate.startsWith(word) && candidate.includes(word)) give(i, infixScore);
      }
    }
    return found;
  }

  private lowerBound(word: string): number {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.words[mid]! < word) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
