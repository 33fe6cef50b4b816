import type { NewHomeSlide } from '@/lib/db/schema';

// Home main slider (part 1 §2.3). Slide 1 opens the enquiry-type dialog (button_type_id 1),
// slide 2 opens an external link in a new tab (button_type_id 2), slide 3 has no button.
export const homeSliderSeed: NewHomeSlide[] = [
  {
    id: 1,
    image: '/images/slider/slide-1.svg',
    heading_eng: 'Jordan Exports',
    heading_ara: 'صادرات الأردن',
    title_eng: 'Take your products from Jordan to the world',
    title_ara: 'انطلق بمنتجاتك من الأردن إلى العالم',
    description_eng:
      'Export advice, market intelligence and buyer matchmaking for Jordanian companies, in one national portal.',
    description_ara:
      'استشارات تصديرية ومعلومات عن الأسواق وخدمات للتوفيق مع المشترين للشركات الأردنية، في بوابة وطنية واحدة.',
    is_hide_button: 0,
    button_type_id: 1,
    btn_text_eng: 'Send an enquiry',
    btn_text_ara: 'أرسل استفساراً',
    btn_link: '',
    btn_link_ara: '',
    sort: 1,
  },
  {
    id: 2,
    image: '/images/slider/slide-2.svg',
    heading_eng: 'Support programmes',
    heading_ara: 'برامج الدعم',
    title_eng: 'Grow your export business with JEDCO',
    title_ara: 'نمِّ أعمالك التصديرية مع جيدكو',
    description_eng:
      'The Jordan Enterprise Development Corporation offers technical and financial support to help small and medium enterprises compete in international markets.',
    description_ara:
      'تقدّم المؤسسة الأردنية لتطوير المشاريع الاقتصادية دعماً فنياً ومالياً يساعد المؤسسات الصغيرة والمتوسطة على المنافسة في الأسواق الدولية.',
    is_hide_button: 0,
    button_type_id: 2,
    btn_text_eng: 'Discover JEDCO programmes',
    btn_text_ara: 'اكتشف برامج جيدكو',
    btn_link: 'https://www.jedco.gov.jo',
    btn_link_ara: 'https://www.jedco.gov.jo/ar',
    sort: 2,
  },
  {
    id: 3,
    image: '/images/slider/slide-3.svg',
    heading_eng: 'Sourcing from Jordan',
    heading_ara: 'التوريد من الأردن',
    title_eng: 'Quality products, trusted suppliers',
    title_ara: 'منتجات عالية الجودة وموردون موثوقون',
    description_eng:
      'International buyers can find Jordanian manufacturers and service providers across food, pharmaceuticals, chemicals, garments and ICT.',
    description_ara:
      'يستطيع المشترون الدوليون الوصول إلى المصنّعين ومزوّدي الخدمات الأردنيين في قطاعات الغذاء والأدوية والكيماويات والألبسة وتكنولوجيا المعلومات والاتصالات.',
    is_hide_button: 1,
    button_type_id: 1,
    btn_text_eng: '',
    btn_text_ara: '',
    btn_link: '',
    btn_link_ara: '',
    sort: 3,
  },
];
