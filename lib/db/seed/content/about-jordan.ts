import type { NewMenuChild } from '@/lib/db/schema';

// Page 9 "About Jordan" (menu 1): the country, investment, trade and tourism.
export const aboutJordanChildren: NewMenuChild[] = [
  {
    id: 25,
    page_id: 9,
    menu_id: 1,
    a_id: null,
    url: 'about-jordan',
    url_ara: 'عن-الأردن',
    link: null,
    link_ara: null,
    nav_title_eng: 'About Jordan',
    nav_title_ara: 'عن الأردن',
    title_eng: 'About Jordan',
    title_ara: 'عن الأردن',
    subtitle_eng:
      'A stable, open economy at the crossroads of Asia, Africa and Europe, with a young and skilled population.',
    subtitle_ara:
      'اقتصاد مستقر ومنفتح في ملتقى آسيا وأفريقيا وأوروبا، يتميز بسكان شباب ذوي مهارات عالية.',
    sub_subtitle_eng: 'The Hashemite Kingdom of Jordan',
    sub_subtitle_ara: 'المملكة الأردنية الهاشمية',
    content_eng: `<h2>The Hashemite Kingdom of Jordan</h2>
<p>Jordan lies at the heart of the Middle East, bordered by Syria, Iraq, Saudi Arabia and Palestine, with access to the Red Sea through the port of Aqaba. Its capital, Amman, is one of the region's leading business and services centres.</p>
<h3>Key facts</h3>
<ul>
<li><strong>Area:</strong> about 89,000 square kilometres, organised into twelve governorates</li>
<li><strong>Population:</strong> more than 11 million, most of them under the age of 30</li>
<li><strong>Currency:</strong> the Jordanian dinar (JOD), pegged to the US dollar since 1995</li>
<li><strong>Official language:</strong> Arabic, with English widely used in business</li>
</ul>
<h3>A diversified economy</h3>
<p>Jordan's economy is driven by services, manufacturing and mining. Its main exports include garments, pharmaceuticals, potash, phosphates and fertilisers, chemicals, fresh produce and processed food, while information technology and engineering services are growing quickly.</p>
<p>Through the Economic Modernisation Vision launched in 2022, Jordan aims to accelerate growth, create jobs and raise exports of high value-added goods and services over the coming decade.</p>`,
    content_ara: `<h2>المملكة الأردنية الهاشمية</h2>
<p>يقع الأردن في قلب الشرق الأوسط، وتحدّه سوريا والعراق والمملكة العربية السعودية وفلسطين، ويطل على البحر الأحمر عبر ميناء العقبة. وتُعدّ عاصمته عمّان من أبرز مراكز الأعمال والخدمات في المنطقة.</p>
<h3>حقائق رئيسية</h3>
<ul>
<li><strong>المساحة:</strong> نحو ٨٩ ألف كيلومتر مربع، موزعة على اثنتي عشرة محافظة</li>
<li><strong>عدد السكان:</strong> أكثر من ١١ مليون نسمة، غالبيتهم دون سن الثلاثين</li>
<li><strong>العملة:</strong> الدينار الأردني، المرتبط بالدولار الأمريكي منذ عام ١٩٩٥</li>
<li><strong>اللغة الرسمية:</strong> العربية، مع استخدام واسع للغة الإنجليزية في مجال الأعمال</li>
</ul>
<h3>اقتصاد متنوع</h3>
<p>يقوم الاقتصاد الأردني على قطاعات الخدمات والصناعة والتعدين. ومن أبرز صادراته الألبسة والأدوية والبوتاس والفوسفات والأسمدة والكيماويات والمنتجات الزراعية الطازجة والأغذية المصنّعة، في حين تشهد خدمات تكنولوجيا المعلومات والخدمات الهندسية نمواً متسارعاً.</p>
<p>ومن خلال رؤية التحديث الاقتصادي التي أُطلقت عام ٢٠٢٢، يسعى الأردن إلى تسريع النمو وتوفير فرص العمل وزيادة صادرات السلع والخدمات ذات القيمة المضافة العالية خلال العقد المقبل.</p>`,
    keywords:
      'about Jordan, Jordan economy, Amman, Aqaba, Jordanian dinar, Economic Modernisation Vision',
    keywords_ara:
      'عن الأردن, الاقتصاد الأردني, عمّان, العقبة, الدينار الأردني, رؤية التحديث الاقتصادي',
    image: '/images/banners/jordan.svg',
    meta_description_en:
      'Key facts about Jordan: location, population, currency and a diversified economy built on services, industry and mining.',
    meta_description_ar:
      'حقائق رئيسية عن الأردن: الموقع والسكان والعملة واقتصاد متنوع يقوم على الخدمات والصناعة والتعدين.',
    sort: 1,
  },
  {
    id: 26,
    page_id: 9,
    menu_id: 1,
    a_id: null,
    url: 'invest-in-jordan',
    url_ara: 'الاستثمار-في-الأردن',
    link: null,
    link_ara: null,
    nav_title_eng: 'Invest in Jordan',
    nav_title_ara: 'الاستثمار في الأردن',
    title_eng: 'Invest in Jordan',
    title_ara: 'الاستثمار في الأردن',
    subtitle_eng:
      'A welcoming investment environment with incentives, special zones and access to regional and global markets.',
    subtitle_ara:
      'بيئة استثمارية جاذبة توفر الحوافز والمناطق الخاصة والنفاذ إلى الأسواق الإقليمية والعالمية.',
    sub_subtitle_eng: 'Build your business in Jordan',
    sub_subtitle_ara: 'ابنِ أعمالك في الأردن',
    content_eng: `<h2>Why invest in Jordan?</h2>
<p>Investors choose Jordan for its stability, its educated workforce and the preferential market access that its trade agreements provide. Products manufactured in Jordan can reach markets in North America, Europe and the Arab world on preferential terms.</p>
<h3>The investment framework</h3>
<ul>
<li><strong>Investment Environment Law (2022):</strong> guarantees equal treatment of Jordanian and foreign investors and simplifies registration and licensing.</li>
<li><strong>Ministry of Investment:</strong> the national reference for investors, offering a one-stop service for registration, licensing and aftercare.</li>
<li><strong>Development and free zones:</strong> industrial and logistics zones offering reduced income tax, customs exemptions on production inputs and ready infrastructure.</li>
<li><strong>Aqaba Special Economic Zone:</strong> a low-tax, duty-free zone on the Red Sea with port, logistics and tourism opportunities.</li>
</ul>
<h3>Priority sectors</h3>
<p>Opportunities are strongest in manufacturing for export, pharmaceuticals and chemicals, food processing, information and communications technology, renewable energy, logistics and tourism.</p>
<p>For detailed guidance on incentives and procedures, investors should contact the Ministry of Investment. JEDCO can help connect investors with Jordanian suppliers and partners.</p>`,
    content_ara: `<h2>لماذا الاستثمار في الأردن؟</h2>
<p>يختار المستثمرون الأردن لاستقراره وقواه العاملة المتعلمة والنفاذ التفضيلي إلى الأسواق الذي توفره اتفاقياته التجارية، إذ يمكن للمنتجات المصنّعة في الأردن دخول أسواق أمريكا الشمالية وأوروبا والعالم العربي بشروط تفضيلية.</p>
<h3>الإطار الاستثماري</h3>
<ul>
<li><strong>قانون تنظيم البيئة الاستثمارية (٢٠٢٢):</strong> يكفل المساواة في المعاملة بين المستثمرين الأردنيين وغير الأردنيين، ويبسّط إجراءات التسجيل والترخيص.</li>
<li><strong>وزارة الاستثمار:</strong> المرجعية الوطنية للمستثمرين، وتقدّم خدمة النافذة الواحدة للتسجيل والترخيص وخدمات ما بعد الاستثمار.</li>
<li><strong>المناطق التنموية والحرة:</strong> مناطق صناعية ولوجستية توفر ضريبة دخل مخفّضة وإعفاءات جمركية على مدخلات الإنتاج وبنية تحتية جاهزة.</li>
<li><strong>منطقة العقبة الاقتصادية الخاصة:</strong> منطقة منخفضة الضرائب ومعفاة من الرسوم الجمركية على البحر الأحمر، تزخر بفرص في الموانئ والخدمات اللوجستية والسياحة.</li>
</ul>
<h3>القطاعات ذات الأولوية</h3>
<p>تتركز أبرز الفرص في الصناعات الموجهة للتصدير، والأدوية والكيماويات، والصناعات الغذائية، وتكنولوجيا المعلومات والاتصالات، والطاقة المتجددة، والخدمات اللوجستية، والسياحة.</p>
<p>للحصول على إرشادات تفصيلية حول الحوافز والإجراءات، يُرجى التواصل مع وزارة الاستثمار. ويمكن لجيدكو مساعدة المستثمرين على التواصل مع الموردين والشركاء الأردنيين.</p>`,
    keywords:
      'invest in Jordan, investment incentives, Ministry of Investment, development zones, Aqaba Special Economic Zone',
    keywords_ara:
      'الاستثمار في الأردن, حوافز الاستثمار, وزارة الاستثمار, المناطق التنموية, منطقة العقبة الاقتصادية الخاصة',
    image: '/images/banners/jordan.svg',
    meta_description_en:
      'Why invest in Jordan: the investment framework, development and free zones, Aqaba Special Economic Zone and priority sectors.',
    meta_description_ar:
      'لماذا الاستثمار في الأردن: الإطار الاستثماري والمناطق التنموية والحرة ومنطقة العقبة الاقتصادية الخاصة والقطاعات ذات الأولوية.',
    sort: 2,
  },
  {
    id: 27,
    page_id: 9,
    menu_id: 1,
    a_id: null,
    url: 'trade-with-jordan',
    url_ara: 'التجارة-مع-الأردن',
    link: null,
    link_ara: null,
    nav_title_eng: 'Trade with Jordan',
    nav_title_ara: 'التجارة مع الأردن',
    title_eng: 'Trade with Jordan',
    title_ara: 'التجارة مع الأردن',
    subtitle_eng:
      'A reliable trading partner and a logistics gateway to the Levant, Iraq and the Gulf.',
    subtitle_ara: 'شريك تجاري موثوق وبوابة لوجستية إلى بلاد الشام والعراق والخليج.',
    sub_subtitle_eng: 'Your partner in the region',
    sub_subtitle_ara: 'شريكك في المنطقة',
    content_eng: `<h2>A trusted trading partner</h2>
<p>Jordan trades with more than one hundred countries. Its largest export markets include the United States, Saudi Arabia, Iraq, India and the United Arab Emirates, and its companies have a strong reputation for quality, flexibility and compliance with international standards.</p>
<h3>Strengths for traders</h3>
<ul>
<li><strong>Strategic location:</strong> overland routes to Iraq, Syria, Saudi Arabia and the wider Gulf.</li>
<li><strong>Port of Aqaba:</strong> Jordan's gateway to the Red Sea, with container, bulk and roll-on/roll-off terminals.</li>
<li><strong>Air connectivity:</strong> Queen Alia International Airport links Amman to major cities in the region, Europe and beyond.</li>
<li><strong>Preferential agreements:</strong> duty-free or reduced-duty access to the US, the EU, the UK, EFTA, Canada and the Arab countries.</li>
</ul>
<h3>Working with Jordanian companies</h3>
<p>International buyers can browse approved Jordanian suppliers on this portal, submit matchmaking requests and meet exporters at JEDCO-organised trade fairs and missions. Importers into Jordan can consult Jordan Customs for tariffs and procedures.</p>`,
    content_ara: `<h2>شريك تجاري موثوق</h2>
<p>يتبادل الأردن التجارة مع أكثر من مئة دولة، ومن أكبر أسواق صادراته الولايات المتحدة والمملكة العربية السعودية والعراق والهند والإمارات العربية المتحدة. وتتمتع شركاته بسمعة راسخة في الجودة والمرونة والالتزام بالمعايير الدولية.</p>
<h3>مزايا للمتعاملين التجاريين</h3>
<ul>
<li><strong>موقع استراتيجي:</strong> طرق برية إلى العراق وسوريا والمملكة العربية السعودية ومنطقة الخليج.</li>
<li><strong>ميناء العقبة:</strong> بوابة الأردن إلى البحر الأحمر، ويضم محطات للحاويات والبضائع السائبة وسفن الدحرجة.</li>
<li><strong>الربط الجوي:</strong> يربط مطار الملكة علياء الدولي عمّان بالمدن الرئيسية في المنطقة وأوروبا وخارجها.</li>
<li><strong>اتفاقيات تفضيلية:</strong> نفاذ معفى من الرسوم الجمركية أو بتعرفة مخفّضة إلى الولايات المتحدة والاتحاد الأوروبي والمملكة المتحدة ودول إفتا وكندا والدول العربية.</li>
</ul>
<h3>التعامل مع الشركات الأردنية</h3>
<p>يمكن للمشترين الدوليين تصفح الموردين الأردنيين المعتمدين في هذه البوابة، وتقديم طلبات المواءمة التجارية، ولقاء المصدرين في المعارض والبعثات التجارية التي تنظمها جيدكو. ويمكن للمستوردين إلى الأردن مراجعة دائرة الجمارك الأردنية بشأن التعرفة الجمركية والإجراءات.</p>`,
    keywords:
      'trade with Jordan, Jordanian exports, Aqaba port, logistics, trading partners, market access',
    keywords_ara:
      'التجارة مع الأردن, الصادرات الأردنية, ميناء العقبة, الخدمات اللوجستية, الشركاء التجاريون, النفاذ إلى الأسواق',
    image: '/images/banners/trade.svg',
    meta_description_en:
      'Trade with Jordan: a reliable partner with a strategic location, the port of Aqaba and preferential access to major markets.',
    meta_description_ar:
      'التجارة مع الأردن: شريك موثوق بموقع استراتيجي وميناء العقبة ونفاذ تفضيلي إلى الأسواق الرئيسية.',
    sort: 3,
  },
  {
    id: 28,
    page_id: 9,
    menu_id: 1,
    a_id: null,
    url: 'tourism-in-jordan',
    url_ara: 'السياحة-في-الأردن',
    link: null,
    link_ara: null,
    nav_title_eng: 'Tourism in Jordan',
    nav_title_ara: 'السياحة في الأردن',
    title_eng: 'Tourism in Jordan',
    title_ara: 'السياحة في الأردن',
    subtitle_eng:
      'Ancient wonders, desert landscapes and the lowest point on Earth, all within a few hours of each other.',
    subtitle_ara:
      'عجائب تاريخية ومناظر صحراوية وأخفض بقعة على سطح الأرض، لا تفصل بينها سوى ساعات قليلة.',
    sub_subtitle_eng: 'Discover the land of Petra and Wadi Rum',
    sub_subtitle_ara: 'اكتشف أرض البتراء ووادي رم',
    content_eng: `<h2>A destination like no other</h2>
<p>Business visitors to Jordan often extend their stay to discover a country that combines thousands of years of history with remarkable natural landscapes, warm hospitality and excellent cuisine.</p>
<h3>Highlights</h3>
<ul>
<li><strong>Petra:</strong> the rose-red Nabataean city carved into the rock, a UNESCO World Heritage Site and one of the New Seven Wonders of the World.</li>
<li><strong>Wadi Rum:</strong> a protected desert of sandstone mountains and valleys, also inscribed on the World Heritage List.</li>
<li><strong>The Dead Sea:</strong> the lowest point on Earth, renowned for its mineral-rich waters and wellness resorts.</li>
<li><strong>Jerash:</strong> one of the best-preserved Roman provincial cities in the world.</li>
<li><strong>Aqaba:</strong> coral reefs, diving and beaches on the Red Sea.</li>
<li><strong>The Baptism Site:</strong> Bethany Beyond the Jordan, a World Heritage Site on the east bank of the Jordan River.</li>
</ul>
<p>Visitors from many countries can obtain a visa on arrival, and the Jordan Pass combines the visa fee with entry to more than forty sites. For travel information, visit the Jordan Tourism Board.</p>`,
    content_ara: `<h2>وجهة لا تشبه سواها</h2>
<p>كثيراً ما يمدد زوار الأردن من رجال الأعمال إقامتهم لاكتشاف بلد يجمع بين آلاف السنين من التاريخ ومناظر طبيعية خلّابة وضيافة كريمة ومطبخ شهي.</p>
<h3>أبرز المعالم</h3>
<ul>
<li><strong>البتراء:</strong> المدينة النبطية الوردية المنحوتة في الصخر، وهي من مواقع التراث العالمي لدى اليونسكو وإحدى عجائب الدنيا السبع الجديدة.</li>
<li><strong>وادي رم:</strong> صحراء محمية من الجبال والأودية الرملية، مدرجة كذلك على قائمة التراث العالمي.</li>
<li><strong>البحر الميت:</strong> أخفض بقعة على سطح الأرض، ويشتهر بمياهه الغنية بالأملاح والمعادن ومنتجعاته العلاجية.</li>
<li><strong>جرش:</strong> من أفضل المدن الرومانية الإقليمية حفاظاً في العالم.</li>
<li><strong>العقبة:</strong> الشعاب المرجانية والغوص والشواطئ على البحر الأحمر.</li>
<li><strong>موقع المعمودية:</strong> "بيت عنيا عبر الأردن"، وهو من مواقع التراث العالمي على الضفة الشرقية لنهر الأردن.</li>
</ul>
<p>يمكن لزوار كثير من الدول الحصول على التأشيرة عند الوصول، كما يجمع "الأردن باس" بين رسوم التأشيرة والدخول إلى أكثر من أربعين موقعاً. وللاطلاع على معلومات السفر، يُرجى زيارة هيئة تنشيط السياحة الأردنية.</p>`,
    keywords: 'tourism in Jordan, Petra, Wadi Rum, Dead Sea, Jerash, Aqaba, Jordan Pass',
    keywords_ara: 'السياحة في الأردن, البتراء, وادي رم, البحر الميت, جرش, العقبة, الأردن باس',
    image: '/images/banners/jordan.svg',
    meta_description_en:
      'Discover Jordan: Petra, Wadi Rum, the Dead Sea, Jerash, Aqaba and the Baptism Site, all within easy reach.',
    meta_description_ar:
      'اكتشف الأردن: البتراء ووادي رم والبحر الميت وجرش والعقبة وموقع المعمودية، وجميعها على مسافات قريبة.',
    sort: 4,
  },
];
