import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { addPublicReads } from '@/lib/api/public-reads';
import { createRouter } from '@/lib/api/router';

import {
  menuChildSchema,
  menuChildSummarySchema,
  menuPageSchema,
  socialMediaSchema,
} from '../schemas';

import {
  getMenuChild,
  listAllChildren,
  listChildrenByPage,
  listMenuTree,
  listSocialMedia,
} from './queries';

const tags = ['Navigation'];

/** A menu's navigation tree: two of the specification's addresses answer it. */
const menuTreeRoute = (path: string, summary: string, text: string) =>
  createRoute({
    method: 'get',
    path,
    tags,
    summary,
    request: { params: z.object({ menu: positiveInt('menu') }) },
    responses: { 200: jsonResponse(z.array(menuPageSchema), text), ...errorResponses(422) },
  });
const menuTreeRoutes = [
  menuTreeRoute(
    '/menu-1-pages/{menu}',
    'Top navigation pages of a menu, each with its children',
    'The pages of the menu',
  ),
  menuTreeRoute(
    '/menu-1-tree/{menu}',
    'Navigation tree of a menu (pages and their children)',
    'The navigation tree',
  ),
];

const childrenByPageRoute = createRoute({
  method: 'get',
  path: '/menu-1-children-by-page/{page}',
  tags,
  summary: 'Children of a navigation page within a menu (the footer reads pages 1–3 of menu 3)',
  request: {
    params: z.object({ page: positiveInt('page') }),
    query: z.object({ menu_id: positiveInt('menu_id', 'query') }),
  },
  responses: {
    200: jsonResponse(z.array(menuChildSummarySchema), 'The children, in menu order'),
    ...errorResponses(422),
  },
});

// GET /api/menu-1-pages/{menu}, /menu-1-tree/{menu}, /menu-1-children…, /social-media
export const navigationRoutes = createRouter();
for (const route of menuTreeRoutes) {
  navigationRoutes.openapi(route, async (c) =>
    c.json(await listMenuTree(c.get('db'), c.req.valid('param').menu), 200),
  );
}
addPublicReads(navigationRoutes, tags, [
  {
    path: '/menu-1-children/{id}',
    schema: menuChildSchema,
    summary: 'One menu page: slug, banner and content',
    text: 'The menu page with page_belongs',
    one: getMenuChild,
  },
]);
navigationRoutes.openapi(childrenByPageRoute, async (c) => {
  const { page } = c.req.valid('param');
  const { menu_id } = c.req.valid('query');
  return c.json(await listChildrenByPage(c.get('db'), page, menu_id), 200);
});
addPublicReads(navigationRoutes, tags, [
  {
    path: '/menu-1-children-all',
    schema: menuChildSummarySchema,
    summary: 'Every menu page, to build routes',
    text: 'All menu pages',
    list: listAllChildren,
  },
  {
    path: '/social-media',
    schema: socialMediaSchema,
    summary: 'Social media links shown in the footer',
    text: 'Social links',
    list: listSocialMedia,
  },
]);
