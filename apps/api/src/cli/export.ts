import { requireSupportedNode } from '../lib/runtime.ts';
import { processIo } from './cli-io.ts';
import { runExport } from './export-main.ts';

requireSupportedNode();
process.exit(await runExport(processIo()));
