import { fuzzContracts } from './contract-fuzz.ts';

fuzzContracts(3, 3);
