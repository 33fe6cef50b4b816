import type { NewMenuChild } from '@/lib/db/schema';

// Page 4 "Exporters" (menu 1): trade support institutions and local buyers directories.
export const exportersDirectoriesChildren: NewMenuChild[] = [
  {
    id: 16,
    page_id: 4,
    menu_id: 1,
    a_id: 150,
    url: 'export-trade-support-institutions',
    url_ara: 'مؤسسات-دعم-التجارة-التصديرية',
    link: null,
    link_ara: null,
    nav_title_eng: 'Trade Support Institutions',
    nav_title_ara: 'مؤسسات دعم التجارة',
    title_eng: 'Export Trade Support Institutions',
    title_ara: 'مؤسسات دعم التجارة التصديرية',
    subtitle_eng:
      'A directory of the public and private institutions that provide services to Jordanian exporters.',
    subtitle_ara: 'دليل بالمؤسسات العامة والخاصة التي تقدّم خدماتها للمصدرين الأردنيين.',
    sub_subtitle_eng: 'The right partner for every export need',
    sub_subtitle_ara: 'الشريك المناسب لكل احتياج تصديري',
    content_eng: `<h2>Find the institution that can help you</h2>
<p>Exporting involves many partners: ministries and regulators, chambers and associations, financiers, laboratories, certification bodies and logistics providers. This directory brings together the Jordanian trade support institutions that assist exporters, so you can quickly find the right contact for each stage of your export journey.</p>
<h3>Types of institutions</h3>
<ul>
<li><strong>Government bodies and regulators:</strong> such as the Ministry of Industry, Trade and Supply, Jordan Customs, the Jordan Food and Drug Administration and the Jordan Standards and Metrology Organization.</li>
<li><strong>Chambers and business associations:</strong> including the chambers of industry and commerce, which issue certificates of origin, and sector associations representing exporters.</li>
<li><strong>Finance and insurance providers:</strong> such as the Jordan Loan Guarantee Corporation, which offers export credit guarantees, and banks with trade finance services.</li>
<li><strong>Quality, testing and certification bodies:</strong> accredited laboratories and certification services that help products meet market requirements.</li>
<li><strong>Training and advisory providers:</strong> organisations offering export coaching, capacity building and market entry support.</li>
</ul>
<h3>Using the directory</h3>
<p>Filter the list by institution type, by participation mode (for example financial support, technical assistance or information services) and by governorate. Each entry shows the services offered and how to reach the institution.</p>
<p>If you represent an institution that supports exporters and would like to be listed, please contact JEDCO through the Contact Us page.</p>`,
    content_ara: `<h2>اعثر على المؤسسة القادرة على مساعدتك</h2>
<p>ينطوي التصدير على شركاء كثيرين: وزارات وجهات رقابية، وغرف وجمعيات، وجهات تمويل، ومختبرات، وهيئات منح الشهادات، ومزودو خدمات لوجستية. ويجمع هذا الدليل مؤسسات دعم التجارة الأردنية التي تساند المصدرين، لتصل بسرعة إلى الجهة المناسبة في كل مرحلة من مراحل رحلتك التصديرية.</p>
<h3>أنواع المؤسسات</h3>
<ul>
<li><strong>الجهات الحكومية والرقابية:</strong> مثل وزارة الصناعة والتجارة والتموين، ودائرة الجمارك الأردنية، والمؤسسة العامة للغذاء والدواء، ومؤسسة المواصفات والمقاييس.</li>
<li><strong>الغرف وجمعيات الأعمال:</strong> بما فيها غرف الصناعة والتجارة التي تصدر شهادات المنشأ، والجمعيات القطاعية الممثلة للمصدرين.</li>
<li><strong>جهات التمويل والتأمين:</strong> مثل الشركة الأردنية لضمان القروض التي تقدّم ضمانات ائتمان الصادرات، والبنوك التي توفر خدمات تمويل التجارة.</li>
<li><strong>هيئات الجودة والفحص ومنح الشهادات:</strong> المختبرات المعتمدة وخدمات منح الشهادات التي تساعد المنتجات على استيفاء متطلبات الأسواق.</li>
<li><strong>مزودو التدريب والاستشارات:</strong> المؤسسات التي تقدّم الإرشاد التصديري وبناء القدرات ودعم دخول الأسواق.</li>
</ul>
<h3>استخدام الدليل</h3>
<p>صفِّ القائمة حسب نوع المؤسسة، وطبيعة المشاركة (مثل الدعم المالي أو المساعدة الفنية أو خدمات المعلومات)، والمحافظة. ويعرض كل إدخال الخدمات المقدَّمة وطرق التواصل مع المؤسسة.</p>
<p>إذا كنت تمثّل مؤسسة تدعم المصدرين وترغب في إدراجها في الدليل، يُرجى التواصل مع جيدكو عبر صفحة "اتصل بنا".</p>`,
    keywords:
      'trade support institutions, export services, chambers of industry, export finance, certification, Jordan',
    keywords_ara:
      'مؤسسات دعم التجارة, خدمات التصدير, غرف الصناعة, تمويل الصادرات, منح الشهادات, الأردن',
    image: '/images/banners/exporters.svg',
    meta_description_en:
      'Directory of Jordanian institutions supporting exporters: regulators, chambers, finance, certification and advisory services.',
    meta_description_ar:
      'دليل المؤسسات الأردنية الداعمة للمصدرين: الجهات الرقابية والغرف وجهات التمويل ومنح الشهادات والخدمات الاستشارية.',
    sort: 4,
  },
  {
    id: 24,
    page_id: 4,
    menu_id: 1,
    a_id: 240,
    url: 'local-buyers',
    url_ara: 'المشترون-المحليون',
    // part 2 "Local buyers": the menu entry leads to the directory, which shows this page's banner.
    link: '/local-buyers/products',
    link_ara: '/ar/local-buyers/products',
    nav_title_eng: 'Local Buyers',
    nav_title_ara: 'المشترون المحليون',
    title_eng: 'Local Buyers',
    title_ara: 'المشترون المحليون',
    subtitle_eng:
      'Browse Jordanian products and services by sector and connect with local suppliers and buyers.',
    subtitle_ara:
      'تصفّح المنتجات والخدمات الأردنية حسب القطاع وتواصل مع الموردين والمشترين المحليين.',
    sub_subtitle_eng: 'Strong local supply chains build strong exporters',
    sub_subtitle_ara: 'سلاسل التوريد المحلية القوية تصنع مصدّرين أقوياء',
    content_eng: `<h2>Connecting Jordanian suppliers and buyers</h2>
<p>Many export successes start at home. Competitive exporters rely on local suppliers for raw materials, packaging, components and services, and many Jordanian firms grow by supplying larger companies before selling abroad. The Local Buyers directory makes these connections easier.</p>
<h3>Browse by sector</h3>
<p>Products and services listed by registered Jordanian companies are organised by sector and sub-sector, for example:</p>
<ul>
<li>Food and beverages, and agricultural produce</li>
<li>Pharmaceuticals and medical supplies</li>
<li>Chemicals, fertilisers and mining products</li>
<li>Garments, textiles and leather</li>
<li>Engineering, construction materials and furniture</li>
<li>Information technology, consulting and business services</li>
</ul>
<h3>List your company</h3>
<p>Companies that register on the portal and whose profiles are approved can publish their products and services, including HS codes, images and certificates, from the member area. Approved listings are visible to local and international visitors alike.</p>`,
    content_ara: `<h2>ربط الموردين والمشترين الأردنيين</h2>
<p>تبدأ قصص نجاح كثيرة في التصدير من السوق المحلية؛ إذ يعتمد المصدرون المنافسون على الموردين المحليين في توفير المواد الخام ومواد التعبئة والتغليف والمكونات والخدمات، كما تنمو شركات أردنية كثيرة بتوريد منتجاتها إلى شركات أكبر قبل البيع في الخارج. ويسهّل دليل المشترين المحليين بناء هذه الروابط.</p>
<h3>التصفح حسب القطاع</h3>
<p>تُنظَّم المنتجات والخدمات التي تدرجها الشركات الأردنية المسجلة حسب القطاعات والقطاعات الفرعية، ومنها على سبيل المثال:</p>
<ul>
<li>الأغذية والمشروبات والمنتجات الزراعية</li>
<li>الأدوية والمستلزمات الطبية</li>
<li>الكيماويات والأسمدة ومنتجات التعدين</li>
<li>الألبسة والمنسوجات والجلود</li>
<li>الصناعات الهندسية ومواد البناء والأثاث</li>
<li>تكنولوجيا المعلومات والاستشارات وخدمات الأعمال</li>
</ul>
<h3>أدرج شركتك</h3>
<p>يمكن للشركات المسجلة في البوابة، بعد اعتماد ملفاتها، نشر منتجاتها وخدماتها من منطقة الأعضاء، بما في ذلك رموز النظام المنسق والصور والشهادات. وتظهر الإدراجات المعتمدة للزوار المحليين والدوليين على حد سواء.</p>`,
    keywords: 'local buyers, Jordanian suppliers, products, services, sectors, business directory',
    keywords_ara:
      'المشترون المحليون, الموردون الأردنيون, المنتجات, الخدمات, القطاعات, دليل الأعمال',
    image: '/images/banners/buyers.svg',
    meta_description_en:
      'Browse Jordanian products and services by sector and sub-sector, and connect with local suppliers and buyers.',
    meta_description_ar:
      'تصفّح المنتجات والخدمات الأردنية حسب القطاع والقطاع الفرعي، وتواصل مع الموردين والمشترين المحليين.',
    sort: 5,
  },
];
