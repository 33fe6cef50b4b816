import type { NewMenuChild } from '@/lib/db/schema';

// Page 4 "Exporters" (menu 1): export guide, market information, readiness assessment.
export const exportersGuideChildren: NewMenuChild[] = [
  {
    id: 13,
    page_id: 4,
    menu_id: 1,
    a_id: 120,
    url: 'export-guide',
    url_ara: 'دليل-التصدير',
    link: null,
    link_ara: null,
    nav_title_eng: 'Export Guide',
    nav_title_ara: 'دليل التصدير',
    title_eng: 'Export Guide',
    title_ara: 'دليل التصدير',
    subtitle_eng:
      'A practical, seven-step roadmap that takes Jordanian companies from export readiness to their first shipment abroad.',
    subtitle_ara:
      'خارطة طريق عملية من سبع خطوات ترافق الشركات الأردنية من مرحلة الجاهزية للتصدير حتى شحنتها الأولى إلى الخارج.',
    sub_subtitle_eng: 'Seven steps to international markets',
    sub_subtitle_ara: 'سبع خطوات نحو الأسواق الدولية',
    content_eng: `<h2>Your roadmap to international markets</h2>
<p>The Jordan Export Guide is a practical reference prepared by the Jordan Enterprise Development Corporation (JEDCO) for companies that are exporting for the first time or looking to expand into new markets. It brings together the experience of export advisers, trade support institutions and successful Jordanian exporters in one structured path.</p>
<h3>The seven steps of the guide</h3>
<ol>
<li><strong>Readiness to export:</strong> assess your company's capacity, resources and management commitment before entering foreign markets.</li>
<li><strong>Market research:</strong> identify and compare target markets using trade statistics, market studies and tariff data.</li>
<li><strong>Developing an export strategy:</strong> set objectives, choose market entry modes, define pricing and prepare a realistic action plan.</li>
<li><strong>Financing exports:</strong> understand payment terms, letters of credit, export credit insurance and the financing programmes available in Jordan.</li>
<li><strong>Freight and logistics:</strong> select transport modes, apply the appropriate Incoterms® rules, and plan packaging, labelling and forwarding.</li>
<li><strong>Visiting the market:</strong> plan trade missions, exhibitions and meetings with potential buyers, agents and distributors.</li>
<li><strong>Legal and regulatory requirements:</strong> comply with certificates of origin, technical standards, labelling rules and customs procedures in the destination market.</li>
</ol>
<h3>How to use the guide</h3>
<p>Select any step in the diagram to read a summary and the related questions and answers. Registered users can download the complete guide in PDF format, including checklists and templates for preparing an export plan.</p>
<p>If you need tailored advice at any stage, JEDCO export advisers can review your plan with you. Use the Contact Us page or submit an enquiry after signing in.</p>
<blockquote>Exporting is a long-term investment. Companies that prepare carefully, one step at a time, are far more likely to build lasting relationships with foreign buyers.</blockquote>`,
    content_ara: `<h2>خارطة طريقك إلى الأسواق الدولية</h2>
<p>دليل التصدير الأردني مرجع عملي أعدّته المؤسسة الأردنية لتطوير المشاريع الاقتصادية (جيدكو) للشركات التي تصدّر للمرة الأولى أو تسعى إلى التوسع في أسواق جديدة، ويجمع خبرات مستشاري التصدير ومؤسسات دعم التجارة والمصدرين الأردنيين الناجحين في مسار واحد منظّم.</p>
<h3>خطوات الدليل السبع</h3>
<ol>
<li><strong>الجاهزية للتصدير:</strong> قيّم قدرات شركتك ومواردها ومدى التزام إدارتها قبل دخول الأسواق الخارجية.</li>
<li><strong>أبحاث السوق:</strong> حدّد الأسواق المستهدفة وقارن بينها باستخدام الإحصاءات التجارية ودراسات الأسواق وبيانات التعرفة الجمركية.</li>
<li><strong>إعداد استراتيجية التصدير:</strong> ضع الأهداف، واختر أساليب دخول السوق، وحدّد سياسة التسعير، وأعدّ خطة عمل واقعية.</li>
<li><strong>تمويل الصادرات:</strong> تعرّف على شروط الدفع والاعتمادات المستندية وتأمين ائتمان الصادرات وبرامج التمويل المتاحة في الأردن.</li>
<li><strong>الشحن والخدمات اللوجستية:</strong> اختر وسائل النقل المناسبة، وطبّق قواعد Incoterms® الملائمة، وخطّط للتعبئة والتغليف ووضع البطاقات والشحن.</li>
<li><strong>زيارة السوق:</strong> خطّط للبعثات التجارية والمعارض واللقاءات مع المشترين والوكلاء والموزعين المحتملين.</li>
<li><strong>المتطلبات القانونية والتنظيمية:</strong> التزم بمتطلبات شهادات المنشأ والمواصفات الفنية وقواعد بطاقة البيان والإجراءات الجمركية في سوق المقصد.</li>
</ol>
<h3>كيفية استخدام الدليل</h3>
<p>اختر أي خطوة في المخطط لقراءة ملخصها والأسئلة والأجوبة المتعلقة بها. ويمكن للمستخدمين المسجلين تنزيل الدليل الكامل بصيغة PDF، بما في ذلك قوائم التحقق والنماذج اللازمة لإعداد خطة التصدير.</p>
<p>وإذا احتجت إلى استشارة مخصصة في أي مرحلة، يمكن لمستشاري التصدير في جيدكو مراجعة خطتك معك. تواصل معنا عبر صفحة "اتصل بنا" أو قدّم استفساراً بعد تسجيل الدخول.</p>
<blockquote>التصدير استثمار طويل الأمد، والشركات التي تستعد بعناية خطوةً بخطوة أقدر بكثير على بناء علاقات دائمة مع المشترين في الخارج.</blockquote>`,
    keywords:
      'export guide, how to export, export readiness, export strategy, export financing, Jordan',
    keywords_ara:
      'دليل التصدير, كيفية التصدير, الجاهزية للتصدير, استراتيجية التصدير, تمويل الصادرات, الأردن',
    image: '/images/banners/exporters.svg',
    meta_description_en:
      'The Jordan Export Guide: seven practical steps from export readiness and market research to financing, logistics and regulations.',
    meta_description_ar:
      'دليل التصدير الأردني: سبع خطوات عملية من الجاهزية وأبحاث السوق إلى التمويل والخدمات اللوجستية والمتطلبات التنظيمية.',
    sort: 1,
  },
  {
    id: 14,
    page_id: 4,
    menu_id: 1,
    a_id: 130,
    url: 'market-information',
    url_ara: 'معلومات-الأسواق',
    link: null,
    link_ara: null,
    nav_title_eng: 'Market Information',
    nav_title_ara: 'معلومات الأسواق',
    title_eng: 'Market Information',
    title_ara: 'معلومات الأسواق',
    subtitle_eng:
      'Market studies, trade data and matchmaking services that help you choose the right markets and the right partners.',
    subtitle_ara:
      'دراسات أسواق وبيانات تجارية وخدمات مواءمة تساعدك على اختيار الأسواق المناسبة والشركاء المناسبين.',
    sub_subtitle_eng: 'Decide with evidence, export with confidence',
    sub_subtitle_ara: 'قرارات مبنية على المعرفة وتصدير بثقة',
    content_eng: `<h2>Reliable information for better export decisions</h2>
<p>Choosing a target market is one of the most important decisions an exporter makes. The Market Information service gives Jordanian companies access to published studies, trade statistics and tailored research so that decisions are based on evidence rather than assumptions.</p>
<h3>What you will find here</h3>
<ul>
<li><strong>Publications catalogue:</strong> sector and country studies, market briefs and tariff summaries, searchable by country, sector and year.</li>
<li><strong>Request for a specific market study:</strong> ask JEDCO to prepare or source a study on a product and market that matter to your business.</li>
<li><strong>Matchmaking:</strong> request introductions to potential buyers, importers and distributors in your target markets.</li>
<li><strong>Interactive data:</strong> explore statistics, studies and infographics by geography and industry.</li>
</ul>
<h3>Access and eligibility</h3>
<p>The publications catalogue and interactive data are available to registered users after signing in. Some premium publications are reserved for VIP members. Market study and matchmaking requests are reviewed by JEDCO advisers, who will contact you to confirm the scope and expected timeline.</p>
<p>Information is compiled from national sources such as the Department of Statistics and Jordan Customs, and from international databases and partner trade promotion organisations.</p>`,
    content_ara: `<h2>معلومات موثوقة لقرارات تصدير أفضل</h2>
<p>يُعدّ اختيار السوق المستهدفة من أهم القرارات التي يتخذها المصدّر. وتتيح خدمة معلومات الأسواق للشركات الأردنية الوصول إلى الدراسات المنشورة والإحصاءات التجارية والأبحاث المخصصة، لتُبنى القرارات على الأدلة لا على الافتراضات.</p>
<h3>ما ستجده في هذه الصفحة</h3>
<ul>
<li><strong>فهرس المنشورات:</strong> دراسات قطاعية وقُطرية وموجزات أسواق وملخصات للتعرفة الجمركية، يمكن البحث فيها حسب الدولة والقطاع والسنة.</li>
<li><strong>طلب دراسة سوق محددة:</strong> اطلب من جيدكو إعداد دراسة أو توفيرها حول منتج وسوق يهمّان أعمالك.</li>
<li><strong>المواءمة التجارية:</strong> اطلب التعريف بمشترين ومستوردين وموزعين محتملين في أسواقك المستهدفة.</li>
<li><strong>البيانات التفاعلية:</strong> استكشف الإحصاءات والدراسات والرسوم المعلوماتية حسب المنطقة الجغرافية والقطاع.</li>
</ul>
<h3>الوصول والأهلية</h3>
<p>يتاح فهرس المنشورات والبيانات التفاعلية للمستخدمين المسجلين بعد تسجيل الدخول، وتُخصَّص بعض المنشورات المميزة لأعضاء فئة كبار المستخدمين. ويراجع مستشارو جيدكو طلبات دراسات الأسواق والمواءمة التجارية، ثم يتواصلون معك لتأكيد نطاق العمل والمدة المتوقعة.</p>
<p>تُجمع المعلومات من مصادر وطنية مثل دائرة الإحصاءات العامة ودائرة الجمارك الأردنية، ومن قواعد بيانات دولية ومؤسسات شريكة لترويج التجارة.</p>`,
    keywords:
      'market information, market studies, trade statistics, matchmaking, publications, export markets',
    keywords_ara:
      'معلومات الأسواق, دراسات الأسواق, الإحصاءات التجارية, المواءمة التجارية, المنشورات, أسواق التصدير',
    image: '/images/banners/market.svg',
    meta_description_en:
      'Market studies, trade statistics, matchmaking and interactive data to help Jordanian exporters choose target markets.',
    meta_description_ar:
      'دراسات أسواق وإحصاءات تجارية وخدمات مواءمة وبيانات تفاعلية تساعد المصدرين الأردنيين على اختيار أسواقهم المستهدفة.',
    sort: 2,
  },
  {
    id: 15,
    page_id: 4,
    menu_id: 1,
    a_id: 140,
    url: 'Initial-export-readiness-assessment',
    url_ara: 'التقييم-الأولي-للجاهزية-التصديرية',
    link: null,
    link_ara: null,
    nav_title_eng: 'Export Readiness Assessment',
    nav_title_ara: 'تقييم الجاهزية التصديرية',
    title_eng: 'Initial Export Readiness Assessment',
    title_ara: 'التقييم الأولي للجاهزية التصديرية',
    subtitle_eng:
      'A short self-assessment that measures how prepared your company is to export and where to focus first.',
    subtitle_ara:
      'تقييم ذاتي قصير يقيس مدى استعداد شركتك للتصدير ويحدد الجوانب التي ينبغي التركيز عليها أولاً.',
    sub_subtitle_eng: 'Know where you stand before you go global',
    sub_subtitle_ara: 'اعرف موقعك قبل الانطلاق نحو العالمية',
    content_eng: `<h2>Is your company ready to export?</h2>
<p>The Initial Export Readiness Assessment is a free online questionnaire that helps companies evaluate their strengths and gaps before committing resources to international markets. It takes about ten minutes to complete.</p>
<h3>What the assessment covers</h3>
<ul>
<li>Management commitment and export objectives</li>
<li>Production capacity and the ability to meet larger or repeat orders</li>
<li>Product adaptation, quality certification and packaging</li>
<li>Marketing capabilities, pricing and international promotion</li>
<li>Financial resources and knowledge of export procedures</li>
</ul>
<h3>How it works</h3>
<p>Each question is answered on a five-point scale. When you submit the questionnaire, you receive an overall score together with an average and a total for each section, showing where your company is strong and where further preparation is needed.</p>
<p>Your results are shared with JEDCO export advisers, who may contact you to recommend suitable support programmes, training or coaching. You must be signed in to submit the assessment.</p>`,
    content_ara: `<h2>هل شركتك جاهزة للتصدير؟</h2>
<p>التقييم الأولي للجاهزية التصديرية استبيان إلكتروني مجاني يساعد الشركات على تقييم نقاط قوتها والفجوات لديها قبل تخصيص الموارد لدخول الأسواق الدولية، ويستغرق إكماله نحو عشر دقائق.</p>
<h3>محاور التقييم</h3>
<ul>
<li>التزام الإدارة وأهداف التصدير</li>
<li>الطاقة الإنتاجية والقدرة على تلبية الطلبيات الكبيرة أو المتكررة</li>
<li>تكييف المنتج وشهادات الجودة والتعبئة والتغليف</li>
<li>القدرات التسويقية والتسعير والترويج الدولي</li>
<li>الموارد المالية والمعرفة بإجراءات التصدير</li>
</ul>
<h3>آلية التقييم</h3>
<p>يُجاب عن كل سؤال وفق مقياس من خمس درجات. وعند إرسال الاستبيان تحصل على نتيجة إجمالية إلى جانب متوسط ومجموع لكل محور، بما يبيّن مواطن القوة في شركتك والجوانب التي تحتاج إلى مزيد من الإعداد.</p>
<p>تُشارَك نتائجك مع مستشاري التصدير في جيدكو، الذين قد يتواصلون معك لاقتراح برامج الدعم أو التدريب أو الإرشاد المناسبة. ويلزم تسجيل الدخول لإرسال التقييم.</p>`,
    keywords: 'export readiness, self-assessment, export capability, questionnaire, JEDCO',
    keywords_ara: 'الجاهزية التصديرية, التقييم الذاتي, القدرة التصديرية, استبيان, جيدكو',
    image: '/images/banners/exporters.svg',
    meta_description_en:
      'Take the free Initial Export Readiness Assessment and see how prepared your company is to enter international markets.',
    meta_description_ar:
      'أجرِ التقييم الأولي المجاني للجاهزية التصديرية لتعرف مدى استعداد شركتك لدخول الأسواق الدولية.',
    sort: 3,
  },
];
