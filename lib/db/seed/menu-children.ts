import type { NewMenuChild } from '@/lib/db/schema';

import { aboutJordanChildren } from './content/about-jordan';
import { buyersChildren } from './content/buyers';
import { contactChildren } from './content/contact';
import { eServicesChildren } from './content/e-services';
import { eventsChildren } from './content/events';
import { exportToolsChildren, footerAlertsChild } from './content/export-tools';
import { exportersDirectoriesChildren } from './content/exporters-directories';
import { exportersGuideChildren } from './content/exporters-guide';
import { faqChildren } from './content/faq';
import { footerAboutChildren } from './content/footer-about';
import { footerHelpChildren } from './content/footer-help';
import { footerLegalChildren } from './content/footer-legal';
import { footerServicesChildren } from './content/footer-services';
import { jordanExportsChildren } from './content/jordan-exports';
import { tradeAgreementsChildren } from './content/trade-agreements';
import { tradeFacilitationChildren } from './content/trade-facilitation';

// Content pages (children of the navigation pages in menu-pages.ts), grouped by section.
export const menuChildrenSeed: NewMenuChild[] = [
  // Menu 1: top navigation
  ...exportersGuideChildren, // page 4: 13, 14, 15
  ...exportersDirectoriesChildren, // page 4: 16, 24
  ...buyersChildren, // page 5: 17, 18
  ...tradeFacilitationChildren, // page 6: 19, 80, 81
  ...tradeAgreementsChildren, // page 7: 20, 21, 22
  ...eventsChildren, // page 8: 9, 91
  ...aboutJordanChildren, // page 9: 25–28
  ...jordanExportsChildren, // page 9: 29–31
  ...eServicesChildren, // page 11: 41 (/e-services)
  ...exportToolsChildren, // page 20: 110–116 (issue 45, the trade tools)
  // Page 11's external link and menu 2: FAQ, contact, news
  ...faqChildren, // page 11: 40; page 10: 10, 32
  ...contactChildren, // page 12: 12; page 14: 33
  // Menu 3: footer columns
  ...footerAboutChildren, // page 1: 50, 53
  ...footerLegalChildren, // page 1: 51, 52
  ...footerServicesChildren, // page 2: 60–63
  footerAlertsChild, // page 2: 64 (issue 45)
  ...footerHelpChildren, // page 3: 70–73
];
