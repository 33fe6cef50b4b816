import 'server-only';

import { createRouter } from '@/lib/api/router';
import { staffRecordRoutes } from '@/lib/api/staff-record-routes';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { offices, socialMedia } from '@/lib/db/schema';

import {
  officeColumns,
  officeInputSchema,
  socialLinkInputSchema,
  staffOfficeSchema,
  staffSocialLinkSchema,
} from '../staff-schemas';

// Issue 29 "Editors publish the portal's content": the offices (the contact page and the home
// page's offices block read the contact tag) and the social links (the layout's footer reads the
// navigation tag), area contacts, editors. Their ids are the specification's (no sequence).

export const staffContactRoutes = createRouter()
  // GET, POST /api/staff/offices; PUT, DELETE …/{id}; POST …/{id}/move; PUT …/{id}/status
  .route(
    '/',
    staffRecordRoutes({
      area: 'contacts',
      path: '/staff/offices',
      name: 'office',
      table: offices,
      entity: 'offices',
      action: 'office',
      create: officeInputSchema.transform(officeColumns),
      record: staffOfficeSchema,
      files: { image: { kind: 'image', folder: 'contact' } },
      revalidate: [CACHE_TAGS.contact],
      manualId: true,
    }),
  )
  // GET, POST /api/staff/social-links; PUT, DELETE …/{id}; POST …/{id}/move; PUT …/{id}/status
  .route(
    '/',
    staffRecordRoutes({
      area: 'contacts',
      path: '/staff/social-links',
      name: 'social link',
      table: socialMedia,
      entity: 'social_media',
      action: 'social-link',
      create: socialLinkInputSchema,
      record: staffSocialLinkSchema,
      files: { image: { kind: 'image', folder: 'social', required: true, small: true } },
      revalidate: [CACHE_TAGS.navigation],
      manualId: true,
    }),
  );
