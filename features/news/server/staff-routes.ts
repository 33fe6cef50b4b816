import 'server-only';

import { staffCrudRoutes } from '@/lib/api/staff-crud-routes';
import type { RecordRow } from '@/lib/api/staff-record-parts';
import { tableCommands } from '@/lib/api/staff-table-commands';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { cleanRichHtml } from '@/lib/db/rich-html';
import { news } from '@/lib/db/schema';
import { pageAnswerSchema } from '@/lib/validation/page-query';

import {
  newsCreateSchema,
  newsItemSchema,
  newsUpdateSchema,
  staffNewsQuerySchema,
} from '../schemas';

import { listStaffNews } from './staff-reads';

// Editors (and administrators) keep the news (issue 29): every item, drafts included; a new item
// (a draft unless published at once); its fields changed, published or unpublished; removed. Each
// change is audited in its transaction (entity `news`, so search re-indexes the item or drops it
// when it is no longer published) and re-validates the news tag: the list, the articles, the
// home page's latest news and the sitemap, on the next request.

/** The audit action of a change: publishing and unpublishing are named as such. */
function updateAction(before: unknown, after: unknown): string {
  if (before === after) return 'news.update';
  return after === 1 ? 'news.publish' : 'news.unpublish';
}

/** A change's entry: its action, and the fields it sent as they were and are. */
function updateEntry(before: RecordRow, after: RecordRow, changes: Record<string, unknown>) {
  const pick = (row: RecordRow) => Object.fromEntries(Object.keys(changes).map((k) => [k, row[k]]));
  return {
    action: updateAction(before.status, after.status),
    before: pick(before),
    after: pick(after),
  };
}

// GET, POST /api/staff/news; PUT, DELETE /api/staff/news/{id}: `q`, `status`, `page`, `page_size`;
// a change names only the fields it changes
export const newsStaffRoutes = staffCrudRoutes({
  area: 'news',
  path: '/staff/news',
  name: 'news item',
  body: newsUpdateSchema,
  record: newsItemSchema,
  revalidate: [CACHE_TAGS.news],
  list: {
    summary: 'Every news item, drafts too, newest news date first (editors)',
    query: staffNewsQuerySchema,
    answer: pageAnswerSchema(newsItemSchema),
    text: 'One page of news items',
    read: (c, query) => listStaffNews(c.get('db'), query),
  },
  commands: tableCommands({
    table: news,
    entity: 'news',
    action: 'news',
    stamped: true,
    stored: (input) => cleanRichHtml(news, input),
    updateEntry,
  }),
  docs: {
    create: {
      summary: 'Adds a news item in both languages, a draft unless status is 1 (audited)',
      body: newsCreateSchema,
    },
    update: {
      summary: 'Changes a news item (editors; audited) and re-validates the news pages',
    },
    remove: { text: 'The removed item’s id' },
  },
});
