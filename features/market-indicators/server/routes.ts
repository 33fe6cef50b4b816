import 'server-only';

import { createRouter } from '@/lib/api/router';

import { staffVatCorrectionRoutes } from './staff-routes';

// The market indicators' routes (issue 58): today the staff's corrections of the tax file; the
// indicators themselves are read by the landed cost and the comparison on the server.
export const marketIndicatorRoutes = createRouter().route('/', staffVatCorrectionRoutes);
