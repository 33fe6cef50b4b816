import type { NewFaq } from '@/lib/db/schema';

// FAQs for exporters (category 1): general questions (tab null) and freight and logistics (tab 1).
export const faqsPart1: NewFaq[] = [
  {
    id: 1,
    category: 1,
    tab: null,
    status: 1,
    add_to_home: 1,
    question_eng: 'Who can register on the Jordan Exports portal?',
    question_ara: 'من يمكنه التسجيل في بوابة صادرات الأردن؟',
    answer_eng: `<p>Registration is open to companies registered in Jordan that export or plan to export goods or services, to trade support institutions, and to international buyers looking for Jordanian suppliers.</p>
<p>Registration is free. After verifying your email address you can add your company, products and services.</p>`,
    answer_ara: `<p>التسجيل متاح للشركات المسجلة في الأردن التي تصدّر السلع أو الخدمات أو تخطط لتصديرها، ولمؤسسات دعم التجارة، وللمشترين الدوليين الباحثين عن موردين أردنيين.</p>
<p>التسجيل مجاني، وبعد تأكيد بريدك الإلكتروني يمكنك إضافة شركتك ومنتجاتك وخدماتك.</p>`,
    file_eng: '',
    file_ara: '',
    sort: 1,
  },
  {
    id: 2,
    category: 1,
    tab: null,
    status: 1,
    add_to_home: 1,
    question_eng: 'How do I know whether my company is ready to export?',
    question_ara: 'كيف أعرف ما إذا كانت شركتي جاهزة للتصدير؟',
    answer_eng: `<p>Complete the Initial Export Readiness Assessment on the portal. It asks short questions about your management commitment, production capacity, finance, marketing and knowledge of export procedures.</p>
<p>You receive a score for each section, which shows where your company is strong and where it needs to prepare further. A JEDCO adviser can then discuss the results with you.</p>`,
    answer_ara: `<p>أكمل التقييم الأولي للجاهزية التصديرية في البوابة، ويتضمن أسئلة قصيرة عن التزام الإدارة والطاقة الإنتاجية والتمويل والتسويق والمعرفة بإجراءات التصدير.</p>
<p>وتحصل على نتيجة لكل محور توضّح نقاط القوة في شركتك والجوانب التي تحتاج إلى مزيد من الاستعداد، ويمكن بعدها لأحد مستشاري جيدكو مناقشة النتائج معك.</p>`,
    file_eng: '',
    file_ara: '',
    sort: 2,
  },
  {
    id: 3,
    category: 1,
    tab: null,
    status: 1,
    add_to_home: 1,
    question_eng: 'Does JEDCO support participation in international exhibitions?',
    question_ara: 'هل تدعم جيدكو المشاركة في المعارض الدولية؟',
    answer_eng: `<p>Yes. JEDCO organises national pavilions at selected international exhibitions and covers part of the participation costs for eligible small and medium enterprises.</p>
<ul>
<li>Calls for applications are published in the news and on the International Events page.</li>
<li>Priority is given to companies with export-ready products and a clear target market.</li>
</ul>`,
    answer_ara: `<p>نعم، تنظّم جيدكو أجنحة وطنية في معارض دولية مختارة، وتغطي جزءاً من تكاليف المشاركة للمؤسسات الصغيرة والمتوسطة المؤهلة.</p>
<ul>
<li>تُنشر دعوات التقديم في الأخبار وفي صفحة الفعاليات الدولية.</li>
<li>تُمنح الأولوية للشركات التي تمتلك منتجات جاهزة للتصدير وسوقاً مستهدفة واضحة.</li>
</ul>`,
    file_eng: '',
    file_ara: '',
    sort: 3,
  },
  {
    id: 4,
    category: 1,
    tab: null,
    status: 1,
    add_to_home: 1,
    question_eng: 'Where can I find information about a specific foreign market?',
    question_ara: 'أين أجد معلومات عن سوق خارجية محددة؟',
    answer_eng: `<p>Registered members can browse the publications catalogue, which contains market studies and briefs filtered by country, sector and year. The data centre and interactive data pages provide trade statistics.</p>
<p>If the information you need is not available, you can apply for a specific market study from the Market Information page.</p>`,
    answer_ara: `<p>يمكن للأعضاء المسجلين تصفح دليل المنشورات الذي يضم دراسات وموجزات عن الأسواق يمكن تصنيفها حسب الدولة والقطاع والسنة، كما توفّر صفحتا مركز البيانات والبيانات التفاعلية إحصاءات تجارية.</p>
<p>وإذا لم تتوافر المعلومات التي تحتاجها، يمكنك طلب دراسة لسوق محددة من صفحة معلومات الأسواق.</p>`,
    file_eng: '',
    file_ara: '',
    sort: 4,
  },
  {
    id: 5,
    category: 1,
    tab: 1,
    status: 1,
    add_to_home: 1,
    question_eng: 'Which Incoterms® rule should I use in my export contract?',
    question_ara: 'أيّ قواعد الإنكوترمز® ينبغي أن أستخدم في عقد التصدير؟',
    answer_eng: `<p>Incoterms® rules define who pays for transport, insurance and customs clearance, and where the risk passes from seller to buyer. The right rule depends on your experience and on the buyer's preference.</p>
<ul>
<li><strong>FCA or FOB:</strong> suitable for new exporters; the buyer arranges the main carriage.</li>
<li><strong>CIF or CIP:</strong> you arrange freight and insurance to the destination port or place.</li>
<li><strong>DAP or DDP:</strong> you deliver to the buyer's premises; DDP also makes you responsible for import duties.</li>
</ul>
<p>Download the attached note for a comparison table.</p>`,
    answer_ara: `<p>تحدّد قواعد الإنكوترمز® الطرف الذي يتحمّل تكاليف النقل والتأمين والتخليص الجمركي، والنقطة التي تنتقل عندها المخاطر من البائع إلى المشتري، ويعتمد اختيار القاعدة المناسبة على خبرتك وعلى ما يفضّله المشتري.</p>
<ul>
<li><strong>FCA أو FOB:</strong> مناسبة للمصدرين الجدد، إذ يتولى المشتري ترتيب النقل الرئيسي.</li>
<li><strong>CIF أو CIP:</strong> تتولى أنت ترتيب الشحن والتأمين حتى ميناء المقصد أو مكانه.</li>
<li><strong>DAP أو DDP:</strong> تسلّم البضاعة في مقر المشتري، وتجعلك قاعدة DDP مسؤولاً أيضاً عن رسوم الاستيراد.</li>
</ul>
<p>نزّل المذكرة المرفقة للاطلاع على جدول مقارنة.</p>`,
    file_eng: '/files/faq/incoterms-en.pdf',
    file_ara: '/files/faq/incoterms-ar.pdf',
    sort: 1,
  },
  {
    id: 6,
    category: 1,
    tab: 1,
    status: 1,
    add_to_home: 1,
    question_eng: 'How can I reduce the cost of shipping small quantities?',
    question_ara: 'كيف أخفّض تكلفة شحن الكميات الصغيرة؟',
    answer_eng: `<p>For small export orders, ask your freight forwarder about groupage (LCL) services, where your goods share a container with other shippers. For samples and light, high-value goods, express air courier is often more economical.</p>
<p>Compare at least three quotations and check what each includes: handling, documentation fees, insurance and delivery at destination.</p>`,
    answer_ara: `<p>في طلبيات التصدير الصغيرة، اسأل وكيل الشحن عن خدمات الشحن المجمّع (LCL) التي تتشارك فيها بضائعك حاوية واحدة مع شاحنين آخرين، أما العيّنات والسلع الخفيفة عالية القيمة فيكون البريد الجوي السريع في الغالب أكثر جدوى.</p>
<p>قارن ثلاثة عروض أسعار على الأقل، وتحقّق مما يشمله كل عرض: المناولة ورسوم الوثائق والتأمين والتسليم في بلد المقصد.</p>`,
    file_eng: '',
    file_ara: '',
    sort: 2,
  },
  {
    id: 7,
    category: 1,
    tab: 1,
    status: 1,
    add_to_home: 0,
    question_eng: 'What documents are usually needed for an export shipment?',
    question_ara: 'ما الوثائق المطلوبة عادةً لشحنة تصدير؟',
    answer_eng: `<p>Requirements vary by market and product, but most shipments need:</p>
<ul>
<li>A commercial invoice and a packing list.</li>
<li>A bill of lading, air waybill or road consignment note.</li>
<li>A certificate of origin, and health or conformity certificates where required.</li>
<li>The export customs declaration lodged with Jordan Customs.</li>
</ul>`,
    answer_ara: `<p>تختلف المتطلبات باختلاف السوق والمنتج، لكن معظم الشحنات تحتاج إلى ما يلي:</p>
<ul>
<li>فاتورة تجارية وقائمة تعبئة.</li>
<li>بوليصة شحن بحري أو بوليصة شحن جوي أو سند شحن بري.</li>
<li>شهادة منشأ، وشهادات صحية أو شهادات مطابقة عند الحاجة.</li>
<li>البيان الجمركي للتصدير المقدّم إلى دائرة الجمارك الأردنية.</li>
</ul>`,
    file_eng: '',
    file_ara: '',
    sort: 3,
  },
  {
    id: 8,
    category: 1,
    tab: 1,
    status: 0,
    add_to_home: 1,
    question_eng: 'Can I use the Port of Aqaba for refrigerated exports?',
    question_ara: 'هل يمكنني استخدام ميناء العقبة لتصدير البضائع المبرّدة؟',
    answer_eng: `<p>Yes. The Port of Aqaba handles refrigerated containers and offers reefer plug-in points. Book reefer equipment early during the fresh produce season.</p>`,
    answer_ara: `<p>نعم، يتعامل ميناء العقبة مع الحاويات المبرّدة ويوفّر نقاط توصيل كهربائي لها، ويُنصح بحجز المعدات المبرّدة مبكراً خلال موسم المنتجات الطازجة.</p>`,
    file_eng: '',
    file_ara: '',
    sort: 4,
  },
];
