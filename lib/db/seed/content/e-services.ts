import type { NewMenuChild } from '@/lib/db/schema';

// Page 11 "E-Services" (menu 1), issue 36: the entry leads to /e-services, the portal's online
// services, which shows this banner and text above the list (app/[locale]/_compositions/e-services).
// Migration 0016 adds the same row to a database seeded before it.
export const eServicesChildren: NewMenuChild[] = [
  {
    id: 41,
    page_id: 11,
    menu_id: 1,
    // Ours: the specification's list of content ids has none for it.
    a_id: 200,
    url: 'e-services',
    url_ara: 'الخدمات-الإلكترونية',
    link: '/e-services',
    link_ara: '/ar/e-services',
    nav_title_eng: 'Portal e-services',
    nav_title_ara: 'خدمات البوابة الإلكترونية',
    title_eng: 'E-Services',
    title_ara: 'الخدمات الإلكترونية',
    subtitle_eng: 'Enquiries, company registration, events and publications, online.',
    subtitle_ara: 'الاستفسارات وتسجيل الشركات والفعاليات والمنشورات عبر الإنترنت.',
    sub_subtitle_eng: 'Everything the portal does for you, in one place',
    sub_subtitle_ara: 'كل ما تقدّمه لك البوابة في مكان واحد',
    content_eng: `<p>Jordan Exports puts the services of JEDCO for exporters online. Send an enquiry to an export adviser, register your company to reach international buyers, join trade fairs and missions, and read the market studies and guides in the publications catalogue.</p>
<p>Most services need a free account, so that an adviser can answer you and follow your request. Each service below says whether you need to sign in.</p>`,
    content_ara: `<p>تتيح بوابة صادرات الأردن خدمات جيدكو للمصدّرين عبر الإنترنت: أرسل استفسارك إلى أحد مستشاري التصدير، وسجّل شركتك لتصل إلى المشترين الدوليين، وانضم إلى المعارض والبعثات التجارية، واطّلع على دراسات الأسواق والأدلة في كتالوج المنشورات.</p>
<p>تحتاج معظم الخدمات إلى حساب مجاني، ليتمكّن المستشار من الرد عليك ومتابعة طلبك. وتبيّن كل خدمة أدناه ما إذا كانت تتطلّب تسجيل الدخول.</p>`,
    keywords:
      'e-services, online services, enquiries, company registration, events, publications, JEDCO',
    keywords_ara:
      'الخدمات الإلكترونية, الخدمات عبر الإنترنت, الاستفسارات, تسجيل الشركات, الفعاليات, المنشورات, جيدكو',
    image: '/images/banners/exporters.svg',
    meta_description_en:
      'The online services of Jordan Exports: enquiries, company registration, events and publications.',
    meta_description_ar:
      'الخدمات الإلكترونية لبوابة صادرات الأردن: الاستفسارات وتسجيل الشركات والفعاليات والمنشورات.',
    sort: 0,
  },
];
