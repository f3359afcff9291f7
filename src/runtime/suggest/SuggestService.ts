import { createSuggestionsApi, type SuggestKind } from '../../api/suggestions';
import type { RootStore } from '../RootStore';
import { SuggestStore, type SuggestFieldOptions, type SuggestStorePorts } from './SuggestStore';

/** Makes the store of each search field over one set of ports. */
export class SuggestService {
  readonly ports: SuggestStorePorts;

  constructor(ports: SuggestStorePorts) {
    this.ports = ports;
  }

  /** The suggestion service of the app: its HTTP client and clock, with a 401 handled by the error catalogue. */
  static of(root: RootStore): SuggestService {
    return new SuggestService({
      api: createSuggestionsApi(root.http),
      clock: root.ports.clock,
      reportSessionFailure: (failure) => root.failures.report(failure),
    });
  }

  field<K extends SuggestKind>(kind: K, options: SuggestFieldOptions = {}): SuggestStore<K> {
    return new SuggestStore(kind, this.ports, options);
  }
}
