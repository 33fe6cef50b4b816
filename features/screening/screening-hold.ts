import 'server-only';

// Issue 47, the staff hold, as the features that publish or relay a subject read it: the one SQL
// condition every public reader of a screened subject adds (`notHeld`), the staff lists' `isHeld`
// and `heldSubjectIds`, and the screening its save path runs in its own transaction
// (`screenSubjectById`). docs/decisions/screening.md "The staff hold".

export { heldSubjectIds, isHeld, notHeld } from './server/hold-sql';
export { screenSubjectById, type ScreeningOptions } from './server/screen-subject';
