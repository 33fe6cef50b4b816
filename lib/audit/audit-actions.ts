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
  // an export plan its member sent, read by an adviser (features/export-plan/server/staff-routes.ts)
  'export-plan.read',
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
  // staff's corrections of the market indicators' tax rates (issue 58)
  'vat-correction.create',
  'vat-correction.update',
  'vat-correction.delete',
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
  // the HS nomenclature's Arabic names and the finder's synonyms (features/hs-codes/server/)
  'hs-section.update',
  'hs-code.update',
  'hs-synonym.create',
  'hs-synonym.update',
  'hs-synonym.delete',
  // market access: an agreement's legal status, rule of origin and heading terms
  // (features/market-access/server/staff-terms.ts)
  'agreement.legal-status',
  'origin-rule.create',
  'origin-rule.update',
  'agreement-heading.create',
  'agreement-heading.update',
  'agreement-heading.delete',
  // agreement-wide duty facts (features/market-access/server/staff-duty-facts.ts)
  'agreement-duty-fact.create',
  'agreement-duty-fact.update',
  'agreement-duty-fact.delete',
  // the publications catalogue (features/publications/server/staff-routes.ts)
  'publication.create',
  'publication.update',
  'publication.delete',
  // the barrier register (features/trade-barriers/constants.ts BARRIER_ACTIONS)
  'trade-barrier.create',
  'trade-barrier.update',
  'trade-barrier.submit',
  'trade-barrier.approve',
  'trade-barrier.unpublish',
  'trade-barrier-update.create',
  'trade-barrier-update.update',
  'trade-barrier-update.delete',
  // trade leads and the members' interests (features/trade-leads/constants.ts TRADE_LEAD_ACTIONS)
  'trade-lead.create',
  'trade-lead.update',
  'trade-lead.publish',
  'trade-lead.close',
  'trade-lead.delete',
  'trade-lead-interest.mark',
  // the screening's staff hold (features/screening/server/decide-hit.ts, rescreen-route.ts)
  'screening-hit.clear',
  'screening-hit.confirm',
  'screening-hit.rescreen',
  // statistics, studies and infographics (features/statistics/server/save-statistic.ts)
  'statistic.create',
  'statistic.update',
  'statistic.delete',
  // the menus' entries and pages (features/content/server/staff-routes.ts, staff-page-routes.ts)
  'menu-entry.create',
  'menu-entry.update',
  'menu-entry.delete',
  'menu-entry.move',
  'menu-entry.show',
  'menu-entry.hide',
  'menu-page.create',
  'menu-page.update',
  'menu-page.delete',
  'menu-page.move',
  'menu-page.show',
  'menu-page.hide',
  // news (features/news/server/staff-routes.ts)
  'news.create',
  'news.update',
  'news.publish',
  'news.unpublish',
  'news.delete',
  // pictures in rich-text content (features/content-tools/server/content-image-routes.ts)
  'content-image.upload',
  // the home page's blocks, sponsors, offices and social links (lib/api/staff-record-routes.ts,
  // issue 29: features/home, sponsors and contact server/staff-*-routes.ts)
  'home-slide.create',
  'home-slide.update',
  'home-slide.delete',
  'home-slide.move',
  'home-slide.status',
  'home-tile.create',
  'home-tile.update',
  'home-tile.delete',
  'home-tile.move',
  'home-tile.status',
  'partners.create',
  'partners.update',
  'partners.delete',
  'partners.status',
  'home-goals.update',
  'become-member.update',
  'sponsor.create',
  'sponsor.update',
  'sponsor.delete',
  'sponsor.status',
  'office.create',
  'office.update',
  'office.delete',
  'office.move',
  'office.status',
  'social-link.create',
  'social-link.update',
  'social-link.delete',
  'social-link.move',
  'social-link.status',
  // FAQs, the export guide and the enquiry pages' texts (features/faq, guide, enquiries server/)
  'faq.create',
  'faq.update',
  'faq.flags',
  'faq.move',
  'faq.file',
  'faq.delete',
  'guide.update',
  'guide.step',
  'guide.file',
  'enquiry-page.update',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITIES = [
  'export_plans',
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
  'trade_barriers',
  'trade_barrier_updates',
  'trade_leads',
  'trade_lead_interests',
  'screening_hits',
  'credentials',
  'trade_agreements',
  'fta_country_agreements',
  'hs_sections',
  'hs_codes',
  'hs_synonyms',
  'agreement_origin_rules',
  'agreement_headings',
  'agreement_duty_facts',
  'events',
  'content_images',
  'home_slider',
  'home_blocks',
  'partners',
  'je_goals',
  'become_a_member',
  'sponsors',
  'offices',
  'social_media',
  'faqs',
  'guide',
  'enquiry_pages',
  'menu_pages',
  'menu_children',
  'vat_corrections',
] as const;

export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/**
 * The catalogue key of an action's words: next-intl reads a dot as nesting, so `company.approve`
 * is `company_approve` (`staff.second-factor.reset` is `staff_second-factor_reset`).
 */
export const auditActionKey = (action: string): string => action.replaceAll('.', '_');

export const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);
