import 'server-only';

// How other features read market access (issue 58): the market comparison reads each compared
// market's agreements, preferential duty and rule of origin, as the market-access page does.

export { readMarketAccess } from './server/read-market-access';
