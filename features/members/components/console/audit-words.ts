import { getTranslations } from 'next-intl/server';

import { auditActionKey } from '@/lib/audit/audit-actions';
import type { Locale } from '@/lib/i18n/routing';

export type AuditWords = {
  /** The action in the page's language, or null for one the catalogues do not name (yet). */
  action: (code: string) => string | null;
  /** The record type in the page's language; an unknown one as it is stored. */
  entity: (type: string) => string;
  /** The staff role in the page's language; an unknown one as it is stored. */
  role: (role: string) => string;
};

/**
 * The audit log's codes in words (issue 24): actions from `Console.audit.actions` (keyed by
 * `auditActionKey`), record types from `Console.audit.entities`, roles from `Console.roles`. A code
 * the catalogues do not know never fails the page: the caller shows it as it is.
 */
export async function auditWords(locale: Locale): Promise<AuditWords> {
  const t = await getTranslations({ locale, namespace: 'Console' });
  const known = (key: string) => (t.has(key) ? t(key) : null);
  const safe = (code: string) => /^[\w-]+(?:\.[\w-]+)*$/.test(code);
  return {
    action: (code) => (safe(code) ? known(`audit.actions.${auditActionKey(code)}`) : null),
    entity: (type) => (/^\w+$/.test(type) ? (known(`audit.entities.${type}`) ?? type) : type),
    role: (role) => (/^\w+$/.test(role) ? (known(`roles.${role}`) ?? role) : role),
  };
}
