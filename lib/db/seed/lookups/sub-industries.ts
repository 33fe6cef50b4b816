import type { subIndustries } from '@/lib/db/schema';

type Row = readonly [id: number, ind_id: number, name_eng: string, name_ara: string];

// The subsectors of each export sector (part 2 §3 "Subsector"); `ind_id` is the sector's iid in
// industries.ts, and the id is the sector's iid times 100 plus the subsector's place, so it never
// changes between seeds and tells its sector at a glance.
// prettier-ignore
const SUB_INDUSTRIES: readonly Row[] = [
  [101, 1, 'Generic medicines', 'الأدوية الجنيسة'],
  [102, 1, 'Antibiotics and anti-infectives', 'المضادات الحيوية ومضادات العدوى'],
  [103, 1, 'Medical consumables', 'المستهلكات الطبية'],
  [104, 1, 'Intravenous solutions', 'المحاليل الوريدية'],
  [105, 1, 'Veterinary medicines', 'الأدوية البيطرية'],
  [106, 1, 'Nutritional supplements and vitamins', 'المكملات الغذائية والفيتامينات'],
  [107, 1, 'Medical devices and diagnostics', 'الأجهزة الطبية ومستلزمات التشخيص'],

  [201, 2, 'Potash (potassium chloride)', 'البوتاس (كلوريد البوتاسيوم)'],
  [202, 2, 'Phosphate fertilisers', 'الأسمدة الفوسفاتية'],
  [203, 2, 'Compound and water-soluble fertilisers', 'الأسمدة المركبة والذائبة في الماء'],
  [204, 2, 'Detergents and cleaning products', 'المنظفات ومواد التنظيف'],
  [205, 2, 'Paints and coatings', 'الدهانات والطلاءات'],
  [206, 2, 'Industrial chemicals (acids and bromine)', 'الكيماويات الصناعية (الأحماض والبروم)'],

  [301, 3, 'Dairy products', 'منتجات الألبان'],
  [302, 3, 'Olive oil and edible oils', 'زيت الزيتون والزيوت النباتية'],
  [303, 3, 'Confectionery and chocolate', 'الحلويات والشوكولاتة'],
  [304, 3, "Spices, herbs and za'atar", 'البهارات والأعشاب والزعتر'],
  [305, 3, 'Tahini, halva and hummus', 'الطحينة والحلاوة والحمص'],
  [306, 3, 'Bakery and biscuits', 'المخبوزات والبسكويت'],
  [307, 3, 'Pickles, preserves and ready meals', 'المخللات والمعلبات والوجبات الجاهزة'],
  [308, 3, 'Beverages, coffee and juices', 'المشروبات والقهوة والعصائر'],

  [401, 4, 'Fresh vegetables', 'الخضار الطازجة'],
  [402, 4, 'Dates', 'التمور'],
  [403, 4, 'Citrus and other fruits', 'الحمضيات والفواكه الأخرى'],
  [404, 4, 'Fresh herbs', 'الأعشاب الطازجة'],
  [405, 4, 'Cut flowers and seedlings', 'الزهور المقطوفة والأشتال'],

  [501, 5, 'Knitted garments', 'الألبسة المحيكة'],
  [502, 5, 'Jeans and denim wear', 'ملابس الجينز'],
  [503, 5, 'Sportswear', 'الملابس الرياضية'],
  [504, 5, 'Workwear and uniforms', 'ملابس العمل والزي الموحد'],
  [505, 5, 'Home textiles', 'المنسوجات المنزلية'],
  [506, 5, 'Yarns and fabrics', 'الغزول والأقمشة'],

  [601, 6, 'Electrical cables and wires', 'الكوابل والأسلاك الكهربائية'],
  [602, 6, 'Switchgear and distribution panels', 'لوحات التوزيع والمفاتيح الكهربائية'],
  [603, 6, 'Transformers', 'المحولات الكهربائية'],
  [604, 6, 'Steel structures and metal fabrication', 'الهياكل الفولاذية والتشكيل المعدني'],
  [605, 6, 'Heating, ventilation and air conditioning', 'معدات التدفئة والتهوية والتكييف'],
  [606, 6, 'Lighting fixtures', 'وحدات الإنارة'],

  [701, 7, 'Software development', 'تطوير البرمجيات'],
  [702, 7, 'IT outsourcing', 'التعهيد في تكنولوجيا المعلومات'],
  [703, 7, 'Fintech', 'التكنولوجيا المالية'],
  [704, 7, 'Mobile apps and games', 'تطبيقات الهواتف الذكية والألعاب الإلكترونية'],
  [705, 7, 'Cybersecurity', 'الأمن السيبراني'],
  [706, 7, 'Cloud and data services', 'الحوسبة السحابية وخدمات البيانات'],
  [707, 7, 'E-learning', 'التعليم الإلكتروني'],

  [801, 8, 'Cement and concrete products', 'الإسمنت والمنتجات الخرسانية'],
  [802, 8, 'Natural stone and marble', 'الحجر الطبيعي والرخام'],
  [803, 8, 'Ceramic tiles and sanitary ware', 'البلاط الخزفي والأدوات الصحية'],
  [804, 8, 'Reinforcing steel bars', 'حديد التسليح'],
  [805, 8, 'Glass and aluminium profiles', 'الزجاج ومقاطع الألمنيوم'],
  [806, 8, 'Insulation and waterproofing', 'مواد العزل الحراري والمائي'],

  [901, 9, 'Plastic pipes and fittings', 'الأنابيب والقطع البلاستيكية'],
  [902, 9, 'Packaging films and bags', 'أفلام التغليف والأكياس'],
  [903, 9, 'Household plastics', 'الأدوات المنزلية البلاستيكية'],
  [904, 9, 'Rubber products', 'المنتجات المطاطية'],
  [905, 9, 'Agricultural plastics and drip irrigation', 'البلاستيك الزراعي وأنظمة الري بالتنقيط'],

  [1001, 10, 'Corrugated cartons', 'الكرتون المضلع'],
  [1002, 10, 'Paper and tissue', 'الورق والمحارم الورقية'],
  [1003, 10, 'Flexible packaging', 'التغليف المرن'],
  [1004, 10, 'Folding cartons and labels', 'العلب الكرتونية المطوية والملصقات'],
  [1005, 10, 'Metal cans and closures', 'العلب المعدنية والأغطية'],

  [1101, 11, 'Home furniture', 'الأثاث المنزلي'],
  [1102, 11, 'Office furniture', 'الأثاث المكتبي'],
  [1103, 11, 'Hotel and contract furniture', 'أثاث الفنادق والمشاريع'],
  [1104, 11, 'Kitchens and built-in cabinets', 'المطابخ والخزائن المدمجة'],
  [1105, 11, 'Doors and joinery', 'الأبواب والأعمال الخشبية'],

  [1201, 12, 'Dead Sea mud and salt products', 'منتجات طين وأملاح البحر الميت'],
  [1202, 12, 'Skin care', 'مستحضرات العناية بالبشرة'],
  [1203, 12, 'Hair care', 'مستحضرات العناية بالشعر'],
  [1204, 12, 'Natural soaps', 'الصابون الطبيعي'],
  [1205, 12, 'Perfumes and fragrances', 'العطور'],

  [1301, 13, 'Phosphate rock', 'صخر الفوسفات'],
  [1302, 13, 'Silica sand', 'رمل السيليكا'],
  [1303, 13, 'Limestone and dimension stone blocks', 'الحجر الجيري وكتل حجر البناء'],
  [1304, 13, 'Kaolin and clays', 'الكاولين والأطيان'],
  [1305, 13, 'Gypsum', 'الجبس'],
  [1306, 13, 'Zeolitic tuff and basalt', 'التف الزيولايتي والبازلت'],

  [1401, 14, 'Solar photovoltaic systems', 'أنظمة الطاقة الشمسية الكهروضوئية'],
  [1402, 14, 'Solar water heaters', 'السخانات الشمسية'],
  [1403, 14, 'Energy-efficient LED lighting', 'الإنارة الموفرة للطاقة (LED)'],
  [1404, 14, 'Water treatment and desalination', 'معالجة المياه وتحليتها'],
  [1405, 14, 'Energy storage and batteries', 'تخزين الطاقة والبطاريات'],
  [1406, 14, 'Waste recycling', 'إعادة تدوير النفايات'],

  [1501, 15, 'Hospitals and specialised surgery', 'المستشفيات والجراحات التخصصية'],
  [1502, 15, 'Fertility (IVF) treatment', 'علاج العقم وأطفال الأنابيب'],
  [1503, 15, "Therapeutic tourism (Dead Sea and Ma'in)", 'السياحة الاستشفائية (البحر الميت وماعين)'],
  [1504, 15, 'Rehabilitation and physiotherapy', 'إعادة التأهيل والعلاج الطبيعي'],
  [1505, 15, 'Dental care', 'طب الأسنان'],
  [1506, 15, 'Telemedicine and medical laboratories', 'الطب عن بعد والمختبرات الطبية'],

  [1601, 16, 'Hotels and resorts', 'الفنادق والمنتجعات'],
  [1602, 16, 'Inbound tour operators', 'منظمو الرحلات السياحية الوافدة'],
  [1603, 16, 'Adventure and eco-tourism', 'السياحة البيئية وسياحة المغامرة'],
  [1604, 16, 'Religious and heritage tourism', 'السياحة الدينية والتراثية'],
  [1605, 16, 'Meetings, conferences and events', 'سياحة المؤتمرات والمعارض والفعاليات'],

  [1701, 17, 'Freight forwarding', 'وكالات الشحن'],
  [1702, 17, 'Road transport', 'النقل البري'],
  [1703, 17, 'Warehousing and cold chain', 'التخزين وسلاسل التبريد'],
  [1704, 17, 'Port and terminal services', 'خدمات الموانئ والمحطات'],
  [1705, 17, 'Air cargo', 'الشحن الجوي'],
  [1706, 17, 'Customs clearance', 'التخليص الجمركي'],

  [1801, 18, 'Film and television production', 'الإنتاج السينمائي والتلفزيوني'],
  [1802, 18, 'Animation and visual effects', 'الرسوم المتحركة والمؤثرات البصرية'],
  [1803, 18, 'Graphic and product design', 'التصميم الجرافيكي وتصميم المنتجات'],
  [1804, 18, 'Advertising and marketing', 'الإعلان والتسويق'],
  [1805, 18, 'Architecture and interior design', 'العمارة والتصميم الداخلي'],
  [1806, 18, 'Translation and localisation', 'الترجمة والتعريب'],

  [1901, 19, "Men's shoes", 'الأحذية الرجالية'],
  [1902, 19, "Women's and children's shoes", 'أحذية النساء والأطفال'],
  [1903, 19, 'Safety footwear', 'أحذية السلامة'],
  [1904, 19, 'Leather bags and accessories', 'الحقائب والإكسسوارات الجلدية'],
  [1905, 19, 'Tanned leather', 'الجلود المدبوغة'],

  [2001, 20, 'Commercial printing', 'الطباعة التجارية'],
  [2002, 20, 'Book publishing', 'نشر الكتب'],
  [2003, 20, 'Educational materials', 'المواد التعليمية'],
  [2004, 20, 'Security printing', 'الطباعة الأمنية'],
  [2005, 20, 'Packaging printing', 'طباعة مواد التغليف'],

  [2101, 21, 'Engineering design consultancy', 'الاستشارات والتصاميم الهندسية'],
  [2102, 21, 'Project management and supervision', 'إدارة المشاريع والإشراف عليها'],
  [2103, 21, 'Building and infrastructure contracting', 'مقاولات الأبنية والبنية التحتية'],
  [2104, 21, 'Water and wastewater engineering', 'هندسة المياه والصرف الصحي'],
  [2105, 21, 'Electromechanical installation', 'التركيبات الكهروميكانيكية'],
  [2106, 21, 'Surveying and geotechnical studies', 'المساحة والدراسات الجيوتقنية'],

  [2201, 22, 'Embroidery and traditional dress', 'التطريز والأزياء التراثية'],
  [2202, 22, 'Ceramics and pottery', 'الخزف والفخار'],
  [2203, 22, 'Mosaic', 'الفسيفساء'],
  [2204, 22, 'Hand-woven rugs and textiles', 'البسط والمنسوجات اليدوية'],
  [2205, 22, 'Sand bottles and olive-wood crafts', 'زجاجات الرمل الملوّن وتحف خشب الزيتون'],
  [2206, 22, 'Silver jewellery', 'المشغولات الفضية'],
];

export const subIndustriesSeed: (typeof subIndustries.$inferInsert)[] = SUB_INDUSTRIES.map(
  ([id, ind_id, SUB_NAME_ENG, SUB_NAME_ARA]) => ({ id, ind_id, SUB_NAME_ENG, SUB_NAME_ARA }),
);

/** The sector (iid) of a subsector, or undefined for an unknown id. */
export function sectorOfSubIndustry(id: number): number | undefined {
  return SUB_INDUSTRIES.find((row) => row[0] === id)?.[1];
}
