// The "Where to sell" page of a product (issue 38), linked from the HS finder, market access and
// the data centre, which sit below the trade-flows feature.

export const WHERE_TO_SELL_PATH = '/where-to-sell';

/** `/where-to-sell/{code}`: a chapter, heading or subheading as digits. */
export const whereToSellPath = (code: string) => `${WHERE_TO_SELL_PATH}/${code}`;
