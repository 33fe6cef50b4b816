import 'server-only';

import { registerSecuritySchemes } from '@/lib/api/openapi-security';
import { createRouter } from '@/lib/api/router';

import { loginRoutes } from './login';
import { passwordResetRoutes } from './password-reset';
import { registerRoutes } from './register';
import { sessionRoutes } from './session-routes';
import { staffLoginRoutes } from './staff-login';
import { verificationRoutes } from './verification';

// POST register, login, staff/login, logout, forget_password, reset_password; GET user,
// email/verify/{hash}, email/resend
export const authRoutes = createRouter();
registerSecuritySchemes(authRoutes);
authRoutes
  .route('/', registerRoutes)
  .route('/', loginRoutes)
  .route('/', staffLoginRoutes)
  .route('/', sessionRoutes)
  .route('/', passwordResetRoutes)
  .route('/', verificationRoutes);
