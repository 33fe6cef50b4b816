'use client';

import { http } from '@/lib/http/client';

import type { NewsFields, NewsItem } from '../schemas';

// POST /api/staff/news – a new item; PUT /api/staff/news/{id} – its fields, from the version the
// editor opened
export async function saveNews(
  values: NewsFields,
  from?: { id: number; version: number },
): Promise<NewsItem> {
  if (!from) return (await http.post<NewsItem>('/staff/news', values)).data;
  const body = { ...values, version: from.version };
  return (await http.put<NewsItem>(`/staff/news/${from.id}`, body)).data;
}

// PUT /api/staff/news/{id} – published (1) or back to a draft (0), at the version the list showed
export async function setNewsStatus(id: number, version: number, status: 0 | 1): Promise<void> {
  await http.put(`/staff/news/${id}`, { status, version });
}

// DELETE /api/staff/news/{id} – at the version the list showed
export async function deleteNews(id: number, version: number): Promise<void> {
  await http.delete(`/staff/news/${id}`, { headers: { 'If-Match': `"${version}"` } });
}
