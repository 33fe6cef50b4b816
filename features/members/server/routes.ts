import 'server-only';

import { createRouter } from '@/lib/api/router';

import { auditStaffRoutes } from './audit-routes';
import { memberStaffRoutes } from './member-routes';

// The console's members (officers, administrators) and audit log (administrators) – issue 13
export const membersRoutes = createRouter()
  .route('/', memberStaffRoutes)
  .route('/', auditStaffRoutes);
