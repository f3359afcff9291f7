import { fuzzRouteShard } from './fuzzRouteShard';

// The route table under hostile input, part 3 of 3 (docs/fuzzing.md).
await fuzzRouteShard(2, 3);
