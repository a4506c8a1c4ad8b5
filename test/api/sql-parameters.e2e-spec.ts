import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFeedback } from '../../modules/feedback/feedback.schema.js';
import { formSubmission } from '../../modules/forms/forms.schema.js';
import { validContact } from '../factories/form-submissions.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

/**
 * docs/security.md § Data: every query is built with Drizzle, which sends values as bound parameters, never as
 * SQL text. Input shaped like SQL must therefore come back as the very text that was sent, and change nothing else.
 */
const SQL_SHAPED = [
  "Robert'); DROP TABLE form_submission; --",
  "x' OR '1'='1",
  "a\\'; select pg_sleep(5); --",
  '$1 $$ $tag$ ; delete from page_feedback',
];

describe('SQL-shaped input is data (Drizzle binds every value)', () => {
  let sut: TestApp;
  let lastIp = 0;
  const freshIp = () => `10.9.0.${++lastIp}`;

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  const postJson = (url: string, payload: unknown) =>
    sut.fastify.inject({
      method: 'POST',
      url,
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('stores form fields shaped like SQL exactly as sent, and the table stays whole', async () => {
    const [before] = await sut.database.handle.db.select({ n: count() }).from(formSubmission);
    const ids: string[] = [];
    for (const text of SQL_SHAPED) {
      const response = await postJson(
        '/api/forms/contact',
        validContact({ lastName: "O'Brien", company: text, message: `Please call back. ${text}` }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const { id } = response.json<{ id: string }>();
      const [row] = await sut.database.handle.db.select().from(formSubmission).where(eq(formSubmission.id, id));
      expect(row!.payload).toMatchObject({
        lastName: "O'Brien",
        company: text,
        message: `Please call back. ${text}`,
      });
      ids.push(id);
    }
    const [after] = await sut.database.handle.db.select({ n: count() }).from(formSubmission);
    expect(Number(after!.n)).toBe(Number(before!.n) + SQL_SHAPED.length);
    expect(new Set(ids).size).toBe(SQL_SHAPED.length);
  });

  it('stores a feedback comment shaped like SQL exactly as sent, and deletes nothing', async () => {
    for (const text of SQL_SHAPED) {
      const response = await postJson('/api/feedback', { path: '/en/about', helpful: false, comment: text });
      expect(response.statusCode, response.body).toBe(201);
    }
    const comments = (await sut.database.handle.db.select({ comment: pageFeedback.comment }).from(pageFeedback)).map(
      (row) => row.comment,
    );
    expect(comments).toEqual(expect.arrayContaining(SQL_SHAPED));
  });

  it('answers search and suggestions for a query shaped like SQL as for any text: 200, and nothing runs', async () => {
    for (const query of SQL_SHAPED) {
      for (const url of ['/api/search-proxy/search', '/api/search-proxy/suggest']) {
        const started = Date.now();
        const response = await postJson(url, { localeCode: 'en', query });
        expect(response.statusCode, `${url} ${query}: ${response.body}`).toBe(200);
        expect(Date.now() - started).toBeLessThan(4000); // pg_sleep(5) never ran
        expect(response.json()).toMatchObject({ records: expect.any(Array) });
      }
    }
    // The statements in the queries ran nowhere: both tables still answer, with what was stored above.
    const [forms] = await sut.database.handle.db.select({ n: count() }).from(formSubmission);
    const [feedback] = await sut.database.handle.db.select({ n: count() }).from(pageFeedback);
    expect(Number(forms!.n)).toBeGreaterThanOrEqual(SQL_SHAPED.length);
    expect(Number(feedback!.n)).toBeGreaterThanOrEqual(SQL_SHAPED.length);
  });
});
