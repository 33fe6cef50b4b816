import 'server-only';

import type { Db } from '@/lib/db/types';

import { STATISTICS_LIST_MAX } from '../constants';
import { matchesTree, matchesWords } from '../statistic-filters';
import { treeOrder, withDescendants } from '../statistic-tree';

import type { StatisticsProvider } from './provider';
import { findPublishedStatistic, listPublishedStatistics, listTrees } from './queries';
import { itemOf, namedNodes, namedTrees, statisticOf } from './statistic-view';

/**
 * The statistics kept in the portal's database (the default, issue 26): the published rows of a
 * type, filtered here (a few dozen rows) by words in either language and by a node of each tree
 * with the nodes under it.
 */
export function databaseStatisticsProvider(db: Db): StatisticsProvider {
  return {
    async list(type, query, locale) {
      const [rows, trees] = await Promise.all([listPublishedStatistics(db), listTrees(db)]);
      const named = namedTrees(trees, locale);
      const geolocations =
        query.geolocation === undefined
          ? null
          : withDescendants(named.geolocations, query.geolocation);
      const industries =
        query.industry === undefined ? null : withDescendants(named.industries, query.industry);
      return rows
        .filter(
          (row) =>
            row.type === type &&
            matchesWords(row, query.q) &&
            matchesTree(row.geolocations, geolocations) &&
            matchesTree(row.industries, industries),
        )
        .slice(0, STATISTICS_LIST_MAX)
        .map((row) => itemOf(row, named, locale));
    },
    async one(identifier, locale) {
      const [row, trees] = await Promise.all([
        findPublishedStatistic(db, identifier),
        listTrees(db),
      ]);
      return row ? statisticOf(row, namedTrees(trees, locale), locale) : null;
    },
    async industries(locale) {
      return treeOrder(namedNodes((await listTrees(db)).industries, locale));
    },
    async geolocations(locale) {
      return treeOrder(namedNodes((await listTrees(db)).geolocations, locale));
    },
  };
}
