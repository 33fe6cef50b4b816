import 'server-only';

// How other features read the imported trade flows (issue 38): the interactive statistics replace
// their sample figures with them (features/statistics/server/trade-flow-figures.ts).

export { readWhereToSell as readImportingMarkets } from './server/read-where-to-sell';
export { latestFlowYearIsReal } from './server/latest-year-is-real';
