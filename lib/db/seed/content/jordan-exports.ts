import type { NewMenuChild } from '@/lib/db/schema';

// Page 9 "About Jordan" (menu 1): the portal, the pool of experts and the coordination committee.
export const jordanExportsChildren: NewMenuChild[] = [
  {
    id: 29,
    page_id: 9,
    menu_id: 1,
    a_id: null,
    url: 'about-jordan-exports',
    url_ara: 'عن-صادرات-الأردن',
    link: null,
    link_ara: null,
    nav_title_eng: 'About Jordan Exports',
    nav_title_ara: 'عن صادرات الأردن',
    title_eng: 'About Jordan Exports',
    title_ara: 'عن صادرات الأردن',
    subtitle_eng:
      'The national export-promotion portal, bringing together the information and services Jordanian exporters need.',
    subtitle_ara:
      'البوابة الوطنية لترويج الصادرات، تجمع المعلومات والخدمات التي يحتاجها المصدرون الأردنيون.',
    sub_subtitle_eng: 'One portal for Jordanian exports',
    sub_subtitle_ara: 'بوابة واحدة للصادرات الأردنية',
    content_eng: `<h2>The national export portal</h2>
<p>Jordan Exports is the national export-promotion portal operated by the Jordan Enterprise Development Corporation (JEDCO). It serves as a single point of access to the information, tools and services that help Jordanian companies sell abroad and help international buyers find reliable Jordanian suppliers.</p>
<h3>Our mission</h3>
<p>To increase the number of Jordanian exporters, the value of their exports and the diversity of their markets, by making export knowledge and support easy to find and easy to use.</p>
<h3>What the portal offers</h3>
<ul>
<li>A step-by-step export guide and an initial export readiness assessment</li>
<li>Market studies, trade data and matchmaking with foreign buyers</li>
<li>Directories of trade support institutions, local buyers and Jordanian suppliers</li>
<li>Information on free trade agreements, trade facilitation and trade barriers</li>
<li>A calendar of international trade fairs and trade missions</li>
</ul>
<h3>About JEDCO</h3>
<p>JEDCO is the government institution mandated to develop Jordanian enterprises and promote exports. It provides technical and financial support programmes, export promotion services and capacity building for micro, small and medium-sized enterprises across all governorates of the Kingdom.</p>`,
    content_ara: `<h2>البوابة الوطنية للتصدير</h2>
<p>"صادرات الأردن" هي البوابة الوطنية لترويج الصادرات التي تديرها المؤسسة الأردنية لتطوير المشاريع الاقتصادية (جيدكو)، وتمثّل نقطة وصول موحدة إلى المعلومات والأدوات والخدمات التي تساعد الشركات الأردنية على البيع في الخارج، وتساعد المشترين الدوليين على إيجاد موردين أردنيين موثوقين.</p>
<h3>رسالتنا</h3>
<p>زيادة عدد المصدرين الأردنيين وقيمة صادراتهم وتنويع أسواقهم، من خلال جعل المعرفة والدعم في مجال التصدير سهلَي الوصول والاستخدام.</p>
<h3>ما تقدّمه البوابة</h3>
<ul>
<li>دليل تصدير متدرّج وتقييم أولي للجاهزية التصديرية</li>
<li>دراسات أسواق وبيانات تجارية وخدمات مواءمة مع المشترين الأجانب</li>
<li>أدلة لمؤسسات دعم التجارة والمشترين المحليين والموردين الأردنيين</li>
<li>معلومات عن اتفاقيات التجارة الحرة وتسهيل التجارة والعوائق التجارية</li>
<li>روزنامة للمعارض التجارية الدولية والبعثات التجارية</li>
</ul>
<h3>عن جيدكو</h3>
<p>جيدكو هي المؤسسة الحكومية المكلّفة بتطوير المشاريع الاقتصادية الأردنية وترويج الصادرات، وتقدّم برامج الدعم الفني والمالي وخدمات ترويج الصادرات وبناء القدرات للمشاريع متناهية الصغر والصغيرة والمتوسطة في جميع محافظات المملكة.</p>`,
    keywords:
      'Jordan Exports, JEDCO, export promotion, national export portal, Jordanian exporters',
    keywords_ara:
      'صادرات الأردن, جيدكو, ترويج الصادرات, البوابة الوطنية للتصدير, المصدرون الأردنيون',
    image: '/images/banners/jordan.svg',
    meta_description_en:
      'Jordan Exports is the national export-promotion portal run by JEDCO for Jordanian exporters and international buyers.',
    meta_description_ar:
      'صادرات الأردن هي البوابة الوطنية لترويج الصادرات التي تديرها جيدكو لخدمة المصدرين الأردنيين والمشترين الدوليين.',
    sort: 5,
  },
  {
    id: 30,
    page_id: 9,
    menu_id: 1,
    a_id: null,
    url: 'pool-of-experts',
    url_ara: 'مجموعة-الخبراء',
    // Issue 14: the entry leads to the directory; its old address redirects there.
    link: '/pool-of-experts',
    link_ara: '/ar/pool-of-experts',
    nav_title_eng: 'Pool of Experts',
    nav_title_ara: 'مجموعة الخبراء',
    title_eng: 'Pool of Experts',
    title_ara: 'مجموعة الخبراء',
    subtitle_eng:
      'Qualified export consultants who support Jordanian companies in entering and growing in foreign markets.',
    subtitle_ara:
      'مستشارو تصدير مؤهلون يساندون الشركات الأردنية في دخول الأسواق الخارجية والتوسع فيها.',
    sub_subtitle_eng: 'Expertise at every step of your export journey',
    sub_subtitle_ara: 'خبرة في كل خطوة من رحلتك التصديرية',
    content_eng: `<h2>Expert support for exporters</h2>
<p>The Pool of Experts is a roster of qualified consultants and trainers selected by JEDCO to deliver export-related technical assistance to Jordanian companies. Experts are engaged through JEDCO support programmes and are matched to each company according to its sector and needs.</p>
<h3>Areas of expertise</h3>
<ul>
<li>Export strategy and market entry planning</li>
<li>Market research and international marketing</li>
<li>Quality management systems and product certification</li>
<li>Packaging, labelling and compliance with market regulations</li>
<li>E-commerce and digital export channels</li>
<li>Export finance, pricing and Incoterms®</li>
</ul>
<h3>Joining the pool</h3>
<p>Consultants with proven experience in export development can apply to join the pool when JEDCO announces a call for experts. Applications are evaluated on qualifications, experience and references, and selected experts sign a code of conduct covering confidentiality and conflicts of interest.</p>`,
    content_ara: `<h2>دعم متخصص للمصدرين</h2>
<p>مجموعة الخبراء قائمة من المستشارين والمدربين المؤهلين الذين تختارهم جيدكو لتقديم المساعدة الفنية في مجال التصدير للشركات الأردنية. ويُستعان بالخبراء من خلال برامج الدعم التي تنفذها جيدكو، ويُختار لكل شركة الخبير الملائم لقطاعها واحتياجاتها.</p>
<h3>مجالات الخبرة</h3>
<ul>
<li>استراتيجيات التصدير والتخطيط لدخول الأسواق</li>
<li>أبحاث الأسواق والتسويق الدولي</li>
<li>أنظمة إدارة الجودة وشهادات المنتجات</li>
<li>التعبئة والتغليف وبطاقة البيان والامتثال لأنظمة الأسواق</li>
<li>التجارة الإلكترونية وقنوات التصدير الرقمية</li>
<li>تمويل الصادرات والتسعير وقواعد Incoterms®</li>
</ul>
<h3>الانضمام إلى المجموعة</h3>
<p>يمكن للمستشارين ذوي الخبرة المثبتة في تنمية الصادرات التقدم للانضمام إلى المجموعة عند إعلان جيدكو عن دعوة لاستقطاب الخبراء. وتُقيَّم الطلبات وفق المؤهلات والخبرات والمراجع، ويوقّع الخبراء المختارون على مدونة سلوك تشمل السرية وتجنب تضارب المصالح.</p>`,
    keywords: 'pool of experts, export consultants, technical assistance, export coaching, JEDCO',
    keywords_ara: 'مجموعة الخبراء, مستشارو التصدير, المساعدة الفنية, الإرشاد التصديري, جيدكو',
    image: '/images/banners/exporters.svg',
    meta_description_en:
      'JEDCO’s Pool of Experts: qualified consultants supporting Jordanian companies with export strategy, markets and compliance.',
    meta_description_ar:
      'مجموعة الخبراء لدى جيدكو: مستشارون مؤهلون يدعمون الشركات الأردنية في استراتيجيات التصدير والأسواق والامتثال.',
    sort: 6,
  },
  {
    id: 31,
    page_id: 9,
    menu_id: 1,
    a_id: null,
    url: 'export-coordination-committee',
    url_ara: 'لجنة-تنسيق-الصادرات',
    link: null,
    link_ara: null,
    nav_title_eng: 'Export Coordination Committee',
    nav_title_ara: 'لجنة تنسيق الصادرات',
    title_eng: 'Export Coordination Committee',
    title_ara: 'لجنة تنسيق الصادرات',
    subtitle_eng:
      'A public–private platform that coordinates national efforts to develop and promote Jordanian exports.',
    subtitle_ara:
      'منصة تشاركية بين القطاعين العام والخاص تنسّق الجهود الوطنية لتنمية الصادرات الأردنية وترويجها.',
    sub_subtitle_eng: 'Working together for Jordanian exports',
    sub_subtitle_ara: 'نعمل معاً من أجل الصادرات الأردنية',
    content_eng: `<h2>Coordinating export development</h2>
<p>Export development depends on many institutions working in the same direction. The Export Coordination Committee brings together the public and private bodies concerned with exports to align their programmes, share information and resolve the obstacles that exporters report.</p>
<h3>Membership</h3>
<ul>
<li>The Ministry of Industry, Trade and Supply</li>
<li>The Jordan Enterprise Development Corporation (JEDCO)</li>
<li>Jordan Customs, the Jordan Food and Drug Administration and the Jordan Standards and Metrology Organization</li>
<li>The Jordan Chamber of Industry and the Jordan Chamber of Commerce</li>
<li>Representatives of exporters' associations and sector associations</li>
</ul>
<h3>Mandate</h3>
<p>The committee follows up on the implementation of national export policies, reviews trade barriers raised through this portal and other channels, coordinates participation in international fairs and trade missions, and proposes measures to improve the competitiveness of Jordanian products in foreign markets.</p>
<blockquote>Close coordination between government and industry is the foundation of a successful national export effort.</blockquote>`,
    content_ara: `<h2>تنسيق جهود تنمية الصادرات</h2>
<p>تعتمد تنمية الصادرات على عمل مؤسسات عديدة في الاتجاه نفسه. وتجمع لجنة تنسيق الصادرات الجهات العامة والخاصة المعنية بالتصدير لمواءمة برامجها وتبادل المعلومات ومعالجة العوائق التي يبلّغ عنها المصدرون.</p>
<h3>العضوية</h3>
<ul>
<li>وزارة الصناعة والتجارة والتموين</li>
<li>المؤسسة الأردنية لتطوير المشاريع الاقتصادية (جيدكو)</li>
<li>دائرة الجمارك الأردنية والمؤسسة العامة للغذاء والدواء ومؤسسة المواصفات والمقاييس</li>
<li>غرفة صناعة الأردن وغرفة تجارة الأردن</li>
<li>ممثلون عن جمعيات المصدرين والجمعيات القطاعية</li>
</ul>
<h3>المهام</h3>
<p>تتابع اللجنة تنفيذ السياسات الوطنية للتصدير، وتراجع العوائق التجارية المرفوعة من خلال هذه البوابة وغيرها من القنوات، وتنسّق المشاركة في المعارض الدولية والبعثات التجارية، وتقترح التدابير الكفيلة بتحسين تنافسية المنتجات الأردنية في الأسواق الخارجية.</p>
<blockquote>التنسيق الوثيق بين الحكومة والقطاع الصناعي هو أساس نجاح الجهد الوطني في مجال التصدير.</blockquote>`,
    keywords:
      'export coordination committee, export policy, public-private dialogue, Jordan exports',
    keywords_ara:
      'لجنة تنسيق الصادرات, سياسات التصدير, الحوار بين القطاعين العام والخاص, الصادرات الأردنية',
    image: '/images/banners/jordan.svg',
    meta_description_en:
      'The Export Coordination Committee aligns public and private efforts to develop and promote Jordanian exports.',
    meta_description_ar:
      'تنسّق لجنة تنسيق الصادرات جهود القطاعين العام والخاص لتنمية الصادرات الأردنية وترويجها.',
    sort: 7,
  },
];
