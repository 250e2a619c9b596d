import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMPORT_CONSENT_FIELD, IMPORT_FILE_FIELD, IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '../../shared/validation/audience';
import { systemContext, withTransaction } from '../core';
import type { AppDeps } from '../graphql/context';
import { exportSubscribers, importSubscribers, managedNewsletter, readEngagementToken, recordEngagement, clickTarget } from '../modules/newsletters';
import { XSRF_MESSAGE } from '../graphql/yoga';
import { defineRoute } from './web-routes';

/**
 * A writer's subscribers in and out as CSV, for the writer alone (anyone else, signed in or not, learns nothing:
 * another writer's newsletter answers 404 exactly as one that does not exist).
 *
 * POST /_/api/newsletters/{id}/import/process-unvalidated-files: multipart, the file in `file` and `consent`
 * set; the session's xsrf token in `x-xsrf-token`. Answers `{ report }` (rows read, added, already subscribed,
 * skipped rows with their numbers and reasons) or `{ message }` with 400, 404, 413 or 429.
 * GET /_/api/newsletters/{id}/subscribers.csv: the confirmed subscribers as a CSV download.
 * GET /_/newsletters/open/{token} and /click/{token}: an email's 1×1 image and its button's redirect, when the
 * writer counts opens and clicks; the signed token is the only authority (a bad one: 404).
 */

/** The smallest transparent GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

type NewsletterRoute = { Params: { newsletterV3Id: string } };

class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ message });
}

/** The file's text and whether consent was given; the form's other parts are ignored. */
async function readImport(request: FastifyRequest): Promise<{ text: string; consent: boolean }> {
  if (!request.isMultipart()) throw new Refused(400, IMPORT_MESSAGES.noFile);
  let bytes: Buffer | null = null;
  let consent = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === IMPORT_FILE_FIELD && data.length > 0) bytes = data;
      } else if (part.fieldname === IMPORT_CONSENT_FIELD) {
        consent = ['on', 'yes', 'true', '1'].includes(String(part.value).toLowerCase());
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new Refused(413, IMPORT_MESSAGES.tooLarge);
    throw new Refused(400, IMPORT_MESSAGES.noFile);
  }
  if (!bytes) throw new Refused(400, IMPORT_MESSAGES.noFile);
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), consent };
  } catch {
    throw new Refused(400, IMPORT_MESSAGES.notCsv);
  }
}

export function registerAudienceRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 } });
    defineRoute<NewsletterRoute>(
      scope,
      deps,
      {
        method: 'POST',
        url: '/_/api/newsletters/:newsletterV3Id/import/process-unvalidated-files',
        auth: 'signedIn',
        xsrf: 'header',
        // The file is read first; the import then runs in its own transaction (no transaction waits on an upload).
        writes: false,
        refuse: { signedOut: (_request, reply) => refuse(reply, 401, 'Sign in to import subscribers.'), xsrf: (_request, reply) => refuse(reply, 403, XSRF_MESSAGE) },
      },
      async ({ ctx, request, reply }) => {
        // Deny first: another writer's newsletter is not found, before its file is even read.
        if (!(await managedNewsletter(ctx, { newsletterId: request.params.newsletterV3Id }))) return refuse(reply, 404, IMPORT_MESSAGES.notFound);
        try {
          const { text, consent } = await readImport(request);
          const answer = await withTransaction(ctx, (tx) => importSubscribers(tx, { newsletterId: request.params.newsletterV3Id, text, consent }));
          if (!answer.ok) return refuse(reply, answer.status, answer.message);
          return reply.header('cache-control', 'no-store').send({ report: answer.report });
        } catch (error) {
          if (error instanceof Refused) return refuse(reply, error.status, error.message);
          throw error;
        }
      },
    );
  });

  defineRoute<NewsletterRoute>(
    app,
    deps,
    { method: 'GET', url: '/_/api/newsletters/:newsletterV3Id/subscribers.csv', auth: 'signedIn', xsrf: false, writes: false },
    async ({ ctx, request, reply }) => {
      const csv = await exportSubscribers(ctx, { newsletterId: request.params.newsletterV3Id });
      if (csv === null) return refuse(reply, 404, IMPORT_MESSAGES.notFound);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="subscribers.csv"`)
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    },
  );

  type TokenRoute = { Params: { token: string } };
  const tokenRoute = { auth: { public: 'the signed token in the address is the authority' }, xsrf: false, context: false, writes: false } as const;
  defineRoute<TokenRoute>(app, deps, { ...tokenRoute, method: 'GET', url: '/_/newsletters/open/:token' }, async ({ request, reply }) => {
    const seen = readEngagementToken(systemContext(deps), { token: request.params.token });
    if (seen?.kind === 'open') await withTransaction(systemContext(deps), (ctx) => recordEngagement(ctx, seen));
    return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('image/gif').send(PIXEL);
  });
  defineRoute<TokenRoute>(app, deps, { ...tokenRoute, method: 'GET', url: '/_/newsletters/click/:token' }, async ({ request, reply }) => {
    const seen = readEngagementToken(systemContext(deps), { token: request.params.token });
    const target = seen?.kind === 'click' ? await clickTarget(systemContext(deps), seen) : null;
    if (!seen || !target) return refuse(reply, 404, 'This link is not valid.');
    await withTransaction(systemContext(deps), (ctx) => recordEngagement(ctx, seen));
    return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(target, 302);
  });
}
