import type { barrierTypes, clientTypes, positions } from '@/lib/db/schema';

type Row = readonly [id: number, name_eng: string, name_ara: string];

// "Other" is id 99 in each list, so that the forms can keep it last (features/lookups/options.ts).

// Positions of the person who fills an enquiry or a company profile (part 3 §3 "Lookups").
// prettier-ignore
const POSITIONS: readonly Row[] = [
  [1, 'CEO / General Manager', 'الرئيس التنفيذي / المدير العام'],
  [2, 'Owner / Founder', 'المالك / المؤسس'],
  [3, 'Export Manager', 'مدير التصدير'],
  [4, 'Sales Manager', 'مدير المبيعات'],
  [5, 'Marketing Manager', 'مدير التسويق'],
  [6, 'Operations Manager', 'مدير العمليات'],
  [7, 'Procurement Manager', 'مدير المشتريات'],
  [8, 'Quality Manager', 'مدير الجودة'],
  [9, 'Logistics Manager', 'مدير الخدمات اللوجستية'],
  [10, 'Finance Manager', 'المدير المالي'],
  [11, 'Business Development Officer', 'مسؤول تطوير الأعمال'],
  [99, 'Other', 'أخرى'],
];

// The kind of partner a matchmaking or buyers enquiry looks for (part 2 §3).
// prettier-ignore
const CLIENT_TYPES: readonly Row[] = [
  [1, 'Importer', 'مستورد'],
  [2, 'Distributor / Wholesaler', 'موزع / تاجر جملة'],
  [3, 'Retailer', 'تاجر تجزئة'],
  [4, 'Manufacturer', 'مُصنِّع'],
  [5, 'Government Buyer', 'جهة شراء حكومية'],
  [6, 'Agent / Trading Company', 'وكيل / شركة تجارية'],
  [7, 'E-commerce Platform', 'منصة تجارة إلكترونية'],
  [99, 'Other', 'أخرى'],
];

// Barrier types of a trade barrier report (part 2 §3), after the WTO's classification of
// non-tariff measures.
// prettier-ignore
const BARRIER_TYPES: readonly Row[] = [
  [1, 'Tariffs and duties', 'التعرفة الجمركية والرسوم'],
  [2, 'Customs procedures and delays', 'الإجراءات الجمركية والتأخير في التخليص'],
  [3, 'Technical regulations and standards (TBT)', 'اللوائح الفنية والمواصفات القياسية (العوائق الفنية أمام التجارة)'],
  [4, 'Sanitary and phytosanitary measures (SPS)', 'تدابير الصحة والصحة النباتية'],
  [5, 'Import licensing and quotas', 'رخص الاستيراد والحصص الكمية'],
  [6, 'Rules of origin and certificates', 'قواعد المنشأ والشهادات'],
  [7, 'Product registration', 'تسجيل المنتجات'],
  [8, 'Payment, banking and currency restrictions', 'القيود على الدفع والتعاملات المصرفية والعملات'],
  [9, 'Transport and logistics', 'النقل والخدمات اللوجستية'],
  [10, 'Visas and business travel', 'التأشيرات وسفر رجال الأعمال'],
  [99, 'Other', 'أخرى'],
];

export const positionsSeed: (typeof positions.$inferInsert)[] = POSITIONS.map(([id, en, ar]) => ({
  id,
  name: en,
  name_translations: { en, ar },
}));

const named = ([id, name_eng, name_ara]: Row) => ({ id, name_eng, name_ara });

export const clientTypesSeed: (typeof clientTypes.$inferInsert)[] = CLIENT_TYPES.map(named);
export const barrierTypesSeed: (typeof barrierTypes.$inferInsert)[] = BARRIER_TYPES.map(named);
