import type { NewFaq } from '@/lib/db/schema';

// FAQs for exporters: financing (tab 2) and legal and regulatory (tab 3); FAQs for international
// buyers (category 2): sourcing (tab 1), quality (tab 2), shipping (tab 3) and one general item.
export const faqsPart2: NewFaq[] = [
  {
    id: 9,
    category: 1,
    tab: 2,
    status: 1,
    add_to_home: 1,
    question_eng: 'What is the safest way to get paid by a new foreign buyer?',
    question_ara: 'ما أكثر الطرق أماناً لتحصيل ثمن البضاعة من مشترٍ أجنبي جديد؟',
    answer_eng: `<p>With a new buyer, a confirmed irrevocable letter of credit or an advance payment gives you the strongest protection. As trust grows, you can move to documentary collections or open account terms, ideally covered by export credit insurance.</p>
<p>Always check that the documents required under the letter of credit can actually be produced before you accept it.</p>`,
    answer_ara: `<p>مع المشتري الجديد، يوفّر لك الاعتماد المستندي المعزّز غير القابل للإلغاء أو الدفع المسبق أقوى حماية، ومع تنامي الثقة يمكنك الانتقال إلى التحصيل المستندي أو الحساب المفتوح، ويفضَّل أن يكون ذلك مشمولاً بتأمين ائتمان الصادرات.</p>
<p>تحقّق دائماً من قدرتك على توفير الوثائق المطلوبة بموجب الاعتماد المستندي قبل قبوله.</p>`,
    file_eng: '',
    file_ara: '',
    sort: 1,
  },
  {
    id: 10,
    category: 1,
    tab: 2,
    status: 1,
    add_to_home: 1,
    question_eng: 'Are there financing programmes for small exporters in Jordan?',
    question_ara: 'هل توجد برامج تمويل للمصدرين الصغار في الأردن؟',
    answer_eng: `<p>Yes. Several programmes support exporters, including:</p>
<ul>
<li>Pre-shipment and post-shipment finance offered by Jordanian banks.</li>
<li>Export credit guarantees and insurance offered by the Jordan Loan Guarantee Corporation.</li>
<li>JEDCO grants that co-finance export development activities such as certification and exhibitions.</li>
</ul>`,
    answer_ara: `<p>نعم، تدعم عدة برامج المصدرين، منها:</p>
<ul>
<li>تمويل ما قبل الشحن وما بعده الذي تقدّمه البنوك الأردنية.</li>
<li>ضمانات ائتمان الصادرات وتأمينها اللذان تقدّمهما الشركة الأردنية لضمان القروض.</li>
<li>منح جيدكو التي تسهم في تمويل أنشطة تطوير الصادرات مثل الحصول على الشهادات والمشاركة في المعارض.</li>
</ul>`,
    file_eng: '',
    file_ara: '',
    sort: 2,
  },
  {
    id: 11,
    category: 1,
    tab: 2,
    status: 1,
    add_to_home: 0,
    question_eng: 'How should I set my export price?',
    question_ara: 'كيف أحدّد سعر التصدير؟',
    answer_eng: `<p>Start from your production cost, then add export-specific costs: packaging, labelling, documentation, freight, insurance, bank charges, agent commissions and any promotion in the market. Compare the result with prices of competing products in the target market before setting your margin.</p>`,
    answer_ara: `<p>ابدأ من تكلفة الإنتاج، ثم أضف التكاليف الخاصة بالتصدير: التعبئة والتغليف وبطاقات البيان والوثائق والشحن والتأمين والعمولات المصرفية وعمولات الوكلاء وأي نشاط ترويجي في السوق، وقارن النتيجة بأسعار المنتجات المنافسة في السوق المستهدفة قبل تحديد هامش ربحك.</p>`,
    file_eng: '',
    file_ara: '',
    sort: 3,
  },
  {
    id: 12,
    category: 1,
    tab: 3,
    status: 1,
    add_to_home: 1,
    question_eng: 'How do I obtain a certificate of origin for my exports?',
    question_ara: 'كيف أحصل على شهادة منشأ لصادراتي؟',
    answer_eng: `<p>Certificates of origin are issued by the Jordan Chamber of Industry or the chambers of commerce, depending on the product. Preferential certificates, such as EUR.1 for the European Union, are issued by Jordan Customs.</p>
<ol>
<li>Register your company and products with the issuing body.</li>
<li>Submit the commercial invoice and the origin application, electronically where available.</li>
<li>Keep records proving that your product meets the rules of origin of the agreement used.</li>
</ol>
<p>The attached note summarises the procedure.</p>`,
    answer_ara: `<p>تصدر شهادات المنشأ عن غرفة صناعة الأردن أو غرف التجارة بحسب نوع المنتج، أما الشهادات التفضيلية مثل شهادة EUR.1 للاتحاد الأوروبي فتصدر عن دائرة الجمارك الأردنية.</p>
<ol>
<li>سجّل شركتك ومنتجاتك لدى الجهة المُصدِرة.</li>
<li>قدّم الفاتورة التجارية وطلب شهادة المنشأ، إلكترونياً حيثما أمكن.</li>
<li>احتفظ بالسجلات التي تثبت استيفاء منتجك لقواعد المنشأ في الاتفاقية المستخدمة.</li>
</ol>
<p>تلخّص المذكرة المرفقة هذه الإجراءات.</p>`,
    file_eng: '/files/faq/certificate-of-origin-en.pdf',
    file_ara: '/files/faq/certificate-of-origin-ar.pdf',
    sort: 1,
  },
  {
    id: 13,
    category: 1,
    tab: 3,
    status: 1,
    add_to_home: 0,
    question_eng: 'Do I need to register my trademark abroad before exporting?',
    question_ara: 'هل يلزمني تسجيل علامتي التجارية في الخارج قبل التصدير؟',
    answer_eng: `<p>It is strongly recommended. Trademark protection is territorial, so a mark registered in Jordan is not protected abroad. You can file in each country or use the Madrid System to designate several countries in one application.</p>`,
    answer_ara: `<p>يُنصح بذلك بشدة، فحماية العلامة التجارية إقليمية، والعلامة المسجلة في الأردن لا تتمتع بالحماية خارجه. ويمكنك التسجيل في كل دولة على حدة أو استخدام نظام مدريد لتعيين عدة دول في طلب واحد.</p>`,
    file_eng: '',
    file_ara: '',
    sort: 2,
  },
  {
    id: 14,
    category: 1,
    tab: 3,
    status: 0,
    add_to_home: 0,
    question_eng: 'Which products need an export licence in Jordan?',
    question_ara: 'ما المنتجات التي تحتاج إلى رخصة تصدير في الأردن؟',
    answer_eng: `<p>Most products can be exported freely. A limited list of goods, such as certain agricultural products and items subject to international controls, requires approval from the competent ministry before export.</p>`,
    answer_ara: `<p>يمكن تصدير معظم المنتجات بحرية، غير أن قائمة محدودة من السلع، مثل بعض المنتجات الزراعية والمواد الخاضعة لضوابط دولية، تتطلب موافقة الوزارة المختصة قبل تصديرها.</p>`,
    file_eng: '',
    file_ara: '',
    sort: 3,
  },
  {
    id: 15,
    category: 2,
    tab: 1,
    status: 1,
    add_to_home: 1,
    question_eng: 'How can I find reliable suppliers in Jordan?',
    question_ara: 'كيف يمكنني العثور على موردين موثوقين في الأردن؟',
    answer_eng: `<p>Search the exporters directory by sector or product, or submit a matchmaking and buyers enquiry describing what you need. JEDCO advisers will propose suitable Jordanian companies and can arrange meetings, online or during a visit to Jordan.</p>`,
    answer_ara: `<p>ابحث في دليل المصدرين حسب القطاع أو المنتج، أو قدّم استفسار التوفيق والمشترين موضّحاً احتياجاتك، وسيقترح مستشارو جيدكو شركات أردنية مناسبة ويمكنهم ترتيب لقاءات عن بُعد أو خلال زيارتك إلى الأردن.</p>`,
    file_eng: '',
    file_ara: '',
    sort: 1,
  },
  {
    id: 16,
    category: 2,
    tab: 2,
    status: 1,
    add_to_home: 1,
    question_eng: 'What quality certifications do Jordanian manufacturers hold?',
    question_ara: 'ما شهادات الجودة التي يحملها المصنّعون الأردنيون؟',
    answer_eng: `<p>Many Jordanian manufacturers hold internationally recognised certifications, including:</p>
<ul>
<li>ISO 9001 for quality management and ISO 22000, FSSC 22000 or BRCGS for food safety.</li>
<li>Good Manufacturing Practice (GMP) approvals for pharmaceutical plants, several recognised by the US FDA and European authorities.</li>
<li>Halal, organic and social compliance certifications.</li>
</ul>
<p>Certifications are shown on company pages in the directory.</p>`,
    answer_ara: `<p>يحمل كثير من المصنّعين الأردنيين شهادات معترفاً بها دولياً، منها:</p>
<ul>
<li>شهادة ISO 9001 لإدارة الجودة، وشهادات ISO 22000 أو FSSC 22000 أو BRCGS لسلامة الغذاء.</li>
<li>اعتمادات ممارسات التصنيع الجيد (GMP) لمصانع الأدوية، وبعضها معتمد من إدارة الغذاء والدواء الأمريكية والسلطات الأوروبية.</li>
<li>شهادات الحلال والمنتجات العضوية والامتثال الاجتماعي.</li>
</ul>
<p>تظهر الشهادات في صفحات الشركات ضمن الدليل.</p>`,
    file_eng: '',
    file_ara: '',
    sort: 1,
  },
  {
    id: 17,
    category: 2,
    tab: 3,
    status: 1,
    add_to_home: 0,
    question_eng: 'How are goods shipped from Jordan to my country?',
    question_ara: 'كيف تُشحن البضائع من الأردن إلى بلدي؟',
    answer_eng: `<p>Jordan exports by sea through the Port of Aqaba on the Red Sea, by air through Queen Alia International Airport, and by land to neighbouring Arab countries. Your supplier and forwarder will agree the route and Incoterms® rule with you.</p>`,
    answer_ara: `<p>يصدّر الأردن بحراً عبر ميناء العقبة على البحر الأحمر، وجواً عبر مطار الملكة علياء الدولي، وبراً إلى الدول العربية المجاورة، ويتفق معك المورد ووكيل الشحن على المسار وقاعدة الإنكوترمز® المناسبة.</p>`,
    file_eng: '',
    file_ara: '',
    sort: 1,
  },
  {
    id: 18,
    category: 2,
    tab: null,
    status: 1,
    add_to_home: 0,
    question_eng: 'Do buyers pay to use the Jordan Exports portal?',
    question_ara: 'هل يدفع المشترون رسوماً لاستخدام بوابة صادرات الأردن؟',
    answer_eng: `<p>No. Registration and matchmaking services are free for international buyers. JEDCO does not charge commissions on business concluded with Jordanian suppliers.</p>`,
    answer_ara: `<p>لا، فالتسجيل وخدمات التوفيق مجانية للمشترين الدوليين، ولا تتقاضى جيدكو أي عمولة على الصفقات المبرمة مع الموردين الأردنيين.</p>`,
    file_eng: '',
    file_ara: '',
    sort: 1,
  },
];
