import type { enquiryQuestions } from '@/lib/db/schema';

type Section = readonly [section_eng: string, section_ara: string];
type Statement = readonly [question_eng: string, question_ara: string];

// The initial export readiness questionnaire (part 2 "Initial export readiness assessment"):
// statements answered from 1 (strongly disagree) to 5 (strongly agree), in five sections.
const SECTIONS: readonly (readonly [Section, readonly Statement[]])[] = [
  [
    ['Management commitment', 'التزام الإدارة'],
    [
      [
        'Our top management is committed to exporting and has set clear export goals.',
        'الإدارة العليا في شركتنا ملتزمة بالتصدير ووضعت أهدافاً تصديرية واضحة.',
      ],
      [
        'We have a written export plan with a budget and a timeline.',
        'لدينا خطة تصديرية مكتوبة تتضمن ميزانية وجدولاً زمنياً.',
      ],
      [
        'We have assigned staff with clear responsibility for export activities.',
        'خصّصنا موظفين بمسؤوليات واضحة عن الأنشطة التصديرية.',
      ],
      [
        'Management is prepared to wait two to three years for a return on the export investment.',
        'الإدارة مستعدة للانتظار من سنتين إلى ثلاث سنوات لتحقيق عائد على الاستثمار في التصدير.',
      ],
    ],
  ],
  [
    ['Products and production capacity', 'المنتجات والطاقة الإنتاجية'],
    [
      [
        'Our products sell successfully in the local market.',
        'تحقق منتجاتنا مبيعات ناجحة في السوق المحلية.',
      ],
      [
        'We have spare production capacity to meet additional orders from abroad.',
        'لدينا طاقة إنتاجية فائضة تمكّننا من تلبية طلبات إضافية من الخارج.',
      ],
      [
        'We can adapt our products, labelling and packaging to the requirements of foreign markets.',
        'نستطيع تكييف منتجاتنا وبطاقاتها البيانية وتغليفها وفق متطلبات الأسواق الخارجية.',
      ],
      [
        'Our products hold, or can obtain, the certificates that target markets require (such as ISO, CE or Halal).',
        'تحمل منتجاتنا الشهادات التي تشترطها الأسواق المستهدفة (مثل الأيزو أو علامة CE أو شهادة الحلال) أو يمكنها الحصول عليها.',
      ],
    ],
  ],
  [
    ['Market knowledge', 'المعرفة بالأسواق'],
    [
      [
        'We have identified the foreign markets with the best potential for our products.',
        'حدّدنا الأسواق الخارجية الأكثر ملاءمة لمنتجاتنا.',
      ],
      [
        'We know our competitors in the target markets and the prices they charge.',
        'نعرف منافسينا في الأسواق المستهدفة والأسعار التي يعتمدونها.',
      ],
      [
        'We understand the import regulations, tariffs and standards of our target markets.',
        'نفهم أنظمة الاستيراد والتعرفة الجمركية والمواصفات المعتمدة في أسواقنا المستهدفة.',
      ],
      [
        "We know how to benefit from Jordan's free trade agreements.",
        'نعرف كيف نستفيد من اتفاقيات التجارة الحرة التي أبرمها الأردن.',
      ],
    ],
  ],
  [
    ['Financial resources', 'الموارد المالية'],
    [
      [
        'We have the funds to cover the costs of developing export markets (market visits, trade fairs and samples).',
        'تتوفر لدينا الأموال اللازمة لتغطية تكاليف تطوير الأسواق التصديرية (الزيارات الميدانية والمعارض والعينات).',
      ],
      [
        'We can calculate export prices that include all costs, such as freight, insurance and duties.',
        'نستطيع احتساب أسعار التصدير بحيث تشمل جميع التكاليف مثل الشحن والتأمين والرسوم.',
      ],
      [
        'We can finance export orders and offer foreign buyers competitive payment terms.',
        'نستطيع تمويل طلبيات التصدير ومنح المشترين الأجانب شروط دفع تنافسية.',
      ],
      [
        'We know the export finance, credit insurance and support programmes available to Jordanian exporters.',
        'نعرف برامج تمويل الصادرات وتأمين ائتمانها ودعمها المتاحة للمصدّرين الأردنيين.',
      ],
    ],
  ],
  [
    ['Export skills and logistics', 'المهارات التصديرية والخدمات اللوجستية'],
    [
      [
        'Our staff can communicate with foreign buyers in English or in the language of the target market.',
        'يستطيع موظفونا التواصل مع المشترين الأجانب باللغة الإنجليزية أو بلغة السوق المستهدفة.',
      ],
      [
        'We are familiar with export documents and with the Incoterms delivery terms.',
        'نحن على دراية بمستندات التصدير وبشروط التسليم الدولية (إنكوترمز).',
      ],
      [
        'We work with reliable freight forwarders and logistics partners.',
        'نتعامل مع وكلاء شحن وشركاء لوجستيين موثوقين.',
      ],
      [
        'We have marketing material and a website suitable for foreign buyers.',
        'لدينا مواد تسويقية وموقع إلكتروني مناسبان للمشترين الأجانب.',
      ],
    ],
  ],
];

// Ids count from 1 in survey order; sort_order leaves gaps so that staff can insert questions.
export const readinessQuestionsSeed: (typeof enquiryQuestions.$inferInsert)[] = SECTIONS.flatMap(
  ([[section_eng, section_ara], statements]) =>
    statements.map(([question_eng, question_ara]) => ({
      question_eng,
      question_ara,
      section_eng,
      section_ara,
    })),
).map((question, index) => ({
  id: index + 1,
  sort_order: (index + 1) * 10,
  status: 1,
  ...question,
}));
