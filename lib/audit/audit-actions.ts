// Every action a staff change writes to the audit log (`audit_log.action`, `<record>.<verb>`), and
// every record type it names (`audit_log.entity_type`, the table). The console's audit log names
// each in the page's language (`Console.audit.actions`, `Console.audit.entities`);
// tests/unit/audit-actions.test.ts fails when the server writes an action or a record type that is
// not listed here, or when one listed here has no words in either catalogue.

export const AUDIT_ACTIONS = [
  // approvals (features/approvals/server/decide.ts)
  'company.approve',
  'company.refuse',
  'product.approve',
  'product.refuse',
  'service.approve',
  'service.refuse',
  // the enquiry desk (features/enquiries/server/staff-changes.ts)
  'enquiry.owner',
  'enquiry.status',
  'enquiry.reply',
  // consultation requests (features/home/server/staff-consultations.ts)
  'consultation.handled',
  // members (features/members/constants.ts MEMBER_ACTIONS)
  'member.vip',
  'member.suspend',
  'member.reinstate',
  // staff accounts and the second factor (features/staff-auth/server/)
  'staff.create',
  'staff.role',
  'staff.second-factor.reset',
  'staff.suspend',
  'staff.reinstate',
  'staff.second-factor.setup',
  'staff.second-factor.enable',
  'staff.sign-in',
  // trade support institutions and their reference lists (features/institutions/server/)
  'institution.create',
  'institution.update',
  'institution.delete',
  'export-type.create',
  'export-type.update',
  'export-type.delete',
  'export-mode.create',
  'export-mode.update',
  'export-mode.delete',
  // the pool of experts (features/experts/constants.ts EXPERT_ACTIONS, POOL_ACTIONS)
  'expert.create',
  'expert.update',
  'expert.delete',
  'pool.create',
  'pool.update',
  'pool.delete',
  // events (features/events/constants.ts EVENT_ACTIONS)
  'event.create',
  'event.update',
  'event.delete',
  // credentials (features/credentials/server/credential-routes.ts)
  'credential.create',
  'credential.update',
  'credential.delete',
  // trade agreements and the map's country pages (features/agreements/server/staff-routes.ts)
  'agreement.create',
  'agreement.update',
  'agreement.delete',
  'fta-country.create',
  'fta-country.update',
  'fta-country.delete',
  // the publications catalogue (features/publications/server/staff-routes.ts)
  'publication.create',
  'publication.update',
  'publication.delete',
  // statistics, studies and infographics (features/statistics/server/save-statistic.ts)
  'statistic.create',
  'statistic.update',
  'statistic.delete',
  // news (features/news/server/staff-routes.ts)
  'news.update',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITIES = [
  'users',
  'companies',
  'products',
  'services',
  'enquiries',
  'consultation_requests',
  'institutions',
  'export_types',
  'export_modes',
  'experts',
  'pools',
  'news',
  'statistics',
  'publications',
  'credentials',
  'trade_agreements',
  'fta_country_agreements',
  'events',
] as const;

export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/**
 * The catalogue key of an action's words: next-intl reads a dot as nesting, so `company.approve`
 * is `company_approve` (`staff.second-factor.reset` is `staff_second-factor_reset`).
 */
export const auditActionKey = (action: string): string => action.replaceAll('.', '_');

export const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);
