import type { NewBecomeAMember, NewJeGoals, NewPartners } from '@/lib/db/schema';

// Home page blocks (part 1 §2.3 and §3): partners, the five goals and the become-a-member section.
// custom_text and left_col_content are plain paragraphs (no markup).

export const partnersSeed: NewPartners[] = [
  {
    id: 1,
    custom_text_eng:
      'Jordan Exports works hand in hand with the Ministry of Industry, Trade and Supply, the Jordan Chamber of Industry, the Jordan Chamber of Commerce, Jordan Customs, the Jordan Food and Drug Administration, the Jordan Standards and Metrology Organization and international development partners. Together we simplify export procedures, share market intelligence and open doors for Jordanian products in regional and global markets.',
    custom_text_ara:
      'تعمل صادرات الأردن جنباً إلى جنب مع وزارة الصناعة والتجارة والتموين وغرفة صناعة الأردن وغرفة تجارة الأردن ودائرة الجمارك الأردنية والمؤسسة العامة للغذاء والدواء ومؤسسة المواصفات والمقاييس الأردنية وشركاء التنمية الدوليين. ونسعى معاً إلى تبسيط إجراءات التصدير وتبادل المعلومات عن الأسواق وفتح الأبواب أمام المنتجات الأردنية في الأسواق الإقليمية والعالمية.',
    image: '/images/partners.svg',
  },
];

export const jeGoalsSeed: NewJeGoals[] = [
  {
    id: 1,
    title_eng: 'Our goals',
    title_ara: 'أهدافنا',
    goal_1_title_eng: 'Increase national exports',
    goal_1_title_ara: 'زيادة الصادرات الوطنية',
    goal_1_text_eng:
      'Raise the value and volume of Jordanian exports of goods and services by helping companies reach new buyers and markets.',
    goal_1_text_ara:
      'رفع قيمة الصادرات الأردنية من السلع والخدمات وحجمها من خلال مساعدة الشركات على الوصول إلى مشترين وأسواق جديدة.',
    goal_2_title_eng: 'Build export capabilities',
    goal_2_title_ara: 'بناء القدرات التصديرية',
    goal_2_text_eng:
      'Strengthen the skills of small and medium enterprises in export planning, pricing, quality and international marketing through training and coaching.',
    goal_2_text_ara:
      'تعزيز مهارات المؤسسات الصغيرة والمتوسطة في تخطيط التصدير والتسعير والجودة والتسويق الدولي من خلال التدريب والإرشاد.',
    goal_3_title_eng: 'Diversify markets and products',
    goal_3_title_ara: 'تنويع الأسواق والمنتجات',
    goal_3_text_eng:
      'Reduce reliance on a few destinations by promoting high-value products in markets where Jordan enjoys preferential access.',
    goal_3_text_ara:
      'الحدّ من الاعتماد على عدد محدود من الوجهات عبر ترويج المنتجات ذات القيمة المضافة العالية في الأسواق التي يتمتع فيها الأردن بنفاذ تفضيلي.',
    goal_4_title_eng: 'Provide reliable market intelligence',
    goal_4_title_ara: 'توفير معلومات موثوقة عن الأسواق',
    goal_4_text_eng:
      'Give exporters timely access to trade statistics, market studies and regulatory requirements so they can make informed decisions.',
    goal_4_text_ara:
      'تمكين المصدرين من الوصول في الوقت المناسب إلى الإحصاءات التجارية ودراسات الأسواق والمتطلبات التنظيمية لاتخاذ قرارات مدروسة.',
    goal_5_title_eng: 'Connect exporters with buyers',
    goal_5_title_ara: 'ربط المصدرين بالمشترين',
    goal_5_text_eng:
      'Organise trade missions, exhibitions and matchmaking meetings that turn contacts with international buyers into lasting business.',
    goal_5_text_ara:
      'تنظيم البعثات التجارية والمعارض ولقاءات التوفيق التي تحوّل التواصل مع المشترين الدوليين إلى علاقات عمل مستدامة.',
  },
];

export const becomeAMemberSeed: NewBecomeAMember[] = [
  {
    id: 1,
    left_col_content_eng:
      'Registration on Jordan Exports is free for Jordanian companies and international buyers. Members can download the full export guide, browse the publications catalogue, submit enquiries and showcase their products and services to buyers around the world.',
    left_col_content_ara:
      'التسجيل في بوابة صادرات الأردن مجاني للشركات الأردنية والمشترين الدوليين، إذ يتيح للأعضاء تنزيل دليل التصدير كاملاً وتصفح دليل المنشورات وتقديم الاستفسارات وعرض منتجاتهم وخدماتهم أمام المشترين حول العالم.',
    check_1_title_eng: 'Showcase your company',
    check_1_title_ara: 'اعرض شركتك',
    check_1_subtitle_eng:
      'Create a company profile and list your products and services in the exporters directory.',
    check_1_subtitle_ara: 'أنشئ ملفاً تعريفياً لشركتك وأدرج منتجاتك وخدماتك في دليل المصدرين.',
    check_2_title_eng: 'Access exclusive resources',
    check_2_title_ara: 'استفد من موارد حصرية',
    check_2_subtitle_eng:
      'Download market studies and the complete export guide, and follow up your enquiries online.',
    check_2_subtitle_ara: 'نزّل دراسات الأسواق ودليل التصدير الكامل، وتابع استفساراتك إلكترونياً.',
    become_title_eng: 'Become a member',
    become_title_ara: 'انضم إلينا',
    become_subtitle_eng: 'Join the national community of Jordanian exporters today.',
    become_subtitle_ara: 'انضم اليوم إلى المجتمع الوطني للمصدرين الأردنيين.',
    action_btn_text_eng: 'Register now',
    action_btn_text_ara: 'سجّل الآن',
    image: '/images/become-member.svg',
  },
];
