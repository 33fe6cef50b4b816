import 'server-only';
import { z } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { staffRoute } from '@/lib/api/staff-route';

import { menuWarningSchema } from '../menu-admin-schemas';

import { movedAnswerSchema, moveBodySchema, statusBodySchema } from './staff-menu-changes';

const idParam = { params: z.object({ id: positiveInt('id') }) };
const json = <S extends z.ZodType>(schema: S) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
/** A record as a change answers it: with what the editor should know (never refusing the save). */
export type MenuRecordAnswer<R extends z.ZodObject> = z.infer<R> & {
  warnings: z.infer<typeof menuWarningSchema>[];
};

const CHANGE_ERRORS = errorResponses(404, 409, 422, 428);

/**
 * The routes that menu entries (`/staff/menu-entries`) and menu pages (`/staff/menu-pages`) share
 * in shape: add, change, remove, move and show or hide, each from the record's version. `noun`
 * names the record in the OpenAPI document; `within` is what it is ordered in.
 */
export function menuRecordRouteSpecs<R extends z.ZodObject, I extends z.ZodType>(config: {
  path: '/staff/menu-entries' | '/staff/menu-pages';
  noun: string;
  within: string;
  record: R;
  input: I;
}) {
  const { path, noun, within, record, input } = config;
  const answer = record.extend({ warnings: z.array(menuWarningSchema) });
  return {
    createRoute: staffRoute('menus', {
      method: 'post',
      path,
      summary: `Adds a ${noun}, last in ${within} (audited)`,
      request: json(input),
      responses: { 201: jsonResponse(answer, `The new ${noun}`), ...errorResponses(422) },
    }),
    updateRoute: staffRoute('menus', {
      method: 'put',
      path: `${path}/{id}`,
      summary: `Changes a ${noun} from the version the editor started from (audited)`,
      request: { ...idParam, ...json(input) },
      responses: { 200: jsonResponse(answer, `The changed ${noun}`), ...CHANGE_ERRORS },
    }),
    deleteRoute: staffRoute('menus', {
      method: 'delete',
      path: `${path}/{id}`,
      summary: `Removes a ${noun} at the version named by If-Match (audited)`,
      request: idParam,
      responses: {
        200: jsonResponse(z.object({ id: z.number().int() }), `The removed ${noun}’s id`),
        ...CHANGE_ERRORS,
      },
    }),
    moveRoute: staffRoute('menus', {
      method: 'post',
      path: `${path}/{id}/move`,
      summary: `Moves a ${noun} one place up or down in ${within}, from its version (audited)`,
      request: { ...idParam, ...json(moveBodySchema) },
      responses: {
        200: jsonResponse(movedAnswerSchema, `The ${noun}s of ${within} in their new order`),
        ...CHANGE_ERRORS,
      },
    }),
    statusRoute: staffRoute('menus', {
      method: 'put',
      path: `${path}/{id}/status`,
      summary: `Shows (1) or hides (0) a ${noun}, from its version (audited)`,
      request: { ...idParam, ...json(statusBodySchema) },
      responses: { 200: jsonResponse(answer, `The ${noun}`), ...CHANGE_ERRORS },
    }),
  };
}
