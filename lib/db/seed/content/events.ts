import type { NewMenuChild } from '@/lib/db/schema';

// Page 8 "Events" (menu 1).
export const eventsChildren: NewMenuChild[] = [
  {
    id: 9,
    page_id: 8,
    menu_id: 1,
    a_id: 90,
    url: 'international-events',
    url_ara: 'الفعاليات-الدولية',
    // Issue 27: the entry leads to the events list; its old address (/pages/90-…) redirects there.
    link: '/international-events',
    link_ara: '/ar/international-events',
    nav_title_eng: 'International Events',
    nav_title_ara: 'الفعاليات الدولية',
    title_eng: 'International Events',
    title_ara: 'الفعاليات الدولية',
    subtitle_eng:
      'Trade fairs, exhibitions and trade missions where Jordanian companies meet buyers from around the world.',
    subtitle_ara:
      'معارض تجارية وبعثات تجارية تلتقي فيها الشركات الأردنية بالمشترين من مختلف أنحاء العالم.',
    sub_subtitle_eng: 'Meet your next customer face to face',
    sub_subtitle_ara: 'التقِ بعميلك القادم وجهاً لوجه',
    content_eng: `<h2>Showcase your products on the world stage</h2>
<p>Participating in international trade fairs and trade missions remains one of the most effective ways to find new buyers, test a market and understand the competition. Each year JEDCO organises national pavilions and delegations that allow Jordanian companies to exhibit under the Jordan brand at leading sector events.</p>
<h3>Types of events</h3>
<ul>
<li><strong>International trade fairs:</strong> national pavilions at major food, pharmaceutical, apparel, construction and technology exhibitions.</li>
<li><strong>Trade missions:</strong> business delegations to target markets with pre-arranged business-to-business meetings.</li>
<li><strong>Virtual and hybrid events:</strong> online matchmaking sessions and webinars with foreign buyers.</li>
</ul>
<h3>How to take part</h3>
<p>Filter the event list by country, event type, mode, industry and year, or search by name. Open an event to read the details and select <em>Join</em> to register your interest. You must be signed in to join an event; the JEDCO events team will contact you with the participation terms, any cost-sharing support available and the deadlines.</p>
<p>Events that have already ended remain listed for reference, but registration is closed.</p>`,
    content_ara: `<h2>اعرض منتجاتك على الساحة العالمية</h2>
<p>تبقى المشاركة في المعارض التجارية الدولية والبعثات التجارية من أنجع الوسائل للعثور على مشترين جدد واختبار الأسواق وفهم المنافسة. وتنظّم جيدكو سنوياً أجنحة وطنية ووفوداً تجارية تتيح للشركات الأردنية العرض تحت العلامة الأردنية في أبرز الفعاليات القطاعية.</p>
<h3>أنواع الفعاليات</h3>
<ul>
<li><strong>المعارض التجارية الدولية:</strong> أجنحة وطنية في كبرى معارض الأغذية والأدوية والألبسة والإنشاءات والتكنولوجيا.</li>
<li><strong>البعثات التجارية:</strong> وفود أعمال إلى الأسواق المستهدفة مع لقاءات ثنائية بين الشركات تُرتَّب مسبقاً.</li>
<li><strong>الفعاليات الافتراضية والهجينة:</strong> جلسات مواءمة إلكترونية وندوات عبر الإنترنت مع مشترين أجانب.</li>
</ul>
<h3>كيفية المشاركة</h3>
<p>صفِّ قائمة الفعاليات حسب الدولة ونوع الفعالية وأسلوب انعقادها والقطاع والسنة، أو ابحث بالاسم. افتح الفعالية للاطلاع على تفاصيلها، ثم اختر <em>انضم</em> لتسجيل اهتمامك. ويلزم تسجيل الدخول للانضمام إلى أي فعالية، وسيتواصل معك فريق الفعاليات في جيدكو لتزويدك بشروط المشاركة وأي دعم متاح لتقاسم التكاليف والمواعيد النهائية.</p>
<p>تبقى الفعاليات المنتهية معروضة في القائمة للاطلاع، إلا أن التسجيل فيها يكون مغلقاً.</p>`,
    keywords:
      'international events, trade fairs, exhibitions, trade missions, national pavilion, Jordan',
    keywords_ara:
      'الفعاليات الدولية, المعارض التجارية, المعارض, البعثات التجارية, الجناح الوطني, الأردن',
    image: '/images/banners/events.svg',
    meta_description_en:
      'International trade fairs and trade missions with Jordanian national pavilions. Find an event and register your interest.',
    meta_description_ar:
      'معارض تجارية دولية وبعثات تجارية بأجنحة وطنية أردنية. ابحث عن فعالية وسجّل اهتمامك بالمشاركة.',
    sort: 1,
  },
  {
    id: 91,
    page_id: 8,
    menu_id: 1,
    a_id: 91,
    url: 'credentials',
    url_ara: 'الاعتمادات',
    // Issue 27: the entry leads to the credentials list, which shows this text above it; its old
    // address (/pages/91-…) redirects there.
    link: '/credentials',
    link_ara: '/ar/credentials',
    nav_title_eng: 'Credentials',
    nav_title_ara: 'الاعتمادات',
    title_eng: 'Credentials',
    title_ara: 'الاعتمادات',
    subtitle_eng:
      'Agreements, memoranda of understanding and accreditations that open doors for Jordanian exporters.',
    subtitle_ara: 'اتفاقيات ومذكرات تفاهم واعتمادات تفتح الأبواب أمام المصدرين الأردنيين.',
    sub_subtitle_eng: 'Partnerships that build trust',
    sub_subtitle_ara: 'شراكات تبني الثقة',
    content_eng: `<h2>Partnerships and accreditations</h2>
<p>JEDCO works with trade promotion organisations, chambers, development partners and certification bodies around the world. This page lists the credentials that result from that cooperation, such as memoranda of understanding, cooperation agreements, mutual recognition arrangements and accreditations.</p>
<h3>Why credentials matter</h3>
<ul>
<li>They create official channels for referring Jordanian companies to buyers and partners abroad.</li>
<li>They support the recognition of Jordanian certificates, test reports and quality marks.</li>
<li>They give exporters access to joint programmes, events and market intelligence.</li>
</ul>
<h3>Browsing the list</h3>
<p>Filter credentials by type, country and year. A credential marked as active is currently in force; those signed in the last 30 days are labelled as recent. Open any credential to read its scope and the benefits available to exporters.</p>`,
    content_ara: `<h2>الشراكات والاعتمادات</h2>
<p>تتعاون جيدكو مع مؤسسات ترويج التجارة والغرف وشركاء التنمية وهيئات منح الشهادات حول العالم، وتعرض هذه الصفحة الاعتمادات الناتجة عن هذا التعاون، مثل مذكرات التفاهم واتفاقيات التعاون وترتيبات الاعتراف المتبادل والاعتمادات.</p>
<h3>أهمية الاعتمادات</h3>
<ul>
<li>توفّر قنوات رسمية لتعريف الشركات الأردنية بالمشترين والشركاء في الخارج.</li>
<li>تدعم الاعتراف بالشهادات وتقارير الفحص وعلامات الجودة الأردنية.</li>
<li>تتيح للمصدرين الاستفادة من البرامج والفعاليات المشتركة والمعلومات السوقية.</li>
</ul>
<h3>تصفح القائمة</h3>
<p>صفِّ الاعتمادات حسب النوع والدولة والسنة. ويشير وصف "ساري" إلى أن الاعتماد نافذ حالياً، فيما تُوسم الاعتمادات الموقعة خلال الثلاثين يوماً الأخيرة بأنها حديثة. افتح أي اعتماد للاطلاع على نطاقه والمزايا المتاحة للمصدرين.</p>`,
    keywords:
      'credentials, memoranda of understanding, cooperation agreements, accreditation, JEDCO partners',
    keywords_ara: 'الاعتمادات, مذكرات التفاهم, اتفاقيات التعاون, الاعتماد, شركاء جيدكو',
    image: '/images/banners/events.svg',
    meta_description_en:
      'Memoranda of understanding, cooperation agreements and accreditations supporting Jordanian exporters abroad.',
    meta_description_ar:
      'مذكرات تفاهم واتفاقيات تعاون واعتمادات تدعم المصدرين الأردنيين في الأسواق الخارجية.',
    sort: 2,
  },
];
