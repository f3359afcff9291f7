import { fuzzRouteShard } from './fuzzRouteShard';

// The route table under hostile input, part 1 of 3 (docs/fuzzing.md).
await fuzzRouteShard(0, 3);
