import type { StaffRole } from './staff-roles';

/**
 * The console's areas, in menu order: the roles that open each (an administrator opens every
 * one) and its page under /admin (none yet: an API-only area). The one table the console's menu,
 * its pages (`openConsoleArea`) and every `/api/staff` route (`staffRoute`) read.
 */
export const STAFF_AREAS = [
  { key: 'dashboard', page: '/', roles: ['officer', 'editor'] },
  { key: 'approvals', page: '/approvals', roles: ['officer'] },
  { key: 'enquiries', page: '/enquiries', roles: ['officer'] },
  { key: 'consultations', page: '/consultations', roles: ['officer'] },
  { key: 'members', page: '/members', roles: ['officer'] },
  { key: 'buyerMessages', page: '/buyer-messages', roles: ['officer'] },
  { key: 'news', page: '/news', roles: ['editor'] },
  { key: 'menus', page: '/pages', roles: ['editor'] },
  { key: 'homeContent', page: '/home-content', roles: ['editor'] },
  { key: 'sponsors', page: '/sponsors', roles: ['editor'] },
  { key: 'faqs', page: '/faqs', roles: ['editor'] },
  { key: 'guide', page: '/guide', roles: ['editor'] },
  { key: 'contacts', page: '/contacts', roles: ['editor'] },
  { key: 'enquiryPages', page: '/enquiry-pages', roles: ['editor'] },
  { key: 'contentImages', page: null, roles: ['editor'] },
  { key: 'institutions', page: '/institutions', roles: ['editor'] },
  { key: 'experts', page: '/experts', roles: ['editor'] },
  { key: 'statistics', page: '/statistics', roles: ['editor'] },
  { key: 'events', page: '/events', roles: ['editor'] },
  { key: 'credentials', page: '/credentials', roles: ['editor'] },
  // Issue 58: staff's corrections of the VAT file, kept by the editors of market access.
  {
    key: 'agreements',
    page: '/agreements',
    roles: ['editor'],
    more: [{ key: 'vatCorrections', page: '/vat-corrections' }],
  },
  { key: 'hsCodes', page: '/hs-codes', roles: ['editor'] },
  { key: 'publications', page: '/publications', roles: ['editor'] },
  { key: 'tradeLeads', page: '/trade-leads', roles: ['officer', 'editor'] },
  { key: 'tradeBarriers', page: '/trade-barriers', roles: ['officer', 'editor'] },
  // Sanctions lists and screening hits (issue 47): officers handle buyers and member companies.
  // The hit queue has a menu entry of its own under the lists' (issue 56).
  {
    key: 'screening',
    page: '/screening',
    roles: ['officer'],
    more: [{ key: 'screeningHits', page: '/screening/hits' }],
  },
  { key: 'staff', page: '/staff', roles: ['admin'] },
  { key: 'audit', page: '/audit', roles: ['admin'] },
] as const satisfies readonly {
  key: string;
  page: string | null;
  roles: readonly StaffRole[];
  /** Further pages of the area that the menu lists after its page (`Console.nav.<key>`). */
  more?: readonly { key: string; page: string }[];
}[];

export type StaffAreaEntry = (typeof STAFF_AREAS)[number];
export type StaffArea = StaffAreaEntry['key'];

const BY_KEY = new Map<string, StaffAreaEntry>(STAFF_AREAS.map((area) => [area.key, area]));

export const isStaffArea = (key: string): key is StaffArea => BY_KEY.has(key);

/** The roles that open an area; an administrator opens every area whatever it names. */
export function rolesOf(area: StaffArea): readonly StaffRole[] {
  return BY_KEY.get(area)!.roles;
}

export function canOpenArea(role: StaffRole, area: StaffArea): boolean {
  return role === 'admin' || rolesOf(area).includes(role);
}

/** The areas with a page that a staff member of this role sees in the menu. */
export const menuAreasFor = (role: StaffRole) =>
  STAFF_AREAS.filter(
    (area): area is Extract<StaffAreaEntry, { page: string }> =>
      area.page !== null && canOpenArea(role, area.key),
  );

type AreaWithPage = Extract<StaffAreaEntry, { page: string }>;
type MorePage = Extract<StaffAreaEntry, { more: unknown }>['more'][number];

/** A link of the console's menu: its key in `Console.nav` and its page under /admin. */
export type MenuLink = { key: AreaWithPage['key'] | MorePage['key']; page: string };

/** The menu's links for a role: each area's page, then the further pages it lists (`more`). */
export const menuLinksFor = (role: StaffRole): MenuLink[] =>
  menuAreasFor(role).flatMap((area) => [
    { key: area.key, page: area.page },
    ...('more' in area ? area.more : []),
  ]);
