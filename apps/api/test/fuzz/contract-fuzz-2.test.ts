import { fuzzContracts } from './contract-fuzz.ts';

fuzzContracts(2, 3);
