'use client';

import { apiFetch } from '@/lib/http/api-fetch';
import { refreshCurrentUser } from '@/lib/session/current-user';

import type { DataType } from '../constants';
import type { DataCentreQuery, FilterEntry, Statistic, StatisticItem } from '../schemas';

// The browser's calls of the interactive data and the data centre (issue 26), through apiFetch:
// the answer's message (already in the page's language) travels with a failure.

/** A refused or failed call: its status and the server's message, if it gave one. */
export class StatisticsCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function read<T>(path: string): Promise<T> {
  const response = await apiFetch(path);
  // A session that ended meanwhile: the header and the tab ask the visitor to log in again.
  if (response.status === 401) void refreshCurrentUser().catch(() => undefined);
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    throw new StatisticsCallError(
      response.status,
      typeof body.message === 'string' ? body.message : '',
    );
  }
  return (await response.json()) as T;
}

/** React Query's retry: once for a failure of the server or the network, never for a refusal. */
export const retryServerErrors = (count: number, error: Error) =>
  count < 1 && !(error instanceof StatisticsCallError && error.status < 500);

const queryOf = (values: Record<string, string | number | undefined>) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
};

export type StatisticsFilters = { q: string; geolocation: string; industry: string };

// GET /api/statista/{statistics|studies|infographics} – one data type, filtered
export const fetchStatistics = async (type: DataType, filters: StatisticsFilters) =>
  (await read<{ items: StatisticItem[] }>(`/statista/${type}${queryOf(filters)}`)).items;

// GET /api/statista/statistic/{identifier} – the full statistic with its chart
export const fetchStatistic = (identifier: string) =>
  read<Statistic>(`/statista/statistic/${encodeURIComponent(identifier)}`);

// GET /api/statista/industries, /api/statista/geolocations – the filters' trees
export const fetchTree = async (tree: 'industries' | 'geolocations') =>
  (await read<{ items: FilterEntry[] }>(`/statista/${tree}`)).items;

// GET /api/data-centre – the portal's statistics by HS code and words
export const fetchDataCentre = async (query: DataCentreQuery) =>
  (await read<{ items: StatisticItem[] }>(`/data-centre${queryOf(query)}`)).items;
