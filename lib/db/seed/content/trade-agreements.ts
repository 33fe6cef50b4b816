import type { NewMenuChild } from '@/lib/db/schema';

// Page 7 "Trade Agreements" (menu 1).
export const tradeAgreementsChildren: NewMenuChild[] = [
  {
    id: 20,
    page_id: 7,
    menu_id: 1,
    a_id: null,
    url: 'free-trade-agreements',
    url_ara: 'اتفاقيات-التجارة-الحرة',
    // Issue 27: the entry leads to the agreements list, which shows this text above it; its old
    // address redirects there.
    link: '/free-trade-agreements',
    link_ara: '/ar/free-trade-agreements',
    nav_title_eng: 'Free Trade Agreements',
    nav_title_ara: 'اتفاقيات التجارة الحرة',
    title_eng: 'Free Trade Agreements',
    title_ara: 'اتفاقيات التجارة الحرة',
    subtitle_eng:
      'Jordan’s network of trade agreements gives its exporters preferential access to markets on four continents.',
    subtitle_ara:
      'تمنح شبكة الاتفاقيات التجارية الأردنية المصدرين نفاذاً تفضيلياً إلى أسواق في أربع قارات.',
    sub_subtitle_eng: 'Preferential access to global markets',
    sub_subtitle_ara: 'نفاذ تفضيلي إلى الأسواق العالمية',
    content_eng: `<h2>Jordan’s trade agreements</h2>
<p>Jordan joined the World Trade Organization in 2000 and has since concluded a wide network of free trade and association agreements. Together they give Jordanian products reduced or zero customs duties in markets with a combined population of more than one billion consumers.</p>
<h3>Main agreements</h3>
<ul>
<li><strong>Jordan–United States Free Trade Agreement</strong> (in force since 2001): the first US free trade agreement with an Arab country, with duties on qualifying goods fully eliminated.</li>
<li><strong>EU–Jordan Association Agreement</strong> (in force since 2002): duty-free access for industrial products, complemented by a simplified rules of origin scheme agreed in 2016.</li>
<li><strong>Jordan–EFTA Free Trade Agreement</strong> (2002): covering Iceland, Liechtenstein, Norway and Switzerland.</li>
<li><strong>Greater Arab Free Trade Area (GAFTA)</strong>: duty-free trade in goods of Arab origin among member states of the League of Arab States since 2005.</li>
<li><strong>Agadir Agreement</strong> (in force since 2007): a free trade area between Jordan, Egypt, Morocco and Tunisia with cumulation of origin.</li>
<li><strong>Bilateral agreements</strong> with Singapore (2005) and Canada (2012), and the <strong>UK–Jordan Association Agreement</strong> (2021).</li>
</ul>
<h3>Benefiting from the agreements</h3>
<p>To claim preferential treatment, your product must meet the rules of origin of the relevant agreement and be accompanied by the correct proof of origin. The chambers of industry and commerce issue certificates of origin, and the FTA Matrix summarises the main requirements of each agreement.</p>
<p>Use the FTA Map to explore agreements by country and read the details of each one.</p>`,
    content_ara: `<h2>الاتفاقيات التجارية الأردنية</h2>
<p>انضم الأردن إلى منظمة التجارة العالمية عام ٢٠٠٠، وأبرم منذ ذلك الحين شبكة واسعة من اتفاقيات التجارة الحرة واتفاقيات الشراكة، تتيح مجتمعةً للمنتجات الأردنية رسوماً جمركية مخفّضة أو معفاة في أسواق يتجاوز عدد سكانها مليار مستهلك.</p>
<h3>أبرز الاتفاقيات</h3>
<ul>
<li><strong>اتفاقية التجارة الحرة بين الأردن والولايات المتحدة</strong> (سارية منذ عام ٢٠٠١): أول اتفاقية تجارة حرة تبرمها الولايات المتحدة مع دولة عربية، وقد أُلغيت بموجبها الرسوم الجمركية على السلع المؤهلة بالكامل.</li>
<li><strong>اتفاقية الشراكة الأردنية الأوروبية</strong> (سارية منذ عام ٢٠٠٢): نفاذ معفى من الرسوم الجمركية للمنتجات الصناعية، يعززه نظام تبسيط قواعد المنشأ المتفق عليه عام ٢٠١٦.</li>
<li><strong>اتفاقية التجارة الحرة بين الأردن ودول رابطة التجارة الحرة الأوروبية (إفتا)</strong> (٢٠٠٢): وتشمل آيسلندا وليختنشتاين والنرويج وسويسرا.</li>
<li><strong>منطقة التجارة الحرة العربية الكبرى</strong>: تبادل السلع ذات المنشأ العربي بين الدول الأعضاء في جامعة الدول العربية معفاةً من الرسوم الجمركية منذ عام ٢٠٠٥.</li>
<li><strong>اتفاقية أغادير</strong> (سارية منذ عام ٢٠٠٧): منطقة تجارة حرة بين الأردن ومصر والمغرب وتونس مع إمكانية تراكم المنشأ.</li>
<li><strong>اتفاقيات ثنائية</strong> مع سنغافورة (٢٠٠٥) وكندا (٢٠١٢)، إضافة إلى <strong>اتفاقية الشراكة بين الأردن والمملكة المتحدة</strong> (٢٠٢١).</li>
</ul>
<h3>الاستفادة من الاتفاقيات</h3>
<p>للحصول على المعاملة التفضيلية، يجب أن يستوفي منتجك قواعد المنشأ الواردة في الاتفاقية المعنية، وأن يُرفق بإثبات المنشأ الصحيح. وتُصدر غرف الصناعة والتجارة شهادات المنشأ، فيما تلخّص مصفوفة اتفاقيات التجارة الحرة أبرز متطلبات كل اتفاقية.</p>
<p>استخدم خريطة اتفاقيات التجارة الحرة لاستكشاف الاتفاقيات حسب الدولة والاطلاع على تفاصيل كل منها.</p>`,
    keywords:
      'free trade agreements, Jordan US FTA, EU Jordan association agreement, GAFTA, Agadir, rules of origin',
    keywords_ara:
      'اتفاقيات التجارة الحرة, اتفاقية التجارة الحرة الأردنية الأمريكية, اتفاقية الشراكة الأردنية الأوروبية, منطقة التجارة الحرة العربية الكبرى, اتفاقية أغادير, قواعد المنشأ',
    image: '/images/banners/agreements.svg',
    meta_description_en:
      'Overview of Jordan’s free trade agreements with the US, EU, EFTA, Arab countries, Canada, Singapore and the UK.',
    meta_description_ar:
      'لمحة عن اتفاقيات التجارة الحرة الأردنية مع الولايات المتحدة والاتحاد الأوروبي وإفتا والدول العربية وكندا وسنغافورة والمملكة المتحدة.',
    sort: 1,
  },
  {
    id: 21,
    page_id: 7,
    menu_id: 1,
    a_id: 810,
    url: 'fta-map',
    url_ara: 'خريطة-اتفاقيات-التجارة-الحرة',
    // Issue 27: the entry leads to the map, which shows this text under it; /pages/810-… redirects.
    link: '/fta-map',
    link_ara: '/ar/fta-map',
    nav_title_eng: 'FTA Map',
    nav_title_ara: 'خريطة الاتفاقيات',
    title_eng: 'FTA Map',
    title_ara: 'خريطة اتفاقيات التجارة الحرة',
    subtitle_eng:
      'Explore, country by country, where Jordanian products enjoy preferential access.',
    subtitle_ara: 'استكشف، دولةً دولة، الأسواق التي تحظى فيها المنتجات الأردنية بنفاذ تفضيلي.',
    sub_subtitle_eng: 'See the world through Jordan’s agreements',
    sub_subtitle_ara: 'العالم من منظور الاتفاقيات الأردنية',
    content_eng: `<h2>An interactive view of market access</h2>
<p>The FTA Map shows every country with which Jordan has a free trade or preferential agreement in force. Countries covered by an agreement are highlighted; select a country to open a page describing the agreement, its coverage and how to benefit from it.</p>
<h3>Using the map</h3>
<ul>
<li>Zoom in and out to explore regions; small countries are marked so that they remain easy to select.</li>
<li>Select a highlighted country to open its agreement page in a new tab.</li>
<li>Read the agreement summary, preferential treatment, rules of origin and the documents required.</li>
</ul>
<p>The map is updated when new agreements enter into force or existing agreements are amended. For a side-by-side comparison, see the FTA Matrix.</p>`,
    content_ara: `<h2>عرض تفاعلي لفرص النفاذ إلى الأسواق</h2>
<p>تعرض خريطة اتفاقيات التجارة الحرة جميع الدول التي تربطها بالأردن اتفاقية تجارة حرة أو اتفاقية تفضيلية سارية. وتظهر الدول المشمولة بالاتفاقيات بلون مميز، ويمكنك اختيار أي منها لفتح صفحة تشرح الاتفاقية ونطاقها وكيفية الاستفادة منها.</p>
<h3>استخدام الخريطة</h3>
<ul>
<li>كبّر الخريطة وصغّرها لاستكشاف المناطق المختلفة، مع تمييز الدول الصغيرة ليسهل اختيارها.</li>
<li>اختر دولة مميزة لفتح صفحة اتفاقيتها في علامة تبويب جديدة.</li>
<li>اطّلع على ملخص الاتفاقية والمعاملة التفضيلية وقواعد المنشأ والوثائق المطلوبة.</li>
</ul>
<p>تُحدَّث الخريطة عند دخول اتفاقيات جديدة حيز التنفيذ أو تعديل الاتفاقيات القائمة. وللمقارنة بين الاتفاقيات جنباً إلى جنب، راجع مصفوفة اتفاقيات التجارة الحرة.</p>`,
    keywords: 'FTA map, trade agreements map, market access, preferential access, Jordan',
    keywords_ara:
      'خريطة اتفاقيات التجارة الحرة, الاتفاقيات التجارية, النفاذ إلى الأسواق, النفاذ التفضيلي, الأردن',
    image: '/images/banners/agreements.svg',
    meta_description_en:
      'Interactive world map of Jordan’s free trade agreements: select a country to see its agreement and requirements.',
    meta_description_ar:
      'خريطة تفاعلية لاتفاقيات التجارة الحرة الأردنية: اختر دولة للاطلاع على الاتفاقية ومتطلباتها.',
    sort: 2,
  },
  {
    id: 22,
    page_id: 7,
    menu_id: 1,
    a_id: null,
    url: 'fta-matrix',
    url_ara: 'مصفوفة-اتفاقيات-التجارة-الحرة',
    link: null,
    link_ara: null,
    nav_title_eng: 'FTA Matrix',
    nav_title_ara: 'مصفوفة الاتفاقيات',
    title_eng: 'FTA Matrix',
    title_ara: 'مصفوفة اتفاقيات التجارة الحرة',
    subtitle_eng:
      'A side-by-side summary of Jordan’s main trade agreements and their origin requirements.',
    subtitle_ara: 'ملخص مقارن لأبرز الاتفاقيات التجارية الأردنية ومتطلبات المنشأ فيها.',
    sub_subtitle_eng: 'All agreements at a glance',
    sub_subtitle_ara: 'جميع الاتفاقيات في لمحة واحدة',
    content_eng: `<h2>Comparing Jordan’s trade agreements</h2>
<p>The table below summarises the main agreements in force and the proof of origin usually required. It is a general guide: always check the product-specific rules of origin and the latest texts before shipping.</p>
<table>
<thead><tr><th>Agreement</th><th>Partners</th><th>In force</th><th>Usual proof of origin</th></tr></thead>
<tbody>
<tr><td>Jordan–US FTA</td><td>United States</td><td>2001</td><td>Importer’s claim supported by the exporter’s documentation (35% local value content)</td></tr>
<tr><td>EU–Jordan Association Agreement</td><td>European Union member states</td><td>2002</td><td>EUR.1 movement certificate or origin declaration</td></tr>
<tr><td>Jordan–EFTA FTA</td><td>Iceland, Liechtenstein, Norway, Switzerland</td><td>2002</td><td>EUR.1 movement certificate or origin declaration</td></tr>
<tr><td>Greater Arab Free Trade Area</td><td>League of Arab States members</td><td>2005 (full liberalisation)</td><td>Arab certificate of origin</td></tr>
<tr><td>Agadir Agreement</td><td>Egypt, Morocco, Tunisia</td><td>2007</td><td>EUR.1 movement certificate</td></tr>
<tr><td>Jordan–Singapore FTA</td><td>Singapore</td><td>2005</td><td>Certificate of origin</td></tr>
<tr><td>Jordan–Canada FTA</td><td>Canada</td><td>2012</td><td>Origin declaration / certificate of origin</td></tr>
<tr><td>UK–Jordan Association Agreement</td><td>United Kingdom</td><td>2021</td><td>EUR.1 movement certificate or origin declaration</td></tr>
</tbody>
</table>
<h3>Need help?</h3>
<p>The chambers of industry and commerce can advise on certificates of origin, and Jordan Customs on tariff classification. JEDCO advisers can help you identify the agreement that best serves your target market.</p>`,
    content_ara: `<h2>مقارنة الاتفاقيات التجارية الأردنية</h2>
<p>يلخّص الجدول التالي أبرز الاتفاقيات السارية وإثبات المنشأ المطلوب عادةً. وهو دليل عام، لذا يُرجى دائماً التحقق من قواعد المنشأ الخاصة بالمنتج ومن أحدث النصوص قبل الشحن.</p>
<table>
<thead><tr><th>الاتفاقية</th><th>الشركاء</th><th>سريان النفاذ</th><th>إثبات المنشأ المعتاد</th></tr></thead>
<tbody>
<tr><td>اتفاقية التجارة الحرة الأردنية الأمريكية</td><td>الولايات المتحدة</td><td>٢٠٠١</td><td>مطالبة المستورد مدعومةً بوثائق المصدّر (قيمة مضافة محلية بنسبة ٣٥٪)</td></tr>
<tr><td>اتفاقية الشراكة الأردنية الأوروبية</td><td>الدول الأعضاء في الاتحاد الأوروبي</td><td>٢٠٠٢</td><td>شهادة الحركة EUR.1 أو تصريح المنشأ</td></tr>
<tr><td>اتفاقية التجارة الحرة مع إفتا</td><td>آيسلندا وليختنشتاين والنرويج وسويسرا</td><td>٢٠٠٢</td><td>شهادة الحركة EUR.1 أو تصريح المنشأ</td></tr>
<tr><td>منطقة التجارة الحرة العربية الكبرى</td><td>الدول الأعضاء في جامعة الدول العربية</td><td>٢٠٠٥ (التحرير الكامل)</td><td>شهادة المنشأ العربية</td></tr>
<tr><td>اتفاقية أغادير</td><td>مصر والمغرب وتونس</td><td>٢٠٠٧</td><td>شهادة الحركة EUR.1</td></tr>
<tr><td>اتفاقية التجارة الحرة الأردنية السنغافورية</td><td>سنغافورة</td><td>٢٠٠٥</td><td>شهادة المنشأ</td></tr>
<tr><td>اتفاقية التجارة الحرة الأردنية الكندية</td><td>كندا</td><td>٢٠١٢</td><td>تصريح المنشأ / شهادة المنشأ</td></tr>
<tr><td>اتفاقية الشراكة الأردنية البريطانية</td><td>المملكة المتحدة</td><td>٢٠٢١</td><td>شهادة الحركة EUR.1 أو تصريح المنشأ</td></tr>
</tbody>
</table>
<h3>هل تحتاج إلى مساعدة؟</h3>
<p>تقدّم غرف الصناعة والتجارة المشورة بشأن شهادات المنشأ، وتقدّمها دائرة الجمارك الأردنية بشأن التصنيف التعرفي. كما يمكن لمستشاري جيدكو مساعدتك على تحديد الاتفاقية الأنسب لسوقك المستهدفة.</p>`,
    keywords:
      'FTA matrix, trade agreements comparison, proof of origin, EUR.1, certificate of origin',
    keywords_ara:
      'مصفوفة اتفاقيات التجارة الحرة, مقارنة الاتفاقيات التجارية, إثبات المنشأ, شهادة الحركة, شهادة المنشأ',
    image: '/images/banners/agreements.svg',
    meta_description_en:
      'Compare Jordan’s free trade agreements: partners, entry into force and the proof of origin usually required.',
    meta_description_ar:
      'قارن بين اتفاقيات التجارة الحرة الأردنية: الشركاء وتاريخ السريان وإثبات المنشأ المطلوب عادةً.',
    sort: 3,
  },
];
