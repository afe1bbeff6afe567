import { requireSupportedNode } from '../lib/runtime.ts';
import { processIo } from './cli-io.ts';
import { runImpersonate } from './impersonate-main.ts';

requireSupportedNode();
process.exit(await runImpersonate(processIo()));
