import type { industries } from '@/lib/db/schema';

type Row = readonly [iid: number, name_eng: string, name_ara: string];

// Jordan's export sectors, goods and services, as the national export strategy groups them.
// prettier-ignore
const INDUSTRIES: readonly Row[] = [
  [1, 'Pharmaceuticals and Medical Supplies', 'الصناعات الدوائية والمستلزمات الطبية'],
  [2, 'Chemicals and Fertilisers (Potash and Phosphate)', 'الصناعات الكيماوية والأسمدة (البوتاس والفوسفات)'],
  [3, 'Food Processing', 'الصناعات الغذائية'],
  [4, 'Agriculture: Fruits and Vegetables', 'الزراعة: الخضار والفواكه'],
  [5, 'Garments and Textiles', 'الألبسة والمنسوجات'],
  [6, 'Engineering and Electrical Industries', 'الصناعات الهندسية والكهربائية'],
  [7, 'ICT and Software', 'تكنولوجيا المعلومات والاتصالات والبرمجيات'],
  [8, 'Construction Materials and Stone', 'مواد البناء والحجر'],
  [9, 'Plastics and Rubber', 'الصناعات البلاستيكية والمطاطية'],
  [10, 'Packaging and Paper', 'التعبئة والتغليف والورق'],
  [11, 'Furniture and Wood Products', 'الأثاث والمنتجات الخشبية'],
  [12, 'Cosmetics and Dead Sea Products', 'مستحضرات التجميل ومنتجات البحر الميت'],
  [13, 'Mining and Quarrying', 'التعدين واستغلال المحاجر'],
  [14, 'Renewable Energy and Clean Technology', 'الطاقة المتجددة والتكنولوجيا النظيفة'],
  [15, 'Medical Tourism and Health Services', 'السياحة العلاجية والخدمات الصحية'],
  [16, 'Tourism and Hospitality', 'السياحة والضيافة'],
  [17, 'Logistics and Transport', 'الخدمات اللوجستية والنقل'],
  [18, 'Creative Industries', 'الصناعات الإبداعية'],
  [19, 'Leather and Footwear', 'الجلود والأحذية'],
  [20, 'Printing and Publishing', 'الطباعة والنشر'],
  [21, 'Engineering Consulting and Construction Services', 'الاستشارات الهندسية وخدمات الإنشاءات'],
  [22, 'Handicrafts and Traditional Products', 'الحرف اليدوية والمنتجات التقليدية'],
];

/** The sectors whose members sell services (the rest are sectors of products). */
export const SERVICE_SECTOR_IIDS: readonly number[] = [7, 15, 16, 17, 18, 21];

export const industriesSeed: (typeof industries.$inferInsert)[] = INDUSTRIES.map(
  ([iid, name_eng, name_ara]) => ({
    iid,
    name_eng,
    name_ara,
    image: '',
    kind: SERVICE_SECTOR_IIDS.includes(iid) ? 'services' : 'products',
  }),
);
