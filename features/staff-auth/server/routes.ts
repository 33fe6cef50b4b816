import 'server-only';

import { createRouter } from '@/lib/api/router';

import { secondFactorRoutes } from './second-factor-routes';
import { staffAccountsRoutes } from './staff-account-routes';

// POST staff/second-factor/setup, …/enable, …/verify (the console sign-in's second step; the
// first, POST staff/login, is the auth domain's); GET, POST staff/staff-accounts; PUT
// staff/staff-accounts/{id}; POST staff/staff-accounts/{id}/reset-second-factor, …/suspend,
// …/reinstate (administrators)
export const staffAuthRoutes = createRouter()
  .route('/', secondFactorRoutes)
  .route('/', staffAccountsRoutes);
