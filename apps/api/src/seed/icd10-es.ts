import { ICD10_ES_CHAPTERS_01_04 } from './icd10-es/chapters-01-04.ts';
import { ICD10_ES_CHAPTERS_05_10 } from './icd10-es/chapters-05-10.ts';
import { ICD10_ES_CHAPTERS_11_14 } from './icd10-es/chapters-11-14.ts';
import { ICD10_ES_CHAPTERS_15_21 } from './icd10-es/chapters-15-21.ts';

/**
 * Common ICD-10 (CIE-10) codes with their Spanish denominations, as a front desk meets them.
 * Not the whole classification: enough real codes to search by code or by name. In code order,
 * one file per group of chapters under icd10-es/.
 */
export const ICD10_ES: readonly [string, string][] = [
  ...ICD10_ES_CHAPTERS_01_04,
  ...ICD10_ES_CHAPTERS_05_10,
  ...ICD10_ES_CHAPTERS_11_14,
  ...ICD10_ES_CHAPTERS_15_21,
];
