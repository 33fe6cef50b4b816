import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { ENQUIRY_TYPES } from '@/features/enquiries/schemas';
import { CLIENT_SOCKET_HEADER } from '@/lib/http/client-address';
import { HONEYPOT_FIELD, MAX_ID } from '@/lib/validation/rules';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

import { form } from './account-fixtures';
import { activeQuestions, completeData, lookupChoices, resetLimits } from './enquiries-fixtures';
import { createMember, createStaff, MEMBER_PASSWORD, type TestMember } from './helpers/accounts';
import { STRONG_PASSWORD, uniqueEmail } from './helpers/auth-requests';
import { json, testApiForFile } from './helpers/test-api';

// Issue 10, the input boundary: control characters in any text field, query value or form value
// answer 422 by field; ids past the integer columns' range answer 404 in a path and 422 elsewhere.

type ErrorBody = { message: string; errors: Record<string, string[]> };
type Auth = 'none' | 'member' | 'staff';
type Encoding = 'json' | 'form' | 'multipart' | 'csp-report';
type Body = Record<string, unknown>;

const api = testApiForFile();

let member: TestMember;
let staff: TestMember;
let newsId: number;
let enquiryData: Record<number, Body>;
let answers: { enq_question: number; points: number }[];

beforeAll(async () => {
  [member, staff] = await Promise.all([createMember(api), createStaff(api, 'editor')]);
  enquiryData = completeData(await lookupChoices(api));
  answers = (await activeQuestions(api)).map((question, index) => ({
    enq_question: question.id,
    points: (index % 5) + 1,
  }));
  const newsList = await json<{ id: number }[]>(await api.request('/api/news'));
  newsId = newsList[0]!.id;
});

// Every test starts with the full allowance; each request also comes from an address of its own.
beforeEach(() => resetLimits(api));

let caller = 0;
const nextSocket = () => {
  caller += 1;
  return `192.0.${2 + Math.floor(caller / 250)}.${(caller % 250) + 1}`;
};

const authHeaders = (auth: Auth): Record<string, string> =>
  auth === 'member' ? member.bearer : auth === 'staff' ? staff.bearer : {};

function encode(
  encoding: Encoding,
  body: Body,
): { headers: Record<string, string>; body: BodyInit } {
  switch (encoding) {
    case 'json':
      return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
    case 'csp-report':
      return { headers: { 'Content-Type': 'application/csp-report' }, body: JSON.stringify(body) };
    case 'form':
      return {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)])),
      };
    case 'multipart':
      return {
        headers: {},
        body: form(Object.fromEntries(Object.entries(body).map(([key, v]) => [key, String(v)]))),
      };
  }
}

type Send = {
  method?: string;
  auth?: Auth;
  encoding?: Encoding;
  body?: Body;
  language?: 'en' | 'ar';
};

function send(path: string, { method = 'GET', auth = 'none', encoding, body, language }: Send) {
  const encoded = body && encoding ? encode(encoding, body) : undefined;
  return api.request(path, {
    method,
    headers: {
      [CLIENT_SOCKET_HEADER]: nextSocket(),
      ...(language ? { 'Accept-Language': language } : {}),
      ...authHeaders(auth),
      ...encoded?.headers,
    },
    body: encoded?.body,
  });
}

/** A deep copy of `body` with the value at a dotted path (`submitData.name`, `answers.0.x`) set. */
function withValue(body: Body, path: string, value: unknown): Body {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let target = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

// ---------------------------------------------------------------------------------------------
// Path ids past the integer range
// ---------------------------------------------------------------------------------------------

const TWO_POW_31 = '2147483648';
const TWO_POW_63 = '9223372036854775808';

type IdRoute = {
  method: 'GET' | 'POST' | 'PUT';
  /** The path with `{id}` where the id under test goes. */
  path: string;
  auth: Auth;
  encoding?: Encoding;
  body?: () => Body;
  /** The answer for id 2147483647, the largest in range: an empty list, an unknown row (404), or
   * another member's (403). */
  atMax: 200 | 403 | 404;
};

const ID_ROUTES: IdRoute[] = [
  { method: 'GET', path: '/api/news/{id}', auth: 'none', atMax: 404 },
  { method: 'GET', path: '/api/sponsors/{id}', auth: 'none', atMax: 404 },
  { method: 'GET', path: '/api/menu-1-children/{id}', auth: 'none', atMax: 404 },
  { method: 'GET', path: '/api/menu-1-tree/{id}', auth: 'none', atMax: 200 },
  { method: 'GET', path: '/api/menu-1-pages/{id}', auth: 'none', atMax: 200 },
  { method: 'GET', path: '/api/menu-1-children-by-page/{id}?menu_id=1', auth: 'none', atMax: 200 },
  { method: 'GET', path: '/api/enquiries-page/{id}', auth: 'none', atMax: 404 },
  { method: 'GET', path: '/api/new_faq/{id}', auth: 'none', atMax: 200 },
  { method: 'GET', path: '/api/new_faq/{id}/1', auth: 'none', atMax: 200 },
  { method: 'GET', path: '/api/new_faq/1/{id}', auth: 'none', atMax: 200 },
  { method: 'GET', path: '/api/user-enquiries/{id}', auth: 'member', atMax: 404 },
  { method: 'GET', path: '/api/user-all-enquiries/{id}', auth: 'member', atMax: 403 },
  {
    method: 'POST',
    path: '/api/edit-profile/{id}',
    auth: 'member',
    encoding: 'multipart',
    body: () => ({ name: 'Lina', last_name: 'Haddad' }),
    atMax: 403,
  },
  { method: 'POST', path: '/api/subscribe-to-news/{id}', auth: 'member', atMax: 403 },
  { method: 'POST', path: '/api/unsubscribe-from-news/{id}', auth: 'member', atMax: 403 },
  {
    method: 'PUT',
    path: '/api/staff/news/{id}',
    auth: 'staff',
    encoding: 'json',
    body: () => ({ DESCRIPTION_ENG: 'Exports rise' }),
    atMax: 404,
  },
];

const sendId = (route: IdRoute, id: string) =>
  send(route.path.replace('{id}', id), {
    method: route.method,
    auth: route.auth,
    encoding: route.encoding,
    body: route.body?.(),
  });

describe('a path id past 2147483647 names no row', () => {
  it.each(
    ID_ROUTES.flatMap((route) => [
      [`${route.method} ${route.path}`, TWO_POW_31, route] as const,
      [`${route.method} ${route.path}`, TWO_POW_63, route] as const,
    ]),
  )('%s with id %s answers 404 in the error shape', async (_, id, route) => {
    const response = await sendId(route, id);
    expect(response.status).toBe(404);
    expect(await json<ErrorBody>(response)).toEqual({
      message: en.Api.notFound,
      errors: {},
      request_id: expect.any(String),
    });
  });

  it.each(ID_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s with id 2147483647 (the largest in range) is looked up as usual',
    async (_, route) => {
      const response = await sendId(route, String(MAX_ID));
      expect(response.status).toBe(route.atMax);
    },
  );

  it('answers 404 for an out-of-range id even on a route that needs a session, once signed in', async () => {
    const visitor = await send(`/api/user-enquiries/${TWO_POW_31}`, {});
    expect(visitor.status).toBe(401);
    const signedIn = await send(`/api/user-enquiries/${TWO_POW_31}`, { auth: 'member' });
    expect(signedIn.status).toBe(404);
  });
});

describe('a query id past 2147483647 is invalid', () => {
  it.each([TWO_POW_31, TWO_POW_63])(
    'GET /api/menu-1-children-by-page/1?menu_id=%s answers 422 on menu_id',
    async (id) => {
      const response = await send(`/api/menu-1-children-by-page/1?menu_id=${id}`, {});
      expect(response.status).toBe(422);
      const body = await json<ErrorBody>(response);
      expect(body.message).toBe(en.Api.invalid);
      expect(Object.keys(body.errors)).toEqual(['menu_id']);
      expect(body.errors.menu_id).toContain(en.rules.invalid);
    },
  );

  it('menu_id=2147483647 is in range: no 422', async () => {
    const response = await send(`/api/menu-1-children-by-page/1?menu_id=${MAX_ID}`, {});
    expect(response.status).not.toBe(422);
    expect(response.status).toBeLessThan(500);
  });
});

// ---------------------------------------------------------------------------------------------
// Lookup choices of an enquiry past the integer range
// ---------------------------------------------------------------------------------------------

const enquiry = (type: number, extra: Body = {}): Body => ({
  submitData: enquiryData[type],
  ...(type === ENQUIRY_TYPES.readiness ? { answers } : {}),
  ...extra,
});

const submitEnquiry = (body: Body, language?: 'en' | 'ar') =>
  send('/api/all-enquiries', {
    method: 'POST',
    auth: 'member',
    encoding: 'json',
    body,
    language,
  });

describe('an enquiry whose lookup choice is past 2147483647', () => {
  it.each([
    [ENQUIRY_TYPES.general, 'country'],
    [ENQUIRY_TYPES.general, 'industry'],
    [ENQUIRY_TYPES.matchmaking, 'type_of_client'],
    [ENQUIRY_TYPES.tradeBarrier, 'positions'],
    [ENQUIRY_TYPES.tradeBarrier, 'barriers'],
  ])('type %i with %s 2147483648 answers 422 on that field', async (type, field) => {
    const body = withValue(enquiry(type), `submitData.${field}`, Number(TWO_POW_31));
    const response = await submitEnquiry(body);
    expect(response.status).toBe(422);
    expect(await json<ErrorBody>(response)).toMatchObject({
      message: en.Api.invalid,
      errors: { [`submitData.${field}`]: [en.rules.invalid] },
    });
  });

  it('a country sent as the text "2147483648" answers 422 on submitData.country', async () => {
    const body = withValue(enquiry(ENQUIRY_TYPES.general), 'submitData.country', TWO_POW_31);
    const response = await submitEnquiry(body);
    expect(response.status).toBe(422);
    expect((await json<ErrorBody>(response)).errors).toEqual({
      'submitData.country': [en.rules.invalid],
    });
  });

  it('a country of 2^63 answers 422 on submitData.country', async () => {
    const body = withValue(enquiry(ENQUIRY_TYPES.general), 'submitData.country', 2 ** 63);
    const response = await submitEnquiry(body);
    expect(response.status).toBe(422);
    const { errors } = await json<ErrorBody>(response);
    expect(Object.keys(errors)).toEqual(['submitData.country']);
  });

  it('a country of 2147483647 is in range: 422 as an unknown choice, not a database error', async () => {
    const body = withValue(enquiry(ENQUIRY_TYPES.general), 'submitData.country', MAX_ID);
    const response = await submitEnquiry(body);
    expect(response.status).toBe(422);
    expect((await json<ErrorBody>(response)).errors).toEqual({
      'submitData.country': [en.Api.unknownChoice],
    });
  });

  it('a readiness answer to question 2147483648 answers 422 on that answer', async () => {
    const body = withValue(enquiry(ENQUIRY_TYPES.readiness), 'answers.0.enq_question', 2 ** 31);
    const response = await submitEnquiry(body);
    expect(response.status).toBe(422);
    expect(Object.keys((await json<ErrorBody>(response)).errors)).toEqual([
      'answers.0.enq_question',
    ]);
  });

  it('in Arabic, the field message is the Arabic one', async () => {
    const body = withValue(enquiry(ENQUIRY_TYPES.general), 'submitData.country', 2 ** 31);
    const response = await submitEnquiry(body, 'ar');
    expect(response.status).toBe(422);
    expect(await json<ErrorBody>(response)).toMatchObject({
      message: ar.Api.invalid,
      errors: { 'submitData.country': [ar.rules.invalid] },
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Control characters in every text field of every write route
// ---------------------------------------------------------------------------------------------

type WriteRoute = {
  name: string;
  method: 'POST' | 'PUT';
  path: () => string;
  auth: Auth;
  encoding: Encoding;
  body: () => Body;
  /** Dotted paths of the route's text fields (and fields it ignores, which are checked too). */
  fields: string[];
};

const registration = (): Body => ({
  name: 'Rania',
  phone: '0791234567',
  email: uniqueEmail('boundary'),
  password: STRONG_PASSWORD,
  password_confirmation: STRONG_PASSWORD,
});
const REGISTER_FIELDS = ['name', 'phone', 'email', 'password', 'password_confirmation'];
const login = (): Body => ({ email: member.user.email, password: MEMBER_PASSWORD });
const forgot = (): Body => ({ email: member.user.email, token: 'captcha-token' });
const reset = (): Body => ({
  email: member.user.email,
  token: 'a'.repeat(64),
  password: STRONG_PASSWORD,
  password_confirmation: STRONG_PASSWORD,
});
const RESET_FIELDS = ['email', 'token', 'password', 'password_confirmation'];
const cspReport = (): Body => ({
  'csp-report': {
    'document-uri': 'https://portal.test/en',
    'violated-directive': 'script-src',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'https://evil.example/x.js',
    'source-file': 'https://portal.test/_next/app.js',
    'line-number': 12,
  },
});
const CSP_FIELDS = [
  'csp-report.document-uri',
  'csp-report.violated-directive',
  'csp-report.effective-directive',
  'csp-report.blocked-uri',
  'csp-report.source-file',
];
// The text fields of each type's submitData (the tables are built before the lookups are read).
const SHAPES = completeData({
  country: 1,
  industry: 1,
  type_of_client: 1,
  positions: 1,
  barriers: 1,
});
const submitDataFields = (type: number) =>
  Object.keys(SHAPES[type]!)
    .filter((field) => typeof SHAPES[type]![field] === 'string')
    .map((field) => `submitData.${field}`);

const WRITE_ROUTES: WriteRoute[] = [
  ...(['json', 'form'] as const).flatMap((encoding): WriteRoute[] => [
    {
      name: `POST /api/register (${encoding})`,
      method: 'POST',
      path: () => '/api/register',
      auth: 'none',
      encoding,
      body: registration,
      fields: REGISTER_FIELDS,
    },
    {
      name: `POST /api/login (${encoding})`,
      method: 'POST',
      path: () => '/api/login',
      auth: 'none',
      encoding,
      body: login,
      fields: ['email', 'password'],
    },
    {
      name: `POST /api/forget_password (${encoding})`,
      method: 'POST',
      path: () => '/api/forget_password',
      auth: 'none',
      encoding,
      body: forgot,
      fields: ['email', 'token'],
    },
    {
      name: `POST /api/reset_password (${encoding})`,
      method: 'POST',
      path: () => '/api/reset_password',
      auth: 'none',
      encoding,
      body: reset,
      fields: RESET_FIELDS,
    },
  ]),
  {
    name: 'POST /api/logout',
    method: 'POST',
    path: () => '/api/logout',
    auth: 'member',
    encoding: 'json',
    body: () => ({ note: 'bye' }),
    fields: ['note'],
  },
  {
    name: 'POST /api/edit-profile/{userId} (multipart)',
    method: 'POST',
    path: () => `/api/edit-profile/${member.user.id}`,
    auth: 'member',
    encoding: 'multipart',
    body: () => ({ name: 'Lina', last_name: 'Haddad' }),
    fields: ['name', 'last_name'],
  },
  {
    name: 'POST /api/subscribe-to-news/{userId}',
    method: 'POST',
    path: () => `/api/subscribe-to-news/${member.user.id}`,
    auth: 'member',
    encoding: 'json',
    body: () => ({ note: 'yes please' }),
    fields: ['note'],
  },
  {
    name: 'POST /api/unsubscribe-from-news/{userId}',
    method: 'POST',
    path: () => `/api/unsubscribe-from-news/${member.user.id}`,
    auth: 'member',
    encoding: 'json',
    body: () => ({ note: 'no thanks' }),
    fields: ['note'],
  },
  ...[
    ENQUIRY_TYPES.general,
    ENQUIRY_TYPES.matchmaking,
    ENQUIRY_TYPES.tradeBarrier,
    ENQUIRY_TYPES.institution,
    ENQUIRY_TYPES.other,
  ].map((type): WriteRoute => ({
    name: `POST /api/all-enquiries (type ${type})`,
    method: 'POST',
    path: () => '/api/all-enquiries',
    auth: 'member',
    encoding: 'json',
    body: () => enquiry(type, { recaptchaToken: 'token', [HONEYPOT_FIELD]: '' }),
    fields: [...submitDataFields(type), 'recaptchaToken', HONEYPOT_FIELD],
  })),
  {
    name: 'POST /api/all-enquiries (type 3, readiness answers)',
    method: 'POST',
    path: () => '/api/all-enquiries',
    auth: 'member',
    encoding: 'json',
    body: () =>
      enquiry(ENQUIRY_TYPES.readiness, {
        answers: answers.map((answer) => ({
          ...answer,
          section_eng: 'Management',
          section_ara: 'الإدارة',
        })),
      }),
    fields: ['answers.0.section_eng', 'answers.0.section_ara', 'answers.1.section_eng'],
  },
  {
    name: 'POST /api/consultation-requests',
    method: 'POST',
    path: () => '/api/consultation-requests',
    auth: 'none',
    encoding: 'json',
    body: () => ({
      name: 'Rania Haddad',
      email: 'rania@example.jo',
      terms: true,
      recaptchaToken: 'token',
      [HONEYPOT_FIELD]: '',
    }),
    fields: ['name', 'email', 'recaptchaToken', HONEYPOT_FIELD],
  },
  {
    name: 'POST /api/csp-report (application/json)',
    method: 'POST',
    path: () => '/api/csp-report',
    auth: 'none',
    encoding: 'json',
    body: cspReport,
    fields: CSP_FIELDS,
  },
  {
    name: 'POST /api/csp-report (application/csp-report)',
    method: 'POST',
    path: () => '/api/csp-report',
    auth: 'none',
    encoding: 'csp-report',
    body: cspReport,
    fields: CSP_FIELDS,
  },
  {
    name: 'PUT /api/staff/news/{id}',
    method: 'PUT',
    path: () => `/api/staff/news/${newsId}`,
    auth: 'staff',
    encoding: 'json',
    body: () => ({
      DESCRIPTION_ENG: 'Exports rise',
      DESCRIPTION_ARA: 'ارتفاع الصادرات',
      TARIFF_ENG: 'Body',
      TARIFF_ARA: 'النص',
      news_date: '2026-11-20',
      meta_description_en: 'Meta',
      meta_description_ar: 'وصف',
    }),
    fields: [
      'DESCRIPTION_ENG',
      'DESCRIPTION_ARA',
      'TARIFF_ENG',
      'TARIFF_ARA',
      'news_date',
      'meta_description_en',
      'meta_description_ar',
    ],
  },
];

const NUL = 'a\u0000b';

const sendWrite = (route: WriteRoute, body: Body, language?: 'en' | 'ar') =>
  send(route.path(), {
    method: route.method,
    auth: route.auth,
    encoding: route.encoding,
    body,
    language,
  });

describe('a NUL in any text field of a write route', () => {
  it.each(
    WRITE_ROUTES.flatMap((route) =>
      route.fields.map((field) => [route.name, field, route] as const),
    ),
  )('%s: %s answers 422 naming the field', async (_, field, route) => {
    const response = await sendWrite(route, withValue(route.body(), field, NUL));
    expect(response.status).toBe(422);
    expect(await json<ErrorBody>(response)).toEqual({
      message: en.Api.invalid,
      errors: { [field]: [en.rules.controlCharacters] },
      request_id: expect.any(String),
    });
  });

  it.each([
    ['POST /api/register (json)', 'name'],
    ['POST /api/forget_password (form)', 'email'],
    ['POST /api/edit-profile/{userId} (multipart)', 'name'],
    ['POST /api/all-enquiries (type 1)', 'submitData.description'],
    ['POST /api/all-enquiries (type 3, readiness answers)', 'answers.0.section_ara'],
    ['POST /api/consultation-requests', 'name'],
    ['PUT /api/staff/news/{id}', 'DESCRIPTION_ARA'],
  ])('%s: %s answers in Arabic for Accept-Language: ar', async (name, field) => {
    const route = WRITE_ROUTES.find((candidate) => candidate.name === name)!;
    const response = await sendWrite(route, withValue(route.body(), field, NUL), 'ar');
    expect(response.status).toBe(422);
    expect(await json<ErrorBody>(response)).toEqual({
      message: ar.Api.invalid,
      errors: { [field]: [ar.rules.controlCharacters] },
      request_id: expect.any(String),
    });
  });

  it('names every poisoned field at once', async () => {
    const route = WRITE_ROUTES.find((candidate) => candidate.name.includes('type 1'))!;
    let body = withValue(route.body(), 'submitData.name', NUL);
    body = withValue(body, 'submitData.description', 'x\u007f');
    const response = await sendWrite(route, body);
    expect(response.status).toBe(422);
    expect((await json<ErrorBody>(response)).errors).toEqual({
      'submitData.name': [en.rules.controlCharacters],
      'submitData.description': [en.rules.controlCharacters],
    });
  });

  it('stores nothing: a registration with a NUL in the name creates no account', async () => {
    const route = WRITE_ROUTES.find((candidate) => candidate.name === 'POST /api/register (json)')!;
    const body = withValue(route.body(), 'name', NUL);
    expect((await sendWrite(route, body)).status).toBe(422);
    const login = await send('/api/login', {
      method: 'POST',
      encoding: 'json',
      body: { email: body.email, password: STRONG_PASSWORD },
    });
    expect(login.status).toBe(422);
  });

  it('refuses a control character in a key as well', async () => {
    const route = WRITE_ROUTES.find((candidate) => candidate.name.includes('type 7'))!;
    const body = withValue(route.body(), 'submitData.x\u0000y', 'value');
    const response = await sendWrite(route, body);
    expect(response.status).toBe(422);
    const { errors } = await json<ErrorBody>(response);
    expect(Object.keys(errors)).toHaveLength(1);
    expect(Object.keys(errors)[0]).toMatch(/^submitData\./);
  });
});

describe('which characters count as control characters', () => {
  const consultation = WRITE_ROUTES.find((route) => route.name.includes('consultation'))!;

  it.each(['\u0001', '\u0008', '\u000b', '\u000c', '\u000e', '\u001b', '\u001f', '\u007f'])(
    'U+%s in a name answers 422',
    async (character) => {
      const body = withValue(consultation.body(), 'name', `Rania${character}Haddad`);
      const response = await sendWrite(consultation, body);
      expect(response.status).toBe(422);
      expect((await json<ErrorBody>(response)).errors).toEqual({
        name: [en.rules.controlCharacters],
      });
    },
  );

  it('tab, line feed and carriage return in a description are kept (201)', async () => {
    const route = WRITE_ROUTES.find((candidate) => candidate.name.includes('type 7'))!;
    const body = withValue(route.body(), 'submitData.description', 'Line one\r\nLine\ttwo\n');
    const response = await sendWrite(route, body);
    expect(response.status).toBe(201);
  });

  it('a query value with a NUL answers 422 naming the parameter', async () => {
    const response = await send('/api/menu-1-children-by-page/1?menu_id=1%00', {});
    expect(response.status).toBe(422);
    const { errors } = await json<ErrorBody>(response);
    expect(errors).toEqual({ menu_id: [en.rules.controlCharacters] });
  });
});

// ---------------------------------------------------------------------------------------------
// Lone surrogates (issue 25): text that has no UTF-8 form, refused before the database sees it
// ---------------------------------------------------------------------------------------------

describe('a lone surrogate in any text field of a JSON write route', () => {
  const jsonRoutes = WRITE_ROUTES.filter((route) => route.encoding !== 'form');

  it.each(
    jsonRoutes
      .filter((route) => route.encoding !== 'multipart')
      .flatMap((route) => route.fields.map((field) => [route.name, field, route] as const)),
  )('%s: %s answers 422 naming the field', async (_, field, route) => {
    const response = await sendWrite(route, withValue(route.body(), field, 'a\ud800b'));
    expect(response.status).toBe(422);
    expect(await json<ErrorBody>(response)).toEqual({
      message: en.Api.invalid,
      errors: { [field]: [en.rules.malformedText] },
      request_id: expect.any(String),
    });
  });

  it.each(['\ud800', '\udfff', 'x\udc00\ud800y', '\ud83d'])(
    'an enquiry description %j answers 422 (both databases refused it with a 500 before)',
    async (text) => {
      const route = WRITE_ROUTES.find((candidate) => candidate.name.includes('type 7'))!;
      const response = await sendWrite(route, withValue(route.body(), 'submitData.name', text));
      expect(response.status).toBe(422);
      expect((await json<ErrorBody>(response)).errors).toEqual({
        'submitData.name': [en.rules.malformedText],
      });
    },
  );

  it('in Arabic, and in a key as well', async () => {
    const route = WRITE_ROUTES.find((candidate) => candidate.name.includes('type 7'))!;
    const response = await sendWrite(
      route,
      withValue(route.body(), 'submitData.\ud800', 'value'),
      'ar',
    );
    expect(response.status).toBe(422);
    expect(await json<ErrorBody>(response)).toMatchObject({
      message: ar.Api.invalid,
      errors: { 'submitData._': [ar.rules.malformedText] },
    });
  });

  it('a whole surrogate pair (an emoji) is text: the enquiry is stored (201)', async () => {
    const route = WRITE_ROUTES.find((candidate) => candidate.name.includes('type 7'))!;
    const body = withValue(route.body(), 'submitData.description', 'Olive oil 🫒 to Oslo');
    expect((await sendWrite(route, body)).status).toBe(201);
  });

  it('a JSON-encoded list of a multipart company form holding one is refused on its field', async () => {
    const response = await api.request('/api/international-buyers', {
      method: 'POST',
      headers: { ...member.bearer, [CLIENT_SOCKET_HEADER]: nextSocket() },
      body: form({
        countries_of_operations: '["\\ud800"]',
        industry_information_for_products: '[3]',
      }),
    });
    expect(response.status).toBe(422);
    expect((await json<ErrorBody>(response)).errors.countries_of_operations).toEqual([
      en.rules.invalid,
    ]);
  });
});
