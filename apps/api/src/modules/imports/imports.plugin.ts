import type { FastifyPluginAsync } from 'fastify';
import { IMPORT_MEDIA_TYPES } from '@portal/contracts';
import type { AreaServices } from '../../areas.ts';
import { consoleImportRoutes } from './console/console.routes.ts';
import { doorRoutes } from './door/door.routes.ts';
import { engineImporter, type Importer } from './jobs/importer.ts';
import { jobsRoutes } from './jobs/jobs.routes.ts';
import { SWEEP_MS, sweepStaleJobs, type RunningJobs } from './jobs/jobs.service.ts';

type ImportsDeps = Pick<AreaServices, 'db' | 'clock' | 'events' | 'log' | 'config'> & {
  /** The engine; tests may give one of their own. */
  importer?: () => Promise<Importer>;
};

/**
 * Imports (docs/decisions/0048, 0050): the HTTP door of the insurer's machines. app.ts finds it
 * by its folder. The CLI door runs the same engine on the database directly.
 */
export const importsPlugin: FastifyPluginAsync<ImportsDeps> = async (app, deps) => {
  // An import's body is a file: handed to the route as the request's stream, never read into
  // memory (and so under no body limit but the door's own).
  app.addContentTypeParser([...IMPORT_MEDIA_TYPES], (_request, payload, done) => {
    done(null, payload);
  });

  // A refused upload (a bad key, a limit, a file too large) is not read to its end: the answer
  // closes the connection, where keeping it alive would make the server read and discard the
  // rest of the file first, gigabytes perhaps.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && !request.raw.complete) void reply.header('connection', 'close');
    return payload;
  });

  let loaded: Promise<Importer> | null = null;
  const jobs = {
    db: deps.db,
    clock: deps.clock,
    events: deps.events,
    log: deps.log,
    importer: deps.importer ?? (() => (loaded ??= engineImporter())),
  };
  const running: RunningJobs = new Set();
  const uploads = {
    ...jobs,
    maxBytes: deps.config.importMaxBytes,
    spoolDir: deps.config.importSpoolDir,
    running,
  };
  doorRoutes(app, uploads);
  jobsRoutes(app, jobs);
  consoleImportRoutes(app, uploads);

  // A job whose process died is failed by the first sweep after it went stale (on any process,
  // this one after a restart too), or at once by the next upload of its kind.
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', () => {
    sweeper = setInterval(() => {
      sweepStaleJobs(jobs).catch((error: unknown) =>
        deps.log.error({ err: error }, 'could not sweep the stale import jobs'),
      );
    }, SWEEP_MS);
    sweeper.unref();
    return Promise.resolve();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await Promise.allSettled([...running]);
  });
};
