import type { NewMenuChild } from '@/lib/db/schema';

// Footer column page 1 "Jordan Exports" (menu 3): terms and conditions, privacy policy.
export const footerLegalChildren: NewMenuChild[] = [
  {
    id: 51,
    page_id: 1,
    menu_id: 3,
    a_id: null,
    url: 'terms-and-conditions',
    url_ara: 'الشروط-والأحكام',
    link: null,
    link_ara: null,
    nav_title_eng: 'Terms and Conditions',
    nav_title_ara: 'الشروط والأحكام',
    title_eng: 'Terms and Conditions',
    title_ara: 'الشروط والأحكام',
    subtitle_eng: 'The terms that govern your use of the Jordan Exports portal and its services.',
    subtitle_ara: 'الشروط التي تنظّم استخدامك لبوابة صادرات الأردن وخدماتها.',
    sub_subtitle_eng: 'Please read these terms carefully',
    sub_subtitle_ara: 'يُرجى قراءة هذه الشروط بعناية',
    content_eng: `<h2>Acceptance of the terms</h2>
<p>By accessing or using the Jordan Exports portal, operated by the Jordan Enterprise Development Corporation (JEDCO), you agree to these terms and conditions. If you do not agree, please do not use the portal.</p>
<h3>User accounts</h3>
<ul>
<li>You must provide accurate and complete information when registering and keep it up to date.</li>
<li>You are responsible for keeping your password confidential and for all activity under your account.</li>
<li>JEDCO may suspend or close accounts that provide false information or misuse the portal.</li>
</ul>
<h3>Content you submit</h3>
<p>Companies are responsible for the accuracy of the profiles, products, services and certificates they publish. By submitting content you confirm that you have the right to do so and grant JEDCO permission to display it on the portal and in its promotional activities. JEDCO may review, refuse or remove content that is inaccurate, unlawful or inappropriate.</p>
<h3>Information on the portal</h3>
<p>Information is provided for general guidance and is prepared with care, but it does not constitute legal or financial advice. Users should verify requirements with the competent authorities before taking decisions. JEDCO is not liable for losses arising from reliance on the information or from transactions between users.</p>
<h3>Intellectual property and external links</h3>
<p>The portal's content, design and logos are protected and may not be reproduced for commercial purposes without written permission. Links to external websites are provided for convenience; JEDCO is not responsible for their content.</p>
<h3>Governing law and changes</h3>
<p>These terms are governed by the laws of the Hashemite Kingdom of Jordan, and the courts of Amman have jurisdiction over any dispute. JEDCO may amend these terms at any time; the updated version takes effect when published on this page.</p>`,
    content_ara: `<h2>قبول الشروط</h2>
<p>بدخولك إلى بوابة صادرات الأردن، التي تديرها المؤسسة الأردنية لتطوير المشاريع الاقتصادية (جيدكو)، أو باستخدامك لها، فإنك توافق على هذه الشروط والأحكام. وإن كنت لا توافق عليها، فيُرجى عدم استخدام البوابة.</p>
<h3>حسابات المستخدمين</h3>
<ul>
<li>يجب عليك تقديم معلومات صحيحة وكاملة عند التسجيل، والمحافظة على تحديثها.</li>
<li>أنت مسؤول عن الحفاظ على سرية كلمة المرور الخاصة بك وعن جميع الأنشطة التي تتم من خلال حسابك.</li>
<li>يحق لجيدكو تعليق الحسابات أو إغلاقها إذا قدّم أصحابها معلومات غير صحيحة أو أساؤوا استخدام البوابة.</li>
</ul>
<h3>المحتوى الذي تقدّمه</h3>
<p>تتحمل الشركات مسؤولية دقة الملفات والمنتجات والخدمات والشهادات التي تنشرها. وبتقديمك أي محتوى فإنك تؤكد أنك تملك الحق في ذلك، وتمنح جيدكو الإذن بعرضه على البوابة وفي أنشطتها الترويجية. ويحق لجيدكو مراجعة أي محتوى غير دقيق أو مخالف للقانون أو غير لائق، أو رفضه أو إزالته.</p>
<h3>المعلومات الواردة في البوابة</h3>
<p>تُقدَّم المعلومات لأغراض الإرشاد العام وتُعَدّ بعناية، إلا أنها لا تشكّل استشارة قانونية أو مالية، وينبغي للمستخدمين التحقق من المتطلبات لدى الجهات المختصة قبل اتخاذ قراراتهم. ولا تتحمل جيدكو المسؤولية عن أي خسائر تنشأ عن الاعتماد على هذه المعلومات أو عن المعاملات التي تجري بين المستخدمين.</p>
<h3>الملكية الفكرية والروابط الخارجية</h3>
<p>محتوى البوابة وتصميمها وشعاراتها محمية، ولا يجوز نسخها لأغراض تجارية دون إذن خطي مسبق. وتُقدَّم الروابط إلى المواقع الخارجية تسهيلاً للمستخدمين، ولا تتحمل جيدكو المسؤولية عن محتواها.</p>
<h3>القانون الواجب التطبيق والتعديلات</h3>
<p>تخضع هذه الشروط لقوانين المملكة الأردنية الهاشمية، وتختص محاكم عمّان بالنظر في أي نزاع ينشأ عنها. ويحق لجيدكو تعديل هذه الشروط في أي وقت، ويسري النص المعدّل من تاريخ نشره في هذه الصفحة.</p>`,
    keywords:
      'terms and conditions, terms of use, user account, intellectual property, Jordan Exports',
    keywords_ara: 'الشروط والأحكام, شروط الاستخدام, حساب المستخدم, الملكية الفكرية, صادرات الأردن',
    image: '/images/banners/help.svg',
    meta_description_en:
      'Terms and conditions for using the Jordan Exports portal: accounts, submitted content, liability and governing law.',
    meta_description_ar:
      'شروط وأحكام استخدام بوابة صادرات الأردن: الحسابات والمحتوى المقدَّم والمسؤولية والقانون الواجب التطبيق.',
    sort: 2,
  },
  {
    id: 52,
    page_id: 1,
    menu_id: 3,
    a_id: null,
    url: 'privacy-policy',
    url_ara: 'سياسة-الخصوصية',
    link: null,
    link_ara: null,
    nav_title_eng: 'Privacy Policy',
    nav_title_ara: 'سياسة الخصوصية',
    title_eng: 'Privacy Policy',
    title_ara: 'سياسة الخصوصية',
    subtitle_eng: 'How we collect, use and protect your personal data when you use the portal.',
    subtitle_ara: 'كيف نجمع بياناتك الشخصية ونستخدمها ونحميها عند استخدامك للبوابة.',
    sub_subtitle_eng: 'Your privacy matters to us',
    sub_subtitle_ara: 'خصوصيتك تهمّنا',
    content_eng: `<h2>Our commitment to privacy</h2>
<p>JEDCO respects your privacy and processes personal data in accordance with the Personal Data Protection Law in force in Jordan. This policy explains what we collect, why, and the choices available to you.</p>
<h3>Data we collect</h3>
<ul>
<li>Account details: name, e-mail address, telephone number and password (stored in encrypted form)</li>
<li>Company information and documents that you choose to publish</li>
<li>Details provided in enquiries, assessments and event registrations</li>
<li>Technical data such as browser type and pages visited, collected through essential cookies</li>
</ul>
<h3>How we use your data</h3>
<p>We use your data to provide and improve the portal's services, respond to your enquiries, process registrations, send newsletters you subscribe to, and prepare anonymised statistics. We do not sell your data.</p>
<h3>Sharing and security</h3>
<p>Your data may be shared with Jordanian government bodies or partner institutions only where needed to handle your request, or when required by law. We apply technical and organisational measures to protect data against unauthorised access, loss or misuse.</p>
<h3>Your rights</h3>
<p>You may access, correct or delete your personal data, and unsubscribe from newsletters at any time from your profile. For any privacy request, contact us at privacy@jordanexports.jo.</p>`,
    content_ara: `<h2>التزامنا بالخصوصية</h2>
<p>تحترم جيدكو خصوصيتك، وتعالج البيانات الشخصية وفقاً لقانون حماية البيانات الشخصية النافذ في الأردن. وتوضح هذه السياسة البيانات التي نجمعها وأسباب جمعها والخيارات المتاحة لك.</p>
<h3>البيانات التي نجمعها</h3>
<ul>
<li>بيانات الحساب: الاسم وعنوان البريد الإلكتروني ورقم الهاتف وكلمة المرور (المحفوظة بصورة مشفّرة)</li>
<li>معلومات الشركة والوثائق التي تختار نشرها</li>
<li>البيانات المقدَّمة في الاستفسارات والتقييمات والتسجيل في الفعاليات</li>
<li>البيانات التقنية مثل نوع المتصفح والصفحات التي تمت زيارتها، والتي تُجمع عبر ملفات تعريف الارتباط الأساسية</li>
</ul>
<h3>كيف نستخدم بياناتك</h3>
<p>نستخدم بياناتك لتقديم خدمات البوابة وتحسينها، والرد على استفساراتك، ومعالجة طلبات التسجيل، وإرسال النشرات الإخبارية التي تشترك فيها، وإعداد إحصاءات مجهولة الهوية. ولا نبيع بياناتك لأي جهة.</p>
<h3>المشاركة والأمان</h3>
<p>لا تُشارَك بياناتك مع الجهات الحكومية الأردنية أو المؤسسات الشريكة إلا بالقدر اللازم لمعالجة طلبك أو عندما يقتضي القانون ذلك. ونطبّق تدابير تقنية وتنظيمية لحماية البيانات من الوصول غير المصرح به أو الفقدان أو سوء الاستخدام.</p>
<h3>حقوقك</h3>
<p>يحق لك الاطلاع على بياناتك الشخصية وتصحيحها وحذفها، وإلغاء الاشتراك في النشرات الإخبارية في أي وقت من ملفك الشخصي. ولأي طلب يتعلق بالخصوصية، تواصل معنا عبر privacy@jordanexports.jo.</p>`,
    keywords: 'privacy policy, personal data, data protection, cookies, Jordan Exports',
    keywords_ara:
      'سياسة الخصوصية, البيانات الشخصية, حماية البيانات, ملفات تعريف الارتباط, صادرات الأردن',
    image: '/images/banners/help.svg',
    meta_description_en:
      'How the Jordan Exports portal collects, uses and protects your personal data, and the rights available to you.',
    meta_description_ar:
      'كيف تجمع بوابة صادرات الأردن بياناتك الشخصية وتستخدمها وتحميها، والحقوق المتاحة لك.',
    sort: 3,
  },
];
