import type { NewEnquiryPage, NewGuide } from '@/lib/db/schema';

import { guideStep1, guideStep2, guideStep3, guideStep4 } from './guide-steps-1';
import { guideStep5, guideStep6, guideStep7 } from './guide-steps-2';

// Export guide record (part 1 §2.6): the seven steps in diagram order — readiness, market,
// developing, financing, freight, visiting, legal — each with an html entry and a PDF per language.
export const guideSeed: NewGuide[] = [
  {
    id: 1,
    image: '/images/banners/exporters.svg',
    keywords:
      'export guide, export readiness, market research, export strategy, export finance, freight, logistics, trade fairs, export regulations, Jordan',
    keywords_ara:
      'دليل التصدير, الجاهزية للتصدير, أبحاث السوق, استراتيجية التصدير, تمويل الصادرات, الشحن, الخدمات اللوجستية, المعارض التجارية, أنظمة التصدير, الأردن',
    sub_subtitle_eng: 'Seven steps from readiness to your first export shipment',
    sub_subtitle_ara: 'سبع خطوات من الجاهزية حتى شحنتك التصديرية الأولى',
    step_guide_eng: `<p>Exporting opens the door to larger markets, higher sales and greater resilience, but success abroad depends on careful preparation. This guide, prepared by the Jordan Enterprise Development Corporation (JEDCO), breaks the export journey into seven practical steps.</p>
<p>Select a step in the diagram to read a summary of what to do and what to check. Each step can be downloaded as a short PDF, and registered members can download the complete guide with checklists and templates.</p>`,
    step_guide_ara: `<p>يفتح التصدير الباب أمام أسواق أكبر ومبيعات أعلى وقدرة أكبر على الصمود، غير أن النجاح في الخارج يعتمد على الإعداد الجيد. ويقسّم هذا الدليل، الذي أعدّته المؤسسة الأردنية لتطوير المشاريع الاقتصادية (جيدكو)، رحلة التصدير إلى سبع خطوات عملية.</p>
<p>اختر إحدى الخطوات في المخطط لقراءة ملخص لما ينبغي القيام به وما يجب التحقق منه. ويمكن تنزيل كل خطوة في ملف PDF قصير، كما يمكن للأعضاء المسجلين تنزيل الدليل الكامل مع قوائم التحقق والنماذج.</p>`,
    // The full guide is for members (issue 26): storage keys of the gated folder, which start-up
    // fills from lib/db/seed/files/guide (lib/db/seed/publications/files.ts).
    guide_file: 'gated/guide/jordan-export-guide-en.pdf',
    guide_file_ara: 'gated/guide/jordan-export-guide-ar.pdf',
    step_1_name_eng: guideStep1.name_eng,
    step_1_name_ara: guideStep1.name_ara,
    step_1: guideStep1.eng,
    step_1_ara: guideStep1.ara,
    step_1_file: '/files/guide/step-1-en.pdf',
    step_1_file_ara: '/files/guide/step-1-ar.pdf',
    step_2_name_eng: guideStep2.name_eng,
    step_2_name_ara: guideStep2.name_ara,
    step_2: guideStep2.eng,
    step_2_ara: guideStep2.ara,
    step_2_file: '/files/guide/step-2-en.pdf',
    step_2_file_ara: '/files/guide/step-2-ar.pdf',
    step_3_name_eng: guideStep3.name_eng,
    step_3_name_ara: guideStep3.name_ara,
    step_3: guideStep3.eng,
    step_3_ara: guideStep3.ara,
    step_3_file: '/files/guide/step-3-en.pdf',
    step_3_file_ara: '/files/guide/step-3-ar.pdf',
    step_4_name_eng: guideStep4.name_eng,
    step_4_name_ara: guideStep4.name_ara,
    step_4: guideStep4.eng,
    step_4_ara: guideStep4.ara,
    step_4_file: '/files/guide/step-4-en.pdf',
    step_4_file_ara: '/files/guide/step-4-ar.pdf',
    step_5_name_eng: guideStep5.name_eng,
    step_5_name_ara: guideStep5.name_ara,
    step_5: guideStep5.eng,
    step_5_ara: guideStep5.ara,
    step_5_file: '/files/guide/step-5-en.pdf',
    step_5_file_ara: '/files/guide/step-5-ar.pdf',
    step_6_name_eng: guideStep6.name_eng,
    step_6_name_ara: guideStep6.name_ara,
    step_6: guideStep6.eng,
    step_6_ara: guideStep6.ara,
    step_6_file: '/files/guide/step-6-en.pdf',
    step_6_file_ara: '/files/guide/step-6-ar.pdf',
    step_7_name_eng: guideStep7.name_eng,
    step_7_name_ara: guideStep7.name_ara,
    step_7: guideStep7.eng,
    step_7_ara: guideStep7.ara,
    step_7_file: '/files/guide/step-7-en.pdf',
    step_7_file_ara: '/files/guide/step-7-ar.pdf',
  },
];

// Enquiry page content (GET enquiries-page/{id}); tooltips help in the home enquiry-type dialog.
export const enquiryPagesSeed: NewEnquiryPage[] = [
  {
    id: 1,
    title_eng: 'Trade and Services Information Enquiry',
    title_ara: 'استفسار معلومات التجارة والخدمات',
    subtitle_eng: 'Ask our export advisers about procedures, programmes and services for exporters.',
    subtitle_ara: 'اسأل مستشاري التصدير لدينا عن الإجراءات والبرامج والخدمات المتاحة للمصدرين.',
    image: '/images/banners/trade.svg',
    result_description_eng: `<p>Thank you for your enquiry. An export adviser will review your request and reply by email within five working days.</p>`,
    result_description_ara: `<p>شكراً لاستفسارك، سيراجع أحد مستشاري التصدير طلبك ويردّ عليك عبر البريد الإلكتروني خلال خمسة أيام عمل.</p>`,
    tooltip_eng:
      'Choose this option for general questions about export procedures, support programmes or trade services.',
    tooltip_ara:
      'اختر هذا الخيار للأسئلة العامة حول إجراءات التصدير أو برامج الدعم أو الخدمات التجارية.',
  },
  {
    id: 2,
    title_eng: 'Matchmaking and Buyers Enquiry',
    title_ara: 'استفسار التوفيق والمشترين',
    subtitle_eng: 'Tell us about the partners you are looking for and we will help you connect.',
    subtitle_ara: 'أخبرنا عن الشركاء الذين تبحث عنهم وسنساعدك على التواصل معهم.',
    image: '/images/banners/buyers.svg',
    result_description_eng: `<p>Your matchmaking request has been received. Our team will search the directories and our network of trade offices and contact you with suitable companies.</p>`,
    result_description_ara: `<p>تم استلام طلب التوفيق الخاص بك، وسيبحث فريقنا في الأدلة وشبكة المكاتب التجارية ثم يتواصل معك لاقتراح الشركات المناسبة.</p>`,
    tooltip_eng:
      'Choose this option if you want to meet buyers, distributors or Jordanian suppliers for a specific product.',
    tooltip_ara:
      'اختر هذا الخيار إذا كنت ترغب في لقاء مشترين أو موزعين أو موردين أردنيين لمنتج محدد.',
  },
  {
    id: 3,
    title_eng: 'Initial Export Readiness Assessment',
    title_ara: 'التقييم الأولي للجاهزية التصديرية',
    subtitle_eng: 'Answer a short questionnaire to measure how prepared your company is to export.',
    subtitle_ara: 'أجب عن استبيان قصير لقياس مدى استعداد شركتك للتصدير.',
    image: '/images/banners/exporters.svg',
    result_description_eng: `<p>Each answer is scored from 1 to 5 points. Your total is shown out of the maximum score (five points for every question), together with the sum and the average for each section.</p>
<ul>
<li><strong>Average below 2.5:</strong> your company is at an early stage; focus on the weaker sections before approaching foreign buyers.</li>
<li><strong>Average from 2.5 to 3.9:</strong> you have a good basis for exporting; address the sections with the lowest averages in your export plan.</li>
<li><strong>Average of 4 or more:</strong> your company shows strong export readiness; you can move on to market research and export strategy.</li>
</ul>
<p>A JEDCO adviser will contact you to discuss the results and suggest suitable support programmes.</p>`,
    result_description_ara: `<p>تُحتسب كل إجابة بدرجة من ١ إلى ٥ نقاط، وتظهر نتيجتك الإجمالية منسوبةً إلى الدرجة القصوى (خمس نقاط لكل سؤال)، مع مجموع النقاط ومتوسطها لكل محور.</p>
<ul>
<li><strong>متوسط أقل من ٢٫٥:</strong> شركتك في مرحلة مبكرة، فركّز على المحاور الأضعف قبل التواصل مع المشترين الأجانب.</li>
<li><strong>متوسط من ٢٫٥ إلى ٣٫٩:</strong> لديك أساس جيد للتصدير، فعالج المحاور ذات المتوسطات الأدنى ضمن خطة التصدير.</li>
<li><strong>متوسط ٤ فأكثر:</strong> تُظهر شركتك جاهزية تصديرية عالية، ويمكنك الانتقال إلى أبحاث السوق وإعداد استراتيجية التصدير.</li>
</ul>
<p>سيتواصل معك أحد مستشاري جيدكو لمناقشة النتائج واقتراح برامج الدعم المناسبة.</p>`,
    tooltip_eng:
      'Choose this option to assess whether your company is ready to start or expand exporting.',
    tooltip_ara: 'اختر هذا الخيار لتقييم مدى جاهزية شركتك لبدء التصدير أو التوسع فيه.',
  },
  {
    id: 5,
    title_eng: 'Report Your Case – Trade Barriers',
    title_ara: 'أبلغ عن حالتك – العوائق التجارية',
    subtitle_eng: 'Report a barrier you face when exporting to, or importing from, Jordan.',
    subtitle_ara: 'أبلغ عن عائق يواجهك عند التصدير إلى الأردن أو الاستيراد منه.',
    image: '/images/banners/agreements.svg',
    result_description_eng: `<p>Your case has been registered. It will be reviewed and referred to the competent authorities, and you will be informed of the follow-up by email.</p>`,
    result_description_ara: `<p>تم تسجيل حالتك، وستجري مراجعتها وإحالتها إلى الجهات المختصة، وسنبلغك بالمتابعة عبر البريد الإلكتروني.</p>`,
    tooltip_eng:
      'Choose this option to report a customs, technical or administrative barrier affecting your trade.',
    tooltip_ara: 'اختر هذا الخيار للإبلاغ عن عائق جمركي أو فني أو إداري يؤثر في تجارتك.',
  },
  {
    id: 6,
    title_eng: 'Trade Support Institutions Enquiry',
    title_ara: 'استفسار مؤسسات دعم التجارة',
    subtitle_eng: 'Find the institution that can support your export project.',
    subtitle_ara: 'اعثر على المؤسسة التي يمكنها دعم مشروعك التصديري.',
    image: '/images/banners/jordan.svg',
    result_description_eng: `<p>Thank you. We will forward your enquiry to the relevant trade support institution and share its contact details with you.</p>`,
    result_description_ara: `<p>شكراً لك، سنحيل استفسارك إلى مؤسسة دعم التجارة المعنية ونزوّدك ببيانات الاتصال الخاصة بها.</p>`,
    tooltip_eng:
      'Choose this option to reach chambers, associations or public bodies that support exporters.',
    tooltip_ara: 'اختر هذا الخيار للتواصل مع الغرف والجمعيات والجهات الحكومية الداعمة للمصدرين.',
  },
  {
    id: 7,
    title_eng: 'Other Enquiries',
    title_ara: 'استفسارات أخرى',
    subtitle_eng: 'Send us any other question or suggestion about the portal.',
    subtitle_ara: 'أرسل إلينا أي سؤال أو اقتراح آخر بشأن البوابة.',
    image: '/images/banners/help.svg',
    result_description_eng: `<p>Your message has been received. Our team will reply by email as soon as possible.</p>`,
    result_description_ara: `<p>تم استلام رسالتك، وسيردّ عليك فريقنا عبر البريد الإلكتروني في أقرب وقت ممكن.</p>`,
    tooltip_eng: 'Choose this option if your question does not fit any of the other enquiry types.',
    tooltip_ara: 'اختر هذا الخيار إذا كان سؤالك لا يندرج ضمن أيٍّ من أنواع الاستفسارات الأخرى.',
  },
];
