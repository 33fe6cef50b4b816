import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses, notFound } from '@/lib/api/errors';
import { positiveInt } from '@/lib/api/params';
import { PUBLIC_CACHE_CONTROL } from '@/lib/api/public-cache';
import { createRouter, declareRoute } from '@/lib/api/router';
import { fullTranslator } from '@/lib/api/translate';

import { calendarFileName, eventCalendar } from './event-calendar';
import { findPublishedEvent } from './queries';

const langSchema = z.enum(['en', 'ar']).optional();

// The file answers text/calendar, not JSON: its declaration goes in the document, its handler is
// plain Hono (a link cannot set Accept-Language: `lang` names the language).
const calendarRoute = createRoute({
  method: 'get',
  path: '/events/{id}/calendar.ics',
  tags: ['Events'],
  summary: '"Add to calendar": a published event as an iCalendar file (all-day, its dates)',
  request: {
    params: z.object({ id: positiveInt('id') }),
    query: z.object({ lang: langSchema.describe('en or ar; else Accept-Language') }),
  },
  responses: {
    200: {
      description: 'The .ics file, as an attachment',
      content: { 'text/calendar': { schema: { type: 'string' } } },
    },
    ...errorResponses(404),
  },
});

// GET /api/events/{id}/calendar.ics – the event's calendar entry in the request's language
export const calendarRoutes = createRouter();
declareRoute(calendarRoutes, calendarRoute);
calendarRoutes.get('/events/:id/calendar.ics', async (c) => {
  const id = positiveInt('id').safeParse(c.req.param('id'));
  if (!id.success) throw notFound();
  const event = await findPublishedEvent(c.get('db'), id.data);
  if (!event) throw notFound();
  const lang = langSchema.safeParse(c.req.query('lang'));
  const locale = (lang.success && lang.data) || c.get('locale');
  const calendar = eventCalendar(event, {
    siteUrl: c.get('services').auth.siteUrl,
    locale,
    portal: fullTranslator(locale)('Metadata.portalName'),
  });
  return c.body(calendar, 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `attachment; filename="${calendarFileName(event)}"`,
    'Cache-Control': PUBLIC_CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
  });
});
