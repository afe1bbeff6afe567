import { requireSupportedNode } from '../lib/runtime.ts';
import { processIo } from './cli-io.ts';
import { runOperator } from './operator-main.ts';

requireSupportedNode();
process.exit(await runOperator(processIo()));
