import 'server-only';

import type { GatedFileRule } from '@/lib/api/gated-file-routes';

// part 1 §2.6 and §6: the full export guide is for logged-in members (issue 26: it was served from
// public/ to anyone). Every file of the guide's gated folder is the guide's; the seven step files
// stay public, as the specification gates only the full guide.
export const guideFileRule: GatedFileRule = async (_db, key) => ({
  vip: false,
  published: true,
  filename: key.slice(key.lastIndexOf('/') + 1),
});
