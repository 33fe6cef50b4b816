import 'server-only';

// How other features read the imported trade flows (issue 38): the interactive statistics replace
// their sample figures with them (features/statistics/server/trade-flow-figures.ts); the market
// comparison (issue 58) reads a product's flows in chosen markets and Jordan's agreement partners.

export { readWhereToSell as readImportingMarkets } from './server/read-where-to-sell';
export { latestFlowYearIsReal } from './server/latest-year-is-real';
export { readMarketFlows, type MarketFlow, type MarketFlows } from './server/read-market-flows';
export { agreementsByCountry } from './server/market-agreements';
