// The console's members list and audit log (issue 13): their page sizes and limits.

/** Rows per page of the members list: the choices offered, the default, and the most asked for. */
export const MEMBER_PAGE_SIZES = [10, 20, 50, 100] as const;
export const MEMBER_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;
export const AUDIT_PAGE_SIZE = 25;
export const PAGE_SIZE_MAX = 100;
/** Pages past this are refused (an offset of 100 000 rows is no search any more). */
export const PAGE_MAX = 5000;

/** The search text is cut to this many characters, as the portal's search (part 3 §5). */
export const MEMBER_SEARCH_MAX = 200;
/** A suspension's reason: required, at most this long. */
export const SUSPEND_REASON_MAX = 1000;

/** The members list's orders: a column, `-` first for the descending one. */
export const MEMBER_SORTS = [
  'created',
  '-created',
  'name',
  '-name',
  'email',
  '-email',
  'enquiries',
  '-enquiries',
] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
export const MEMBER_SORT_DEFAULT: MemberSort = '-created';

/** The audit entries of the members' actions (`audit_log.action`); their record is `users`. */
export const MEMBER_ACTIONS = {
  vip: 'member.vip',
  suspend: 'member.suspend',
  reinstate: 'member.reinstate',
} as const;
export const MEMBER_ENTITY = 'users';
