import type { FastifyInstance } from 'fastify';
import {
  documentFileCall,
  localitiesCall,
  mailTypesCall,
  profileCall,
  profileDocumentsCall,
  profilePlacesCall,
  profileReferencesCall,
  requestProfessionalChangeCall,
  saveContactCall,
  savePlaceCall,
  uploadDocumentCall,
} from '@portal/contracts';
import { requireSession } from '../../access/require-session.ts';
import { routeCall } from '../../lib/call-route.ts';
import { documentFile, documents, uploadDocument } from './documents.service.ts';
import { listPlaces, savePlace } from './places.service.ts';
import {
  getProfile,
  localities,
  mailTypes,
  references,
  requestProfessionalChange,
  saveContact,
} from './profile.service.ts';
import type { ProfileDeps } from './requests.service.ts';

/** Mis datos (tramitesonline/datos-personales): the calls of `profileCalls`. */
export function profileRoutes(app: FastifyInstance, deps: ProfileDeps): void {
  routeCall(app, profileCall, (request) =>
    getProfile(deps, requireSession(request), request.params.code),
  );
  routeCall(app, profileReferencesCall, () => references(deps));
  routeCall(app, mailTypesCall, () => mailTypes());
  routeCall(app, localitiesCall, (request) =>
    localities(deps, request.params.provincia, request.query.search),
  );
  routeCall(app, saveContactCall, (request) =>
    saveContact(deps, requireSession(request), request.params.code, request.body),
  );
  routeCall(app, requestProfessionalChangeCall, (request) =>
    requestProfessionalChange(deps, requireSession(request), request.params.code, request.body),
  );
  routeCall(app, profilePlacesCall, (request) =>
    listPlaces(deps, requireSession(request), request.params.code),
  );
  routeCall(app, savePlaceCall, (request) =>
    savePlace(deps, requireSession(request), request.params, request.body),
  );
  routeCall(app, profileDocumentsCall, (request) =>
    documents(deps, requireSession(request), request.params.code),
  );
  routeCall(app, uploadDocumentCall, (request) =>
    uploadDocument(deps, requireSession(request), request.params, request.body),
  );
  routeCall(app, documentFileCall, async (request, reply) => {
    const file = await documentFile(deps, requireSession(request), request.params);
    // A college's documents carry personal data: no shared cache keeps them.
    return reply
      .type(file.contentType)
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.content);
  });
}
