import type { NewMenuChild } from '@/lib/db/schema';

// Page 11 "E-Services" (menu 1): Jordan Customs' services, after the portal's own (e-services.ts);
// and page 10 "FAQ" (menu 2).
export const faqChildren: NewMenuChild[] = [
  {
    id: 40,
    page_id: 11,
    menu_id: 1,
    a_id: null,
    url: 'customs-e-services',
    url_ara: 'الخدمات-الإلكترونية-للجمارك',
    link: 'https://www.customs.gov.jo',
    link_ara: 'https://www.customs.gov.jo',
    nav_title_eng: 'Customs e-services',
    nav_title_ara: 'الخدمات الإلكترونية للجمارك',
    title_eng: 'Customs e-services',
    title_ara: 'الخدمات الإلكترونية للجمارك',
    subtitle_eng: 'Online customs services provided by Jordan Customs.',
    subtitle_ara: 'الخدمات الجمركية الإلكترونية التي تقدّمها دائرة الجمارك الأردنية.',
    sub_subtitle_eng: 'Clear your goods online',
    sub_subtitle_ara: 'خلّص بضائعك إلكترونياً',
    content_eng: `<p>Jordan Customs offers electronic services for traders and clearing agents, including customs declarations, tariff enquiries and shipment tracking. These services are provided on the official Jordan Customs website.</p>`,
    content_ara: `<p>تقدّم دائرة الجمارك الأردنية خدمات إلكترونية للتجار والمخلّصين الجمركيين، منها تقديم البيانات الجمركية والاستعلام عن التعرفة وتتبع الشحنات، وتتوافر هذه الخدمات على الموقع الرسمي لدائرة الجمارك الأردنية.</p>`,
    keywords: 'customs e-services, Jordan Customs, customs declaration, tariff enquiry',
    keywords_ara:
      'الخدمات الإلكترونية للجمارك, دائرة الجمارك الأردنية, البيان الجمركي, الاستعلام عن التعرفة',
    image: '/images/banners/trade.svg',
    meta_description_en:
      'Access the electronic services of Jordan Customs for declarations, tariffs and tracking.',
    meta_description_ar:
      'الوصول إلى الخدمات الإلكترونية لدائرة الجمارك الأردنية للبيانات الجمركية والتعرفة والتتبع.',
    sort: 1,
  },
  {
    id: 10,
    page_id: 10,
    menu_id: 2,
    a_id: 100,
    url: 'faq-for-exporters',
    url_ara: 'الأسئلة-الشائعة-للمصدرين',
    link: null,
    link_ara: null,
    nav_title_eng: 'FAQ For Exporters',
    nav_title_ara: 'الأسئلة الشائعة للمصدرين',
    title_eng: 'FAQ For Exporters',
    title_ara: 'الأسئلة الشائعة للمصدرين',
    subtitle_eng:
      'Answers to the questions Jordanian exporters ask most often about logistics, financing and regulations.',
    subtitle_ara:
      'إجابات عن أكثر الأسئلة التي يطرحها المصدرون الأردنيون حول الخدمات اللوجستية والتمويل والأنظمة.',
    sub_subtitle_eng: 'Quick answers for busy exporters',
    sub_subtitle_ara: 'إجابات سريعة للمصدرين',
    content_eng: `<h2>Frequently asked questions for exporters</h2>
<p>This section gathers practical answers prepared by JEDCO export advisers and partner institutions. The questions are grouped into three themes that follow the main stages of an export transaction.</p>
<ul>
<li><strong>Freight and logistics:</strong> transport modes, Incoterms® rules, packaging, insurance and choosing a freight forwarder.</li>
<li><strong>Financing:</strong> payment methods, letters of credit, export credit guarantees and financing programmes.</li>
<li><strong>Legal and regulatory requirements:</strong> certificates of origin, product registration, standards, labelling and customs procedures.</li>
</ul>
<p>If you cannot find the answer you are looking for, send us your question through the Contact Us page and an adviser will reply.</p>`,
    content_ara: `<h2>الأسئلة الشائعة للمصدرين</h2>
<p>يجمع هذا القسم إجابات عملية أعدّها مستشارو التصدير في جيدكو والمؤسسات الشريكة، وتُصنَّف الأسئلة في ثلاثة محاور تواكب المراحل الرئيسية لعملية التصدير.</p>
<ul>
<li><strong>الشحن والخدمات اللوجستية:</strong> وسائل النقل وقواعد Incoterms® والتعبئة والتغليف والتأمين واختيار وكيل الشحن.</li>
<li><strong>التمويل:</strong> وسائل الدفع والاعتمادات المستندية وضمانات ائتمان الصادرات وبرامج التمويل.</li>
<li><strong>المتطلبات القانونية والتنظيمية:</strong> شهادات المنشأ وتسجيل المنتجات والمواصفات وبطاقة البيان والإجراءات الجمركية.</li>
</ul>
<p>إذا لم تجد الإجابة التي تبحث عنها، فأرسل سؤالك عبر صفحة "اتصل بنا" وسيرد عليك أحد المستشارين.</p>`,
    keywords:
      'FAQ, exporters, freight and logistics, export financing, legal and regulatory requirements',
    keywords_ara:
      'الأسئلة الشائعة, المصدرون, الشحن والخدمات اللوجستية, تمويل الصادرات, المتطلبات القانونية والتنظيمية',
    image: '/images/banners/help.svg',
    meta_description_en:
      'Answers for Jordanian exporters on freight and logistics, export financing and legal and regulatory requirements.',
    meta_description_ar:
      'إجابات للمصدرين الأردنيين حول الشحن والخدمات اللوجستية وتمويل الصادرات والمتطلبات القانونية والتنظيمية.',
    sort: 1,
  },
  {
    id: 32,
    page_id: 10,
    menu_id: 2,
    a_id: null,
    url: 'faq-for-international-buyers',
    url_ara: 'الأسئلة-الشائعة-للمشترين-الدوليين',
    link: null,
    link_ara: null,
    nav_title_eng: 'FAQ For International Buyers',
    nav_title_ara: 'الأسئلة الشائعة للمشترين الدوليين',
    title_eng: 'FAQ For International Buyers',
    title_ara: 'الأسئلة الشائعة للمشترين الدوليين',
    subtitle_eng:
      'What international buyers need to know about sourcing products and services from Jordan.',
    subtitle_ara: 'ما يحتاج المشترون الدوليون إلى معرفته عن استيراد المنتجات والخدمات من الأردن.',
    sub_subtitle_eng: 'Sourcing from Jordan made clear',
    sub_subtitle_ara: 'الاستيراد من الأردن بوضوح',
    content_eng: `<h2>Frequently asked questions for international buyers</h2>
<h3>1. How can I find a Jordanian supplier?</h3>
<p>Browse the International Buyers section to view approved Jordanian companies and their products and services by industry. If you need help, submit a matchmaking request and JEDCO will propose suitable suppliers free of charge.</p>
<h3>2. Do Jordanian products qualify for preferential duties in my country?</h3>
<p>Jordan has free trade agreements with the United States, the European Union, the United Kingdom, the EFTA states, Canada, Singapore and the Arab countries. Products that meet the rules of origin of the relevant agreement, and are shipped with the correct proof of origin, can benefit from reduced or zero duties. See the FTA Map and FTA Matrix for details.</p>
<h3>3. How are quality and compliance ensured?</h3>
<p>Many Jordanian manufacturers hold international certifications such as ISO 9001, ISO 22000, HACCP and GMP, and their certificates are shown on their company profiles. Exports of food and medicines are controlled by the Jordan Food and Drug Administration, and accredited laboratories provide testing services.</p>
<h3>4. What should I do if I face a problem importing from Jordan?</h3>
<p>Contact JEDCO through the Reporting Trade Barriers page or the Contact Us page. We will coordinate with the exporter and the competent Jordanian authorities to help resolve the issue.</p>`,
    content_ara: `<h2>الأسئلة الشائعة للمشترين الدوليين</h2>
<h3>١. كيف يمكنني العثور على مورد أردني؟</h3>
<p>تصفّح قسم المشترين الدوليين للاطلاع على الشركات الأردنية المعتمدة ومنتجاتها وخدماتها حسب الصناعة. وإذا احتجت إلى مساعدة، فقدّم طلب مواءمة تجارية، وستقترح عليك جيدكو الموردين المناسبين مجاناً.</p>
<h3>٢. هل تتمتع المنتجات الأردنية برسوم جمركية تفضيلية في بلدي؟</h3>
<p>ترتبط المملكة باتفاقيات تجارة حرة مع الولايات المتحدة والاتحاد الأوروبي والمملكة المتحدة ودول إفتا وكندا وسنغافورة والدول العربية. ويمكن للمنتجات المستوفية لقواعد المنشأ في الاتفاقية المعنية، والمشحونة مع إثبات المنشأ الصحيح، الاستفادة من رسوم مخفّضة أو معفاة. راجع خريطة اتفاقيات التجارة الحرة ومصفوفتها للاطلاع على التفاصيل.</p>
<h3>٣. كيف تُضمن الجودة والامتثال؟</h3>
<p>يحمل كثير من المصنّعين الأردنيين شهادات دولية مثل ISO 9001 وISO 22000 وHACCP وممارسات التصنيع الجيد (GMP)، وتظهر شهاداتهم في ملفات شركاتهم. وتخضع صادرات الأغذية والأدوية لرقابة المؤسسة العامة للغذاء والدواء، فيما تقدّم المختبرات المعتمدة خدمات الفحص.</p>
<h3>٤. ماذا أفعل إذا واجهت مشكلة في الاستيراد من الأردن؟</h3>
<p>تواصل مع جيدكو عبر صفحة "الإبلاغ عن العوائق التجارية" أو صفحة "اتصل بنا"، وسننسّق مع المصدّر والجهات الأردنية المختصة للمساعدة في حل المشكلة.</p>`,
    keywords:
      'FAQ, international buyers, import from Jordan, Jordanian suppliers, preferential duties, quality',
    keywords_ara:
      'الأسئلة الشائعة, المشترون الدوليون, الاستيراد من الأردن, الموردون الأردنيون, الرسوم التفضيلية, الجودة',
    image: '/images/banners/help.svg',
    meta_description_en:
      'Answers for international buyers on finding Jordanian suppliers, preferential duties, quality and resolving issues.',
    meta_description_ar:
      'إجابات للمشترين الدوليين حول إيجاد الموردين الأردنيين والرسوم التفضيلية والجودة ومعالجة المشكلات.',
    sort: 2,
  },
];
