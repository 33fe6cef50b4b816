import { EXTRACT_YEARS, PRODUCTS, type ProductProfile } from './profiles';
import { baciCode, randomFrom, type Flow } from './write-baci';

// The extract's flows (issue 38), from the product profiles: each importer's imports split among a
// few exporters, Jordan's flows where the profile names the partner, a quantity from the unit
// value (now and then missing, as in BACI), and noise from a fixed seed.

const JORDAN = 'JOR';
/** The share of a market Jordan holds where the profile names Jordan's exports but not the market. */
const SMALL_MARKET_SHARE = 0.35;

const hash = (text: string) =>
  [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);

function productFlows(profile: ProductProfile, year: number): Flow[] {
  const random = randomFrom(hash(`${profile.hs6}-${year}`));
  const jitter = (spread: number) => 1 + (random() * 2 - 1) * spread;
  const peak = profile.peaks?.[year] ?? 1;
  const world = (1 + profile.trend) ** (year - 2023) * peak;
  const unitValue = profile.unitValue * peak ** 0.8;
  const markets = new Set([...Object.keys(profile.importers), ...Object.keys(profile.jordan)]);
  const flows: Flow[] = [];
  for (const market of markets) {
    // Each market grows at its own pace around the world's (fixed per product and market).
    const own = randomFrom(hash(`${profile.hs6}-${market}`))() * 0.1 - 0.04;
    const jordanBase = profile.jordan[market];
    const jordan = jordanBase
      ? jordanBase * (1 + profile.jordanTrend) ** (year - 2023) * jitter(0.1)
      : 0;
    const base = profile.importers[market];
    const total = base
      ? Math.max(base * world * (1 + own) ** (year - 2023) * jitter(0.05), jordan * 1.2)
      : jordan / SMALL_MARKET_SHARE;
    const importer = baciCode(market);
    const quantityOf = (value: number) =>
      random() < 0.05 ? null : (value * 1000) / (unitValue * jitter(0.08));
    if (jordan > 0) {
      flows.push({
        year,
        exporter: baciCode(JORDAN),
        importer,
        product: profile.hs6,
        value: jordan,
        quantity: quantityOf(jordan),
      });
    }
    const others = Object.entries(profile.exporters).filter(([exporter]) => exporter !== market);
    const weights = others.map(([, weight]) => weight * jitter(0.3));
    const sum = weights.reduce((a, b) => a + b, 0);
    others.forEach(([exporter], index) => {
      const value = ((total - jordan) * weights[index]!) / sum;
      if (value < 1) return;
      flows.push({
        year,
        exporter: baciCode(exporter),
        importer,
        product: profile.hs6,
        value,
        quantity: quantityOf(value),
      });
    });
  }
  return flows;
}

/** The extract's flows of a year, in BACI's order (exporter, importer, product). */
export function extractFlows(year: (typeof EXTRACT_YEARS)[number]): Flow[] {
  return PRODUCTS.flatMap((profile) => productFlows(profile, year)).sort(
    (a, b) =>
      a.exporter - b.exporter || a.importer - b.importer || a.product.localeCompare(b.product),
  );
}
