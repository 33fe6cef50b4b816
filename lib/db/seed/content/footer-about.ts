import type { NewMenuChild } from '@/lib/db/schema';

// Footer column page 1 "Jordan Exports" (menu 3): about us and the site map.
// Terms and conditions and the privacy policy live in footer-legal.ts.
export const footerAboutChildren: NewMenuChild[] = [
  {
    id: 50,
    page_id: 1,
    menu_id: 3,
    a_id: null,
    url: 'about-us',
    url_ara: 'من-نحن',
    link: null,
    link_ara: null,
    nav_title_eng: 'About Us',
    nav_title_ara: 'من نحن',
    title_eng: 'About Us',
    title_ara: 'من نحن',
    subtitle_eng:
      'Jordan Exports is the national export-promotion portal of the Jordan Enterprise Development Corporation.',
    subtitle_ara:
      'صادرات الأردن هي البوابة الوطنية لترويج الصادرات التابعة للمؤسسة الأردنية لتطوير المشاريع الاقتصادية.',
    sub_subtitle_eng: 'Supporting Jordanian enterprises to grow through exports',
    sub_subtitle_ara: 'ندعم المشاريع الأردنية لتنمو من خلال التصدير',
    content_eng: `<h2>Who we are</h2>
<p>The Jordan Enterprise Development Corporation (JEDCO) is the national institution responsible for developing Jordanian enterprises and promoting exports. Jordan Exports is JEDCO's digital platform for exporters, international buyers and everyone interested in trade with Jordan.</p>
<h3>Our vision</h3>
<p>A competitive Jordanian economy in which enterprises of every size can reach international markets with confidence.</p>
<h3>What we do</h3>
<ul>
<li>Provide export information, guidance and market intelligence</li>
<li>Build the export capabilities of micro, small and medium-sized enterprises</li>
<li>Promote Jordanian products and services at international fairs and trade missions</li>
<li>Connect Jordanian suppliers with buyers at home and abroad</li>
<li>Work with public and private partners to remove barriers to trade</li>
</ul>
<h3>Our values</h3>
<p>Integrity, transparency, professionalism and partnership guide our work with every company and institution we serve.</p>`,
    content_ara: `<h2>من نحن</h2>
<p>المؤسسة الأردنية لتطوير المشاريع الاقتصادية (جيدكو) هي المؤسسة الوطنية المسؤولة عن تطوير المشاريع الأردنية وترويج الصادرات. و"صادرات الأردن" هي المنصة الرقمية لجيدكو الموجّهة إلى المصدرين والمشترين الدوليين وكل المهتمين بالتجارة مع الأردن.</p>
<h3>رؤيتنا</h3>
<p>اقتصاد أردني تنافسي تستطيع فيه المشاريع بمختلف أحجامها الوصول إلى الأسواق الدولية بثقة.</p>
<h3>ما نقوم به</h3>
<ul>
<li>توفير المعلومات والإرشادات والمعرفة السوقية في مجال التصدير</li>
<li>بناء القدرات التصديرية للمشاريع متناهية الصغر والصغيرة والمتوسطة</li>
<li>ترويج المنتجات والخدمات الأردنية في المعارض الدولية والبعثات التجارية</li>
<li>ربط الموردين الأردنيين بالمشترين داخل المملكة وخارجها</li>
<li>العمل مع الشركاء من القطاعين العام والخاص لإزالة العوائق أمام التجارة</li>
</ul>
<h3>قيمنا</h3>
<p>النزاهة والشفافية والمهنية والشراكة هي القيم التي توجّه عملنا مع كل شركة ومؤسسة نخدمها.</p>`,
    keywords: 'about us, JEDCO, Jordan Enterprise Development Corporation, export promotion, SMEs',
    keywords_ara:
      'من نحن, جيدكو, المؤسسة الأردنية لتطوير المشاريع الاقتصادية, ترويج الصادرات, المشاريع الصغيرة والمتوسطة',
    image: '/images/banners/jordan.svg',
    meta_description_en:
      'About JEDCO and the Jordan Exports portal: our vision, what we do and the values that guide our work.',
    meta_description_ar:
      'عن جيدكو وبوابة صادرات الأردن: رؤيتنا وما نقوم به والقيم التي توجّه عملنا.',
    sort: 1,
  },
  {
    id: 53,
    page_id: 1,
    menu_id: 3,
    a_id: null,
    url: 'site-map',
    url_ara: 'خريطة-الموقع',
    link: null,
    link_ara: null,
    nav_title_eng: 'Site Map',
    nav_title_ara: 'خريطة الموقع',
    title_eng: 'Site Map',
    title_ara: 'خريطة الموقع',
    subtitle_eng: 'An overview of all the sections and pages of the Jordan Exports portal.',
    subtitle_ara: 'نظرة شاملة على جميع أقسام بوابة صادرات الأردن وصفحاتها.',
    sub_subtitle_eng: 'Find your way around the portal',
    sub_subtitle_ara: 'اعثر على وجهتك في البوابة',
    content_eng: `<p>Use the site map below to reach any section or page of the Jordan Exports portal directly.</p>`,
    content_ara: `<p>استخدم خريطة الموقع أدناه للوصول مباشرة إلى أي قسم أو صفحة في بوابة صادرات الأردن.</p>`,
    keywords: 'site map, portal pages, navigation, Jordan Exports',
    keywords_ara: 'خريطة الموقع, صفحات البوابة, التصفح, صادرات الأردن',
    image: '/images/banners/help.svg',
    meta_description_en:
      'Site map of the Jordan Exports portal: all sections and pages in one place.',
    meta_description_ar: 'خريطة موقع بوابة صادرات الأردن: جميع الأقسام والصفحات في مكان واحد.',
    sort: 4,
  },
];
