// The Latin article written glued to a word, at its start ("Alhassan", "Essaadi") or, in South
// Asian names, at the end of the word before ("Ziaul Haq", "Fazlur Rahman"): the word without it is
// compared (align.ts) and keyed (prepare.ts) too, as the name written apart is.
import { latinSkeleton } from './skeleton';
import type { NameToken } from './tokens';

/** A Latin article glued to the word: al-/el- before three letters or more, or assimilated (Essaadi). */
const GLUED_ARTICLE = /^(?:al|el)(?=[a-z]{3,}$)|^[ae](?=([tdrzsn])\1[a-z]{2,}$)/;

/**
 * The article glued to the end of the word before the name it belongs to, as South Asian names
 * are written in the press: "Ziaul Haq" for Zia-ul-Haq, "Fazlur Rahman" for Fazl-ur-Rahman
 * («ضياء الحق», «فضل الرحمن»). Only on a word that another follows.
 */
const ARTICLE_AT_END = /(?<=^[a-z]{3,})u[lr]$/;

/** The word's skeleton without a glued article, when it has one (`last`: the name's last word). */
export const bareSkeletonOf = (token: NameToken, last: boolean) => {
  if (token.script !== 'latin' || token.row >= 0) return undefined;
  let bare = token.text.replace(GLUED_ARTICLE, '');
  if (!last) bare = bare.replace(ARTICLE_AT_END, '');
  return bare === token.text ? undefined : latinSkeleton(bare);
};
