import { fuzzContracts } from './contract-fuzz.ts';

fuzzContracts(1, 3);
