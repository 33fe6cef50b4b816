// A sample publication of the catalogue's seed (SAMPLE DATA, issue 26), before it becomes a row.
export type SeedPublication = {
  id: number;
  /** The country's id (ISO 3166-1 numeric). */
  country: number;
  /** Sector ids (industries.iid). */
  sectors: number[];
  /** The publication date, YYYY-MM-DD. */
  date: string;
  vip?: boolean;
  /** 0 for a draft; published by default. */
  status?: 0 | 1;
  /** Whether it has an Arabic edition's PDF (true by default). */
  arabicPdf?: boolean;
  /** English and Arabic. */
  title: readonly [string, string];
  summary: readonly [string, string];
  /** A sentence with figures, marked as sample data on the card and in the PDF. */
  figures?: readonly [string, string];
};
