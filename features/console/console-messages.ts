/** The message namespaces the console's client components use (all staff pages share them). */
export const CONSOLE_NAMESPACES = [
  'Console',
  'ConsoleAuth',
  'StaffAccounts',
  'Approvals',
  'EnquiryDesk',
  'MembersAdmin',
  'ExpertsAdmin',
  'Enquiries',
  'Companies',
  'CompanyStatus',
  'Snackbar',
  'Modals',
  'Error',
  'rules',
] as const;
