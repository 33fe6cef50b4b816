// The content records' fields as the console sends them (content-records-fixtures.ts).

export const NEW_SLIDE = {
  heading_eng: 'Export week',
  heading_ara: 'أسبوع التصدير',
  title_eng: 'Meet buyers from the Gulf',
  title_ara: 'قابل مشترين من الخليج',
  description_eng: 'Three days of meetings in Amman.',
  description_ara: 'ثلاثة أيام من اللقاءات في عمّان.',
  is_hide_button: 0,
  button_type_id: 2,
  btn_text_eng: 'Register',
  btn_text_ara: 'سجّل',
  btn_link: '/pages/150-events',
  btn_link_ara: 'https://www.jordanexports.jo/ar/events',
  status: 1,
};

export const NEW_TILE = {
  title_eng: 'Trade missions',
  title_ara: 'البعثات التجارية',
  description_eng: 'Join a mission abroad.',
  description_ara: 'انضم إلى بعثة في الخارج.',
  link: '/pages/150-events',
  link_ara: '/ar/pages/150-الفعاليات',
  status: 1,
};

export const NEW_PARTNERS = {
  custom_text_eng: 'Our partners in exports.',
  custom_text_ara: 'شركاؤنا في التصدير.',
  status: 1,
};

export const NEW_SPONSOR = {
  DESCRIPTION_ENG: 'SAMPLE Petra Freight – sea freight from Aqaba',
  DESCRIPTION_ARA: 'بترا للشحن – الشحن البحري من العقبة',
  TARIFF_ENG: '<p>Members get <strong>10%</strong> off.</p>',
  TARIFF_ARA: '<p>خصم <strong>١٠٪</strong> للأعضاء.</p>',
  link: 'https://petra-freight.example',
  link_ara: 'https://petra-freight.example/ar',
  date_end: '2027-06-30',
  status: 1,
  meta_description_en: 'Petra Freight sponsors Jordan Exports.',
  meta_description_ar: 'بترا للشحن ترعى صادرات الأردن.',
};

export const NEW_OFFICE = {
  name: 'Zarqa Branch',
  name_ara: 'فرع الزرقاء',
  email: 'zarqa@jordanexports.jo',
  phone: '+962 5 390 0000',
  link: 'https://maps.google.com/?q=32.06,36.09',
  link_ara: 'https://maps.google.com/?q=32.06,36.09&hl=ar',
  status: 1,
};

export const NEW_SOCIAL_LINK = {
  name: 'YouTube',
  link: 'https://www.youtube.com/@JordanExports',
  link_ara: 'https://www.youtube.com/@JordanExports',
  status: 1,
};
