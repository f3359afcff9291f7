import type { HttpSettings } from '../api';

/** The network replacement the API client accepts (an axios adapter), without naming axios here. */
export type AxiosAdapterLike = NonNullable<HttpSettings['adapter']>;
