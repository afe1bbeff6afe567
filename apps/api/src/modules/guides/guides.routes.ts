import type { FastifyInstance } from 'fastify';
import {
  authorizationDocumentsCall,
  practiceGuidePdfCall,
  practiceGuidesCall,
  presentationFormFileCall,
  presentationFormsCall,
} from '@portal/contracts';
import { presentationFormFileName } from '@portal/domain/guides';
import { requiredDocumentsByGroup } from '@portal/domain/authorizations';
import { sendDownload } from '../../lib/binary.ts';
import { routeCall } from '../../lib/call-route.ts';
import { findPresentationForm, presentationFormFile, presentationForms } from './forms.service.ts';
import {
  practiceGuidePdf,
  searchPracticeGuides,
  type GuidesDeps,
} from './practice-guides.service.ts';

/** The informacionutil reference pages: the calls of `guidesCalls`. */
export function guidesRoutes(app: FastifyInstance, deps: GuidesDeps): void {
  routeCall(app, presentationFormsCall, () => presentationForms());

  routeCall(app, presentationFormFileCall, async (request, reply) => {
    const form = findPresentationForm(request.params.id);
    const file = await presentationFormFile(deps.clock, form);
    return sendDownload(reply, form.formato, presentationFormFileName(form), file);
  });

  // The very list the request forms remind beside their files (domain/authorizations).
  routeCall(app, authorizationDocumentsCall, () => ({ grupos: requiredDocumentsByGroup() }));

  routeCall(app, practiceGuidesCall, (request) => searchPracticeGuides(deps, request.query));

  routeCall(app, practiceGuidePdfCall, async (request, reply) => {
    const { pdf, fileName } = await practiceGuidePdf(deps, request.params.id);
    return sendDownload(reply, 'pdf', fileName, pdf);
  });
}
