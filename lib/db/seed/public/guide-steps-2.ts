import type { GuideStepContent } from './guide-steps-1';

// Export guide steps 5–7 (freight, visiting, legal).

export const guideStep5: GuideStepContent = {
  name_eng: 'Freight and logistics',
  name_ara: 'الشحن والخدمات اللوجستية',
  eng: `<p>Reliable logistics protect your reputation with buyers. Choose the transport mode according to the value, weight and perishability of your goods, and the delivery time the buyer expects.</p>
<p>Agree the Incoterms® rule in the contract so that both parties know who pays for each stage of transport and when the risk passes to the buyer. Work with an experienced freight forwarder who can advise on routes, consolidation and documentation.</p>
<ul>
<li>Use export packaging that protects goods during handling and transit.</li>
<li>Mark and label cartons according to the destination market's rules.</li>
<li>Insure the cargo when you bear the transport risk.</li>
<li>Prepare the commercial invoice, packing list and transport documents accurately.</li>
</ul>`,
  ara: `<p>تحمي الخدمات اللوجستية الموثوقة سمعتك لدى المشترين. اختر وسيلة النقل وفقاً لقيمة بضائعك ووزنها وقابليتها للتلف، وللمدة التي يتوقعها المشتري للتسليم.</p>
<p>اتفق في العقد على قاعدة الإنكوترمز® المطبقة ليعرف الطرفان من يتحمّل تكاليف كل مرحلة من مراحل النقل ومتى تنتقل المخاطر إلى المشتري، واعمل مع وكيل شحن متمرّس يقدّم لك المشورة في المسارات وتجميع الشحنات والوثائق.</p>
<ul>
<li>استخدم تغليفاً مخصصاً للتصدير يحمي البضائع أثناء المناولة والنقل.</li>
<li>ضع العلامات والبطاقات على الكراتين وفق قواعد سوق المقصد.</li>
<li>أمّن على البضاعة عندما تتحمل أنت مخاطر النقل.</li>
<li>أعدّ الفاتورة التجارية وقائمة التعبئة ووثائق النقل بدقة.</li>
</ul>`,
};

export const guideStep6: GuideStepContent = {
  name_eng: 'Visiting the market',
  name_ara: 'زيارة السوق',
  eng: `<p>Nothing replaces meeting buyers face to face. A well-prepared visit helps you understand the market, build trust with potential partners and test how buyers react to your products and prices.</p>
<p>Trade fairs, trade missions and matchmaking events organised by JEDCO and its partners are cost-effective ways to meet many buyers in a short time.</p>
<ul>
<li>Set clear objectives and book meetings before you travel.</li>
<li>Bring samples, catalogues and price lists adapted to the market.</li>
<li>Visit retail outlets and competitors to compare products and prices.</li>
<li>Follow up every meeting within a week with a written offer.</li>
</ul>
<p>Check the International Events page regularly for upcoming exhibitions and missions.</p>`,
  ara: `<p>لا شيء يعوّض اللقاء المباشر مع المشترين، فالزيارة المُعدّة جيداً تساعدك على فهم السوق وبناء الثقة مع الشركاء المحتملين واختبار ردود فعل المشترين تجاه منتجاتك وأسعارك.</p>
<p>وتُعدّ المعارض التجارية والبعثات التجارية وفعاليات التوفيق التي تنظّمها جيدكو وشركاؤها وسائل فعّالة من حيث التكلفة للقاء عدد كبير من المشترين في وقت قصير.</p>
<ul>
<li>حدّد أهدافاً واضحة واحجز مواعيد اللقاءات قبل السفر.</li>
<li>اصطحب عيّنات وكتالوجات وقوائم أسعار مكيّفة وفق السوق.</li>
<li>زر منافذ البيع بالتجزئة والمنافسين لمقارنة المنتجات والأسعار.</li>
<li>تابع كل لقاء خلال أسبوع بعرض مكتوب.</li>
</ul>
<p>راجع صفحة الفعاليات الدولية بانتظام للاطلاع على المعارض والبعثات المقبلة.</p>`,
};

export const guideStep7: GuideStepContent = {
  name_eng: 'Legal and regulatory',
  name_ara: 'المتطلبات القانونية والتنظيمية',
  eng: `<p>Every market has its own rules for imported goods. Meeting them from the start avoids rejected shipments, delays at customs and unexpected costs.</p>
<p>Confirm the technical regulations and standards that apply to your product, the required conformity or health certificates, and the labelling language and content. Use a written contract that sets out prices, delivery, payment, warranties and how disputes will be resolved.</p>
<ul>
<li>Obtain the correct certificate of origin to benefit from trade agreements.</li>
<li>Register your trademark in your target markets.</li>
<li>Check whether your product needs registration or approval before import.</li>
<li>Keep export records and documents for the period required by law.</li>
</ul>
<p>If you face a non-tariff barrier in a foreign market, report it through the Report Your Case page so that it can be followed up with the competent authorities.</p>`,
  ara: `<p>لكل سوق قواعدها الخاصة بالبضائع المستوردة، والالتزام بها منذ البداية يجنّبك رفض الشحنات والتأخير في الجمارك والتكاليف غير المتوقعة.</p>
<p>تأكّد من اللوائح الفنية والمواصفات المطبقة على منتجك، وشهادات المطابقة أو الشهادات الصحية المطلوبة، ولغة بطاقة البيان ومحتواها. واعتمد عقداً مكتوباً يحدّد الأسعار والتسليم والدفع والضمانات وآلية تسوية النزاعات.</p>
<ul>
<li>احصل على شهادة المنشأ الصحيحة للاستفادة من الاتفاقيات التجارية.</li>
<li>سجّل علامتك التجارية في أسواقك المستهدفة.</li>
<li>تحقّق مما إذا كان منتجك يحتاج إلى تسجيل أو موافقة مسبقة قبل استيراده.</li>
<li>احتفظ بسجلات التصدير ووثائقه طوال المدة التي يحددها القانون.</li>
</ul>
<p>وإذا واجهتك عوائق غير جمركية في سوق خارجية، فأبلغ عنها عبر صفحة "أبلغ عن حالتك" لمتابعتها مع الجهات المختصة.</p>`,
};
