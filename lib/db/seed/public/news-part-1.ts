import type { NewNewsItem } from '@/lib/db/schema';

// News items 1–4 (January–March 2026). DESCRIPTION is the headline, TARIFF the html body.
export const newsPart1: NewNewsItem[] = [
  {
    id: 1,
    news_date: '2026-01-14',
    status: 1,
    image: '/images/news/news-1.svg',
    DESCRIPTION_ENG:
      'Jordanian national exports grow by 8% in 2025, led by fertilisers, pharmaceuticals, garments and food products',
    DESCRIPTION_ARA:
      'الصادرات الوطنية الأردنية تنمو بنسبة ٨٪ في عام ٢٠٢٥ بقيادة الأسمدة والأدوية والألبسة والمنتجات الغذائية',
    TARIFF_ENG: `<p>Preliminary foreign trade figures for 2025 show that Jordan's national exports grew by around 8 per cent compared with the previous year, confirming the resilience of Jordanian industry despite regional challenges and higher shipping costs.</p>
<p>Fertilisers and potash, pharmaceutical products, garments and processed food led the increase, while exports of engineering and chemical products also recorded steady growth. The United States, Iraq, Saudi Arabia, India and the European Union remained the main destinations.</p>
<h3>Priorities for 2026</h3>
<ul>
<li>Supporting small and medium enterprises to export for the first time.</li>
<li>Increasing exports to markets covered by Jordan's free trade agreements.</li>
<li>Expanding participation in specialised international exhibitions.</li>
</ul>
<p>The Jordan Enterprise Development Corporation (JEDCO) said it will continue to work with the private sector and trade support institutions to build on these results and to help more companies reach international buyers.</p>`,
    TARIFF_ARA: `<p>أظهرت الأرقام الأولية للتجارة الخارجية لعام ٢٠٢٥ أن الصادرات الوطنية الأردنية نمت بنحو ٨ في المئة مقارنة بالعام السابق، مما يؤكد قدرة الصناعة الأردنية على الصمود رغم التحديات الإقليمية وارتفاع تكاليف الشحن.</p>
<p>وتصدّرت الأسمدة والبوتاس والمنتجات الدوائية والألبسة والأغذية المصنّعة قائمة السلع التي حققت نمواً، في حين سجّلت صادرات الصناعات الهندسية والكيماوية نمواً مطرداً كذلك. وبقيت الولايات المتحدة والعراق والمملكة العربية السعودية والهند والاتحاد الأوروبي أبرز الوجهات.</p>
<h3>أولويات عام ٢٠٢٦</h3>
<ul>
<li>دعم المؤسسات الصغيرة والمتوسطة لتصدّر للمرة الأولى.</li>
<li>زيادة الصادرات إلى الأسواق المشمولة باتفاقيات التجارة الحرة التي وقّعها الأردن.</li>
<li>توسيع المشاركة في المعارض الدولية المتخصصة.</li>
</ul>
<p>وأكدت المؤسسة الأردنية لتطوير المشاريع الاقتصادية (جيدكو) أنها ستواصل العمل مع القطاع الخاص ومؤسسات دعم التجارة للبناء على هذه النتائج ومساعدة مزيد من الشركات على الوصول إلى المشترين الدوليين.</p>`,
    meta_description_en:
      "Preliminary 2025 figures show Jordan's national exports grew by about 8%, led by fertilisers, pharmaceuticals, garments and food.",
    meta_description_ar:
      'الأرقام الأولية لعام ٢٠٢٥ تُظهر نمو الصادرات الوطنية الأردنية بنحو ٨٪ بقيادة الأسمدة والأدوية والألبسة والأغذية.',
  },
  {
    id: 2,
    news_date: '2026-02-03',
    status: 1,
    image: '/images/news/news-2.svg',
    DESCRIPTION_ENG: 'Jordanian pavilion at Gulfood 2026 attracts buyers from 40 countries',
    DESCRIPTION_ARA: 'الجناح الأردني في معرض جلفود ٢٠٢٦ يستقطب مشترين من ٤٠ دولة',
    TARIFF_ENG: `<p>Twenty-eight Jordanian food and beverage companies took part in the national pavilion at Gulfood 2026 in Dubai, one of the largest annual food and beverage exhibitions in the world.</p>
<p>The pavilion, organised by JEDCO in cooperation with the Jordan Chamber of Industry, showcased olive oil, dairy products, confectionery, dates, spices, frozen vegetables and ready-to-eat meals. Participating companies held more than 600 business meetings with importers, distributors and retail chains from the Gulf, Africa, Europe and Asia.</p>
<p>Several exhibitors reported signing initial agreements and receiving sample requests during the event. JEDCO export advisers will follow up with the companies over the coming months to help turn these contacts into confirmed orders.</p>`,
    TARIFF_ARA: `<p>شاركت ثماني وعشرون شركة أردنية من قطاع الأغذية والمشروبات في الجناح الوطني في معرض جلفود ٢٠٢٦ في دبي، أحد أكبر المعارض السنوية للأغذية والمشروبات في العالم.</p>
<p>وعرض الجناح، الذي نظّمته جيدكو بالتعاون مع غرفة صناعة الأردن، زيت الزيتون ومنتجات الألبان والحلويات والتمور والبهارات والخضراوات المجمّدة والوجبات الجاهزة، وعقدت الشركات المشاركة أكثر من ٦٠٠ لقاء عمل مع مستوردين وموزعين وسلاسل بيع بالتجزئة من دول الخليج وأفريقيا وأوروبا وآسيا.</p>
<p>وأفادت عدة شركات عارضة بتوقيع اتفاقيات مبدئية وتلقي طلبات للحصول على عيّنات خلال المعرض، وسيتابع مستشارو التصدير في جيدكو مع الشركات خلال الأشهر المقبلة لتحويل هذه الاتصالات إلى طلبيات مؤكدة.</p>`,
    meta_description_en:
      'Twenty-eight Jordanian food companies met buyers from 40 countries at the national pavilion at Gulfood 2026 in Dubai.',
    meta_description_ar:
      'ثماني وعشرون شركة أغذية أردنية التقت مشترين من ٤٠ دولة في الجناح الوطني بمعرض جلفود ٢٠٢٦ في دبي.',
  },
  {
    id: 3,
    news_date: '2026-03-04',
    status: 1,
    image: '/images/news/news-3.svg',
    DESCRIPTION_ENG:
      'JEDCO launches a training series for first-time exporters on export pricing, Incoterms rules and payment terms',
    DESCRIPTION_ARA:
      'جيدكو تطلق سلسلة تدريبية للمصدرين الجدد حول تسعير الصادرات وقواعد الإنكوترمز وشروط الدفع',
    TARIFF_ENG: `<p>JEDCO has launched a new series of practical workshops for small and medium enterprises preparing to export for the first time. The series will be held in Amman, Irbid and Aqaba, with an online option for companies in other governorates.</p>
<h3>Workshop topics</h3>
<ul>
<li>Calculating an export price and protecting your margin.</li>
<li>Choosing the right Incoterms® rule for each shipment.</li>
<li>Letters of credit, documentary collections and export credit insurance.</li>
<li>Preparing a simple one-year export plan.</li>
</ul>
<p>Each workshop lasts two days and is delivered by experienced trade advisers and bankers. Participants receive templates and checklists that they can apply directly in their companies.</p>
<p>Registration is free for companies registered on the Jordan Exports portal. Places are limited, and priority is given to manufacturers with fewer than 100 employees.</p>`,
    TARIFF_ARA: `<p>أطلقت جيدكو سلسلة جديدة من ورش العمل التطبيقية للمؤسسات الصغيرة والمتوسطة التي تستعد للتصدير للمرة الأولى، وستُعقد السلسلة في عمّان وإربد والعقبة، مع إتاحة المشاركة عن بُعد للشركات في المحافظات الأخرى.</p>
<h3>محاور ورش العمل</h3>
<ul>
<li>احتساب سعر التصدير والمحافظة على هامش الربح.</li>
<li>اختيار قاعدة الإنكوترمز® المناسبة لكل شحنة.</li>
<li>الاعتمادات المستندية والتحصيل المستندي وتأمين ائتمان الصادرات.</li>
<li>إعداد خطة تصدير مبسّطة لمدة عام واحد.</li>
</ul>
<p>وتمتد كل ورشة يومين، ويقدّمها مستشارون تجاريون ومصرفيون من ذوي الخبرة، ويحصل المشاركون على نماذج وقوائم تحقق يمكنهم تطبيقها مباشرة في شركاتهم.</p>
<p>التسجيل مجاني للشركات المسجلة في بوابة صادرات الأردن، والمقاعد محدودة، وتُمنح الأولوية للمصانع التي يقل عدد العاملين فيها عن ١٠٠ موظف.</p>`,
    meta_description_en:
      'Free two-day workshops in Amman, Irbid and Aqaba on export pricing, Incoterms rules and payment terms for first-time exporters.',
    meta_description_ar:
      'ورش عمل مجانية لمدة يومين في عمّان وإربد والعقبة حول تسعير الصادرات والإنكوترمز وشروط الدفع للمصدرين الجدد.',
  },
  {
    id: 4,
    news_date: '2026-03-25',
    status: 1,
    image: '/images/news/news-4.svg',
    DESCRIPTION_ENG: 'Trade mission to Baghdad and Erbil opens new channels for Jordanian manufacturers',
    DESCRIPTION_ARA: 'بعثة تجارية إلى بغداد وأربيل تفتح قنوات جديدة أمام المصنّعين الأردنيين',
    TARIFF_ENG: `<p>A trade mission of 35 Jordanian companies visited Baghdad and Erbil this week to strengthen trade relations with Iraq, one of Jordan's largest export markets.</p>
<p>The delegation included manufacturers of construction materials, pharmaceuticals, food products, plastics and furniture. Members held bilateral meetings with Iraqi importers and distributors and visited major retail and construction projects.</p>
<p>The mission also discussed ways to facilitate the movement of goods through the Karameh–Turaibil border crossing and to speed up the recognition of Jordanian conformity certificates.</p>
<p>JEDCO will publish a market brief on Iraq in the publications catalogue for registered members, with practical information on distribution channels, import requirements and contact points.</p>`,
    TARIFF_ARA: `<p>زارت بعثة تجارية ضمّت ٣٥ شركة أردنية بغداد وأربيل هذا الأسبوع بهدف تعزيز العلاقات التجارية مع العراق، الذي يُعدّ من أكبر أسواق الصادرات الأردنية.</p>
<p>وضمّ الوفد مصنّعين في قطاعات مواد البناء والأدوية والمنتجات الغذائية والبلاستيك والأثاث، وعقد أعضاؤه لقاءات ثنائية مع مستوردين وموزعين عراقيين، وزاروا عدداً من مشاريع البيع بالتجزئة والإنشاءات الكبرى.</p>
<p>كما بحثت البعثة سبل تسهيل حركة البضائع عبر مركز الكرامة–طريبيل الحدودي وتسريع الاعتراف بشهادات المطابقة الأردنية.</p>
<p>وستنشر جيدكو موجزاً عن السوق العراقية في دليل المنشورات للأعضاء المسجلين، يتضمن معلومات عملية عن قنوات التوزيع ومتطلبات الاستيراد وجهات الاتصال.</p>`,
    meta_description_en:
      'Thirty-five Jordanian companies met Iraqi importers and distributors during a trade mission to Baghdad and Erbil.',
    meta_description_ar:
      'خمس وثلاثون شركة أردنية التقت مستوردين وموزعين عراقيين خلال بعثة تجارية إلى بغداد وأربيل.',
  },
];
