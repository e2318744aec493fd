// Native-initiated calls over the real app: a page listening on the SSE stream (read here with
// fetch, as Node 20 has no EventSource) gets the call and answers through /__sim/bridge-log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Opens /__sim/events like the shim does and yields each `native-call` event's data. */
async function listen(
  session: string,
  abort: AbortController,
): Promise<AsyncGenerator<Record<string, unknown>>> {
  const response = await fetch(`${server.url}/__sim/events?session=${session}`, { signal: abort.signal });
  expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  return (async function* () {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^event: native-call\ndata: (.*)$/m.exec(block)?.[1];
        if (data) yield JSON.parse(data) as Record<string, unknown>;
      }
    }
  })();
}

function post(path: string, body: { session?: string } & Record<string, unknown>): Promise<Response> {
  // A bridge-log report carries the key the page's shim was given (hosts/bridge-key.ts).
  const key = server.hosts.bridgeKeys.mint(body.session ?? 'default');
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sim-bridge-key': key },
    body: JSON.stringify(body),
  });
}

describe('POST /__sim/native-call', () => {
  it("pushes the call to the session's page and answers with the page's reply", async () => {
    const abort = new AbortController();
    const events = await listen('nc-1', abort);
    const answer = post('/__sim/native-call', {
      session: 'nc-1',
      functionName: 'onResume',
      data: { from: 'test' },
    });
    const { value: call } = await events.next();
    expect(call).toMatchObject({ functionName: 'onResume', data: { from: 'test' } });
    expect(typeof call!.responseId).toBe('string');
    const log = await post('/__sim/bridge-log', {
      session: 'nc-1',
      direction: 'web→native',
      kind: 'answer',
      responseId: call!.responseId,
      data: { error: 'web未找到调用方法' },
    });
    expect(log.status).toBe(204);
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      responseId: call!.responseId,
      data: { error: 'web未找到调用方法' },
    });
    abort.abort();
  });

  it('waits for a page that connects late, within the budget', async () => {
    const abort = new AbortController();
    const answer = post('/__sim/native-call', { session: 'nc-late', functionName: 'ping', timeoutMs: 3000 });
    await new Promise((r) => setTimeout(r, 200));
    const events = await listen('nc-late', abort);
    const { value: call } = await events.next();
    await post('/__sim/bridge-log', {
      session: 'nc-late',
      direction: 'web→native',
      kind: 'answer',
      responseId: call!.responseId,
      data: 'pong',
    });
    expect(await (await answer).json()).toMatchObject({ data: 'pong' });
    abort.abort();
  });

  it('answers 504 when no page listens, and when the page stays silent', async () => {
    const none = await post('/__sim/native-call', {
      session: 'nc-none',
      functionName: 'ping',
      timeoutMs: 100,
    });
    expect(none.status).toBe(504);
    expect(await none.json()).toMatchObject({ connectedPages: 0 });

    const abort = new AbortController();
    await listen('nc-silent', abort);
    const silent = await post('/__sim/native-call', {
      session: 'nc-silent',
      functionName: 'ping',
      timeoutMs: 150,
    });
    expect(silent.status).toBe(504);
    expect(await silent.json()).toMatchObject({ connectedPages: 1 });
    abort.abort();
  });

  it('ignores an answer from another session', async () => {
    const abort = new AbortController();
    const events = await listen('nc-own', abort);
    const answer = post('/__sim/native-call', { session: 'nc-own', functionName: 'ping', timeoutMs: 400 });
    const { value: call } = await events.next();
    await post('/__sim/bridge-log', {
      session: 'nc-other',
      direction: 'web→native',
      kind: 'answer',
      responseId: call!.responseId,
      data: 'stolen',
    });
    expect((await answer).status).toBe(504);
    abort.abort();
  });

  it('refuses a missing function name or a bad session with 400', async () => {
    expect((await post('/__sim/native-call', { session: 'x' })).status).toBe(400);
    expect((await post('/__sim/native-call', { session: 'a b', functionName: 'f' })).status).toBe(400);
  });
});

describe('GET/PUT/DELETE /__sim/host', () => {
  it('stores settings per session and reports connected pages', async () => {
    const before = await (await fetch(`${server.url}/__sim/host?session=h-1`)).json();
    expect(before).toMatchObject({
      session: 'h-1',
      host: 'android',
      version: 360,
      scenario: 'certified',
      connectedPages: 0,
    });
    const put = await fetch(`${server.url}/__sim/host?session=h-1`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ host: 'ios', version: 331, source: '02', environment: 'alpha' }),
    });
    expect(await put.json()).toMatchObject({ host: 'ios', version: 331, source: '02', environment: 'alpha' });
    expect(await (await fetch(`${server.url}/__sim/host?session=h-2`)).json()).toMatchObject({
      host: 'android',
    });
    expect(
      (
        await fetch(`${server.url}/__sim/host?session=h-1`, {
          method: 'DELETE',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(204);
    expect(await (await fetch(`${server.url}/__sim/host?session=h-1`)).json()).toMatchObject({
      host: 'android',
      version: 360,
    });
  });

  it.each([
    { host: 'nokia' },
    { version: -3 },
    { environment: 'staging' },
    { source: '7' },
    { device: { ROOTED: 1 } },
    [1, 2],
  ])('refuses %j with 400', async (body) => {
    const response = await fetch(`${server.url}/__sim/host?session=h-bad`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
  });

  it('answers malformed JSON with 400 and keeps serving', async () => {
    const response = await fetch(`${server.url}/__sim/host?session=h-bad`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"host":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_json' } });
    expect((await fetch(`${server.url}/__sim/host`)).status).toBe(200);
  });
});
