import type { SeedPublication } from './types';

// The publications catalogue's sample studies (SAMPLE DATA, issue 26), part 1: market briefs and
// sector studies of the markets Jordanian exporters sell to most. Figures are illustrative.

export const CATALOGUE_1: readonly SeedPublication[] = [
  {
    id: 1,
    country: 682,
    sectors: [3],
    date: '2026-09-14',
    title: [
      'Saudi Arabia market brief: processed food',
      'موجز سوق المملكة العربية السعودية: الأغذية المصنّعة',
    ],
    summary: [
      'Saudi Arabia is the largest Gulf market for Jordanian processed food. This brief covers demand for dairy, confectionery and ready meals, registration and labelling with the Saudi Food and Drug Authority, and the import channels through Riyadh, Jeddah and Dammam.',
      'تُعدّ المملكة العربية السعودية أكبر سوق خليجية للأغذية المصنّعة الأردنية. يتناول هذا الموجز الطلب على منتجات الألبان والحلويات والوجبات الجاهزة، والتسجيل والبطاقة الغذائية لدى الهيئة العامة للغذاء والدواء، وقنوات الاستيراد عبر الرياض وجدة والدمام.',
    ],
    figures: [
      'Jordanian processed food sold to the Kingdom is estimated at JOD 210 million a year.',
      'تُقدَّر مبيعات الأغذية المصنّعة الأردنية في المملكة بنحو ٢١٠ ملايين دينار سنوياً.',
    ],
  },
  {
    id: 2,
    country: 276,
    sectors: [3, 4],
    date: '2026-06-02',
    title: ['Exporting olive oil to Germany', 'تصدير زيت الزيتون إلى ألمانيا'],
    summary: [
      'Germany is the largest olive oil market in northern Europe. The study explains the EU marketing standards for olive oil, organic certification, the private labels of the discount chains and how Jordanian producers can reach speciality retailers.',
      'ألمانيا أكبر سوق لزيت الزيتون في شمال أوروبا. تشرح الدراسة معايير التسويق الأوروبية لزيت الزيتون، وشهادات الزراعة العضوية، والعلامات الخاصة لسلاسل التخفيضات، وسبل وصول المنتجين الأردنيين إلى متاجر المنتجات المتخصصة.',
    ],
    figures: [
      'German imports of extra virgin olive oil are put at about 60,000 tonnes a year.',
      'تُقدَّر واردات ألمانيا من زيت الزيتون البكر الممتاز بنحو ٦٠ ألف طن سنوياً.',
    ],
  },
  {
    id: 3,
    country: 784,
    sectors: [12],
    date: '2026-04-20',
    vip: true,
    title: [
      'UAE market study: cosmetics and Dead Sea products',
      'دراسة سوق الإمارات: مستحضرات التجميل ومنتجات البحر الميت',
    ],
    summary: [
      'A full study of the Emirati beauty market: consumer segments, the role of duty-free and online retail, product notification in Dubai and Abu Dhabi, and the positioning of Dead Sea minerals against Korean and French brands.',
      'دراسة شاملة لسوق التجميل في الإمارات: شرائح المستهلكين، ودور الأسواق الحرة والبيع الإلكتروني، وإخطار المنتجات في دبي وأبوظبي، وتموضع منتجات أملاح البحر الميت أمام العلامات الكورية والفرنسية.',
    ],
    figures: [
      'The study sizes the UAE skin care market at about USD 1.1 billion.',
      'تقدّر الدراسة حجم سوق العناية بالبشرة في الإمارات بنحو ١٫١ مليار دولار.',
    ],
  },
  {
    id: 4,
    country: 368,
    sectors: [8, 9],
    date: '2025-11-10',
    title: ['Iraq: construction materials outlook', 'العراق: آفاق سوق مواد البناء'],
    summary: [
      'Reconstruction keeps Iraqi demand for stone, marble, tiles, pipes and plastic fittings high. The outlook reviews the main projects, the quality certificates COSQC asks for, customs at Trebil and the Kurdistan Region’s own rules.',
      'تُبقي مشاريع إعادة الإعمار الطلب العراقي على الحجر والرخام والبلاط والأنابيب والقطع البلاستيكية مرتفعاً. يستعرض التقرير أبرز المشاريع، وشهادات الجودة التي يطلبها الجهاز المركزي للتقييس والسيطرة النوعية، والإجراءات الجمركية في طريبيل، وأنظمة إقليم كردستان الخاصة.',
    ],
  },
  {
    id: 5,
    country: 840,
    sectors: [5],
    date: '2025-09-03',
    title: [
      'Garments to the United States under the Jordan–US FTA',
      'تصدير الألبسة إلى الولايات المتحدة في إطار اتفاقية التجارة الحرة الأردنية الأمريكية',
    ],
    summary: [
      'How Jordanian apparel enters the United States duty free: the rules of origin of the agreement, the documents US Customs and Border Protection checks, social compliance audits buyers expect, and the sourcing trends of American brands.',
      'كيف تدخل الألبسة الأردنية الأسواق الأمريكية معفاةً من الرسوم: قواعد المنشأ في الاتفاقية، والوثائق التي تدقّقها هيئة الجمارك وحماية الحدود الأمريكية، وتدقيقات الامتثال الاجتماعي التي يتوقعها المشترون، واتجاهات التوريد لدى العلامات الأمريكية.',
    ],
    figures: [
      'Garments make up roughly a quarter of Jordan’s exports to the United States.',
      'تشكّل الألبسة نحو ربع الصادرات الأردنية إلى الولايات المتحدة.',
    ],
  },
  {
    id: 6,
    country: 414,
    sectors: [1],
    date: '2025-07-15',
    vip: true,
    title: [
      'Registering medicines in Kuwait: a step-by-step guide',
      'تسجيل الأدوية في الكويت: دليل خطوة بخطوة',
    ],
    summary: [
      'The registration path of the Kuwaiti Ministry of Health for a pharmaceutical company and its products: the dossier, GMP inspection, pricing, the GCC central registration as an alternative, and typical timelines.',
      'مسار التسجيل لدى وزارة الصحة الكويتية للشركة الدوائية ومنتجاتها: الملف الفني، وتفتيش ممارسات التصنيع الجيد، والتسعير، والتسجيل المركزي الخليجي بديلاً، والمدد المعتادة.',
    ],
  },
  {
    id: 7,
    country: 826,
    sectors: [4],
    date: '2025-05-28',
    title: [
      'Fresh fruit and vegetables to the United Kingdom',
      'تصدير الخضار والفواكه الطازجة إلى المملكة المتحدة',
    ],
    summary: [
      'Since leaving the EU the United Kingdom runs its own plant health checks. The guide sets out phytosanitary certificates, GLOBALG.A.P. expectations of the supermarkets, cold chain by air from Amman and the windows when Jordanian produce competes best.',
      'تطبّق المملكة المتحدة منذ خروجها من الاتحاد الأوروبي فحوصات صحة نباتية خاصة بها. يوضّح الدليل شهادات الصحة النباتية، ومتطلبات سلاسل المتاجر الكبرى من شهادة غلوبال غاب، وسلسلة التبريد بالشحن الجوي من عمّان، والمواسم التي تنافس فيها المنتجات الأردنية على أفضل وجه.',
    ],
  },
  {
    id: 8,
    country: 818,
    sectors: [10, 20],
    date: '2025-03-12',
    title: ['Egypt market brief: packaging and paper', 'موجز سوق مصر: التعبئة والتغليف والورق'],
    summary: [
      'Egypt’s food and pharmaceutical industries buy printed cartons, labels and flexible packaging. The brief covers import registration with GOEIC, the Agadir Agreement’s preferences and local competitors in Cairo and Alexandria.',
      'تشتري الصناعات الغذائية والدوائية في مصر الكرتون المطبوع والملصقات والتغليف المرن. يتناول الموجز تسجيل المستوردين لدى الهيئة العامة للرقابة على الصادرات والواردات، وأفضليات اتفاقية أغادير، والمنافسين المحليين في القاهرة والإسكندرية.',
    ],
  },
  {
    id: 9,
    country: 634,
    sectors: [3],
    date: '2025-01-22',
    title: [
      'Qatar’s food service sector: openings for Jordanian suppliers',
      'قطاع خدمات الأغذية في قطر: فرص للمورّدين الأردنيين',
    ],
    summary: [
      'Hotels, caterers and restaurant groups in Doha buy sauces, bakery goods, dairy and frozen food. The study lists the distributors that serve them, halal and shelf-life rules, and what buyers ask of a new supplier.',
      'تشتري الفنادق وشركات التموين ومجموعات المطاعم في الدوحة الصلصات والمخبوزات ومنتجات الألبان والأغذية المجمّدة. تعرض الدراسة الموزّعين الذين يخدمونها، وقواعد الحلال ومدة الصلاحية، وما يطلبه المشترون من المورّد الجديد.',
    ],
  },
  {
    id: 10,
    country: 682,
    sectors: [7],
    date: '2024-12-05',
    vip: true,
    title: [
      'Exporting ICT services to Saudi Arabia',
      'تصدير خدمات تكنولوجيا المعلومات إلى المملكة العربية السعودية',
    ],
    summary: [
      'Vision 2030 programmes open work for software houses and IT service firms. The guide covers company set-up options, regional headquarters rules, government procurement on Etimad, data residency and partnering with Saudi integrators.',
      'تفتح برامج رؤية ٢٠٣٠ فرص عمل لشركات البرمجيات وخدمات تكنولوجيا المعلومات. يتناول الدليل خيارات تأسيس الشركات، وأنظمة المقرات الإقليمية، والمشتريات الحكومية عبر منصة اعتماد، ومتطلبات توطين البيانات، والشراكة مع شركات التكامل السعودية.',
    ],
  },
];
