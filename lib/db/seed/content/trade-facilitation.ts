import type { NewMenuChild } from '@/lib/db/schema';

// Page 6 "Trade Facilitation" (menu 1).
export const tradeFacilitationChildren: NewMenuChild[] = [
  {
    id: 19,
    page_id: 6,
    menu_id: 1,
    a_id: null,
    url: 'trade-facilitation-portal',
    url_ara: 'بوابة-تسهيل-التجارة',
    link: null,
    link_ara: null,
    nav_title_eng: 'Trade Facilitation Portal',
    nav_title_ara: 'بوابة تسهيل التجارة',
    title_eng: 'Trade Facilitation Portal',
    title_ara: 'بوابة تسهيل التجارة',
    subtitle_eng:
      'Procedures, documents and reforms that make moving goods across Jordan’s borders faster and more predictable.',
    subtitle_ara:
      'الإجراءات والوثائق والإصلاحات التي تجعل نقل البضائع عبر حدود الأردن أسرع وأكثر وضوحاً.',
    sub_subtitle_eng: 'Simpler procedures, faster clearance',
    sub_subtitle_ara: 'إجراءات أبسط وتخليص أسرع',
    content_eng: `<h2>Making trade simpler</h2>
<p>Trade facilitation means reducing the time, cost and uncertainty of importing and exporting. As a member of the World Trade Organization and a party to the WTO Trade Facilitation Agreement, Jordan is modernising its border procedures in cooperation with the private sector.</p>
<h3>Key facilitation measures</h3>
<ul>
<li><strong>Electronic customs declarations:</strong> declarations are lodged and processed electronically through the Jordan Customs clearance system.</li>
<li><strong>National Single Window:</strong> a single electronic entry point where traders submit documents required by customs and other border agencies.</li>
<li><strong>Risk management:</strong> inspections are targeted according to risk, so compliant shipments are released faster.</li>
<li><strong>Golden List programme:</strong> trusted companies with a strong compliance record benefit from simplified procedures and priority clearance.</li>
<li><strong>Advance rulings:</strong> traders can request binding decisions on tariff classification and origin before goods arrive.</li>
</ul>
<h3>Export documents at a glance</h3>
<table>
<thead><tr><th>Document</th><th>Issued by</th></tr></thead>
<tbody>
<tr><td>Export customs declaration</td><td>Jordan Customs (through a licensed clearing agent)</td></tr>
<tr><td>Certificate of origin</td><td>Chambers of industry or commerce</td></tr>
<tr><td>Health or phytosanitary certificate</td><td>Jordan Food and Drug Administration / Ministry of Agriculture</td></tr>
<tr><td>Conformity certificate, where required</td><td>Jordan Standards and Metrology Organization or accredited bodies</td></tr>
</tbody>
</table>
<p>Requirements vary by product and destination. Check the FAQ for exporters or contact JEDCO for guidance on a specific shipment.</p>`,
    content_ara: `<h2>تبسيط التجارة</h2>
<p>يقصد بتسهيل التجارة خفض الوقت والكلفة وعدم اليقين في عمليات الاستيراد والتصدير. وبصفته عضواً في منظمة التجارة العالمية وطرفاً في اتفاقية تيسير التجارة التابعة لها، يعمل الأردن على تحديث إجراءاته الحدودية بالتعاون مع القطاع الخاص.</p>
<h3>أبرز إجراءات التسهيل</h3>
<ul>
<li><strong>البيانات الجمركية الإلكترونية:</strong> تُقدَّم البيانات الجمركية وتُعالَج إلكترونياً عبر نظام التخليص في دائرة الجمارك الأردنية.</li>
<li><strong>النافذة الوطنية الموحدة:</strong> نقطة دخول إلكترونية واحدة يقدّم من خلالها التجار الوثائق التي تطلبها الجمارك والجهات الحدودية الأخرى.</li>
<li><strong>إدارة المخاطر:</strong> يُوجَّه التفتيش وفق درجة المخاطر، فيُفرَج عن الشحنات الملتزمة بسرعة أكبر.</li>
<li><strong>برنامج القائمة الذهبية:</strong> تستفيد الشركات الموثوقة ذات السجل الجيد في الالتزام من إجراءات مبسطة وأولوية في التخليص.</li>
<li><strong>القرارات المسبقة:</strong> يمكن للتجار طلب قرارات ملزمة بشأن التصنيف التعرفي والمنشأ قبل وصول البضائع.</li>
</ul>
<h3>وثائق التصدير في لمحة</h3>
<table>
<thead><tr><th>الوثيقة</th><th>الجهة المُصدِرة</th></tr></thead>
<tbody>
<tr><td>البيان الجمركي للتصدير</td><td>دائرة الجمارك الأردنية (من خلال مخلّص جمركي مرخّص)</td></tr>
<tr><td>شهادة المنشأ</td><td>غرف الصناعة أو التجارة</td></tr>
<tr><td>الشهادة الصحية أو شهادة الصحة النباتية</td><td>المؤسسة العامة للغذاء والدواء / وزارة الزراعة</td></tr>
<tr><td>شهادة المطابقة، عند الحاجة</td><td>مؤسسة المواصفات والمقاييس أو الجهات المعتمدة</td></tr>
</tbody>
</table>
<p>تختلف المتطلبات باختلاف المنتج وبلد المقصد. راجع الأسئلة الشائعة للمصدرين أو تواصل مع جيدكو للحصول على الإرشاد بشأن شحنة محددة.</p>`,
    keywords:
      'trade facilitation, customs clearance, single window, golden list, export documents, certificate of origin',
    keywords_ara:
      'تسهيل التجارة, التخليص الجمركي, النافذة الوطنية الموحدة, القائمة الذهبية, وثائق التصدير, شهادة المنشأ',
    image: '/images/banners/trade.svg',
    meta_description_en:
      'Jordan’s trade facilitation measures: electronic customs, the National Single Window, risk management and export documents.',
    meta_description_ar:
      'إجراءات تسهيل التجارة في الأردن: الجمارك الإلكترونية والنافذة الوطنية الموحدة وإدارة المخاطر ووثائق التصدير.',
    sort: 1,
  },
  {
    id: 80,
    page_id: 6,
    menu_id: 1,
    a_id: 800,
    url: 'report-your-case',
    url_ara: 'الإبلاغ-عن-حالتك',
    link: null,
    link_ara: null,
    nav_title_eng: 'Report Your Case',
    nav_title_ara: 'أبلغ عن حالتك',
    title_eng: 'Report Your Case',
    title_ara: 'الإبلاغ عن حالتك',
    subtitle_eng:
      'Tell us about an obstacle you faced while exporting and we will work with the competent authorities to resolve it.',
    subtitle_ara: 'أخبرنا عن عائق واجهته أثناء التصدير، وسنعمل مع الجهات المختصة على معالجته.',
    sub_subtitle_eng: 'Your feedback removes barriers for everyone',
    sub_subtitle_ara: 'ملاحظاتك تزيل العوائق أمام الجميع',
    content_eng: `<h2>Facing a problem with an export shipment?</h2>
<p>Exporters sometimes meet unexpected obstacles: a shipment held at a border, a new certificate requirement, an unexplained fee or a rejected product registration. Reporting your case helps JEDCO and its government partners understand the problem and act on it.</p>
<h3>What to include in your report</h3>
<ul>
<li>Your company name, sector and contact details</li>
<li>The destination country and the product concerned</li>
<li>The type of barrier, for example customs procedures, technical requirements, sanitary measures, licensing, fees or transport</li>
<li>A clear description of what happened, when, and any reference numbers</li>
</ul>
<h3>What happens next</h3>
<p>Each report receives a request number. Our team reviews the case, may contact you for further information and, where appropriate, refers it to the competent Jordanian authority, the relevant embassy or the partner country through official channels. Information you provide is treated confidentially and used only to address the reported barrier.</p>
<p>You need to be signed in to submit a report.</p>`,
    content_ara: `<h2>هل تواجه مشكلة في شحنة تصديرية؟</h2>
<p>يواجه المصدرون أحياناً عوائق غير متوقعة، كاحتجاز شحنة على الحدود، أو اشتراط شهادة جديدة، أو رسوم غير مبرَّرة، أو رفض تسجيل منتج. ويساعد إبلاغك عن حالتك جيدكو وشركاءها الحكوميين على فهم المشكلة والتعامل معها.</p>
<h3>ما الذي ينبغي أن يتضمنه البلاغ</h3>
<ul>
<li>اسم شركتك وقطاعها وبيانات الاتصال بها</li>
<li>بلد المقصد والمنتج المعني</li>
<li>نوع العائق، مثل الإجراءات الجمركية أو المتطلبات الفنية أو الإجراءات الصحية أو الترخيص أو الرسوم أو النقل</li>
<li>وصف واضح لما حدث وتاريخه وأي أرقام مرجعية ذات صلة</li>
</ul>
<h3>الخطوات اللاحقة</h3>
<p>يحصل كل بلاغ على رقم طلب، ويراجع فريقنا الحالة وقد يتواصل معك لطلب معلومات إضافية، ثم يحيلها عند الاقتضاء إلى الجهة الأردنية المختصة أو السفارة المعنية أو الدولة الشريكة عبر القنوات الرسمية. وتُعامَل المعلومات التي تقدّمها بسرية تامة، ولا تُستخدم إلا لمعالجة العائق المُبلَّغ عنه.</p>
<p>يلزم تسجيل الدخول لتقديم البلاغ.</p>`,
    keywords: 'report your case, trade barrier, export problem, complaint, non-tariff measures',
    keywords_ara: 'الإبلاغ عن حالتك, عوائق التجارة, مشكلات التصدير, شكوى, الإجراءات غير الجمركية',
    image: '/images/banners/trade.svg',
    meta_description_en:
      'Report an obstacle you faced while exporting. JEDCO follows up with the competent authorities to resolve it.',
    meta_description_ar:
      'أبلغ عن عائق واجهته أثناء التصدير، وستتابع جيدكو الأمر مع الجهات المختصة لمعالجته.',
    sort: 2,
  },
  {
    id: 81,
    page_id: 6,
    menu_id: 1,
    a_id: null,
    url: 'reporting-trade-barriers',
    url_ara: 'الإبلاغ-عن-العوائق-التجارية',
    link: null,
    link_ara: null,
    nav_title_eng: 'Reporting Trade Barriers',
    nav_title_ara: 'الإبلاغ عن العوائق التجارية',
    title_eng: 'Reporting Trade Barriers',
    title_ara: 'الإبلاغ عن العوائق التجارية',
    subtitle_eng:
      'Help identify and remove the tariff and non-tariff barriers that affect trade between Jordan and its partners.',
    subtitle_ara:
      'ساعد في تحديد العوائق الجمركية وغير الجمركية التي تؤثر في التجارة بين الأردن وشركائه، وفي إزالتها.',
    sub_subtitle_eng: 'Together towards open markets',
    sub_subtitle_ara: 'معاً نحو أسواق مفتوحة',
    content_eng: `<h2>What is a trade barrier?</h2>
<p>A trade barrier is any measure, practice or procedure that restricts or raises the cost of trade beyond what is necessary. Barriers may be applied at the border or inside the destination market, and they affect both Jordanian exporters and the international buyers who import from Jordan.</p>
<h3>Common types of barriers</h3>
<ul>
<li>Tariffs or fees applied contrary to a trade agreement</li>
<li>Technical regulations, standards and conformity assessment procedures (TBT)</li>
<li>Sanitary and phytosanitary measures (SPS) for food, plants and animals</li>
<li>Complex or inconsistent customs procedures and documentation</li>
<li>Import licensing, quotas and rules of origin issues</li>
<li>Transport, transit and logistics restrictions</li>
</ul>
<h3>For exporters</h3>
<p>If your products face a barrier in a foreign market, report it through the Report Your Case form. Reports are analysed and raised in bilateral committees, trade agreement joint committees or at the World Trade Organization where appropriate.</p>
<h3>For international buyers</h3>
<p>If you encounter difficulties importing goods from Jordan, for example with documentation, certification or proof of origin, let us know. We will coordinate with the Jordanian exporter and the relevant authorities to find a solution.</p>`,
    content_ara: `<h2>ما العائق التجاري؟</h2>
<p>العائق التجاري هو أي إجراء أو ممارسة أو تدبير يقيّد التجارة أو يرفع كلفتها بما يتجاوز الحد الضروري. وقد تُطبَّق هذه العوائق على الحدود أو داخل سوق المقصد، وهي تؤثر في المصدرين الأردنيين وفي المشترين الدوليين الذين يستوردون من الأردن على حد سواء.</p>
<h3>أكثر أنواع العوائق شيوعاً</h3>
<ul>
<li>رسوم جمركية أو رسوم أخرى تُفرض خلافاً لأحكام اتفاقية تجارية</li>
<li>اللوائح الفنية والمواصفات وإجراءات تقييم المطابقة (العوائق الفنية أمام التجارة)</li>
<li>إجراءات الصحة والصحة النباتية المتعلقة بالأغذية والنباتات والحيوانات</li>
<li>الإجراءات والوثائق الجمركية المعقدة أو غير المتسقة</li>
<li>رخص الاستيراد والحصص والمشكلات المتعلقة بقواعد المنشأ</li>
<li>القيود على النقل والعبور والخدمات اللوجستية</li>
</ul>
<h3>للمصدرين</h3>
<p>إذا واجهت منتجاتك عائقاً في سوق خارجية، فأبلغ عنه من خلال نموذج "الإبلاغ عن حالتك". وتُحلَّل البلاغات وتُطرح في اللجان الثنائية أو اللجان المشتركة للاتفاقيات التجارية أو في منظمة التجارة العالمية حسب الاقتضاء.</p>
<h3>للمشترين الدوليين</h3>
<p>إذا واجهت صعوبات في استيراد البضائع من الأردن، كتلك المتعلقة بالوثائق أو الشهادات أو إثبات المنشأ، فأخبرنا بذلك، وسننسّق مع المصدّر الأردني والجهات المعنية لإيجاد الحل المناسب.</p>`,
    keywords:
      'trade barriers, non-tariff measures, TBT, SPS, market access, rules of origin, Jordan exports',
    keywords_ara:
      'العوائق التجارية, الإجراءات غير الجمركية, العوائق الفنية, الصحة والصحة النباتية, النفاذ إلى الأسواق, قواعد المنشأ',
    image: '/images/banners/trade.svg',
    meta_description_en:
      'Learn about tariff and non-tariff trade barriers and how exporters and international buyers can report them.',
    meta_description_ar:
      'تعرّف على العوائق التجارية الجمركية وغير الجمركية وكيف يمكن للمصدرين والمشترين الدوليين الإبلاغ عنها.',
    sort: 3,
  },
];
