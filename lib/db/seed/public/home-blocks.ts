import type { NewHomeBlock } from '@/lib/db/schema';

// Home services tiles (part 1 §2.3): icon, title, one-sentence description and internal link.
export const homeBlocksSeed: NewHomeBlock[] = [
  {
    id: 1,
    icon: '/images/icons/export-guide.svg',
    title_eng: 'Export Guide',
    title_ara: 'دليل التصدير',
    description_eng:
      'Follow seven practical steps from export readiness to your first shipment abroad.',
    description_ara: 'اتبع سبع خطوات عملية من الجاهزية للتصدير حتى شحنتك الأولى إلى الخارج.',
    link: '/pages/120-export-guide',
    link_ara: '/ar/pages/120-دليل-التصدير',
    sort: 1,
  },
  {
    id: 2,
    icon: '/images/icons/market-information.svg',
    title_eng: 'Market Information',
    title_ara: 'معلومات الأسواق',
    description_eng:
      'Access market studies, trade statistics and publications to choose your target markets.',
    description_ara:
      'اطّلع على دراسات الأسواق والإحصاءات التجارية والمنشورات لاختيار أسواقك المستهدفة.',
    link: '/pages/130-market-information',
    link_ara: '/ar/pages/130-معلومات-الأسواق',
    sort: 2,
  },
  {
    id: 3,
    icon: '/images/icons/readiness-assessment.svg',
    title_eng: 'Export Readiness Assessment',
    title_ara: 'تقييم الجاهزية التصديرية',
    description_eng:
      'Measure how prepared your company is to export and receive a score with practical recommendations.',
    description_ara:
      'قِس مدى استعداد شركتك للتصدير واحصل على نتيجة مصحوبة بتوصيات عملية.',
    link: '/pages/140-Initial-export-readiness-assessment',
    link_ara: '/ar/pages/140-التقييم-الأولي-للجاهزية-التصديرية',
    sort: 3,
  },
];
