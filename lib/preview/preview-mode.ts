import 'server-only';
import { draftMode } from 'next/headers';
import { cache } from 'react';

import { getPageSession } from '@/lib/auth/session-user';
import { canOpenArea } from '@/lib/auth/staff-areas';
import { isStaffRoleName } from '@/lib/auth/staff-roles';

// Issue 29: an editor sees a page as visitors will before it is published. The preview route
// (GET /api/staff/preview) turns Next's draft mode on for the editor's browser; a page rendered in
// draft mode is never cached (Next sends it `private, no-cache, no-store` and skips the data and
// full-route caches). The readers ask `isPreview()`: in a preview they read the database directly
// and include unpublished records.
//
// Draft mode alone is not enough: its cookie holds one value per build, so whoever once had it
// could read drafts until the next build. A preview also needs the request's own staff session
// (second factor passed) of a role that edits content; without it the page is the public one.

/** Whether this render is an editor's preview: draft mode on and an editor's session. */
export const isPreview = cache(async (): Promise<boolean> => {
  let enabled: boolean;
  try {
    enabled = (await draftMode()).isEnabled;
  } catch {
    // Outside a request (a build, a test): never a preview.
    return false;
  }
  if (!enabled) return false;
  try {
    const session = await getPageSession();
    if (!session?.secondFactorAt) return false;
    const role = session.user.role;
    return isStaffRoleName(role) && canOpenArea(role, 'contentImages');
  } catch {
    return false;
  }
});

/**
 * The cached, published read, or in a preview the direct read that includes drafts. Draft-mode
 * renders skip Next's data cache, so the preview's rows are never stored for visitors.
 */
export async function readForPreview<T>(
  published: () => Promise<T>,
  preview: () => Promise<T>,
): Promise<T> {
  return (await isPreview()) ? preview() : published();
}
