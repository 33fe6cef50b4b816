import { consolePage } from '@/features/console/server/console-page';
import { AddVatCorrectionButton } from '@/features/market-indicators/components/console/vat-correction-buttons';
import { VatCorrectionsList } from '@/features/market-indicators/components/console/vat-corrections-list';
import { listVatCorrections } from '@/features/market-indicators/server/vat-corrections';

// /admin/vat-corrections (issue 58): staff's corrections of the VAT / sales-tax file, kept by the
// editors of market access, through /api/staff/market-indicators/vat-corrections.
const route = consolePage({
  area: 'agreements',
  namespace: 'VatCorrectionsAdmin',
  read: (db) => listVatCorrections(db),
  view: (rows, { locale }) => ({
    actions: <AddVatCorrectionButton />,
    body: <VatCorrectionsList locale={locale} rows={rows} />,
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
