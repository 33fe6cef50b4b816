import type { FilterEntry, Statistic, StatisticItem } from '@/features/statistics/schemas';

import { member } from '../auth/auth-test-utils';

// Answers of statista/* for the interactive data's component tests (issue 26).

export const item = (overrides: Partial<StatisticItem> = {}): StatisticItem => ({
  identifier: '1001',
  type: 'statistics',
  title: 'Jordan’s phosphate exports, 2019–2024',
  subject: 'Value of phosphate rock exports',
  date: '2025-03-10',
  publishers: [{ title: 'Jordan Exports portal (sample data)' }],
  survey_period: '2019–2024',
  comment: 'Sample data: illustrative figures prepared for the portal, not official statistics.',
  description: 'Exports of natural calcium phosphates.',
  image_url: '',
  premium: false,
  locked: false,
  industries: [{ id: 9, name: 'Phosphate', parents: [{ id: 8, name: 'Mining and quarrying' }] }],
  geolocations: [{ id: 3, name: 'Jordan', parents: [{ id: 2, name: 'Middle East' }] }],
  hs_codes: ['2510'],
  ...overrides,
});

export const statistic = (overrides: Partial<Statistic> = {}): Statistic => ({
  ...item(),
  chart: {
    kind: 'line',
    unit: 'USD million',
    data: {
      categories: ['2022', '2023', '2024'],
      series: [{ name: 'Exports', data: [1350, 1010, 940.5] }],
    },
  },
  ...overrides,
});

export const GEOLOCATIONS: FilterEntry[] = [
  { id: 1, name: 'World', parent_id: null, depth: 0 },
  { id: 2, name: 'Middle East', parent_id: 1, depth: 1 },
  { id: 3, name: 'Jordan', parent_id: 2, depth: 2 },
];

export const INDUSTRIES: FilterEntry[] = [
  { id: 8, name: 'Mining and quarrying', parent_id: null, depth: 0 },
  { id: 9, name: 'Phosphate', parent_id: 8, depth: 1 },
];

/** The signed-in member, without a phone. */
export const MEMBER = { ...member, phone: null };
