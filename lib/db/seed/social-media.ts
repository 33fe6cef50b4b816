import type { NewSocialMedia } from '@/lib/db/schema';

// Footer social icons. `name` is the accessible label of the icon link.
export const socialMediaSeed: NewSocialMedia[] = [
  {
    id: 1,
    name: 'facebook',
    image: '/images/social/facebook.svg',
    link: 'https://www.facebook.com/JordanExports',
    link_ara: 'https://www.facebook.com/JordanExports',
    sort: 1,
  },
  {
    id: 2,
    name: 'x',
    image: '/images/social/x.svg',
    link: 'https://x.com/JordanExports',
    link_ara: 'https://x.com/JordanExports',
    sort: 2,
  },
  {
    id: 3,
    name: 'linkedin',
    image: '/images/social/linkedin.svg',
    link: 'https://www.linkedin.com/company/jordan-exports',
    link_ara: 'https://www.linkedin.com/company/jordan-exports',
    sort: 3,
  },
  {
    id: 4,
    name: 'instagram',
    image: '/images/social/instagram.svg',
    link: 'https://www.instagram.com/jordanexports',
    link_ara: 'https://www.instagram.com/jordanexports',
    sort: 4,
  },
  {
    id: 5,
    name: 'youtube',
    image: '/images/social/youtube.svg',
    link: 'https://www.youtube.com/@JordanExports',
    link_ara: 'https://www.youtube.com/@JordanExports',
    sort: 5,
  },
];
