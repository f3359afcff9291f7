import { fuzzRouteShard } from './fuzzRouteShard';

// The route table under hostile input, part 2 of 3 (docs/fuzzing.md).
await fuzzRouteShard(1, 3);
