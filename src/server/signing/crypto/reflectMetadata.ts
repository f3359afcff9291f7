/**
 * @peculiar/x509 registers its algorithms with tsyringe, which refuses to load unless the Reflect
 * metadata API exists (usually the `reflect-metadata` package, which this project does not have).
 * The library's injectable classes take no constructor arguments, so tsyringe only ever finds
 * nothing under "design:paramtypes": a plain store of what was defined is all it needs. Import this
 * module before @peculiar/x509; a real polyfill loaded earlier is left alone.
 */
type MetadataReflect = typeof Reflect & {
  defineMetadata?: (key: unknown, value: unknown, target: object) => void;
  getOwnMetadata?: (key: unknown, target: object) => unknown;
  getMetadata?: (key: unknown, target: object) => unknown;
};

const reflect = Reflect as MetadataReflect;

if (typeof reflect.getMetadata !== 'function') {
  const store = new WeakMap<object, Map<unknown, unknown>>();
  reflect.defineMetadata = (key, value, target) => {
    const own = store.get(target) ?? new Map<unknown, unknown>();
    own.set(key, value);
    store.set(target, own);
  };
  reflect.getOwnMetadata = (key, target) => store.get(target)?.get(key);
  reflect.getMetadata = (key, target) => {
    // Metadata is inherited along the prototype chain, as reflect-metadata does it.
    for (let at: object | null = target; at; at = Object.getPrototypeOf(at) as object | null) {
      const own = store.get(at);
      if (own?.has(key)) return own.get(key);
    }
    return undefined;
  };
}

export {};
