import type { NewOffice } from '@/lib/db/schema';

// Office contact cards (home page and Contact Us). `link` opens directions in Google Maps.
export const officesSeed: NewOffice[] = [
  {
    id: 1,
    name: 'Amman Head Office',
    name_ara: 'المكتب الرئيسي - عمّان',
    email: 'info@jordanexports.jo',
    email_ara: 'info@jordanexports.jo',
    phone: '+962 6 500 0000',
    phone_ara: '+962 6 500 0000',
    link: 'https://maps.google.com/?q=31.9539,35.9106',
    link_ara: 'https://maps.google.com/?q=31.9539,35.9106&hl=ar',
    image: '/images/offices/amman.svg',
    sort: 1,
  },
  {
    id: 2,
    name: 'Irbid Branch',
    name_ara: 'فرع إربد',
    email: 'irbid@jordanexports.jo',
    email_ara: 'irbid@jordanexports.jo',
    phone: '+962 2 720 0000',
    phone_ara: '+962 2 720 0000',
    link: 'https://maps.google.com/?q=32.5556,35.8500',
    link_ara: 'https://maps.google.com/?q=32.5556,35.8500&hl=ar',
    image: '/images/offices/irbid.svg',
    sort: 2,
  },
  {
    id: 3,
    name: 'Aqaba Branch',
    name_ara: 'فرع العقبة',
    email: 'aqaba@jordanexports.jo',
    email_ara: 'aqaba@jordanexports.jo',
    phone: '+962 3 201 0000',
    phone_ara: '+962 3 201 0000',
    link: 'https://maps.google.com/?q=29.5320,35.0063',
    link_ara: 'https://maps.google.com/?q=29.5320,35.0063&hl=ar',
    image: '/images/offices/aqaba.svg',
    sort: 3,
  },
];
