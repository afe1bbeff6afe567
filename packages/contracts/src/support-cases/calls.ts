import {
  caseDetailCall,
  caseFilesCall,
  caseTimelineCall,
  fileDownloadCall,
  postProcess1Call,
  postProcess2Call,
  processDetailCall,
} from './calls-detail.ts';
import { externalGrantCall, operatorCaseActionCall, operatorCaseListCall } from './calls-ops.ts';
import {
  areasCall,
  associatedEmailsCall,
  authorizationMotivosCall,
  authorizationSearchCall,
  caseEventsCall,
  caseSearchCall,
  contactCaseSearchCall,
  managementUnitsCall,
  motivosCall,
  odontologyCall,
  pendingInboxCall,
  settlementMotivosCall,
} from './calls-reads.ts';
import {
  addCaseFilesCall,
  fileCaseCall,
  replyCaseCall,
  saveCaseNoteCall,
  stageFilesCall,
} from './calls-writes.ts';

export * from './calls-reads.ts';
export * from './calls-detail.ts';
export * from './calls-writes.ts';
export * from './calls-ops.ts';

/** The support centre's calls (capweb, docs/decisions/0010), with the insurer's operator side. */
export const supportCasesCalls = [
  managementUnitsCall,
  odontologyCall,
  areasCall,
  motivosCall,
  authorizationMotivosCall,
  settlementMotivosCall,
  associatedEmailsCall,
  caseSearchCall,
  contactCaseSearchCall,
  pendingInboxCall,
  authorizationSearchCall,
  caseEventsCall,
  processDetailCall,
  caseDetailCall,
  caseTimelineCall,
  caseFilesCall,
  fileDownloadCall,
  postProcess1Call,
  postProcess2Call,
  fileCaseCall,
  saveCaseNoteCall,
  stageFilesCall,
  addCaseFilesCall,
  replyCaseCall,
  operatorCaseActionCall,
  operatorCaseListCall,
  externalGrantCall,
] as const;
