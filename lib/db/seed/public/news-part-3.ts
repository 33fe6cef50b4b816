import type { NewNewsItem } from '@/lib/db/schema';

// News items 9–12 (August–November 2026). Item 11 deliberately carries stored XSS attempts
// (script tag, onerror handler, javascript: link) that the renderer must neutralise; a test
// checks that window.__xss stays unset. Item 12 is an unpublished draft (status 0).
export const newsPart3: NewNewsItem[] = [
  {
    id: 9,
    news_date: '2026-08-31',
    status: 1,
    image: '/images/news/news-9.svg',
    DESCRIPTION_ENG:
      'Export coaching programme for women-led businesses graduates its first cohort of 30 companies from eight governorates',
    DESCRIPTION_ARA:
      'برنامج الإرشاد التصديري للشركات التي تقودها نساء يخرّج دفعته الأولى من ٣٠ شركة من ثماني محافظات',
    TARIFF_ENG: `<p>Thirty women-led companies from eight governorates have completed JEDCO's export coaching programme, which combines training, one-to-one advice and support for participation in trade events.</p>
<p>Over nine months, the companies developed export plans, improved their packaging and product documentation, and built an online presence tailored to international buyers. Eleven of them have already made their first export shipments, mainly to Gulf and European markets.</p>
<p>The programme covered sectors such as food processing, natural cosmetics, textiles and embroidery, and digital services. A second cohort will start early next year, with a focus on companies outside Amman.</p>`,
    TARIFF_ARA: `<p>أنهت ثلاثون شركة تقودها نساء من ثماني محافظات برنامج الإرشاد التصديري الذي تنفّذه جيدكو، ويجمع بين التدريب والاستشارات الفردية ودعم المشاركة في الفعاليات التجارية.</p>
<p>وعلى مدى تسعة أشهر، أعدّت الشركات خطط تصدير، وحسّنت التعبئة والتغليف ووثائق منتجاتها، وبنت حضوراً إلكترونياً موجّهاً إلى المشترين الدوليين، وقد نفّذت إحدى عشرة شركة منها شحناتها التصديرية الأولى، ولا سيما إلى أسواق الخليج وأوروبا.</p>
<p>وشمل البرنامج قطاعات التصنيع الغذائي ومستحضرات التجميل الطبيعية والمنسوجات والتطريز والخدمات الرقمية، وستنطلق الدفعة الثانية مطلع العام المقبل مع التركيز على الشركات العاملة خارج عمّان.</p>`,
    meta_description_en:
      'Thirty women-led companies complete a nine-month export coaching programme; eleven have already made first export shipments.',
    meta_description_ar:
      'ثلاثون شركة تقودها نساء تنهي برنامج إرشاد تصديري مدته تسعة أشهر، وإحدى عشرة منها نفّذت شحناتها التصديرية الأولى.',
  },
  {
    id: 10,
    news_date: '2026-09-17',
    status: 1,
    image: '/images/news/news-10.svg',
    DESCRIPTION_ENG: 'Applications open for the Jordanian national pavilion at Anuga 2027 in Cologne',
    DESCRIPTION_ARA: 'فتح باب التقدّم للمشاركة في الجناح الوطني الأردني في معرض أنوغا ٢٠٢٧ في كولونيا',
    TARIFF_ENG: `<p>JEDCO invites Jordanian food and beverage manufacturers to apply for a place in the national pavilion at Anuga 2027, the leading international food and beverage trade fair held in Cologne, Germany.</p>
<h3>Eligibility</h3>
<ul>
<li>A valid industrial registration and at least two years of production.</li>
<li>Food safety certification such as ISO 22000, FSSC 22000 or BRCGS.</li>
<li>Products and labels that meet European Union requirements.</li>
</ul>
<p>Selected companies will receive support covering a large share of stand costs, as well as pre-fair training on approaching European buyers and preparing product samples.</p>
<p>Applications are submitted through the International Events page of the portal. The deadline is the end of December 2026.</p>`,
    TARIFF_ARA: `<p>تدعو جيدكو مصنّعي الأغذية والمشروبات الأردنيين إلى التقدّم بطلبات للمشاركة في الجناح الوطني في معرض أنوغا ٢٠٢٧، المعرض الدولي الرائد للأغذية والمشروبات الذي يُقام في مدينة كولونيا الألمانية.</p>
<h3>شروط المشاركة</h3>
<ul>
<li>سجل صناعي ساري المفعول وخبرة إنتاجية لا تقل عن عامين.</li>
<li>شهادة في سلامة الغذاء مثل ISO 22000 أو FSSC 22000 أو BRCGS.</li>
<li>منتجات وبطاقات بيان مطابقة لمتطلبات الاتحاد الأوروبي.</li>
</ul>
<p>وستحصل الشركات المختارة على دعم يغطي جزءاً كبيراً من تكاليف الأجنحة، إضافة إلى تدريب يسبق المعرض حول أساليب التواصل مع المشترين الأوروبيين وإعداد عيّنات المنتجات.</p>
<p>تُقدَّم الطلبات عبر صفحة الفعاليات الدولية في البوابة، ويُغلق باب التقديم في نهاية كانون الأول ٢٠٢٦.</p>`,
    meta_description_en:
      'Jordanian food and beverage manufacturers can apply for the national pavilion at Anuga 2027 in Cologne until December 2026.',
    meta_description_ar:
      'يمكن لمصنّعي الأغذية والمشروبات الأردنيين التقدّم للمشاركة في الجناح الوطني بمعرض أنوغا ٢٠٢٧ حتى كانون الأول ٢٠٢٦.',
  },
  {
    id: 11,
    news_date: '2026-10-20',
    status: 1,
    image: '/images/news/news-11.svg',
    DESCRIPTION_ENG: 'Packaging and labelling clinic helps food exporters meet destination market rules',
    DESCRIPTION_ARA: 'عيادة التعبئة وبطاقات البيان تساعد مصدّري الأغذية على الالتزام بمتطلبات أسواق المقصد',
    TARIFF_ENG: `<p>JEDCO and the Jordan Standards and Metrology Organization held a one-day packaging and labelling clinic for food exporters, reviewing the labels of more than 70 products against the requirements of Gulf, European and North American markets.</p>
<script>window.__xss = 1</script>
<p>Experts advised companies on ingredient and allergen declarations, nutrition tables, shelf-life statements and the use of the Arabic language on labels.</p>
<img src="/images/news/news-11.svg" onerror="window.__xss = 2">
<p>The presentations from the clinic are available through <a href="javascript:window.__xss=3">a link</a> on the publications page for registered members.</p>`,
    TARIFF_ARA: `<p>نظّمت جيدكو ومؤسسة المواصفات والمقاييس الأردنية عيادة ليوم واحد حول التعبئة وبطاقات البيان لمصدّري الأغذية، جرت خلالها مراجعة بطاقات بيان أكثر من ٧٠ منتجاً وفق متطلبات أسواق الخليج وأوروبا وأمريكا الشمالية.</p>
<script>window.__xss = 1</script>
<p>وقدّم الخبراء إرشادات للشركات حول التصريح بالمكوّنات ومسبّبات الحساسية وجداول القيم الغذائية وبيانات مدة الصلاحية واستخدام اللغة العربية في بطاقات البيان.</p>
<img src="/images/news/news-11.svg" onerror="window.__xss = 2">
<p>العروض التقديمية للعيادة متاحة عبر <a href="javascript:window.__xss=3">هذا الرابط</a> في صفحة المنشورات للأعضاء المسجلين.</p>`,
    meta_description_en:
      'Experts reviewed more than 70 food product labels against Gulf, European and North American requirements at a JEDCO clinic.',
    meta_description_ar:
      'خبراء يراجعون بطاقات بيان أكثر من ٧٠ منتجاً غذائياً وفق متطلبات أسواق الخليج وأوروبا وأمريكا الشمالية في عيادة جيدكو.',
  },
  {
    id: 12,
    news_date: '2026-11-10',
    status: 0,
    image: '/images/news/news-12.svg',
    DESCRIPTION_ENG: 'Trade mission to Riyadh and Jeddah planned for early 2027',
    DESCRIPTION_ARA: 'التخطيط لبعثة تجارية إلى الرياض وجدة مطلع عام ٢٠٢٧',
    TARIFF_ENG: `<p>JEDCO is preparing a multi-sector trade mission to Riyadh and Jeddah in the first quarter of 2027, in cooperation with the Jordan Chamber of Industry.</p>
<p>The mission will target construction materials, food products, pharmaceuticals, furniture and information technology services, in line with the growing demand generated by major development projects in Saudi Arabia.</p>
<p>Details of the programme, participation fees and the application deadline will be announced on the portal once confirmed.</p>`,
    TARIFF_ARA: `<p>تُعدّ جيدكو لبعثة تجارية متعددة القطاعات إلى الرياض وجدة خلال الربع الأول من عام ٢٠٢٧، بالتعاون مع غرفة صناعة الأردن.</p>
<p>وستستهدف البعثة قطاعات مواد البناء والمنتجات الغذائية والأدوية والأثاث وخدمات تكنولوجيا المعلومات، انسجاماً مع الطلب المتنامي الذي تولّده مشاريع التنمية الكبرى في المملكة العربية السعودية.</p>
<p>وسيُعلَن على البوابة عن تفاصيل البرنامج ورسوم المشاركة والموعد النهائي لتقديم الطلبات فور اعتمادها.</p>`,
    meta_description_en:
      'JEDCO is preparing a multi-sector trade mission to Riyadh and Jeddah in the first quarter of 2027.',
    meta_description_ar: 'جيدكو تُعدّ لبعثة تجارية متعددة القطاعات إلى الرياض وجدة خلال الربع الأول من عام ٢٠٢٧.',
  },
];
