import type { NewMenuChild } from '@/lib/db/schema';

// Page 12 "Contact Us" and page 14 "News" (menu 2).
export const contactChildren: NewMenuChild[] = [
  {
    id: 12,
    page_id: 12,
    menu_id: 2,
    a_id: 190,
    url: 'contact-us',
    url_ara: 'اتصل-بنا',
    link: null,
    link_ara: null,
    nav_title_eng: 'Contact Us',
    nav_title_ara: 'اتصل بنا',
    title_eng: 'Contact Us',
    title_ara: 'اتصل بنا',
    subtitle_eng:
      'Our advisers in Amman, Irbid and Aqaba are ready to answer your questions and support your export plans.',
    subtitle_ara:
      'مستشارونا في عمّان وإربد والعقبة على استعداد للإجابة عن أسئلتك ودعم خططك التصديرية.',
    sub_subtitle_eng: 'We are here to help',
    sub_subtitle_ara: 'نحن هنا لمساعدتك',
    content_eng: `<h2>Get in touch</h2>
<p>Whether you are preparing your first export shipment, looking for a Jordanian supplier or need information about a service on this portal, the Jordan Exports team is ready to help.</p>
<h3>Office hours</h3>
<p>Our offices are open from <strong>Sunday to Thursday, 8:00 to 15:00</strong> (Jordan time), except on official public holidays.</p>
<h3>How to reach us</h3>
<ul>
<li><strong>Offices:</strong> visit our head office in Amman or our branches in Irbid and Aqaba. Each office card below shows its e-mail address, telephone number and directions.</li>
<li><strong>E-mail:</strong> write to info@jordanexports.jo for general enquiries.</li>
<li><strong>Online enquiry:</strong> registered users can submit an enquiry using the form on this page and receive a request number for follow-up.</li>
</ul>
<h3>Our commitment</h3>
<p>We aim to acknowledge every enquiry within two working days and to provide a full answer, or refer you to the competent institution, within five working days.</p>`,
    content_ara: `<h2>تواصل معنا</h2>
<p>سواء كنت تستعد لشحنتك التصديرية الأولى، أو تبحث عن مورد أردني، أو تحتاج إلى معلومات عن إحدى خدمات هذه البوابة، فإن فريق "صادرات الأردن" على استعداد لمساعدتك.</p>
<h3>ساعات الدوام</h3>
<p>تستقبل مكاتبنا المراجعين <strong>من الأحد إلى الخميس، من الساعة ٨:٠٠ صباحاً حتى ٣:٠٠ عصراً</strong> (بتوقيت الأردن)، باستثناء العطل الرسمية.</p>
<h3>طرق التواصل</h3>
<ul>
<li><strong>المكاتب:</strong> زر مكتبنا الرئيسي في عمّان أو فرعينا في إربد والعقبة. وتعرض بطاقة كل مكتب أدناه عنوان البريد الإلكتروني ورقم الهاتف والاتجاهات.</li>
<li><strong>البريد الإلكتروني:</strong> راسلنا على info@jordanexports.jo للاستفسارات العامة.</li>
<li><strong>الاستفسار الإلكتروني:</strong> يمكن للمستخدمين المسجلين تقديم استفسار من خلال النموذج في هذه الصفحة والحصول على رقم طلب للمتابعة.</li>
</ul>
<h3>التزامنا</h3>
<p>نحرص على تأكيد استلام كل استفسار خلال يومي عمل، وتقديم إجابة وافية أو إحالتك إلى الجهة المختصة خلال خمسة أيام عمل.</p>`,
    keywords: 'contact us, JEDCO offices, Amman, Irbid, Aqaba, office hours, enquiry',
    keywords_ara: 'اتصل بنا, مكاتب جيدكو, عمّان, إربد, العقبة, ساعات الدوام, استفسار',
    image: '/images/banners/help.svg',
    meta_description_en:
      'Contact the Jordan Exports team in Amman, Irbid and Aqaba, Sunday to Thursday 8:00–15:00, or submit an online enquiry.',
    meta_description_ar:
      'تواصل مع فريق صادرات الأردن في عمّان وإربد والعقبة من الأحد إلى الخميس ٨:٠٠–١٥:٠٠، أو قدّم استفساراً إلكترونياً.',
    sort: 1,
  },
  {
    id: 33,
    page_id: 14,
    menu_id: 2,
    a_id: null,
    url: 'news',
    url_ara: 'الأخبار',
    link: '/news',
    link_ara: '/ar/news',
    nav_title_eng: 'News',
    nav_title_ara: 'الأخبار',
    title_eng: 'News',
    title_ara: 'الأخبار',
    subtitle_eng: 'The latest news and updates on Jordanian exports and JEDCO programmes.',
    subtitle_ara: 'آخر الأخبار والمستجدات حول الصادرات الأردنية وبرامج جيدكو.',
    sub_subtitle_eng: 'Latest news and updates',
    sub_subtitle_ara: 'آخر الأخبار والمستجدات',
    content_eng: `<p>Follow the latest announcements, trade events, support programmes and success stories of Jordanian exporters.</p>`,
    content_ara: `<p>تابع أحدث الإعلانات والفعاليات التجارية وبرامج الدعم وقصص نجاح المصدرين الأردنيين.</p>`,
    keywords: 'news, Jordan exports news, JEDCO announcements, trade events',
    keywords_ara: 'الأخبار, أخبار الصادرات الأردنية, إعلانات جيدكو, الفعاليات التجارية',
    image: '/images/banners/events.svg',
    meta_description_en:
      'The latest news on Jordanian exports, trade events and JEDCO support programmes.',
    meta_description_ar:
      'آخر الأخبار حول الصادرات الأردنية والفعاليات التجارية وبرامج الدعم التي تقدّمها جيدكو.',
    sort: 1,
  },
];
