import 'server-only';

import { worldDrawing } from '@/lib/geo/world-drawing';

import type { MapShade, MappedMarket, MarketMapDrawing } from '../market-map-drawing';
import type { ImportingMarket } from '../schemas';

const SHADES = 5;

/**
 * The world with the markets shown shaded by their imports (issue 38), drawn on the server as the
 * FTA map is: a market's shade is its fifth among the markets shown, by value. A market the 1:110m
 * atlas does not draw (Singapore, Hong Kong) is only in the table.
 */
export function drawMarketMap(markets: readonly ImportingMarket[]): MarketMapDrawing {
  const { width, height, shapes } = worldDrawing();
  const byValue = [...markets].sort((a, b) => a.value_usd - b.value_usd);
  const shadeOf = new Map(
    byValue.map((market, index) => [
      market,
      (Math.floor((index * SHADES) / byValue.length) + 1) as MapShade,
    ]),
  );
  const byCode = new Map(
    markets.filter((market) => market.country.code).map((market) => [market.country.code!, market]),
  );
  const mapped: MappedMarket[] = [];
  const land: string[] = [];
  for (const shape of shapes) {
    const market = shape.code ? byCode.get(shape.code) : undefined;
    if (!market) {
      land.push(shape.d);
      continue;
    }
    mapped.push({
      code: shape.code!,
      name_en: market.country.name_en,
      name_ar: market.country.name_ar,
      value_usd: market.value_usd,
      shade: shadeOf.get(market)!,
      d: shape.d,
    });
  }
  return { width, height, land, markets: mapped };
}
