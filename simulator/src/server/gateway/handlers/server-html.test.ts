// The server HTML QA can make hostile (PUT /__sim/server-html): every answer the app shows as HTML
// carries it while set, per session, until restored.
import { describe, expect, it } from 'vitest';
import { simulatorSuite } from '../testing/suite';

const suite = simulatorSuite({});
const { call, control } = suite;

/** Every piece of server HTML the app shows, as the session's answers carry it. */
async function htmlOf(session: string): Promise<string[]> {
  const question = await call(session, 'abnormalHandleCommonQuestions', {
    code: 'Q01',
  });
  const banks = await call(session, 'quickCardPayListSupportBank');
  const page = await call(session, 'integralPage');
  const activity = await call(session, 'activityInfo', { activityId: 'A1010' });
  const contract = await call(session, 'esignNature', {
    merchType: '01',
  });
  return [
    ...question.data.list.map((q) => q.answer),
    banks.data.agreement.content,
    page.data.rules,
    activity.data.rules,
    ...contract.data.agreements.map((a) => a.content),
  ];
}

describe('the server HTML QA can set', () => {
  it('is what every answer carrying server HTML carries, per session, until restored', async () => {
    const s = 'html-hostile';
    const hostile = '<div style="position:fixed;inset:0"><a href="https://evil.example/">重新登录</a></div>';
    expect(await control('PUT', `/server-html?session=${s}`, { html: hostile })).toEqual({
      status: 200,
      body: { session: s, html: hostile },
    });
    expect((await control('GET', `/server-html?session=${s}`)).body.html).toBe(hostile);
    const carried = await htmlOf(s);
    expect(carried).toHaveLength(7);
    expect(new Set(carried)).toEqual(new Set([hostile]));
    expect(await htmlOf('html-other')).not.toContain(hostile);

    expect((await control('DELETE', `/server-html?session=${s}`)).body).toEqual({ session: s, html: null });
    expect(await htmlOf(s)).not.toContain(hostile);
  });

  it('takes a string of 1…32,768 characters or null, and is listed in the control index', async () => {
    const path = '/server-html?session=html-bounds';
    expect((await control('PUT', path, { html: 'x'.repeat(32_768) })).status).toBe(200);
    for (const html of ['', 'x'.repeat(32_769), 42, { p: 1 }])
      expect((await control('PUT', path, { html })).body.error).toMatchObject({ code: 'invalid_html' });
    expect((await control('PUT', path, { markup: '<p>' })).status).toBe(400);
    expect((await control('PUT', path, { html: null })).body.html).toBeNull();
    const routes = ((await control('GET', '/')).body.routes as Array<{ method: string; path: string }>).map(
      (r) => `${r.method} ${r.path}`,
    );
    for (const method of ['GET', 'PUT', 'DELETE']) expect(routes).toContain(`${method} /__sim/server-html`);
  });
});
