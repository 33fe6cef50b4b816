// The common skeleton both scripts are written into, so an Arabic word and a Latin word compare
// letter by letter. One symbol a sound class:
//   B ب پ b p   T ت ط t   P ث th   J ج ژ j dj   H ح ه h   X خ kh   D د ض d   V ذ ظ dh
//   R ر r   Z ز z   S س ص s c(e/i)   C ش چ تش sh ch   U غ gh   F ف f ph   Q ق q   K ك k c ck
//   G گ g   L ل l   M م m   N ن n   W و (first) w v (first)   Y ي (first) y (first)
//   h a weak final h: ه at a word's end (often ة), h after a vowel at a Latin word's end
//   a short vowel: any Latin vowel (Arabic does not write short vowels)
//   ā ī ū long vowels: ا و ي inside an Arabic word; aa, ee/ei/ai/ay, ou/oo/au/aw and a w or y
//         inside a Latin word, and an i before a, o or u (the glide ي: Ziad, Elias)
// A word's first vowel (Arabic ا ع ء, a Latin vowel) is dropped: both scripts start a name such as
// Ibrahim/إبراهيم or Omar/عمر with a vowel carrier the other writes differently. ع and ء are dropped
// at a word's start and a short vowel inside it (Latin writes them as an apostrophe, a vowel or
// nothing: Muammar, Mu'ammar for معمر). A repeated symbol counts once (Hassan, حسّن).

const ARABIC_SYMBOLS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    ب: 'B',
    پ: 'B',
    ت: 'T',
    ط: 'T',
    ث: 'P',
    ج: 'J',
    ژ: 'J',
    ح: 'H',
    ه: 'H',
    خ: 'X',
    د: 'D',
    ض: 'D',
    ذ: 'V',
    ظ: 'V',
    ر: 'R',
    ز: 'Z',
    س: 'S',
    ص: 'S',
    ش: 'C',
    چ: 'C',
    غ: 'U',
    ف: 'F',
    ڤ: 'W',
    ق: 'Q',
    ك: 'K',
    گ: 'G',
    ل: 'L',
    م: 'M',
    ن: 'N',
  }),
);

const ARABIC_LONG: ReadonlyMap<string, string> = new Map([
  ['ا', 'ā'],
  ['و', 'ū'],
  ['ي', 'ī'],
]);

/** Collapses repeated symbols. */
function collapse(symbols: string[]): string {
  let out = '';
  for (const symbol of symbols) if (out[out.length - 1] !== symbol) out += symbol;
  return out;
}

/** The skeleton of one folded Arabic word. */
export function arabicSkeleton(word: string): string {
  const symbols: string[] = [];
  const letters = [...word];
  letters.forEach((letter, index) => {
    // ع and ء are written ' or nothing, with the vowels around them (Mu'ammar, Muammar for معمر):
    // a short vowel inside a word, so the letters either side stay two (معمر is not مر).
    if (letter === 'ع' || letter === 'ء') {
      if (symbols.length > 0) symbols.push('a');
      return;
    }
    // «تش» is how Arabic writes a foreign ch (تشاد Chad, تشول Chol): one sound, Latin ch's C.
    if (letter === 'ت' && letters[index + 1] === 'ش') return;
    if (letter === 'ه' && index === letters.length - 1 && index > 0) symbols.push('h');
    else if (index === 0 && letter === 'ي') symbols.push('Y');
    else if (index === 0 && letter === 'و') symbols.push('W');
    else if (ARABIC_LONG.has(letter)) {
      if (symbols.length > 0) symbols.push(ARABIC_LONG.get(letter) ?? '');
    } else {
      const symbol = ARABIC_SYMBOLS.get(letter);
      if (symbol) symbols.push(symbol);
    }
  });
  return collapse(symbols);
}

/** Latin letter groups, longest first; the vowel groups stand for long vowels. */
const LATIN_GROUPS: readonly (readonly [string, string])[] = [
  ['sch', 'C'],
  ['tch', 'C'],
  ['kh', 'X'],
  ['gh', 'U'],
  ['sh', 'C'],
  ['ch', 'C'],
  ['th', 'P'],
  ['dh', 'V'],
  ['dj', 'J'],
  ['ph', 'F'],
  ['ck', 'K'],
  ['ou', 'ū'],
  ['oo', 'ū'],
  ['uu', 'ū'],
  ['au', 'ū'],
  ['aw', 'ū'],
  ['ow', 'ū'],
  ['ee', 'ī'],
  ['ii', 'ī'],
  ['ei', 'ī'],
  ['ey', 'ī'],
  ['ai', 'ī'],
  ['ay', 'ī'],
  ['ie', 'ī'],
  ['aa', 'ā'],
];

const LATIN_LETTERS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    b: 'B',
    p: 'B',
    t: 'T',
    j: 'J',
    h: 'H',
    d: 'D',
    r: 'R',
    z: 'Z',
    s: 'S',
    f: 'F',
    q: 'Q',
    k: 'K',
    g: 'G',
    l: 'L',
    m: 'M',
    n: 'N',
    a: 'a',
    e: 'a',
    i: 'a',
    o: 'a',
    u: 'a',
  }),
);

const isVowel = (letter: string | undefined) => letter !== undefined && 'aeiou'.includes(letter);

/**
 * Latin letter pairs that are also two Arabic letters, a consonant and ح or ه: th ت ح (Fathi
 * «فتحي»), dh د ه (Adham «أدهم»), sh س ح (Ishaq «إسحاق»), kh ك ح, gh غ ه. Read as one letter
 * (ث ذ ش خ غ) first; latinSkeleton(word, true) reads them as two.
 */
export const TWO_LETTER_PAIRS: ReadonlySet<string> = new Set(['th', 'dh', 'sh', 'kh', 'gh']);

/** The next symbol of a Latin word at `at`, and how many letters it takes. */
function latinSymbol(word: string, at: number, twoLetters: boolean): readonly [string, number] {
  const letter = word[at] ?? '';
  const next = word[at + 1];
  if (at === 0 && (letter === 'w' || letter === 'v')) return ['W', 1];
  if (at === 0 && letter === 'y') return ['Y', 1];
  if (at === 0 && word.startsWith('ou') && isVowel(word[2])) return ['W', 2];
  // A y or w between vowels is the consonant (Sayyid, Awad): written as the long vowel Arabic uses.
  if ((letter === 'y' || letter === 'w') && isVowel(next)) return [letter === 'y' ? 'ī' : 'ū', 1];
  // An i before a, o or u is the glide Arabic writes ي (Ziad, Elias, Riad for زياد, الياس, رياض).
  if (letter === 'i' && at > 0 && (next === 'a' || next === 'o' || next === 'u')) return ['ī', 1];
  for (const [group, symbol] of LATIN_GROUPS) {
    // ay, aw… before a vowel are a vowel and a consonant (Hidayat, Sabawi), not a diphthong.
    const semivowel = group[1] === 'y' || group[1] === 'w';
    if (twoLetters && TWO_LETTER_PAIRS.has(group)) continue;
    if (word.startsWith(group, at) && !(semivowel && isVowel(word[at + 2]))) {
      return [symbol, group.length];
    }
  }
  if (letter === 'c') return [next === 'e' || next === 'i' || next === 'y' ? 'S' : 'K', 1];
  if (letter === 'x') return ['KS', 1];
  if (letter === 'v' || letter === 'w') return ['ū', 1];
  if (letter === 'y') return ['ī', 1];
  // A word's last i is the long ī (the nisba ي: Ghali, Ghaly, Ghalee, «غالي» one ending).
  if (letter === 'i' && at > 0 && at === word.length - 1) return ['ī', 1];
  if (letter === 'h' && at === word.length - 1 && isVowel(word[at - 1])) return ['h', 1];
  return [LATIN_LETTERS.get(letter) ?? '', 1];
}

/** The skeleton of one folded Latin word (`twoLetters`: th, dh, sh, kh, gh read as two letters). */
export function latinSkeleton(word: string, twoLetters = false): string {
  const symbols: string[] = [];
  let at = 0;
  while (at < word.length) {
    const [symbol, length] = latinSymbol(word, at, twoLetters);
    const vowel = symbol === 'a' || symbol === 'ā' || symbol === 'ī' || symbol === 'ū';
    if (symbol && !(symbols.length === 0 && vowel)) symbols.push(...symbol);
    at += length;
  }
  return collapse(symbols);
}
