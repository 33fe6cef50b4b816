// The sums a year's flows come to, per product and country (issue 38). A BACI year is about ten
// million flows, but its products and countries number about 5,600 and 240: the totals hold at
// most one entry per pair, in typed arrays, whatever the size of the file. A pair finds its entry
// through its product's row of slots (a country code is below 1,000): some 4 KB a product, rather
// than a million-entry Map.

/** A product's total with one country. Values in thousands of US dollars, quantities in tonnes. */
export type FlowTotal = {
  product: string;
  country: number;
  value: number;
  /** Null when none of the flows summed had a quantity. */
  quantity: number | null;
  /** The value of the flows that had a quantity (a unit value divides this by the quantity). */
  quantityValue: number;
};

const INITIAL_CAPACITY = 1024;
/** ISO 3166 numeric codes, as BACI writes them, are below this. */
const COUNTRY_CODES = 1000;

export class FlowTotals {
  private readonly slotsByProduct = new Map<number, Int32Array>();
  private count = 0;
  private products = new Int32Array(INITIAL_CAPACITY);
  private countries = new Int16Array(INITIAL_CAPACITY);
  private values = new Float64Array(INITIAL_CAPACITY);
  private quantities = new Float64Array(INITIAL_CAPACITY);
  private quantityValues = new Float64Array(INITIAL_CAPACITY);
  private withQuantity = new Uint8Array(INITIAL_CAPACITY);

  get size(): number {
    return this.count;
  }

  /** How many products have a total. */
  productCount(): number {
    return this.slotsByProduct.size;
  }

  add(product: string, country: number, value: number, quantity: number | null): void {
    const code = Number(product);
    let row = this.slotsByProduct.get(code);
    if (!row) {
      row = new Int32Array(COUNTRY_CODES).fill(-1);
      this.slotsByProduct.set(code, row);
    }
    let slot = row[country]!;
    if (slot < 0) {
      slot = this.count;
      this.count += 1;
      if (slot === this.values.length) this.grow();
      row[country] = slot;
      this.products[slot] = code;
      this.countries[slot] = country;
    }
    this.values[slot]! += value;
    if (quantity !== null) {
      this.quantities[slot]! += quantity;
      this.quantityValues[slot]! += value;
      this.withQuantity[slot] = 1;
    }
  }

  *entries(): Generator<FlowTotal> {
    for (let slot = 0; slot < this.count; slot += 1) {
      yield {
        product: String(this.products[slot]).padStart(6, '0'),
        country: this.countries[slot]!,
        value: this.values[slot]!,
        quantity: this.withQuantity[slot] ? this.quantities[slot]! : null,
        quantityValue: this.quantityValues[slot]!,
      };
    }
  }

  private grow(): void {
    const size = this.values.length * 2;
    const copy = <T extends Int32Array | Int16Array | Float64Array | Uint8Array>(
      from: T,
      to: T,
    ): T => {
      to.set(from);
      return to;
    };
    this.products = copy(this.products, new Int32Array(size));
    this.countries = copy(this.countries, new Int16Array(size));
    this.values = copy(this.values, new Float64Array(size));
    this.quantities = copy(this.quantities, new Float64Array(size));
    this.quantityValues = copy(this.quantityValues, new Float64Array(size));
    this.withQuantity = copy(this.withQuantity, new Uint8Array(size));
  }
}
