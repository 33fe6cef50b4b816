import type { NewMenuChild } from '@/lib/db/schema';

// Page 5 "Buyers" (menu 1): international buyers and key trade players.
export const buyersChildren: NewMenuChild[] = [
  {
    id: 17,
    page_id: 5,
    menu_id: 1,
    a_id: 160,
    url: 'international-buyers',
    url_ara: 'المشترون-الدوليون',
    link: null,
    link_ara: null,
    nav_title_eng: 'International Buyers',
    nav_title_ara: 'المشترون الدوليون',
    title_eng: 'International Buyers',
    title_ara: 'المشترون الدوليون',
    subtitle_eng:
      'Source quality products and services from Jordan and get connected with verified Jordanian suppliers.',
    subtitle_ara: 'استورد منتجات وخدمات عالية الجودة من الأردن وتواصل مع موردين أردنيين موثوقين.',
    sub_subtitle_eng: 'Your gateway to Jordanian suppliers',
    sub_subtitle_ara: 'بوابتك إلى الموردين الأردنيين',
    content_eng: `<h2>Why source from Jordan?</h2>
<p>Jordan is a competitive, reliable sourcing destination with a skilled workforce, internationally certified manufacturers and preferential access to major markets through its free trade agreements. Jordanian products are exported to more than one hundred countries.</p>
<h3>Leading export sectors</h3>
<ul>
<li>Garments and textiles produced to international brand standards</li>
<li>Pharmaceuticals and medical products registered in regional and international markets</li>
<li>Potash, phosphates, fertilisers and chemicals</li>
<li>Fresh fruit and vegetables, olive oil and processed food</li>
<li>Engineering products, construction materials and furniture</li>
<li>Information technology, engineering and consulting services</li>
</ul>
<h3>How we can help</h3>
<p>Browse company profiles and their products and services by industry and sub-industry. Each approved company page shows its registered name, logo and catalogue. If you cannot find what you need, submit a matchmaking request describing the product, quantities and target price, and JEDCO will introduce you to suitable Jordanian suppliers.</p>
<p>Matchmaking requests are free of charge and require a registered account so that our team can follow up with you.</p>`,
    content_ara: `<h2>لماذا تستورد من الأردن؟</h2>
<p>الأردن وجهة توريد تنافسية وموثوقة، تتميّز بقوى عاملة ماهرة ومصنّعين حاصلين على شهادات دولية، وبنفاذ تفضيلي إلى أسواق رئيسية بفضل اتفاقيات التجارة الحرة التي أبرمها. وتُصدَّر المنتجات الأردنية إلى أكثر من مئة دولة.</p>
<h3>أبرز القطاعات التصديرية</h3>
<ul>
<li>الألبسة والمنسوجات المنتجة وفق معايير العلامات التجارية العالمية</li>
<li>الأدوية والمنتجات الطبية المسجلة في الأسواق الإقليمية والدولية</li>
<li>البوتاس والفوسفات والأسمدة والكيماويات</li>
<li>الخضار والفواكه الطازجة وزيت الزيتون والأغذية المصنّعة</li>
<li>المنتجات الهندسية ومواد البناء والأثاث</li>
<li>خدمات تكنولوجيا المعلومات والهندسة والاستشارات</li>
</ul>
<h3>كيف نساعدك</h3>
<p>تصفّح ملفات الشركات ومنتجاتها وخدماتها حسب الصناعة والصناعة الفرعية، إذ تعرض صفحة كل شركة معتمدة اسمها المسجل وشعارها وكتالوجها. وإن لم تجد ما تبحث عنه، فقدّم طلب مواءمة تجارية تصف فيه المنتج والكميات والسعر المستهدف، وستعرّفك جيدكو بالموردين الأردنيين المناسبين.</p>
<p>تُقدَّم طلبات المواءمة التجارية مجاناً، ويلزم لتقديمها حساب مسجل ليتمكن فريقنا من متابعتها معك.</p>`,
    keywords:
      'international buyers, source from Jordan, Jordanian suppliers, matchmaking, import from Jordan',
    keywords_ara:
      'المشترون الدوليون, الاستيراد من الأردن, الموردون الأردنيون, المواءمة التجارية, المنتجات الأردنية',
    image: '/images/banners/buyers.svg',
    meta_description_en:
      'Source products and services from Jordan: browse approved Jordanian suppliers and request free matchmaking.',
    meta_description_ar:
      'استورد المنتجات والخدمات من الأردن: تصفّح الموردين الأردنيين المعتمدين واطلب خدمة المواءمة التجارية مجاناً.',
    sort: 1,
  },
  {
    id: 18,
    page_id: 5,
    menu_id: 1,
    a_id: 170,
    url: 'jordan-key-trade-players',
    url_ara: 'اللاعبون-الرئيسيون-في-تجارة-الأردن',
    link: null,
    link_ara: null,
    nav_title_eng: 'Jordan Key Trade Players',
    nav_title_ara: 'اللاعبون الرئيسيون في التجارة',
    title_eng: 'Jordan Key Trade Players',
    title_ara: 'اللاعبون الرئيسيون في تجارة الأردن',
    subtitle_eng:
      'Register your company to showcase your products and services to buyers in Jordan and around the world.',
    subtitle_ara: 'سجّل شركتك لتعرض منتجاتها وخدماتها على المشترين في الأردن وحول العالم.',
    sub_subtitle_eng: 'Put your company on the export map',
    sub_subtitle_ara: 'ضع شركتك على خريطة التصدير',
    content_eng: `<h2>Join the national directory of trade players</h2>
<p>The Jordan Key Trade Players directory presents Jordanian manufacturers, exporters and service providers to local and international buyers. A verified profile increases your visibility in matchmaking requests, trade missions and promotional campaigns run by JEDCO and its partners.</p>
<h3>What you need to register</h3>
<ul>
<li>A registered user account on the portal</li>
<li>The company's registered and trading names, type and contact details</li>
<li>Your company logo (image) and a company profile in PDF format, each up to 9 MB</li>
<li>Industries for your products and services, and the countries where you operate</li>
<li>Details of a contact person</li>
<li>At least one certificate in PDF format, such as the company's registration certificate, ISO, HACCP or CE; you may add up to ten</li>
</ul>
<h3>Review and approval</h3>
<p>Every registration is reviewed by JEDCO before publication. Your company's status is shown in your profile as in process, approved or refused. Once approved, you can add products and services and keep your profile up to date at any time.</p>`,
    content_ara: `<h2>انضم إلى الدليل الوطني للاعبين التجاريين</h2>
<p>يعرّف دليل اللاعبين الرئيسيين في تجارة الأردن المشترين المحليين والدوليين بالمصنّعين والمصدرين ومزودي الخدمات الأردنيين. ويزيد الملف الموثَّق من ظهور شركتك في طلبات المواءمة التجارية والبعثات التجارية والحملات الترويجية التي تنفذها جيدكو وشركاؤها.</p>
<h3>متطلبات التسجيل</h3>
<ul>
<li>حساب مستخدم مسجل في البوابة</li>
<li>الاسم المسجل والاسم التجاري للشركة ونوعها وبيانات الاتصال بها</li>
<li>شعار الشركة (صورة) وملف تعريفي بالشركة بصيغة PDF، بحجم لا يتجاوز ٩ ميغابايت لكل منهما</li>
<li>الصناعات التي تنتمي إليها منتجاتك وخدماتك، والدول التي تعمل فيها</li>
<li>بيانات مسؤول الاتصال</li>
<li>شهادة واحدة على الأقل بصيغة PDF، مثل شهادة تسجيل الشركة أو ISO أو HACCP أو CE، ويمكنك إضافة ما يصل إلى عشر شهادات</li>
</ul>
<h3>المراجعة والاعتماد</h3>
<p>تراجع جيدكو كل طلب تسجيل قبل نشره، وتظهر حالة شركتك في ملفك الشخصي: قيد المعالجة أو معتمدة أو مرفوضة. وبعد الاعتماد يمكنك إضافة المنتجات والخدمات وتحديث ملفك في أي وقت.</p>`,
    keywords:
      'key trade players, company registration, Jordanian exporters directory, supplier profile',
    keywords_ara:
      'اللاعبون الرئيسيون في التجارة, تسجيل الشركات, دليل المصدرين الأردنيين, ملف المورد',
    image: '/images/banners/buyers.svg',
    meta_description_en:
      'Register your company as a Jordan key trade player and present your products and services to buyers worldwide.',
    meta_description_ar:
      'سجّل شركتك ضمن اللاعبين الرئيسيين في تجارة الأردن واعرض منتجاتها وخدماتها على المشترين حول العالم.',
    sort: 2,
  },
];
