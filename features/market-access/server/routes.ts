import 'server-only';
import { createRoute } from '@hono/zod-openapi';

import { ApiError, errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { cachePublicly, publicCacheHeader } from '@/lib/api/public-cache';
import { createRouter } from '@/lib/api/router';
import { readWithOlderCodes } from '@/lib/hs/older-code-answer';

import { assessmentOf } from '../assessment-of';
import { assessmentAnswerSchema, assessmentRequestSchema } from '../assessment-schemas';
import { marketAccessOrSuccessorsSchema, marketAccessQuerySchema } from '../schemas';

import { readMfnTariff } from './mfn-lines';
import { needsProvider, withProviderDuties } from './provider-duties';
import { readMarketAccess } from './read-market-access';
import { savedAssessmentRoutes } from './saved-routes';
import { staffMarketAccessRoutes } from './staff-routes';
import { fromTariffProvider, tariffProviderOf } from './tariff/choose-tariff-provider';

const marketAccessRoute = createRoute({
  method: 'get',
  path: '/market-access',
  tags: ['Market access'],
  summary: 'What Jordan’s agreements give a product in a partner’s market (issue 37)',
  description:
    'Every agreement of Jordan’s that the partner’s country page names, in force first, with its ' +
    'legal status (a suspended or terminated one is listed so the page can say why it gives no ' +
    'preference), the preferential duty staff entered for the code’s subheading or heading, the ' +
    'rule of origin that applies (the heading’s specific rule where one was entered, else the ' +
    'agreement’s general rule: value threshold, change of tariff classification, cumulation, ' +
    'proofs of origin), each with its source and date. A null figure is one nobody has entered. ' +
    'With TARIFF_PROVIDER set, an agreement in force with a partner the provider covers (the ' +
    'UK Trade Tariff: GB, and through its XI service the EU member states) carries the ' +
    'partner’s MFN duty and Jordan’s preference as published, with the day they were read; 503 ' +
    'with Retry-After when the provider cannot answer. `mfn_tariff`: for a partner whose ' +
    'official tariff the portal imports (the US), its national lines under the code with the ' +
    'general (MFN) rate and the rate its special column gives Jordan (JO), the edition and the ' +
    'day imported; `status` not_imported until staff import it, no_line for a code it lacks. An ' +
    'uncovered partner has `agreements: []`. A subheading of HS 2017 or HS 2012 (1509.10) is ' +
    'read through the United Nations Statistics Division’s HS correlation tables: with one 2022 ' +
    'successor the answer is the successor’s, with `requested` naming the code asked and its ' +
    'edition; with several, the answer is `{ edition, code, successors, source }` to choose ' +
    'from. A code in no edition is 422.',
  request: { query: marketAccessQuerySchema },
  responses: {
    200: {
      ...jsonResponse(
        marketAccessOrSuccessorsSchema,
        'The product, the partner and its agreements; or an older code’s 2022 successors',
      ),
      headers: publicCacheHeader,
    },
    ...errorResponses(422, 503),
  },
});

const assessmentRoute = createRoute({
  method: 'post',
  path: '/market-access/assessment',
  tags: ['Market access'],
  summary: 'A rules-of-origin self-assessment of a product under one agreement (issue 37)',
  description:
    'Reads the exporter’s answers (the share of non-originating materials in the ex-works price, ' +
    'the part of it from cumulation partners and which, how far the HS classification changes in ' +
    'Jordan) against the rule of origin the agreement applies to the code (the heading’s specific ' +
    'rule, else the general rule) and answers `likely_qualifies`, `likely_not` or ' +
    '`check_with_agency`, with the reasons (message keys under `OriginAssessment.reasons` and ' +
    'their values) and the rule used with its source and date. A specific rule (text), a missing ' +
    'figure or a “not sure” answer is `check_with_agency`. A guide, not a binding ruling. Nothing ' +
    'is stored (a member saves one with POST /api/market-access/assessments). 422 for a code the nomenclature lacks or an agreement not listed for the partner.',
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: assessmentRequestSchema } },
    },
  },
  responses: {
    200: jsonResponse(assessmentAnswerSchema, 'The outcome, its reasons and the rule used'),
    ...errorResponses(422),
  },
});

export const marketAccessRoutes = createRouter()
  // GET /api/market-access – a product's duties and rules of origin with a partner
  .openapi(marketAccessRoute, async (c) => {
    const { hs, country } = c.req.valid('query');
    const db = c.get('db');
    const found = await readWithOlderCodes(db, hs, (code) => readMarketAccess(db, code, country));
    if (!found) {
      throw new ApiError(422, 'Api.invalid', { hs: ['MarketAccess.errors.unknownCode'] });
    }
    if (found.kind === 'successors') {
      cachePublicly(c);
      return c.json(found.answer, 200);
    }
    const { answer } = found;
    const provider = tariffProviderOf(c.get('services'));
    const duties =
      provider && needsProvider(provider, answer)
        ? await fromTariffProvider(c, () => provider.duties(answer.code.code, country))
        : null;
    const mfn = await readMfnTariff(db, answer.code.code, country);
    cachePublicly(c);
    return c.json(
      { ...withProviderDuties(answer, duties), mfn_tariff: mfn, requested: answer.requested },
      200,
    );
  })
  // POST /api/market-access/assessment – the rules-of-origin self-assessment (nothing stored)
  .openapi(assessmentRoute, async (c) => {
    const { hs, country, agreementId, answers } = c.req.valid('json');
    const access = await readMarketAccess(c.get('db'), hs, country);
    if (!access) {
      throw new ApiError(422, 'Api.invalid', { hs: ['MarketAccess.errors.unknownCode'] });
    }
    const answer = assessmentOf(access, agreementId, answers);
    if (!answer) {
      throw new ApiError(422, 'Api.invalid', {
        agreementId: ['OriginAssessment.errors.agreement'],
      });
    }
    return c.json(answer, 200);
  })
  .route('/', savedAssessmentRoutes)
  .route('/', staffMarketAccessRoutes);
