import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { holdAnswer } from './web-routes';

/** The parts of a Fastify reply a route handler uses, recording what reached the client. */
function fakeReply() {
  const sent: string[] = [];
  const reply = {
    statusCode: 200,
    headers: {} as Record<string, string>,
    code(status: number) {
      this.statusCode = status;
      return this;
    },
    header(name: string, value: string) {
      this.headers[name] = value;
      return this;
    },
    redirect(to: string, status: number) {
      sent.push(`redirect ${status} ${to}`);
      return this;
    },
    send(body?: unknown) {
      sent.push(`send ${this.statusCode} ${JSON.stringify(body ?? null)}`);
      return this;
    },
    // A real reply is thenable: it settles once the answer has gone out.
    then(resolve: (value: unknown) => void) {
      resolve(undefined);
    },
  };
  return { reply: reply as unknown as FastifyReply, sent, raw: reply };
}

describe('a writing route’s answer', () => {
  it('reaches the client only when the transaction has committed', async () => {
    const { reply, sent } = fakeReply();
    const held = holdAnswer(reply);
    const returned = held.reply.header('cache-control', 'no-store').redirect('/back', 303);
    expect(sent).toEqual([]);
    expect(held.send()).toBe(true);
    expect(sent).toEqual(['redirect 303 /back']);
    expect(returned).toBe(held.reply);
  });

  it('passes status and headers through at once, and chains through the held reply', () => {
    const { reply, sent, raw } = fakeReply();
    const held = holdAnswer(reply);
    held.reply.code(204).header('x-a', '1').send();
    expect(raw.statusCode).toBe(204);
    expect(raw.headers).toEqual({ 'x-a': '1' });
    expect(sent).toEqual([]);
    held.send();
    expect(sent).toEqual(['send 204 null']);
  });

  it('is not thenable, so a handler returning it does not wait for the answer it holds', async () => {
    const { reply } = fakeReply();
    const held = holdAnswer(reply);
    const handler = async () => held.reply.redirect('/x', 302);
    await expect(handler()).resolves.toBe(held.reply);
    expect((held.reply as unknown as { then?: unknown }).then).toBeUndefined();
  });

  it('sends nothing when the handler sent nothing', () => {
    const { reply, sent } = fakeReply();
    expect(holdAnswer(reply).send()).toBe(false);
    expect(sent).toEqual([]);
  });
});
