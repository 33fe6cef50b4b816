'use client';

import { http } from '@/lib/http/client';
import { HONEYPOT_FIELD } from '@/lib/validation/limits';

import type { AlertChoicesInput, AlertSubscriptionView, SubscribeAnswer } from '../schemas';

// The browser's calls of the alerts (issue 39), through the portal's API client.

type Subscription = AlertChoicesInput & {
  email: string;
  recaptchaToken?: string;
  /** The honeypot's value: empty for a person. */
  website?: string;
};

// POST /api/alerts/subscriptions – subscribe (pending with a confirmation mail, or active)
export async function subscribeToAlerts({ website, ...body }: Subscription) {
  const sent = { ...body, ...(website ? { [HONEYPOT_FIELD]: website } : {}) };
  return (await http.post<SubscribeAnswer>('/alerts/subscriptions', sent)).data;
}

/** Whose choices a form changes: the manage link's subscription or one of the member's. */
export type AlertTarget = { token: string } | { id: number };

const targetPath = (target: AlertTarget) =>
  'token' in target
    ? `/alerts/manage/${encodeURIComponent(target.token)}`
    : `/user/alert-subscriptions/${target.id}`;

// PUT /api/alerts/manage/{token} or /api/user/alert-subscriptions/{id} – new choices
export async function changeAlertChoices(
  target: AlertTarget,
  body: AlertChoicesInput & { version: number },
) {
  return (await http.put<AlertSubscriptionView>(targetPath(target), body)).data;
}

// DELETE /api/user/alert-subscriptions/{id} – the member removes one, at the version shown
export async function deleteAlertSubscription(id: number, version: number) {
  await http.delete(`/user/alert-subscriptions/${id}`, {
    headers: { 'If-Match': `"${version}"` },
  });
}

// POST /api/alerts/unsubscribe?token= – stop at once (the manage page's button)
export async function unsubscribeFromAlerts(token: string) {
  await http.post('/alerts/unsubscribe', 'List-Unsubscribe=One-Click', {
    params: { token },
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}
