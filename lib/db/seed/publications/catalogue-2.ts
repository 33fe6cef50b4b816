import type { SeedPublication } from './types';

// The publications catalogue's sample studies (SAMPLE DATA, issue 26), part 2: Jordan's own
// reports, country guides and sector studies. Figures are illustrative.

export const CATALOGUE_2: readonly SeedPublication[] = [
  {
    id: 11,
    country: 400,
    sectors: [1, 2, 3, 5],
    date: '2026-02-18',
    title: ['Jordan’s exports in 2025 at a glance', 'الصادرات الأردنية في عام ٢٠٢٥ في لمحة'],
    summary: [
      'The year in charts: the leading products (garments, potash and phosphate fertilisers, medicines, vegetables), the leading markets and the sectors that grew fastest, with notes on what changed for exporters.',
      'العام في رسوم بيانية: أبرز المنتجات (الألبسة والأسمدة من البوتاس والفوسفات والأدوية والخضار)، وأبرز الأسواق، والقطاعات الأسرع نمواً، مع ملاحظات حول ما تغيّر بالنسبة للمصدّرين.',
    ],
    figures: [
      'National exports are shown at about JOD 6.5 billion for the year.',
      'تظهر الصادرات الوطنية بنحو ٦٫٥ مليار دينار خلال العام.',
    ],
  },
  {
    id: 12,
    country: 400,
    sectors: [17, 21],
    date: '2024-10-08',
    title: [
      'Jordan’s free trade agreements: a guide for exporters',
      'اتفاقيات التجارة الحرة الأردنية: دليل للمصدّرين',
    ],
    summary: [
      'What each agreement offers (the Greater Arab Free Trade Area, the EU Association Agreement, the Jordan–US agreement, Agadir, EFTA, Canada, Singapore and the United Kingdom), how to prove origin and where to obtain certificates.',
      'ما تقدّمه كل اتفاقية (منطقة التجارة الحرة العربية الكبرى، واتفاقية الشراكة الأردنية الأوروبية، والاتفاقية الأردنية الأمريكية، وأغادير، والإفتا، وكندا، وسنغافورة، والمملكة المتحدة)، وكيفية إثبات المنشأ، وجهات إصدار الشهادات.',
    ],
  },
  {
    id: 13,
    country: 792,
    sectors: [13, 2],
    date: '2024-08-19',
    title: ['Türkiye: demand for phosphate and potash', 'تركيا: الطلب على الفوسفات والبوتاس'],
    summary: [
      'Turkish fertiliser blenders and farms import phosphate rock and potash. The report reviews consumption by crop, the ports of Mersin and İskenderun, and contract practice with the large cooperatives.',
      'تستورد مصانع خلط الأسمدة والمزارع التركية صخر الفوسفات والبوتاس. يستعرض التقرير الاستهلاك حسب المحاصيل، وموانئ مرسين والإسكندرون، وممارسات التعاقد مع التعاونيات الكبرى.',
    ],
    figures: [
      'Türkiye’s potash imports are estimated at 700,000 tonnes a year.',
      'تُقدَّر واردات تركيا من البوتاس بنحو ٧٠٠ ألف طن سنوياً.',
    ],
  },
  {
    id: 14,
    country: 124,
    sectors: [3, 22],
    date: '2024-06-11',
    arabicPdf: false,
    title: ['Canada: ethnic food and handicrafts', 'كندا: الأغذية الشرقية والحرف اليدوية'],
    summary: [
      'Canada’s Arab diaspora and speciality shops buy Jordanian tahini, za’atar, sweets and handicrafts. The guide explains the Canada–Jordan agreement, CFIA labelling in English and French, and importers in Toronto and Montreal.',
      'تشتري الجاليات العربية ومتاجر المنتجات المتخصصة في كندا الطحينة والزعتر والحلويات والحرف اليدوية الأردنية. يشرح الدليل الاتفاقية الكندية الأردنية، ومتطلبات البطاقة لدى الوكالة الكندية لتفتيش الأغذية باللغتين الإنجليزية والفرنسية، والمستوردين في تورنتو ومونتريال.',
    ],
  },
  {
    id: 15,
    country: 250,
    sectors: [14],
    date: '2024-04-02',
    vip: true,
    title: [
      'France: partners for renewable energy services',
      'فرنسا: شركاء في خدمات الطاقة المتجددة',
    ],
    summary: [
      'French developers work across Africa and the Middle East and subcontract engineering, installation and maintenance. The study maps the developers, their tenders and the certifications Jordanian firms need to join them.',
      'تعمل شركات التطوير الفرنسية في أفريقيا والشرق الأوسط وتتعاقد من الباطن على أعمال الهندسة والتركيب والصيانة. ترسم الدراسة خريطة هذه الشركات ومناقصاتها والشهادات التي تحتاجها الشركات الأردنية للانضمام إليها.',
    ],
  },
  {
    id: 16,
    country: 528,
    sectors: [4, 17],
    date: '2023-11-27',
    title: [
      'The Netherlands: gateway for fresh herbs to Europe',
      'هولندا: بوابة الأعشاب الطازجة إلى أوروبا',
    ],
    summary: [
      'Rotterdam and the Dutch importers re-export fresh herbs across the European Union. The study covers pesticide residue limits, air freight via Amsterdam, the auction system and building a year-round programme.',
      'يعيد ميناء روتردام والمستوردون الهولنديون تصدير الأعشاب الطازجة إلى أنحاء الاتحاد الأوروبي. تتناول الدراسة الحدود القصوى لمتبقيات المبيدات، والشحن الجوي عبر أمستردام، ونظام المزادات، وبناء برنامج توريد على مدار العام.',
    ],
  },
  {
    id: 17,
    country: 512,
    sectors: [6],
    date: '2023-09-14',
    arabicPdf: false,
    title: [
      'Oman: electrical equipment for new industrial zones',
      'عُمان: المعدات الكهربائية للمناطق الصناعية الجديدة',
    ],
    summary: [
      'Duqm, Sohar and Salalah are building industrial estates that buy cables, switchgear and lighting. The brief covers the approved vendor lists, Omani standards and local agents.',
      'تبني الدقم وصحار وصلالة مدناً صناعية تشتري الكوابل ولوحات التوزيع ووحدات الإنارة. يتناول الموجز قوائم المورّدين المعتمدين والمواصفات العُمانية والوكلاء المحليين.',
    ],
  },
  {
    id: 18,
    country: 380,
    sectors: [11],
    date: '2023-06-05',
    title: [
      'Italy: sourcing partners for furniture components',
      'إيطاليا: شركاء توريد لمكوّنات الأثاث',
    ],
    summary: [
      'Italian furniture makers buy wooden components and upholstery from nearby countries. The study explains their quality expectations, FSC certification and the fairs where buyers meet suppliers.',
      'يشتري مصنّعو الأثاث الإيطاليون المكوّنات الخشبية والتنجيد من الدول القريبة. تشرح الدراسة توقعاتهم للجودة، وشهادة مجلس رعاية الغابات، والمعارض التي يلتقي فيها المشترون بالمورّدين.',
    ],
  },
  {
    id: 19,
    country: 48,
    sectors: [15, 16],
    date: '2023-03-21',
    vip: true,
    title: ['Bahrain: medical tourism partnerships', 'البحرين: شراكات السياحة العلاجية'],
    summary: [
      'Bahraini insurers and employers send patients abroad for specialised care. The study reviews the referral process, the accreditation they ask for and how Jordanian hospitals can reach them.',
      'ترسل شركات التأمين وأصحاب العمل في البحرين المرضى إلى الخارج لتلقّي الرعاية المتخصصة. تستعرض الدراسة آلية الإحالة والاعتمادات المطلوبة وسبل وصول المستشفيات الأردنية إليهم.',
    ],
  },
  {
    id: 20,
    country: 404,
    sectors: [1, 10],
    date: '2023-01-16',
    status: 0,
    title: [
      'Kenya: a first look at East African pharmaceutical demand',
      'كينيا: نظرة أولى على الطلب الدوائي في شرق أفريقيا',
    ],
    summary: [
      'A draft scoping note on the Kenyan medicines market, its regulator and the East African Community’s joint assessment.',
      'مسودة مذكرة استطلاعية عن سوق الأدوية في كينيا وجهتها الرقابية والتقييم المشترك لمجموعة شرق أفريقيا.',
    ],
  },
];
