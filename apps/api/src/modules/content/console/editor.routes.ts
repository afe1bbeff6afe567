import type { FastifyInstance } from 'fastify';
import {
  attachContentFileCall,
  contentDraftFileCall,
  contentFileCall,
  contentItemCall,
  contentItemsCall,
  publishContentCall,
  restoreContentCall,
  saveContentDraftCall,
  unpublishContentCall,
} from '@portal/contracts';
import { requireStaff } from '../../../access/require-staff.ts';
import { routeCall } from '../../../lib/call-route.ts';
import { attachFile, contentFile } from './files.service.ts';
import {
  contentItem,
  listContent,
  publishVersion,
  restoreVersion,
  saveDraft,
  unpublishItem,
  type ContentEditorDeps,
} from './editor.service.ts';

/** The console's content editor (docs/decisions/0062) and the public address of its files. */
export function contentEditorRoutes(app: FastifyInstance, deps: ContentEditorDeps): void {
  routeCall(app, contentItemsCall, (request) => listContent(deps, request.query.tipo));
  routeCall(app, contentItemCall, (request) => contentItem(deps.db, request.query));
  routeCall(app, saveContentDraftCall, (request) =>
    saveDraft(deps, requireStaff(request), request.body),
  );
  routeCall(app, publishContentCall, (request) =>
    publishVersion(deps, requireStaff(request), request.body),
  );
  routeCall(app, unpublishContentCall, (request) =>
    unpublishItem(deps, requireStaff(request), request.body),
  );
  routeCall(app, restoreContentCall, (request) =>
    restoreVersion(deps, requireStaff(request), request.body),
  );
  routeCall(app, attachContentFileCall, (request) =>
    attachFile(deps, requireStaff(request), request.body),
  );
  // A published file's bytes never change: any cache may keep it for a day.
  routeCall(app, contentFileCall, async (request, reply) => {
    const file = await contentFile(deps.db, request.params.id, 'public');
    return reply
      .type(file.contentType)
      .header('cache-control', 'public, max-age=86400')
      .header('content-disposition', `inline; filename="${file.nombre}"`)
      .send(file.content);
  });
  // The editors' preview reads drafts' files too: no shared cache keeps them.
  routeCall(app, contentDraftFileCall, async (request, reply) => {
    const file = await contentFile(deps.db, request.params.id, 'editor');
    return reply
      .type(file.contentType)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="${file.nombre}"`)
      .send(file.content);
  });
}
