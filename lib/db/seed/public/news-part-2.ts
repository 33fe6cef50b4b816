import type { NewNewsItem } from '@/lib/db/schema';

// News items 5–8 (April–July 2026).
export const newsPart2: NewNewsItem[] = [
  {
    id: 5,
    news_date: '2026-04-21',
    status: 1,
    image: '/images/news/news-5.svg',
    DESCRIPTION_ENG:
      'New guide explains how Jordanian exporters can benefit from preferential access under free trade agreements with the EU, the UK, the US and Arab countries',
    DESCRIPTION_ARA:
      'دليل جديد يوضح كيف يستفيد المصدرون الأردنيون من النفاذ التفضيلي بموجب اتفاقيات التجارة الحرة مع الاتحاد الأوروبي والمملكة المتحدة والولايات المتحدة والدول العربية',
    TARIFF_ENG: `<p>JEDCO has published a practical guide to Jordan's free trade agreements, aimed at helping companies use the tariff preferences available to Jordanian products in more than 60 countries.</p>
<p>The guide explains the rules of origin under each agreement, the documents required to claim preferential treatment, and the simplified rules of origin available to eligible Jordanian manufacturers exporting to the European Union.</p>
<h3>What the guide covers</h3>
<ul>
<li>The Jordan–EU Association Agreement and the Pan-Euro-Mediterranean rules of origin.</li>
<li>The Jordan–UK Association Agreement and the Jordan–US Free Trade Agreement.</li>
<li>The Greater Arab Free Trade Area and the Agadir Agreement.</li>
<li>The agreements with the EFTA states, Canada, Singapore and Turkey.</li>
</ul>
<p>The guide is available in Arabic and English in the publications catalogue. Companies can also use the FTA map on the portal to check which agreements apply to their target market.</p>`,
    TARIFF_ARA: `<p>أصدرت جيدكو دليلاً عملياً حول اتفاقيات التجارة الحرة التي أبرمها الأردن، يهدف إلى مساعدة الشركات على الاستفادة من الأفضليات الجمركية المتاحة للمنتجات الأردنية في أكثر من ٦٠ دولة.</p>
<p>ويشرح الدليل قواعد المنشأ في كل اتفاقية، والوثائق المطلوبة للحصول على المعاملة التفضيلية، وقواعد المنشأ المبسّطة المتاحة للمصنّعين الأردنيين المؤهلين عند التصدير إلى الاتحاد الأوروبي.</p>
<h3>محتويات الدليل</h3>
<ul>
<li>اتفاقية الشراكة الأردنية الأوروبية وقواعد المنشأ الأورومتوسطية.</li>
<li>اتفاقية الشراكة الأردنية البريطانية واتفاقية التجارة الحرة الأردنية الأمريكية.</li>
<li>منطقة التجارة الحرة العربية الكبرى واتفاقية أغادير.</li>
<li>الاتفاقيات مع دول رابطة التجارة الحرة الأوروبية (إفتا) وكندا وسنغافورة وتركيا.</li>
</ul>
<p>والدليل متاح باللغتين العربية والإنجليزية في دليل المنشورات، كما يمكن للشركات استخدام خريطة اتفاقيات التجارة الحرة على البوابة لمعرفة الاتفاقيات المطبقة على سوقها المستهدفة.</p>`,
    meta_description_en:
      "A new JEDCO guide explains rules of origin and documents needed to use Jordan's free trade agreements with over 60 countries.",
    meta_description_ar:
      'دليل جديد من جيدكو يشرح قواعد المنشأ والوثائق اللازمة للاستفادة من اتفاقيات التجارة الحرة الأردنية مع أكثر من ٦٠ دولة.',
  },
  {
    id: 6,
    news_date: '2026-05-19',
    status: 1,
    image: '/images/news/news-6.svg',
    DESCRIPTION_ENG: 'Cross-border e-commerce programme helps 50 SMEs sell online to global customers',
    DESCRIPTION_ARA: 'برنامج للتجارة الإلكترونية العابرة للحدود يساعد ٥٠ مؤسسة صغيرة ومتوسطة على البيع للعملاء حول العالم',
    TARIFF_ENG: `<p>JEDCO has selected 50 small and medium enterprises to join its cross-border e-commerce programme, which helps Jordanian brands open online stores on international marketplaces and reach consumers directly.</p>
<p>Over six months, participants receive coaching on product listing, digital marketing, online payments, returns management and international parcel shipping. The programme also covers part of the cost of marketplace subscriptions and product photography.</p>
<p>Selected companies come from sectors with strong online demand, including cosmetics and Dead Sea products, handicrafts, specialty foods, fashion accessories and home décor.</p>
<p>A second intake is planned for the autumn. Interested companies can register their interest by submitting a trade and services information enquiry on the portal.</p>`,
    TARIFF_ARA: `<p>اختارت جيدكو ٥٠ مؤسسة صغيرة ومتوسطة للانضمام إلى برنامجها للتجارة الإلكترونية العابرة للحدود، الذي يساعد العلامات التجارية الأردنية على فتح متاجر إلكترونية في المنصات الدولية والوصول إلى المستهلكين مباشرة.</p>
<p>ويتلقى المشاركون على مدى ستة أشهر إرشاداً حول عرض المنتجات والتسويق الرقمي والمدفوعات الإلكترونية وإدارة المرتجعات وشحن الطرود دولياً، كما يغطي البرنامج جزءاً من تكلفة الاشتراك في المنصات وتصوير المنتجات.</p>
<p>وتنتمي الشركات المختارة إلى قطاعات تشهد طلباً قوياً عبر الإنترنت، منها مستحضرات التجميل ومنتجات البحر الميت والحِرف اليدوية والأغذية المتخصصة وإكسسوارات الأزياء والديكور المنزلي.</p>
<p>ومن المقرر فتح باب التسجيل للدفعة الثانية في الخريف، ويمكن للشركات المهتمة إبداء رغبتها في المشاركة من خلال تقديم استفسار معلومات التجارة والخدمات عبر البوابة.</p>`,
    meta_description_en:
      'Fifty Jordanian SMEs join a six-month programme to sell on international online marketplaces, with coaching and cost support.',
    meta_description_ar:
      'خمسون مؤسسة أردنية صغيرة ومتوسطة تنضم إلى برنامج مدته ستة أشهر للبيع عبر المنصات الإلكترونية الدولية بدعم وإرشاد.',
  },
  {
    id: 7,
    news_date: '2026-06-16',
    status: 1,
    image: '/images/news/news-7.svg',
    DESCRIPTION_ENG:
      'B2B matchmaking forum in Amman brings together Jordanian exporters and buyers from East and West Africa',
    DESCRIPTION_ARA:
      'ملتقى للتوفيق بين الأعمال في عمّان يجمع المصدرين الأردنيين ومشترين من شرق أفريقيا وغربها',
    TARIFF_ENG: `<p>More than 40 buyers from Kenya, Ethiopia, Tanzania, Nigeria, Ghana and Côte d'Ivoire took part in a two-day matchmaking forum held in Amman, meeting over 120 Jordanian exporters.</p>
<p>The forum focused on sectors where Jordanian products are competitive in African markets, including pharmaceuticals and medical supplies, processed food, detergents and chemicals, and engineering products.</p>
<p>Meetings were pre-arranged through the matchmaking service on the Jordan Exports portal, based on the product interests submitted by buyers. Visiting buyers also toured industrial estates in Sahab and Al-Hassan Industrial Estate in Irbid.</p>`,
    TARIFF_ARA: `<p>شارك أكثر من ٤٠ مشترياً من كينيا وإثيوبيا وتنزانيا ونيجيريا وغانا وكوت ديفوار في ملتقى للتوفيق بين الأعمال استمر يومين في عمّان، والتقوا خلاله بأكثر من ١٢٠ مصدّراً أردنياً.</p>
<p>وركّز الملتقى على القطاعات التي تتمتع فيها المنتجات الأردنية بقدرة تنافسية في الأسواق الأفريقية، ومنها الأدوية والمستلزمات الطبية والأغذية المصنّعة والمنظفات والكيماويات والمنتجات الهندسية.</p>
<p>ورُتّبت اللقاءات مسبقاً عبر خدمة التوفيق في بوابة صادرات الأردن، استناداً إلى اهتمامات المشترين بالمنتجات، كما زار المشترون مدينة سحاب الصناعية ومدينة الحسن الصناعية في إربد.</p>`,
    meta_description_en:
      'Over 40 African buyers met more than 120 Jordanian exporters at a two-day B2B matchmaking forum in Amman.',
    meta_description_ar:
      'أكثر من ٤٠ مشترياً أفريقياً التقوا بأكثر من ١٢٠ مصدّراً أردنياً في ملتقى للتوفيق بين الأعمال في عمّان.',
  },
  {
    id: 8,
    news_date: '2026-07-28',
    status: 1,
    image: '/images/news/news-8.svg',
    DESCRIPTION_ENG: 'National exports rise by 6.5% in the first half of 2026',
    DESCRIPTION_ARA: 'الصادرات الوطنية ترتفع بنسبة ٦٫٥٪ في النصف الأول من عام ٢٠٢٦',
    TARIFF_ENG: `<p>Jordan's national exports increased by 6.5 per cent during the first half of 2026 compared with the same period of last year, according to preliminary foreign trade data.</p>
<p>The growth was driven by higher exports of pharmaceutical products, vegetables and fruit, chemical products and garments. Exports to Arab markets rose noticeably, supported by improved land transport links and renewed demand in neighbouring countries.</p>
<h3>Key figures</h3>
<ul>
<li>Pharmaceutical exports grew by more than 10 per cent.</li>
<li>Exports to Greater Arab Free Trade Area countries rose by around 9 per cent.</li>
<li>The number of exporting companies registered on the portal exceeded 2,400.</li>
</ul>
<p>JEDCO encourages exporters to consult the interactive data on the portal to follow trends in their sectors and target markets.</p>`,
    TARIFF_ARA: `<p>ارتفعت الصادرات الوطنية الأردنية بنسبة ٦٫٥ في المئة خلال النصف الأول من عام ٢٠٢٦ مقارنة بالفترة نفسها من العام الماضي، وفقاً للبيانات الأولية للتجارة الخارجية.</p>
<p>وجاء النمو مدفوعاً بارتفاع صادرات المنتجات الدوائية والخضراوات والفواكه والمنتجات الكيماوية والألبسة، كما ارتفعت الصادرات إلى الأسواق العربية بشكل ملحوظ بدعم من تحسّن خطوط النقل البري وتجدّد الطلب في الدول المجاورة.</p>
<h3>أبرز الأرقام</h3>
<ul>
<li>نمت صادرات الأدوية بأكثر من ١٠ في المئة.</li>
<li>ارتفعت الصادرات إلى دول منطقة التجارة الحرة العربية الكبرى بنحو ٩ في المئة.</li>
<li>تجاوز عدد الشركات المصدّرة المسجلة في البوابة ٢,٤٠٠ شركة.</li>
</ul>
<p>وتدعو جيدكو المصدرين إلى الاطلاع على البيانات التفاعلية في البوابة لمتابعة الاتجاهات في قطاعاتهم وأسواقهم المستهدفة.</p>`,
    meta_description_en:
      "Jordan's national exports rose by 6.5% in the first half of 2026, driven by pharmaceuticals, produce, chemicals and garments.",
    meta_description_ar:
      'ارتفعت الصادرات الوطنية الأردنية بنسبة ٦٫٥٪ في النصف الأول من ٢٠٢٦ بدعم من الأدوية والخضراوات والكيماويات والألبسة.',
  },
];
