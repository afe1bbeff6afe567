import { requireSupportedNode } from '../lib/runtime.ts';
import { processIo } from './cli-io.ts';
import { runImportCommand } from './import-main.ts';

requireSupportedNode();
process.exit(await runImportCommand(processIo()));
