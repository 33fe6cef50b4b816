'use client';

// The locale-aware Link as a client reference, so server components can hand it to MUI's
// `component` prop (a server-side Link object cannot cross into client components).
export { Link as LocaleLink } from '@/lib/i18n/navigation';
