// Export guide steps 1–4 (readiness, market, developing, financing): name and html entry per
// language. Assembled into the guide row in ./guide.ts; also used to print the step PDFs.
export interface GuideStepContent {
  name_eng: string;
  name_ara: string;
  eng: string;
  ara: string;
}

export const guideStep1: GuideStepContent = {
  name_eng: 'Readiness to export',
  name_ara: 'الجاهزية للتصدير',
  eng: `<p>Exporting demands time, money and management attention. Before approaching foreign buyers, make an honest assessment of whether your company has the capacity and commitment to serve international customers consistently.</p>
<p>Ask yourself whether you can increase production without affecting quality or deliveries to your local customers, and whether you can afford to wait several months before your first export sale generates income.</p>
<ul>
<li>Secure the commitment of the owners and senior management for at least two to three years.</li>
<li>Appoint a person responsible for export activities.</li>
<li>Check spare production capacity and the consistency of your quality.</li>
<li>Prepare product information, price lists and a company profile in English.</li>
</ul>
<p>The Initial Export Readiness Assessment on this portal helps you identify gaps and set priorities before moving to the next step.</p>`,
  ara: `<p>يتطلب التصدير وقتاً ومالاً واهتماماً من الإدارة، لذا قيّم بصدق قبل التواصل مع المشترين الأجانب مدى امتلاك شركتك القدرة والالتزام اللازمين لخدمة العملاء الدوليين بصورة منتظمة.</p>
<p>اسأل نفسك: هل تستطيع زيادة الإنتاج دون التأثير في الجودة أو في التوريد لعملائك المحليين؟ وهل تستطيع الانتظار عدة أشهر قبل أن تحقق أول عملية تصدير دخلاً لشركتك؟</p>
<ul>
<li>احصل على التزام المالكين والإدارة العليا لمدة سنتين إلى ثلاث سنوات على الأقل.</li>
<li>عيّن شخصاً مسؤولاً عن أنشطة التصدير.</li>
<li>تحقّق من الطاقة الإنتاجية الفائضة ومن ثبات مستوى الجودة.</li>
<li>جهّز معلومات المنتجات وقوائم الأسعار وملفاً تعريفياً للشركة باللغة الإنجليزية.</li>
</ul>
<p>يساعدك التقييم الأولي للجاهزية التصديرية في هذه البوابة على تحديد الفجوات وترتيب الأولويات قبل الانتقال إلى الخطوة التالية.</p>`,
};

export const guideStep2: GuideStepContent = {
  name_eng: 'Market research',
  name_ara: 'أبحاث السوق',
  eng: `<p>Good market research saves money by focusing your efforts on the markets where your product has the best chance of success. Start with desk research, then confirm your findings through contacts in the market.</p>
<p>Use trade statistics to see which countries import your product, how fast demand is growing and who your competitors are. Check the tariffs and preferences that apply to Jordanian products under free trade agreements.</p>
<ul>
<li>Shortlist three to five markets using import data and tariff information.</li>
<li>Study consumer preferences, prices and distribution channels in each.</li>
<li>Identify technical regulations, standards and labelling rules.</li>
<li>Choose one or two priority markets to start with.</li>
</ul>
<p>Registered members can use the publications catalogue and the data centre, or apply for a specific market study.</p>`,
  ara: `<p>تسهم أبحاث السوق الجيدة في توفير المال من خلال تركيز جهودك على الأسواق التي يملك فيها منتجك أفضل فرص النجاح. ابدأ بالبحث المكتبي، ثم تحقّق من نتائجك عبر جهات الاتصال في السوق.</p>
<p>استخدم الإحصاءات التجارية لمعرفة الدول التي تستورد منتجك وسرعة نمو الطلب فيها وهوية منافسيك، وتحقّق من التعرفة الجمركية والأفضليات المطبقة على المنتجات الأردنية بموجب اتفاقيات التجارة الحرة.</p>
<ul>
<li>ضع قائمة مختصرة من ثلاث إلى خمس أسواق بالاستناد إلى بيانات الاستيراد ومعلومات التعرفة.</li>
<li>ادرس تفضيلات المستهلكين والأسعار وقنوات التوزيع في كل منها.</li>
<li>حدّد اللوائح الفنية والمواصفات وقواعد بطاقة البيان.</li>
<li>اختر سوقاً أو سوقين ذات أولوية للبدء بهما.</li>
</ul>
<p>يمكن للأعضاء المسجلين الاستفادة من دليل المنشورات ومركز البيانات، أو طلب دراسة لسوق محددة.</p>`,
};

export const guideStep3: GuideStepContent = {
  name_eng: 'Developing export strategy',
  name_ara: 'إعداد استراتيجية التصدير',
  eng: `<p>An export strategy turns your market research into a realistic plan. It defines what you will sell, to whom, through which channel, at what price and with which resources.</p>
<p>Decide how you will enter the market: selling directly to retailers or industrial users, appointing an agent or distributor, or selling online. Each option has a different cost, level of control and risk.</p>
<ul>
<li>Set measurable objectives for sales volume and number of buyers.</li>
<li>Adapt your product, packaging and labels to the target market.</li>
<li>Define an export price that covers all costs and remains competitive.</li>
<li>Prepare a budget and a twelve-month action plan with clear responsibilities.</li>
</ul>
<p>Review the plan every quarter and adjust it based on feedback from buyers and actual results.</p>`,
  ara: `<p>تحوّل استراتيجية التصدير نتائج أبحاث السوق إلى خطة واقعية تحدّد ما ستبيعه، ولمن، وعبر أي قناة، وبأي سعر، وبأي موارد.</p>
<p>قرّر طريقة دخولك إلى السوق: البيع المباشر لتجار التجزئة أو المستخدمين الصناعيين، أو تعيين وكيل أو موزع، أو البيع عبر الإنترنت، ولكل خيار تكلفة ودرجة تحكم ومستوى مخاطر مختلفة.</p>
<ul>
<li>ضع أهدافاً قابلة للقياس لحجم المبيعات وعدد المشترين.</li>
<li>كيّف منتجك وتغليفه وبطاقات البيان وفق متطلبات السوق المستهدفة.</li>
<li>حدّد سعر تصدير يغطي جميع التكاليف ويبقى منافساً.</li>
<li>أعدّ موازنة وخطة عمل لاثني عشر شهراً مع توزيع واضح للمسؤوليات.</li>
</ul>
<p>راجع الخطة كل ثلاثة أشهر، وعدّلها بناءً على ملاحظات المشترين والنتائج الفعلية.</p>`,
};

export const guideStep4: GuideStepContent = {
  name_eng: 'Financing export',
  name_ara: 'تمويل الصادرات',
  eng: `<p>Export orders often require you to buy materials, produce and ship long before you are paid. Planning your cash flow and choosing the right payment terms are therefore as important as winning the order.</p>
<p>Agree payment terms that balance your risk with what the buyer will accept. Letters of credit and advance payments offer more security; open account terms are attractive to buyers but should be backed by credit insurance.</p>
<ul>
<li>Estimate the working capital needed for each order.</li>
<li>Discuss pre-shipment and post-shipment finance with your bank.</li>
<li>Consider export credit insurance and guarantees from the Jordan Loan Guarantee Corporation.</li>
<li>Explore JEDCO programmes that co-finance export development costs.</li>
</ul>`,
  ara: `<p>تتطلب طلبيات التصدير في الغالب شراء المواد والإنتاج والشحن قبل وقت طويل من تحصيل الثمن، ولذلك فإن تخطيط التدفقات النقدية واختيار شروط الدفع المناسبة لا يقلّان أهمية عن الفوز بالطلبية نفسها.</p>
<p>اتفق على شروط دفع توازن بين المخاطر التي تتحملها وما يقبله المشتري؛ فالاعتمادات المستندية والدفع المسبق توفّر قدراً أكبر من الأمان، أما الحساب المفتوح فجذّاب للمشترين لكن ينبغي دعمه بتأمين ائتمان الصادرات.</p>
<ul>
<li>قدّر رأس المال العامل اللازم لكل طلبية.</li>
<li>ناقش مع بنكك تمويل ما قبل الشحن وما بعده.</li>
<li>ادرس تأمين ائتمان الصادرات والضمانات التي تقدّمها الشركة الأردنية لضمان القروض.</li>
<li>اطّلع على برامج جيدكو التي تسهم في تمويل تكاليف تطوير الصادرات.</li>
</ul>`,
};
