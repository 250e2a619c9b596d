import { Writable } from 'node:stream';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from './config';
import { redactUrl, serializeRequest } from './http/log-redaction';

type LogSink = { write(line: string): void };

/** Requests a page view makes by the dozen: logged only at debug in the readable format. */
const QUIET_PATHS = /^\/(assets\/|fonts\/|_\/stat|_\/clientele\/|favicon|robots\.txt|_\/health)/;

function readableStream(sink: LogSink | undefined) {
  const destination = sink
    ? new Writable({
        write(chunk: Buffer, _encoding, done) {
          sink.write(chunk.toString());
          done();
        },
      })
    : 1;
  return pretty({ destination, colorize: !sink && process.stdout.isTTY === true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true, sync: true });
}

/**
 * Fastify's logger options: JSON lines for a collector, or one readable line per event for a
 * terminal (pino-pretty, in process, so the lines keep their order with what the server prints).
 */
export function loggerOptions(config: Config, sink?: LogSink): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const readable = config.logFormat === 'pretty';
  const stream = readable ? readableStream(sink) : sink;
  return {
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]'],
      serializers: { req: serializeRequest },
      ...(stream ? { stream } : {}),
    },
    ...(readable ? { logController: new LogController({ disableRequestLogging: true }) } : {}),
  };
}

/** In the readable format a request is one line when it ends: method, address (secrets redacted), status, time. */
export function registerReadableRequestLog(app: FastifyInstance, config: Config): void {
  if (config.logFormat !== 'pretty') return;
  app.addHook('onResponse', async (request, reply) => {
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (reply.statusCode >= 500) request.log.error(line);
    else if (QUIET_PATHS.test(request.url)) request.log.debug(line);
    else request.log.info(line);
  });
}
