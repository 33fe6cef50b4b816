import type { NewMenuChild } from '@/lib/db/schema';

// Footer column page 3 "Help & Support" (menu 3).
export const footerHelpChildren: NewMenuChild[] = [
  {
    id: 70,
    page_id: 3,
    menu_id: 3,
    a_id: 100,
    url: 'faq',
    url_ara: 'الأسئلة-الشائعة',
    link: null,
    link_ara: null,
    nav_title_eng: 'FAQ',
    nav_title_ara: 'الأسئلة الشائعة',
    title_eng: 'Frequently Asked Questions',
    title_ara: 'الأسئلة الشائعة',
    subtitle_eng: 'Answers to common questions about exporting from Jordan.',
    subtitle_ara: 'إجابات عن الأسئلة الشائعة حول التصدير من الأردن.',
    sub_subtitle_eng: 'Quick answers for busy exporters',
    sub_subtitle_ara: 'إجابات سريعة للمصدرين',
    content_eng: `<p>Find answers on freight and logistics, export financing, and legal and regulatory requirements.</p>`,
    content_ara: `<p>اعثر على إجابات حول الشحن والخدمات اللوجستية وتمويل الصادرات والمتطلبات القانونية والتنظيمية.</p>`,
    keywords: 'FAQ, exporters, questions and answers',
    keywords_ara: 'الأسئلة الشائعة, المصدرون, أسئلة وأجوبة',
    image: '/images/banners/help.svg',
    meta_description_en: 'Frequently asked questions about exporting from Jordan.',
    meta_description_ar: 'الأسئلة الشائعة حول التصدير من الأردن.',
    sort: 1,
  },
  {
    id: 71,
    page_id: 3,
    menu_id: 3,
    a_id: 190,
    url: 'contact-us',
    url_ara: 'اتصل-بنا',
    link: null,
    link_ara: null,
    nav_title_eng: 'Contact Us',
    nav_title_ara: 'اتصل بنا',
    title_eng: 'Contact Us',
    title_ara: 'اتصل بنا',
    subtitle_eng: 'Reach our offices in Amman, Irbid and Aqaba.',
    subtitle_ara: 'تواصل مع مكاتبنا في عمّان وإربد والعقبة.',
    sub_subtitle_eng: 'We are here to help',
    sub_subtitle_ara: 'نحن هنا لمساعدتك',
    content_eng: `<p>Our offices are open Sunday to Thursday, 8:00 to 15:00. You can also submit an enquiry online.</p>`,
    content_ara: `<p>تستقبل مكاتبنا المراجعين من الأحد إلى الخميس، من الساعة ٨:٠٠ صباحاً حتى ٣:٠٠ عصراً، كما يمكنك تقديم استفسارك إلكترونياً.</p>`,
    keywords: 'contact us, offices, enquiry',
    keywords_ara: 'اتصل بنا, المكاتب, استفسار',
    image: '/images/banners/help.svg',
    meta_description_en: 'Contact the Jordan Exports team in Amman, Irbid and Aqaba.',
    meta_description_ar: 'تواصل مع فريق صادرات الأردن في عمّان وإربد والعقبة.',
    sort: 2,
  },
  {
    id: 72,
    page_id: 3,
    menu_id: 3,
    a_id: null,
    url: 'accessibility',
    url_ara: 'بيان-إمكانية-الوصول',
    link: null,
    link_ara: null,
    nav_title_eng: 'Accessibility',
    nav_title_ara: 'إمكانية الوصول',
    title_eng: 'Accessibility Statement',
    title_ara: 'بيان إمكانية الوصول',
    subtitle_eng:
      'Our commitment to making the portal usable by everyone, including people with disabilities.',
    subtitle_ara: 'التزامنا بأن تكون البوابة سهلة الاستخدام للجميع، بمن فيهم الأشخاص ذوو الإعاقة.',
    sub_subtitle_eng: 'A portal for everyone',
    sub_subtitle_ara: 'بوابة للجميع',
    content_eng: `<h2>Our commitment</h2>
<p>JEDCO is committed to making Jordan Exports accessible to all users, in line with the rights of persons with disabilities guaranteed by Jordanian law. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA.</p>
<h3>Accessibility features</h3>
<ul>
<li>Full content in Arabic and English, with right-to-left layout in Arabic</li>
<li>Navigation by keyboard, with visible focus indicators</li>
<li>Text alternatives for images and accessible names for icons and social links</li>
<li>Sufficient colour contrast and text that can be enlarged without loss of content</li>
<li>A consistent page structure with headings and landmarks for screen readers</li>
</ul>
<h3>Known limitations</h3>
<p>Some older PDF publications and the interactive map may not yet be fully accessible. We are working to improve them; accessible versions of documents can be provided on request.</p>
<h3>Feedback</h3>
<p>If you encounter any difficulty using the portal, please contact us at info@jordanexports.jo, stating the page and the problem. We will respond within five working days.</p>`,
    content_ara: `<h2>التزامنا</h2>
<p>تلتزم جيدكو بجعل بوابة صادرات الأردن متاحة لجميع المستخدمين، انسجاماً مع حقوق الأشخاص ذوي الإعاقة التي يكفلها القانون الأردني، ونسعى إلى استيفاء إرشادات إتاحة محتوى الويب (WCAG 2.1) على المستوى AA.</p>
<h3>ميزات إمكانية الوصول</h3>
<ul>
<li>محتوى كامل باللغتين العربية والإنجليزية، مع اتجاه من اليمين إلى اليسار في الواجهة العربية</li>
<li>إمكانية التنقل باستخدام لوحة المفاتيح مع مؤشرات تركيز واضحة</li>
<li>بدائل نصية للصور وأسماء وصفية للأيقونات وروابط التواصل الاجتماعي</li>
<li>تباين كافٍ في الألوان ونصوص يمكن تكبيرها دون فقدان المحتوى</li>
<li>بنية صفحات متسقة بعناوين ومعالم تدعم برامج قراءة الشاشة</li>
</ul>
<h3>القيود المعروفة</h3>
<p>قد لا تكون بعض المنشورات القديمة بصيغة PDF والخريطة التفاعلية متاحة بالكامل حتى الآن، ونعمل على تحسينها، ويمكن توفير نسخ ميسّرة من الوثائق عند الطلب.</p>
<h3>ملاحظاتكم</h3>
<p>إذا واجهت أي صعوبة في استخدام البوابة، فيُرجى التواصل معنا عبر info@jordanexports.jo مع ذكر الصفحة وطبيعة المشكلة، وسنرد عليك خلال خمسة أيام عمل.</p>`,
    keywords: 'accessibility, WCAG, persons with disabilities, screen reader, keyboard navigation',
    keywords_ara:
      'إمكانية الوصول, إرشادات إتاحة محتوى الويب, الأشخاص ذوو الإعاقة, قارئ الشاشة, التنقل بلوحة المفاتيح',
    image: '/images/banners/help.svg',
    meta_description_en:
      'Accessibility statement of the Jordan Exports portal: our WCAG 2.1 AA commitment, features and how to give feedback.',
    meta_description_ar:
      'بيان إمكانية الوصول لبوابة صادرات الأردن: التزامنا بمعايير WCAG 2.1 AA والميزات المتاحة وكيفية تقديم الملاحظات.',
    sort: 3,
  },
  {
    id: 73,
    page_id: 3,
    menu_id: 3,
    a_id: null,
    url: 'user-guide',
    url_ara: 'دليل-المستخدم',
    link: null,
    link_ara: null,
    nav_title_eng: 'User Guide',
    nav_title_ara: 'دليل المستخدم',
    title_eng: 'User Guide',
    title_ara: 'دليل المستخدم',
    subtitle_eng: 'How to register, manage your company profile and use the portal’s services.',
    subtitle_ara: 'كيفية التسجيل وإدارة ملف شركتك واستخدام خدمات البوابة.',
    sub_subtitle_eng: 'Get started in a few steps',
    sub_subtitle_ara: 'ابدأ في بضع خطوات',
    content_eng: `<h2>Getting started</h2>
<ol>
<li><strong>Create an account:</strong> select Sign Up, enter your name, telephone number, e-mail address and a password, then confirm your e-mail address using the link we send you.</li>
<li><strong>Complete your profile:</strong> add your details and choose whether to subscribe to the newsletter.</li>
<li><strong>Register your company:</strong> from the member area, submit your company details, logo, company profile and certificates for review.</li>
<li><strong>Add products and services:</strong> once your company is approved, publish your products and services with their HS codes, images and certificates.</li>
</ol>
<h3>Using the services</h3>
<ul>
<li>Download the export guide and browse the publications catalogue after signing in.</li>
<li>Submit enquiries for market studies, matchmaking, readiness assessments or trade barriers, and follow them from <em>My Enquiries</em>.</li>
<li>Register your interest in international events and trade missions.</li>
</ul>
<p>Need more help? Visit the FAQ or contact our support team through the Contact Us page.</p>`,
    content_ara: `<h2>البدء</h2>
<ol>
<li><strong>أنشئ حساباً:</strong> اختر "إنشاء حساب"، وأدخل اسمك ورقم هاتفك وبريدك الإلكتروني وكلمة المرور، ثم أكّد بريدك الإلكتروني من خلال الرابط الذي نرسله إليك.</li>
<li><strong>أكمل ملفك الشخصي:</strong> أضف بياناتك واختر ما إذا كنت ترغب في الاشتراك في النشرة الإخبارية.</li>
<li><strong>سجّل شركتك:</strong> من منطقة الأعضاء، قدّم بيانات شركتك وشعارها وملفها التعريفي وشهاداتها للمراجعة.</li>
<li><strong>أضف المنتجات والخدمات:</strong> بعد اعتماد شركتك، انشر منتجاتك وخدماتك مع رموز النظام المنسق والصور والشهادات.</li>
</ol>
<h3>استخدام الخدمات</h3>
<ul>
<li>نزّل دليل التصدير وتصفّح فهرس المنشورات بعد تسجيل الدخول.</li>
<li>قدّم استفسارات لطلب دراسات الأسواق أو المواءمة التجارية أو تقييم الجاهزية أو الإبلاغ عن العوائق التجارية، وتابعها من صفحة <em>استفساراتي</em>.</li>
<li>سجّل اهتمامك بالفعاليات الدولية والبعثات التجارية.</li>
</ul>
<p>هل تحتاج إلى مزيد من المساعدة؟ راجع الأسئلة الشائعة أو تواصل مع فريق الدعم عبر صفحة "اتصل بنا".</p>`,
    keywords: 'user guide, registration, company profile, member area, help',
    keywords_ara: 'دليل المستخدم, التسجيل, ملف الشركة, منطقة الأعضاء, المساعدة',
    image: '/images/banners/help.svg',
    meta_description_en:
      'User guide for the Jordan Exports portal: create an account, register your company and use the services.',
    meta_description_ar:
      'دليل استخدام بوابة صادرات الأردن: إنشاء حساب وتسجيل شركتك واستخدام الخدمات.',
    sort: 4,
  },
];
