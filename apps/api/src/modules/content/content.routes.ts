import type { FastifyInstance } from 'fastify';
import {
  branchesCall,
  contactPhonesCall,
  contentPageCall,
  magazineCall,
  magazineIssuePdfCall,
  medicalCentresCall,
  preventionProgrammeCall,
  preventionProgrammesCall,
} from '@portal/contracts';
import { sendDownload } from '../../lib/binary.ts';
import { routeCall } from '../../lib/call-route.ts';
import { CONTENT_CHANGES, type LiveEventBus } from '../../lib/live-events.ts';
import { onImported } from '../imports/public.ts';
import { contentCache } from './content-cache.ts';
import { magazineIssuePdf } from './magazine-pdf.ts';
import {
  allBranches,
  centresOfKind,
  contactPhones,
  magazine,
  pageContent,
  programme,
  programmes,
  searchBranches,
  type ContentDeps,
} from './content.service.ts';

/** The public site: the calls of `contentCalls`, each answer cached (docs/decisions/0027). */
export function contentRoutes(
  app: FastifyInstance,
  { db, clock, events }: ContentDeps & { events: LiveEventBus },
): void {
  const cache = contentCache(clock);
  // An import of content committed in this process or another: the next request reads it.
  const unsubscribe = onImported(events, CONTENT_CHANGES, cache.clear);
  app.addHook('onClose', async () => unsubscribe());

  routeCall(app, contentPageCall, (request, reply) => {
    const { ruta } = request.query;
    return cache.send(request, reply, `pagina:${ruta}`, () => pageContent(db, ruta));
  });

  // One cached list of every branch; the search filters it in memory (a few dozen rows).
  routeCall(app, branchesCall, (request, reply) => {
    const { texto } = request.query;
    return cache.send(request, reply, `sucursales:${texto ?? ''}`, async () => {
      const all = await allBranches(db);
      return { sucursales: searchBranches(all, texto) };
    });
  });

  routeCall(app, medicalCentresCall, (request, reply) => {
    const { tipo } = request.query;
    return cache.send(request, reply, `centros:${tipo}`, () => centresOfKind(db, tipo));
  });

  routeCall(app, preventionProgrammesCall, (request, reply) =>
    cache.send(request, reply, 'prevencion', () => programmes(db)),
  );

  routeCall(app, preventionProgrammeCall, (request, reply) => {
    const { programa } = request.params;
    return cache.send(request, reply, `prevencion:${programa}`, () => programme(db, programa));
  });

  routeCall(app, magazineCall, (request, reply) =>
    cache.send(request, reply, 'revista', () => magazine(db)),
  );

  // A file, drawn in a few ms from its row: not kept in the cache of JSON answers.
  routeCall(app, magazineIssuePdfCall, async (request, reply) => {
    const issue = await magazineIssuePdf({ db, clock }, request.params.numero);
    if (issue.redirect !== null) return reply.redirect(issue.redirect, 302);
    return sendDownload(reply, 'pdf', issue.fileName, issue.pdf);
  });

  routeCall(app, contactPhonesCall, (request, reply) =>
    cache.send(request, reply, 'telefonos', () => contactPhones(db)),
  );
}
