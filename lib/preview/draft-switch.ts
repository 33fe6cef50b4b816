import 'server-only';
import { draftMode } from 'next/headers';

/**
 * Turns Next's draft mode on or off for the browser that asked (its `__prerender_bypass` cookie,
 * added by Next to the route's answer). Only from a route handler: the API's preview routes.
 */
export async function switchDraftMode(on: boolean): Promise<void> {
  const draft = await draftMode();
  if (on) draft.enable();
  else draft.disable();
}
