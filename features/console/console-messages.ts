/** The message namespaces the console's client components use (all staff pages share them). */
export const CONSOLE_NAMESPACES = [
  'Console',
  'ConsoleAuth',
  'StaffAccounts',
  'Approvals',
  'EnquiryDesk',
  'ConsultationsAdmin',
  'MembersAdmin',
  'ExpertsAdmin',
  'InstitutionsAdmin',
  'StatisticsAdmin',
  'CredentialsAdmin',
  'AgreementsAdmin',
  'HsCodesAdmin',
  'MarketAccessAdmin',
  // The agreements' duty facts and the coverage grid (issue 46).
  'DutyFactsAdmin',
  // Staff's corrections of the VAT file (issue 58).
  'VatCorrectionsAdmin',
  'PublicationsAdmin',
  // The publication form's file fields (components/forms/file-field.tsx).
  'FileField',
  'EventsAdmin',
  // The barrier register's console (issue 39).
  'TradeBarrierRegisterAdmin',
  // Trade leads' console and the interest states it marks (issue 39).
  'TradeLeadsAdmin',
  'TradeLeads.interestStates',
  // The screening hit queue's decisions (issue 47).
  'ScreeningHitsAdmin',
  'MenusAdmin',
  // The rich-text editor of the content forms (components/console/rich-text/).
  'RichText',
  'NewsAdmin',
  // The content records' list and form (components/console/records/) and their pages (issue 29).
  'RecordsAdmin',
  'HomeContentAdmin',
  'SponsorsAdmin',
  'ContactsAdmin',
  // FAQs, the export guide and the enquiry pages' texts (issue 29).
  'FaqsAdmin',
  'GuideAdmin',
  'EnquiryPagesAdmin',
  'Enquiries',
  'Companies',
  'CompanyStatus',
  'Snackbar',
  'Modals',
  'Error',
  'rules',
] as const;
