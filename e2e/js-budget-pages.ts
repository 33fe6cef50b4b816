import { NEXT_GULFOOD } from './seed-events';

// The public pages of the first-load JavaScript budget (e2e/js-budget.spec.ts), also the pages
// `npm run bench` measures in a throttled Chromium (scripts/bench-interactive.ts).

export const CONTENT_PAGES = [
  '/',
  '/ar',
  '/news',
  '/ar/news?page=2&sort=date-asc',
  '/news/11-Packaging-and-labelling-clinic-helps-food-exporters-meet-destination-market-rules',
  '/pages/120-export-guide',
  '/ar/pages/120',
  '/pages/130-market-information',
  // The interactive data and the data centre load their code when their tab opens (issue 26).
  '/pages/130-market-information?tab=5',
  '/ar/pages/130?tab=4',
  // The publications catalogue's tab (issue 26): its code loads for members only, after the page.
  '/ar/pages/130?tab=1&country=682&year=2026',
  '/pages/100-faq-for-exporters',
  '/menu-1/32-faq-for-international-buyers',
  '/menu-1/19-trade-facilitation-portal',
  '/menu-3/53-site-map',
  '/search/export',
  '/sponsor/1',
  '/page-under-construction',
  // The directories' filters are plain GET forms without scripts.
  '/pool-of-experts',
  '/ar/pool-of-experts?search=%D8%AE%D8%A8%D9%8A%D8%B1&page=2',
  '/local-buyers/products',
  '/ar/local-buyers/services',
  '/local-buyers/products/3',
  '/ar/local-buyers/products/3/301',
  '/buyers/1?industry=3',
  '/ar/buyers/products/2',
  '/export-trade-support-institutions',
  '/ar/export-trade-support-institutions?type=3&gov=2',
  // Issue 27: the credentials, the agreements list and the country pages have no script of their
  // own; the map's countries are drawn on the server and only its zoom is an island.
  '/credentials',
  '/ar/credentials?type=1&year=2024',
  '/credentials/16',
  '/ar/credentials/16',
  '/free-trade-agreements',
  '/ar/free-trade-agreements?search=%D8%A3%D8%BA%D8%A7%D8%AF%D9%8A%D8%B1',
  '/fta-map',
  '/ar/fta-map',
  '/fta-country-agreement/1',
  '/ar/fta-country-agreement/9',
  // The events (issue 27): plain GET filters; the join button is the one island.
  '/international-events',
  // The year of the next Gulfood: the seed dates its events from the seeding day (issue 36).
  `/ar/international-events?year=${NEXT_GULFOOD.year}&type=1`,
  '/local-events',
  // Issue 36: the online services, a list of links with no script of its own.
  '/e-services',
  '/ar/e-services',
  // Issue 37: the HS finder (a plain GET form) and its tree, links only.
  '/hs-finder',
  '/ar/hs-finder?q=%D8%B2%D9%8A%D8%AA%20%D8%B2%D9%8A%D8%AA%D9%88%D9%86',
  '/hs-finder?q=15.09&page=2',
  '/hs-finder/browse',
  '/ar/hs-finder/browse/XV',
  '/hs-finder/browse/1509',
  // Issue 37: market access, its entry page and a product's page with a partner: GET forms, the
  // HS finder's combobox and the consultation dialog loading after the page.
  '/market-access',
  '/ar/market-access?hs=%D8%B2%D9%8A%D8%AA&country=US',
  '/market-access/1509/US',
  // Issue 45: an HS 2017 code with several HS 2022 successors.
  '/ar/market-access/150910/US',
  '/ar/market-access/3304/DE',
  // Issue 37: the rules-of-origin self-assessment, a GET form answered on the server; the print
  // button is its only script, and the consultation dialog where the outcome is to ask the agency.
  '/market-access/1509/US/assessment?agreement=2',
  '/ar/market-access/1509/US/assessment?agreement=2&non=50&change=heading',
  // Issue 46: the UK's product-specific rule (its guidance in disclosures) and the list's entries.
  '/ar/market-access/150920/GB',
  '/market-access/150920/GB/assessment?agreement=9',
  // Issue 58: the landed cost, a GET form answered on the server; the print and save buttons are
  // its only scripts.
  '/landed-cost',
  '/ar/landed-cost?hs=6109.10&country=SA%2CUS&value=1000&incoterm=CIF&freight=80&insurance=5&qualifies=true',
  // Issue 47: the screening's form is a plain GET form; no island.
  '/screening',
  '/ar/screening?name=%D8%B5%D8%AF%D8%A7%D9%85%20%D8%AD%D8%B3%D9%8A%D9%86%20%D8%A7%D9%84%D8%AA%D9%83%D8%B1%D9%8A%D8%AA%D9%8A',
  // Issue 38: where to sell, its code box and a product's markets: the table and the map are
  // markup; the bar chart's code loads when it is opened.
  '/where-to-sell',
  '/ar/where-to-sell?hs=%D8%B2%D9%8A%D8%AA',
  '/where-to-sell/150920',
  '/ar/where-to-sell/0702?sort=growth',
  // Issue 58: the comparison's code box (a GET form) and a product's markets side by side: the
  // table, chooser and chart are markup; the landed-cost column is the one island.
  '/compare-markets',
  '/compare-markets/1509',
  '/ar/compare-markets/150920?countries=SA,US,DE&sort=growth',
  // Issue 39: the trade leads, a plain GET filter form without scripts.
  '/trade-leads',
  '/ar/trade-leads?chapter=15&state=open',
  // Issue 39: the barrier register (a plain GET filter form) and an entry's page, no scripts.
  '/trade-barriers/register',
  '/ar/trade-barriers/register?country=682&status=open',
  '/trade-barriers/register/2',
  // Issue 39: the open-data page, a server-rendered explanation without scripts of its own.
  '/open-data',
  '/ar/open-data',
];

// Pages that show a form at load: the enquiry, readiness and account pages.
export const FORM_PAGES = [
  '/auth/login',
  '/ar/auth/login',
  '/auth/register',
  '/auth/forget_password',
  '/auth/reset_password/0123456789abcdef/member@example.jo',
  '/auth/verify/0123456789abcdef',
  '/pages/140-Initial-export-readiness-assessment',
  '/pages/190-contact-us',
  '/ar/pages/190',
  '/pages/150-export-trade-support-institutions',
  '/pages/160-international-buyers',
  '/pages/800-report-your-case',
  // The registration form loads only for a member; the page is measured as a visitor gets it.
  '/pages/170-jordan-key-trade-players',
  '/ar/pages/170',
  // Issue 39: a trade lead's page; its interest form loads for a member, measured as a visitor gets it.
  '/trade-leads/1',
  '/ar/trade-leads/2',
  // Issue 39: the alerts' subscribe form, and the page the mails' unsubscribe link lands on.
  '/alerts',
  '/ar/alerts',
  '/alerts/unsubscribed',
];
