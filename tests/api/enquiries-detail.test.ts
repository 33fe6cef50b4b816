import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { ENQUIRY_CAPTCHA_ACTIONS, type EnquiryType } from '@/features/enquiries/enquiry-limits';
import { enquiryDetailSchema } from '@/features/enquiries/schemas';
import { countries, enquiries, industries } from '@/lib/db/schema';
import en from '@/messages/en.json';

import {
  activeQuestions,
  enquiryApiForFile,
  enquiryCount,
  idOf,
  submit,
  type Choices,
  type EnquiryEnv,
  type ErrorBody,
} from './enquiries-fixtures';
import { captchaToken } from './enquiries-siteverify';
import { createMember, type TestMember } from './helpers/accounts';
import { json, type TestApi } from './helpers/test-api';

let api: TestApi;
let lina: TestMember;
let omar: TestMember;
let choices: Choices;
let data: EnquiryEnv['data'];
enquiryApiForFile((env) => ({ api, lina, omar, choices, data } = env));

const bodyOf = (type: number) => ({
  submitData: data[type],
  recaptchaToken: captchaToken(ENQUIRY_CAPTCHA_ACTIONS[type as EnquiryType]),
});

describe('GET /api/user-enquiries/{id}', () => {
  let linaEnquiry: number;
  beforeAll(async () => {
    const response = await submit(api, lina, bodyOf(2));
    linaEnquiry = (await json<{ id: number }>(response)).id;
  });

  it('shows the member what was sent, with the names of the chosen rows', async () => {
    const response = await api.request(`/api/user-enquiries/${linaEnquiry}`, {
      headers: lina.bearer,
    });
    expect(response.status).toBe(200);
    const detail = enquiryDetailSchema.parse(await response.json());
    const [country] = await api.db
      .select()
      .from(countries)
      .where(eq(countries.id, choices.country));
    const [industry] = await api.db
      .select()
      .from(industries)
      .where(eq(industries.iid, choices.industry));
    expect(detail).toMatchObject({
      id: linaEnquiry,
      enq_type: 2,
      enq_status: 10,
      status: { iid: 10 },
      type_name: en.Enquiries.types['2'],
      data: { ...data[2], email: lina.user.email },
      answers: null,
      labels: {
        country: { name_eng: country!.name_eng, name_ara: country!.name_ara },
        industry: { name_eng: industry!.name_eng, name_ara: industry!.name_ara },
      },
    });
    expect(Object.keys(detail.labels).sort()).toEqual(['country', 'industry', 'type_of_client']);
  });

  it('names the position and the barrier type of a trade barrier report', async () => {
    const id = await idOf(await submit(api, lina, bodyOf(5)));
    const response = await api.request(`/api/user-enquiries/${id}`, { headers: lina.bearer });
    const detail = enquiryDetailSchema.parse(await response.json());
    expect(Object.keys(detail.labels).sort()).toEqual([
      'barriers',
      'country',
      'industry',
      'positions',
    ]);
    for (const label of Object.values(detail.labels)) expect(label.name_eng).not.toBe('');
    expect(detail.data).toMatchObject({
      contact_email: 'export@olivepress.jo',
      positions: choices.positions,
    });
  });

  it('answers 404 for another member’s enquiry and for an unknown id', async () => {
    const other = await api.request(`/api/user-enquiries/${linaEnquiry}`, { headers: omar.bearer });
    expect(other.status).toBe(404);
    const unknown = await api.request('/api/user-enquiries/99999999', { headers: lina.bearer });
    expect(unknown.status).toBe(404);
  });

  it('answers 401 for a visitor', async () => {
    expect((await api.request(`/api/user-enquiries/${linaEnquiry}`)).status).toBe(401);
  });

  it('a member cannot list another member’s enquiries', async () => {
    const response = await api.request(`/api/user-all-enquiries/${lina.user.id}`, {
      headers: omar.bearer,
    });
    expect(response.status).toBe(403);
    const own = await api.request(`/api/user-all-enquiries/${lina.user.id}`, {
      headers: lina.bearer,
    });
    const ids = (await json<{ id: number }[]>(own)).map((row) => row.id);
    expect(ids).toContain(linaEnquiry);
    const [foreign] = await api.db
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(and(eq(enquiries.user_id, omar.user.id)));
    expect(ids).not.toContain(foreign?.id);
  });
});

describe('the readiness assessment (type 3)', () => {
  let member: TestMember;
  let questions: Awaited<ReturnType<typeof activeQuestions>>;
  beforeAll(async () => {
    member = await createMember(api);
    questions = await activeQuestions(api);
  });
  const readiness = (answers: unknown[]) => ({
    submitData: { enq_type: 3 },
    recaptchaToken: captchaToken('readiness'),
    answers,
  });
  const everyQuestion = () =>
    questions.map((q, i) => ({
      enq_question: q.id,
      points: (i % 5) + 1,
      section_eng: 'Forged section',
      section_ara: 'قسم مزوّر',
    }));

  it.each([
    ['no answers', () => []],
    ['one question missing', () => everyQuestion().slice(1)],
    ['a question twice', () => [...everyQuestion().slice(1), everyQuestion()[1]]],
    [
      'an unknown question',
      () => [...everyQuestion().slice(1), { enq_question: 987654, points: 3 }],
    ],
  ])('%s answers 422 on answers and stores nothing', async (_, answers) => {
    const response = await submit(api, member, readiness(answers()));
    expect(response.status).toBe(422);
    expect((await json<ErrorBody>(response)).errors).toEqual({
      answers: [en.EnquiryForm.completeQuestionnaire],
    });
    expect(await enquiryCount(api, member.user.id)).toBe(0);
  });

  it('points outside 1–5 are refused by the schema', async () => {
    const answers = everyQuestion();
    answers[0]!.points = 6;
    expect((await submit(api, member, readiness(answers))).status).toBe(422);
  });

  it('a complete questionnaire is stored with the sections of the database', async () => {
    const response = await submit(api, member, readiness(everyQuestion().reverse()));
    expect(response.status).toBe(201);
    const id = await idOf(response);
    const [row] = await api.db
      .select()
      .from(enquiries)
      .where(and(eq(enquiries.id, id), eq(enquiries.user_id, member.user.id)));
    expect(row!.answers).toEqual(
      questions.map((q, i) => ({
        enq_question: q.id,
        points: (i % 5) + 1,
        enq_type: 3,
        section_eng: q.section_eng,
        section_ara: q.section_ara,
        question_eng: q.question_eng,
        question_ara: q.question_ara,
      })),
    );
    const detail = await api.request(`/api/user-enquiries/${id}`, { headers: member.bearer });
    expect((await json<{ answers: unknown[] }>(detail)).answers).toEqual(row!.answers);
  });
});
