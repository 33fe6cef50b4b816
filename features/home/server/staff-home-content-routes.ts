import 'server-only';

import { createRouter } from '@/lib/api/router';
import { staffRecordRoutes } from '@/lib/api/staff-record-routes';
import { staffSingleRecordRoutes } from '@/lib/api/staff-single-record-routes';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { becomeAMember, homeBlocks, homeSlider, jeGoals, partners } from '@/lib/db/schema';

import {
  becomeMemberInputSchema,
  blockInputSchema,
  goalsInputSchema,
  partnerInputSchema,
  slideInputSchema,
  staffBlockSchema,
  staffPartnerSchema,
  staffSlideSchema,
  staffTextRecordSchema,
} from '../home-content-schemas';

// Issue 29 "Editors publish the portal's content": the home page's slider, service tiles,
// partners, goals and become-a-member block (area homeContent, editors). Every change re-validates
// the home page's own blocks (the home tag); pictures are re-encoded to WebP under `home/`.
const revalidate = [CACHE_TAGS.home];
const FOLDER = 'home';

export const staffHomeContentRoutes = createRouter()
  // GET, POST /api/staff/home-slides; PUT, DELETE …/{id}; POST …/{id}/move; PUT …/{id}/status
  .route(
    '/',
    staffRecordRoutes({
      area: 'homeContent',
      path: '/staff/home-slides',
      name: 'home slide',
      table: homeSlider,
      entity: 'home_slider',
      action: 'home-slide',
      create: slideInputSchema,
      record: staffSlideSchema,
      files: { image: { kind: 'image', folder: FOLDER, required: true } },
      revalidate,
    }),
  )
  // GET, POST /api/staff/home-tiles; PUT, DELETE …/{id}; POST …/{id}/move; PUT …/{id}/status
  .route(
    '/',
    staffRecordRoutes({
      area: 'homeContent',
      path: '/staff/home-tiles',
      name: 'service tile',
      table: homeBlocks,
      entity: 'home_blocks',
      action: 'home-tile',
      create: blockInputSchema,
      record: staffBlockSchema,
      files: { icon: { kind: 'image', folder: FOLDER, required: true, small: true } },
      revalidate,
    }),
  )
  // GET, POST /api/staff/partners; PUT, DELETE …/{id}; PUT …/{id}/status (no order: by id)
  .route(
    '/',
    staffRecordRoutes({
      area: 'homeContent',
      path: '/staff/partners',
      name: 'partners block',
      table: partners,
      entity: 'partners',
      action: 'partners',
      create: partnerInputSchema,
      record: staffPartnerSchema,
      files: { image: { kind: 'image', folder: FOLDER } },
      revalidate,
    }),
  )
  // GET, PUT /api/staff/home-goals – the one goals record
  .route(
    '/',
    staffSingleRecordRoutes({
      area: 'homeContent',
      path: '/staff/home-goals',
      name: 'goals block',
      table: jeGoals,
      entity: 'je_goals',
      action: 'home-goals',
      input: goalsInputSchema,
      record: staffTextRecordSchema,
      revalidate,
    }),
  )
  // GET, PUT /api/staff/become-a-member – the one become-a-member record
  .route(
    '/',
    staffSingleRecordRoutes({
      area: 'homeContent',
      path: '/staff/become-a-member',
      name: 'become-a-member block',
      table: becomeAMember,
      entity: 'become_a_member',
      action: 'become-member',
      input: becomeMemberInputSchema,
      record: staffTextRecordSchema,
      files: { image: { kind: 'image', folder: FOLDER } },
      revalidate,
    }),
  );
