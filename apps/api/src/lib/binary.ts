import { z } from 'zod';

/** A binary answer (PDF, CSV bytes): sent as-is, documented as a binary string. */
export const binaryBody = z
  .instanceof(Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'Binary content' });
